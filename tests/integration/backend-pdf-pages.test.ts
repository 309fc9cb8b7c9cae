// Every PDF a dealer prints or sends, rendered page by page to PNG as a reader sees it (kept in
// .tmp/pdf-pages/ to look at) and read back: the provider as issuer (name, organisation number,
// address), the dealer, the period or date, amounts as the language writes them (the price tag's
// prices in whole kronor/euros), each car's registration number on the statements, and ink from the
// top of the page to its foot.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoicesSchema, MonthlyStatementSchema } from '../../src/lib/api/business-finance-invoices-schemas.ts';
import { MonthlyCostSchema } from '../../src/lib/api/blanco.ts';
import { CommissionYearSchema } from '../../src/lib/api/commission-schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { tokenOf, USERS } from '../support/blanco-api.ts';
import { pdfOf } from '../support/business-finance-api.ts';
import { renderPages, type RenderedPage } from '../support/pdf-pages.ts';
import { callApi } from '../support/partner-api.ts';

const ISSUER = {
  SE: ['Partner Finans AB', '556677-8899', 'Kungsgatan 12, 111 43 Stockholm'],
  FI: ['Partner Rahoitus Oy', '2876543-5', 'Mannerheimintie 14, 00100 Helsinki'],
  DK: ['Partner Finans A/S', '30123468', 'Vesterbrogade 10, 1620 København V'],
} as const;

