// Inventory financing's statements in backend/: the yearly summary (month, interest) and the monthly
// statement as JSON and PDF, one set of lines for both, so the PDF's total is the JSON lines' sum; the
// active statement (engagement report) of the cars financed now; SPEC §8's errors (month not
// available, wrong format, PDF not accepted, reports unavailable); and the PDFs of a Finnish and a
// Danish dealer in their own language and currency.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoicesSchema, MonthlyStatementSchema, YearlySummarySchema, type MonthlyStatement } from '../../src/lib/api/business-finance-invoices-schemas.ts';
import type { CreateInventoryLead } from '../../src/lib/api/business-finance-schemas.ts';
import { ENDPOINTS } from '../../src/lib/api/endpoints.ts';
import { BUSINESS_FINANCE_ENDPOINTS } from '../../src/lib/api/business-finance.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { tokenOf, USERS } from '../support/blanco-api.ts';
import { errorCodeOf, financedLead, inventoryBody, lineOfCredit, moneyIn, pdfOf } from '../support/business-finance-api.ts';
import { callApi, postJson } from '../support/partner-api.ts';

const TIMERS = { LENDER_POLL_MS: '600000', PROCESSING_DECIDE_MS: '600000', SIGNING_DELAY_MS: '600000', PAYOUT_DELAY_MS: '600000' };
const thisMonth = () => new Date().toISOString().slice(0, 7);
const thisYear = () => new Date().getUTCFullYear();
const cents = (amount: number) => Math.round(amount * 100);
const sumOf = (amounts: number[]) => amounts.reduce((sum, amount) => sum + cents(amount), 0);

const getPdf = (backend: RunningBackend, country: string, path: string, token: string, accept = 'application/pdf') =>
  fetch(`${backend.url}/api/${country}/${path}`, { headers: { Authorization: `Bearer ${token}`, Accept: accept } });

async function statementOf(backend: RunningBackend, token: string, period: string, country = 'se'): Promise<MonthlyStatement> {
  const response = await callApi(backend, country, `business-finance/transactions/monthly-statement/${period}`, token);
  expect(response.status).toBe(200);
  return v.parse(MonthlyStatementSchema, await response.json());
}