const today = () => new Date().toISOString().slice(0, 10);
const monthsBack = (count: number) => {
  const date = new Date();
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - count, 1)).toISOString().slice(0, 7);
};
const monthName = (lang: string, period: string) =>
  new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${period}-01T00:00:00Z`));
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');
const money = (lang: string, currency: string, amount: number, digits: 0 | 2) =>
  plain(new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount));

/** Text from the top margin to the foot of the page, across it: nothing left as a draft's blank half page. */
function expectPageFilled(pages: RenderedPage[]) {
  expect(pages.length).toBeGreaterThan(0);
  for (const { ink } of pages) {
    expect(ink.top).toBeLessThan(0.1);
    expect(ink.bottom).toBeGreaterThan(0.88);
    expect(ink.left).toBeLessThan(0.12);
    expect(ink.right).toBeGreaterThan(0.88);
  }
}

const SELLERS = {
  anna: {
    country: 'SE',
    code: 'se',
    lang: 'sv-SE',
    currency: 'SEK',
    dealer: 'Bilhuset Syd AB',
    cashPrice: 289_900,
    downPayment: 39_900,
    rate: 8.95,
    term: 72,
    price: 'Kontantpris',
    perMonth: '/mån',
    asOf: 'Exemplet gäller',
    date: new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date()),
  },
  mikko: {
    country: 'FI',
    code: 'fi',
    lang: 'fi-FI',
    currency: 'EUR',
    dealer: 'Autotalo Oy',
    cashPrice: 24_500,
    downPayment: 4_500,
    rate: 7.9,
    term: 60,
    price: 'Käteishinta',
    perMonth: '/kk',
    asOf: 'Esimerkki on laskettu',
    date: new Intl.DateTimeFormat('fi-FI', { timeZone: 'Europe/Helsinki' }).format(new Date()),
  },
  mette: {
    country: 'DK',
    code: 'dk',
    lang: 'da-DK',
    currency: 'DKK',
    dealer: 'Bilcenter ApS',
    cashPrice: 229_000,
    downPayment: 29_000,
    rate: 7.95,
    term: 84,
    price: 'Kontantpris inkl. levering',
    perMonth: '/md.',
    asOf: 'Eksemplet er beregnet den',
    date: new Intl.DateTimeFormat('da-DK', { timeZone: 'Europe/Copenhagen', dateStyle: 'short' }).format(new Date()),
  },
} as const;

describe('the PDFs a dealer prints or sends, as pages', () => {
  let backend: RunningBackend;
  const tokens = {} as Record<keyof typeof SELLERS, string>;
  beforeAll(async () => {
    backend = await startBackend();
    for (const name of Object.keys(SELLERS) as (keyof typeof SELLERS)[]) tokens[name] = await tokenOf(backend, USERS[name]);
  }, 30_000);
  afterAll(() => backend?.stop());

  const pdf = async (seller: keyof typeof SELLERS, path: string, name: string) => {
    const response = await fetch(`${backend.url}/api/${SELLERS[seller].code}/${path}`, {
      headers: { Authorization: `Bearer ${tokens[seller]}`, Accept: 'application/pdf' },
    });
    const copy = response.clone();
    const read = await pdfOf(response);
    const pages = await renderPages(new Uint8Array(await copy.arrayBuffer()), name);
    expect(read.text).not.toMatch(/[\u2212\ufffd]/);
    return { text: plain(read.text).replace(/\s+/g, ' '), pages };
  };
  const json = async <T>(schema: v.GenericSchema<unknown, T>, path: string) => v.parse(schema, await (await callApi(backend, 'se', path, tokens.anna)).json());

  for (const seller of Object.keys(SELLERS) as (keyof typeof SELLERS)[]) {
    const s = SELLERS[seller];
    for (const format of ['A4', 'SIGN'] as const) {
      it(`${s.country} price tag (${format}): prices in whole ${s.currency}, the example to the cent, the seller, the lender in full and the day, the page filled`, async () => {
        const credit = s.cashPrice - s.downPayment;
        const cost = v.parse(
          MonthlyCostSchema,
          await (await callApi(backend, s.code, `blanco/monthly-cost/${credit}?interestRate=${s.rate}&term=${s.term}`, tokens[seller])).json(),
        );
        const query = new URLSearchParams({
          heading: 'Veckans erbjudande',
          vehicle: 'Volvo XC40 B4 Plus 2024',
          cashPrice: String(s.cashPrice),
          downPayment: String(s.downPayment),
          interestRate: String(s.rate),
          term: String(s.term),
          format,
        });
        const { text, pages } = await pdf(seller, `blanco/price-tag/${credit}?${query}`, `${s.code}-price-tag-${format}`);
        expect(text).toContain(`${s.price} ${money(s.lang, s.currency, s.cashPrice, 0)}`);
        // Rounded up: the customer never pays more a month than the tag says.
        expect(text).toContain(`${money(s.lang, s.currency, Math.ceil(cost.monthlyCost), 0)}${s.perMonth}`);
        expect(text).toContain(money(s.lang, s.currency, cost.monthlyCost, 2));
        expect(text).toContain(money(s.lang, s.currency, cost.totalCost, 2));
        expect(text).not.toContain(money(s.lang, s.currency, s.cashPrice, 2));
        expect(text).toContain(s.dealer);
        for (const part of ISSUER[s.country]) expect(text).toContain(part);
        expect(text).toContain(`${s.asOf} ${s.date}`);
        expectPageFilled(pages);
      });
    }
  }

  it('SE monthly statement: the issuer, the dealer, the month, every car with its registration number, amounts to the öre', async () => {
    const period = monthsBack(2);
    const statement = await json(MonthlyStatementSchema, `business-finance/transactions/monthly-statement/${period}`);
    expect(statement.lines.length).toBeGreaterThan(0);
    const { text, pages } = await pdf('anna', `business-finance/transactions/monthly-statement/${period}/pdf`, 'se-monthly-statement');
    for (const part of ISSUER.SE) expect(text).toContain(part);
    expect(text).toContain('Bilhuset Syd AB, Organisationsnummer 556123-4567');
    expect(text).toContain(monthName('sv-SE', period));
    for (const line of statement.lines) {
      expect(line.numberPlate).toMatch(/^[A-Z]{3} \d{2}[\dA-Z]$/);
      expect(text).toContain(`${line.vehicle} ${line.numberPlate} ${line.reference} ${line.days} ${money('sv-SE', 'SEK', line.interest, 2)}`);
    }
    expect(text).toContain(`Summa ${money('sv-SE', 'SEK', statement.total, 2)}`);
    expectPageFilled(pages);
  });

  it('SE active statement, invoice and commission statement: the issuer, the dealer and the date or month; the cars with their registration numbers', async () => {
    const engagement = await pdf('anna', 'business-finance/leads/engagement-report', 'se-engagement-report');
    expect(engagement.text).toContain(`Per ${today()}`);
    expect(engagement.text).toMatch(/[A-Z]{3} \d{2}[\dA-Z] BF-\d{6} [\d ]+,\d\d kr/);

    const invoices = await json(InvoicesSchema, 'business-finance/leads/seed-bf-se-001/invoices');
    const invoice = await pdf('anna', `invoices/${invoices.invoices[0]!.invoiceId}/pdf`, 'se-invoice');
    expect(invoice.text).toContain(`Fakturadatum: ${invoices.invoices[0]!.issueDate}`);
    expect(invoice.text).toMatch(/Registreringsnummer [A-Z]{3} \d{2}[\dA-Z]/);

    const year = await json(CommissionYearSchema, `commissions/yearly-summary/${new Date().getUTCFullYear()}`);
    const closed = year.months.filter((row) => row.closed).at(-1)!.month;
    const commission = await pdf('anna', `commissions/monthly-summary/${closed}/pdf`, 'se-commission');
    expect(commission.text).toContain(monthName('sv-SE', closed));

    for (const { text, pages } of [engagement, invoice, commission]) {
      for (const part of ISSUER.SE) expect(text).toContain(part);
      expect(text).toContain('Bilhuset Syd AB, Organisationsnummer 556123-4567');
      expect(text).toMatch(/\d,\d\d kr/);
      expectPageFilled(pages);
    }
  });
});