describe('inventory financing statements of Bilhuset (SE)', () => {
  let backend: RunningBackend;
  const tokens = {} as Record<'anna' | 'erik' | 'basic', string>;
  beforeAll(async () => {
    backend = await startBackend({ env: TIMERS });
    for (const name of ['anna', 'erik', 'basic'] as const) tokens[name] = await tokenOf(backend, USERS[name]);
  }, 30_000);
  afterAll(() => backend?.stop());

  it("this year's and last year's summaries have months with interest, each month's the sum of its statement's lines", async () => {
    for (const year of [thisYear() - 1, thisYear()]) {
      const response = await callApi(backend, 'se', `business-finance/transactions/yearly-summary/${year}`, tokens.anna);
      expect(response.status).toBe(200);
      const summary = v.parse(YearlySummarySchema, await response.json());
      expect(summary).toMatchObject({ year, currency: 'SEK' });
      expect(summary.months.filter((row) => row.interest > 0).length).toBeGreaterThanOrEqual(
        year === thisYear() ? Math.min(3, new Date().getUTCMonth() + 1) : 3,
      );
      expect(summary.months.map((row) => row.month)).toEqual([...summary.months.map((row) => row.month)].sort());
      expect(summary.months.every((row) => row.month.startsWith(`${year}-`) && row.month <= thisMonth())).toBe(true);
      expect(cents(summary.total)).toBe(sumOf(summary.months.map((row) => row.interest)));
      for (const row of summary.months) {
        const statement = await statementOf(backend, tokens.anna, row.month);
        expect(cents(statement.total)).toBe(sumOf(statement.lines.map((line) => line.interest)));
        expect(statement.total).toBe(row.interest);
      }
    }
  });

  it('a month with interest: its lines at the price list rate for their days, and its PDF in Swedish with the same lines and total', async () => {
    const summary = v.parse(
      YearlySummarySchema,
      await (await callApi(backend, 'se', `business-finance/transactions/yearly-summary/${thisYear() - 1}`, tokens.anna)).json(),
    );
    const month = summary.months.find((row) => row.interest > 0)!.month;
    const statement = await statementOf(backend, tokens.anna, month);
    expect(statement.lines.length).toBeGreaterThan(0);
    for (const line of statement.lines) {
      expect(line.reference).toMatch(/^BF-\d{6}$/);
      expect(line.days).toBeGreaterThan(0);
      expect(line.days).toBeLessThanOrEqual(31);
    }
    const { text, raw, title, roles } = await pdfOf(await getPdf(backend, 'se', `business-finance/transactions/monthly-statement/${month}/pdf`, tokens.anna));
    expect(text).toContain('Bilhuset Syd AB');
    expect(text).toContain('Månadsbesked lagerfinansiering');
    expect(title).toMatch(/^Månadsbesked lagerfinansiering /);
    for (const line of statement.lines) {
      expect(text).toContain(line.reference);
      expect(text).toContain(moneyIn('sv-SE', 'SEK', line.interest));
    }
    expect(text).toContain(`Summa ${moneyIn('sv-SE', 'SEK', statement.total)}`);
    expect(raw).toContain('/Lang (sv-SE)');
    expect(raw).toContain('/StructTreeRoot');
    expect(roles).toEqual(expect.arrayContaining(['H1', 'Table', 'TH', 'TD']));
  });

  it('the active statement lists every financed car, its credit summing to the limit used', async () => {
    const line = await lineOfCredit(backend, tokens.anna);
    const { text } = await pdfOf(await getPdf(backend, 'se', 'business-finance/leads/engagement-report', tokens.anna));
    expect(text).toContain('Engagemangsbesked lagerfinansiering');
    expect(text).toContain('Bilhuset Syd AB');
    expect(text).toContain(`Finansierade bilar: ${line.activeCars}`);
    expect(text).toContain(`Summa ${moneyIn('sv-SE', 'SEK', line.used)}`);
    const query = await callApi(backend, 'se', 'business-finance/leads/query', tokens.anna, { method: 'POST', body: { statuses: ['PAID_OUT'], size: 100 } });
    const financed = ((await query.json()) as { content: { reference: string }[] }).content;
    expect(financed.length).toBe(line.activeCars);
    for (const { reference } of financed) expect(text).toContain(reference);
  });

  it('a month in the future or before the first financed car is not available; a wrong format is wrong data', async () => {
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    const future = next.toISOString().slice(0, 7);
    for (const path of [
      `monthly-statement/${future}`,
      `monthly-statement/${future}/pdf`,
      'monthly-statement/2019-01',
      'monthly-statement/2019-01/pdf',
      `yearly-summary/${thisYear() + 1}`,
      'yearly-summary/2019',
    ]) {
      expect(await errorCodeOf(await callApi(backend, 'se', `business-finance/transactions/${path}`, tokens.anna))).toEqual({
        status: 404,
        code: 'PERIOD_NOT_AVAILABLE',
      });
    }
    for (const path of [
      'monthly-statement/2026-13',
      'monthly-statement/2026-1',
      'monthly-statement/202601/pdf',
      'yearly-summary/26',
      'yearly-summary/2026-01',
    ]) {
      expect(await errorCodeOf(await callApi(backend, 'se', `business-finance/transactions/${path}`, tokens.anna))).toEqual({
        status: 400,
        code: 'WRONG_DATA',
      });
    }
  });

  it('a PDF route refuses a request that does not accept a PDF with 406, and takes one that accepts anything', async () => {
    for (const path of [`business-finance/transactions/monthly-statement/${thisMonth()}/pdf`, 'business-finance/leads/engagement-report']) {
      for (const accept of ['application/json', 'text/html, application/pdf;q=0']) {
        expect(await errorCodeOf(await getPdf(backend, 'se', path, tokens.anna, accept))).toEqual({ status: 406, code: 'NOT_ACCEPTABLE' });
      }
      for (const accept of ['*/*', 'application/*', 'text/html, application/pdf;q=0.5']) {
        expect((await getPdf(backend, 'se', path, tokens.anna, accept)).status).toBe(200);
      }
    }
  });

  it('an injected fault makes the reports unavailable, and they come back when it is used up', async () => {
    expect((await postJson(backend, '/__test/faults', { path: 'business-finance/transactions', status: 503, times: 1 })).status).toBe(204);
    const path = `business-finance/transactions/yearly-summary/${thisYear()}`;
    expect(await errorCodeOf(await callApi(backend, 'se', path, tokens.anna))).toEqual({ status: 503, code: 'INJECTED_FAULT' });
    expect((await callApi(backend, 'se', path, tokens.anna)).status).toBe(200);
  });

  it('users without BUSINESS_FINANCE get 403 NO_ACCESS from every statement route', async () => {
    for (const name of ['erik', 'basic'] as const) {
      for (const path of [
        `transactions/yearly-summary/${thisYear()}`,
        `transactions/monthly-statement/${thisMonth()}`,
        `transactions/monthly-statement/${thisMonth()}/pdf`,
        'leads/engagement-report',
        'leads/seed-bf-se-001/invoices',
      ]) {
        expect(await errorCodeOf(await getPdf(backend, 'se', `business-finance/${path}`, tokens[name]))).toEqual({ status: 403, code: 'NO_ACCESS' });
      }
    }
  });

  it('no inventory financing or invoice route has a personal id in its path', () => {
    const paths = [...Object.values(BUSINESS_FINANCE_ENDPOINTS), ...Object.values(ENDPOINTS.invoices)];
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) expect(path).not.toMatch(/personal|ssn|hetu|cpr|signatory|guarantor/i);
  });
});

describe('inventory financing PDFs of a Finnish and a Danish dealer', () => {
  let backend: RunningBackend;
  beforeAll(async () => {
    backend = await startBackend({ env: TIMERS });
  }, 30_000);
  afterAll(() => backend?.stop());

  async function onboard(organizationNumber: string, email: string): Promise<string> {
    expect((await postJson(backend, '/__test/partner', { organizationNumber, onboardedToInventoryFinancing: true })).status).toBe(204);
    expect((await postJson(backend, '/__test/roles', { email, roles: ['BUSINESS_FINANCE'] })).status).toBe(204);
    return tokenOf(backend, email);
  }

  const body = (country: 'FI' | 'DK'): CreateInventoryLead => {
    const base = inventoryBody();
    return country === 'FI'
      ? {
          ...base,
          facilityId: 'facility-helsinki',
          vehicle: { ...base.vehicle, numberPlate: 'ABC-123', price: 30_000, currency: 'EUR' },
          downPayment: 3_000,
          seller: { kind: 'COMPANY', organizationNumber: '2345678-0', name: 'Kuljetus Oy' },
          signatory: { personalId: '180482-9023', name: 'Aino Korhonen', phone: '+358 40 123 4567' },
          guarantor: { personalId: '021275-913S', name: 'Matti Virtanen', phone: '+358 40 765 4321' },
        }
      : // A Danish stock car without plates.
        {
          ...base,
          facilityId: 'facility-aarhus',
          vehicle: { ...base.vehicle, numberPlate: null, price: 200_000, currency: 'DKK' },
          downPayment: 30_000,
          seller: { kind: 'PRIVATE_PERSON', name: 'Jens Jensen' },
          signatory: { personalId: '140583-1070', name: 'Mette Hansen', phone: '+45 20 12 34 56' },
          guarantor: { personalId: '260872-1005', name: 'Lars Nielsen', phone: '+45 20 65 43 21' },
        };
  };

  const CASES = [
    {
      country: 'FI' as const,
      code: 'fi',
      organizationNumber: '1234567-1',
      email: USERS.mikko,
      dealer: 'Autotalo Oy',
      organizationLabel: 'Y-tunnus 1234567-1',
      lang: 'fi-FI',
      currency: 'EUR',
      invoiceTitle: 'Varastorahoituksen loppulasku',
      fee: 'Laskutuslisä',
      toPay: 'Maksettava',
      reference: 'viitenumerolla',
      monthly: 'Varastorahoituksen kuukausiraportti',
      total: 'Yhteensä',
      engagement: 'Varastorahoituksen vastuuraportti',
    },
    {
      country: 'DK' as const,
      code: 'dk',
      organizationNumber: '12345674',
      email: USERS.mette,
      dealer: 'Bilcenter ApS',
      organizationLabel: 'CVR-nummer 12345674',
      lang: 'da-DK',
      currency: 'DKK',
      invoiceTitle: 'Slutfaktura lagerfinansiering',
      fee: 'Fakturagebyr',
      toPay: 'At betale',
      reference: 'FI-kort +71<',
      monthly: 'Månedsopgørelse lagerfinansiering',
      total: 'I alt',
      engagement: 'Engagementsoversigt lagerfinansiering',
    },
  ];

  for (const c of CASES) {
    it(`a ${c.country} dealer's invoice and statements are in ${c.lang} with ${c.currency} amounts`, async () => {
      const token = await onboard(c.organizationNumber, c.email);
      const lead = await financedLead(backend, token, body(c.country), c.code);
      const invoices = v.parse(InvoicesSchema, await (await callApi(backend, c.code, `business-finance/leads/${lead.id}/invoices`, token)).json());
      const [invoice] = invoices.invoices;
      expect(invoice).toMatchObject({ currency: c.currency, status: 'OPEN' });
      const pdf = await pdfOf(await getPdf(backend, c.code, `invoices/${invoice!.invoiceId}/pdf`, token));
      expect(pdf.text).toContain(`${c.dealer}, ${c.organizationLabel}`);
      expect(pdf.text).toContain(c.invoiceTitle);
      expect(pdf.text).toContain(c.fee);
      expect(pdf.text).toContain(`${c.toPay} ${moneyIn(c.lang, c.currency, invoice!.total)}`);
      expect(pdf.text).toContain(c.reference);
      expect(pdf.raw).toContain(`/Lang (${c.lang})`);

      const statement = await statementOf(backend, token, thisMonth(), c.code);
      expect(statement.currency).toBe(c.currency);
      const monthly = await pdfOf(await getPdf(backend, c.code, `business-finance/transactions/monthly-statement/${thisMonth()}/pdf`, token));
      expect(monthly.text).toContain(c.monthly);
      expect(monthly.text).toContain(`${c.total} ${moneyIn(c.lang, c.currency, statement.total)}`);
      // The dealer's first financed car is this month's: last month is not available.
      const last = new Date();
      last.setUTCMonth(last.getUTCMonth() - 1, 1);
      expect(
        await errorCodeOf(await callApi(backend, c.code, `business-finance/transactions/monthly-statement/${last.toISOString().slice(0, 7)}`, token)),
      ).toEqual({ status: 404, code: 'PERIOD_NOT_AVAILABLE' });

      const engagement = await pdfOf(await getPdf(backend, c.code, 'business-finance/leads/engagement-report', token));
      expect(engagement.text).toContain(c.engagement);
      expect(engagement.text).toContain(lead.reference);
      expect(engagement.text).toContain(`${c.total} ${moneyIn(c.lang, c.currency, lead.financeTerms.creditAmount)}`);
    });
  }
});
