// The price tag PDF of backend/ (blanco/price-tag/{credit}) read back as a dealer's reader and a
// customer's phone would: the heading, the monthly cost equal to what the apply form is told
// (blanco/monthly-cost/{credit}) for the same inputs, the representative example, the CCD2 warning
// in Swedish, Finnish and Danish, the currency, the QR code decoded to the portal's apply form with
// amount and term; a missing heading refused; a heading typed as XML markup printed and titled as
// typed without changing the metadata; control and bidirectional characters refused; BLANCO only.
import jsQR from 'jsqr';
import { extractImages, extractText, getDocumentProxy, getMeta } from 'unpdf';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MonthlyCostSchema, type MonthlyCost } from '../../src/lib/api/blanco.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { tokenOf, USERS } from '../support/blanco-api.ts';
import { errorCodeOf, moneyIn, pdfOf } from '../support/business-finance-api.ts';
import { callApi, postJson } from '../support/partner-api.ts';

type Seller = 'anna' | 'mikko' | 'mette';
const CASES = {
  anna: {
    country: 'se',
    lang: 'sv-SE',
    currency: 'SEK',
    cashPrice: 189_900,
    downPayment: 39_900,
    interestRate: 6.95,
    term: 72,
    warning: 'Att låna kostar pengar!',
    example: 'Representativt exempel',
    apr: 'Effektiv ränta',
    termLine: 'Återbetalningstid 72 månader',
    lender: 'Kreditgivare: Partner Finans AB',
    host: 'se.localhost',
  },
  mikko: {
    country: 'fi',
    lang: 'fi-FI',
    currency: 'EUR',
    cashPrice: 24_500,
    downPayment: 4_500,
    interestRate: 7.9,
    term: 60,
    warning: 'Huomio! Rahan lainaaminen maksaa.',
    example: 'Edustava esimerkki',
    apr: 'Todellinen vuosikorko',
    termLine: 'Laina-aika 60 kuukautta',
    lender: 'Luotonantaja: Partner Rahoitus Oy',
    host: 'fi.localhost',
  },
  mette: {
    country: 'dk',
    lang: 'da-DK',
    currency: 'DKK',
    cashPrice: 229_000,
    downPayment: 29_000,
    interestRate: 7.95,
    term: 84,
    warning: 'Det koster penge at låne penge.',
    example: 'Repræsentativt eksempel',
    apr: 'ÅOP',
    termLine: 'Løbetid 84 måneder',
    lender: 'Kreditgiver: Partner Finans A/S',
    host: 'dk.localhost',
  },
} as const;

const percentIn = (lang: string, rate: number) => new Intl.NumberFormat(lang, { minimumFractionDigits: 2 }).format(rate);

describe('the price tag PDF', () => {
  let backend: RunningBackend;
  const tokens = {} as Record<Seller | 'basic', string>;
  beforeAll(async () => {
    backend = await startBackend();
    for (const name of ['anna', 'mikko', 'mette', 'basic'] as const) tokens[name] = await tokenOf(backend, USERS[name]);
  }, 30_000);
  afterAll(() => backend?.stop());

  const priceTag = (seller: Seller | 'basic', query: Record<string, string>, credit: number) =>
    fetch(`${backend.url}/api/${CASES[seller === 'basic' ? 'anna' : seller].country}/blanco/price-tag/${credit}?${new URLSearchParams(query)}`, {
      headers: { Authorization: `Bearer ${tokens[seller]}`, Accept: 'application/pdf' },
    });
  const queryOf = (seller: Seller, extra: Record<string, string> = {}) => {
    const { cashPrice, downPayment, interestRate, term } = CASES[seller];
    return {
      heading: 'Veckans erbjudande',
      vehicle: 'Volvo XC40 B4 Plus 2024, 1 200 mil',
      cashPrice: String(cashPrice),
      downPayment: String(downPayment),
      interestRate: String(interestRate),
      term: String(term),
      ...extra,
    };
  };
  const applyFormCost = async (seller: Seller): Promise<MonthlyCost> => {
    const { country, cashPrice, downPayment, interestRate, term } = CASES[seller];
    const response = await callApi(
      backend,
      country,
      `blanco/monthly-cost/${cashPrice - downPayment}?interestRate=${interestRate}&term=${term}`,
      tokens[seller],
    );
    expect(response.status).toBe(200);
    return v.parse(MonthlyCostSchema, await response.json());
  };

  for (const seller of ['anna', 'mikko', 'mette'] as const) {
    const c = CASES[seller];
    it(`${seller} (${c.country}): the heading, the apply form's monthly cost, the representative example, the warning and the lender in ${c.lang}, in ${c.currency}`, async () => {
      const cost = await applyFormCost(seller);
      const credit = c.cashPrice - c.downPayment;
      const { text: lines, raw, title, roles } = await pdfOf(await priceTag(seller, queryOf(seller), credit));
      const text = lines.replace(/\s+/g, ' ');
      const money = (amount: number) => moneyIn(c.lang, c.currency, amount);
      expect(text).toContain('Veckans erbjudande');
      expect(text).toContain('Volvo XC40 B4 Plus 2024');
      expect(title).toMatch(/Veckans erbjudande$/);
      expect(text).toContain(money(cost.monthlyCost));
      expect(text).toContain(c.example);
      // A car's prices in whole kronor/euros; the example's costs to the öre/cent where they have any.
      const whole = (amount: number) => moneyIn(c.lang, c.currency, amount).replace(/[,.]00(?=\D*$)/, '');
      for (const figure of [whole(c.cashPrice), whole(c.downPayment), whole(credit)]) expect(text).toContain(figure);
      for (const amount of [cost.totalCost, cost.setupFee, cost.monthlyFee]) expect(text).toContain(Number.isInteger(amount) ? whole(amount) : money(amount));
      expect(text).toContain(`${c.apr} ${percentIn(c.lang, cost.effectiveRate)} %`);
      expect(text).toContain(`${percentIn(c.lang, c.interestRate)} %`);
      expect(text).toContain(c.termLine);
      expect(text).toContain(c.warning);
      expect(text).toContain(c.lender);
      expect(raw).toContain(`/Lang (${c.lang})`);
      expect(roles).toEqual(expect.arrayContaining(['H1', 'H2', 'P', 'Figure']));
    });
  }

  const WARNING_RED = '#c8102e';
  it("anna (se): the warning in Konsumentverket's words (KOVFS 2025:1), its risk and where to find help, beside a red triangle; the other countries' tags have no such lines", async () => {
    const credit = CASES.anna.cashPrice - CASES.anna.downPayment;
    const { text: lines, fills } = await pdfOf(await priceTag('anna', queryOf('anna'), credit));
    const text = lines.replace(/\s+/g, ' ');
    expect(text).toContain(
      'Att låna kostar pengar! Om du inte kan betala tillbaka skulden i tid riskerar du en betalningsanmärkning. ' +
        'Det kan leda till svårigheter att få hyra bostad, teckna abonnemang och få nya lån. ' +
        'För stöd, vänd dig till budget- och skuldrådgivningen i din kommun. Kontaktuppgifter finns på konsumentverket.se.',
    );
    expect(fills).toContain(WARNING_RED);
    for (const seller of ['mikko', 'mette'] as const) {
      const other = await pdfOf(await priceTag(seller, queryOf(seller), CASES[seller].cashPrice - CASES[seller].downPayment));
      expect(other.text).not.toContain('konsumentverket.se');
      expect(other.fills).not.toContain(WARNING_RED);
    }
  });

  it('mikko (fi) using the portal in Swedish: the tag in Finland-Swedish, its words as the sv-FI preview has them, in euros', async () => {
    const cost = await applyFormCost('mikko');
    const credit = CASES.mikko.cashPrice - CASES.mikko.downPayment;
    const { text: lines, raw } = await pdfOf(await priceTag('mikko', queryOf('mikko', { language: 'sv' }), credit));
    const text = lines.replace(/\s+/g, ' ');
    for (const words of [
      'Representativt exempel',
      'Handpenning',
      'återbetalningstid 60 månader',
      'öppningsavgift',
      'kontoavgift',
      'Månadskostnad',
      'Obs! Att låna pengar kostar pengar.',
      'Kreditgivare: Partner Rahoitus Oy, FO-nummer',
    ])
      expect(text).toContain(words);
    expect(text).toContain(`Effektiv årsränta ${percentIn('sv-FI', cost.effectiveRate)} %`);
    expect(text).toContain(moneyIn('sv-FI', 'EUR', cost.monthlyCost));
    expect(text).not.toContain('Todellinen vuosikorko');
    expect(raw).toContain('/Lang (sv-FI)');
  });

  it("a language the country does not print in gives the country's own tag; an unknown one is refused", async () => {
    const credit = CASES.anna.cashPrice - CASES.anna.downPayment;
    const { text } = await pdfOf(await priceTag('anna', queryOf('anna', { language: 'fi' }), credit));
    expect(text.replace(/\s+/g, ' ')).toContain(CASES.anna.warning);
    expect(await errorCodeOf(await priceTag('anna', queryOf('anna', { language: 'en' }), credit))).toEqual({ status: 400, code: 'WRONG_DATA' });
  });

  it("the QR code on the tag decodes to the apply form on the dealer's portal host with the amount and term, and no personal id", async () => {
    for (const seller of ['anna', 'mikko'] as const) {
      const c = CASES[seller];
      const response = await priceTag(seller, queryOf(seller), c.cashPrice - c.downPayment);
      const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
      const [image] = await extractImages(pdf, 1);
      expect(image).toBeDefined();
      const rgba = new Uint8ClampedArray(image!.width * image!.height * 4);
      for (let pixel = 0; pixel < image!.width * image!.height; pixel++) {
        const grey = image!.data[pixel * image!.channels]!;
        rgba.set([grey, grey, grey, 255], pixel * 4);
      }
      const decoded = jsQR(rgba, image!.width, image!.height);
      expect(decoded).not.toBeNull();
      const url = new URL(decoded!.data);
      expect(url.hostname).toBe(c.host);
      expect(url.pathname).toBe('/blanco/apply');
      expect(Object.fromEntries(url.searchParams)).toEqual({ amount: String(c.cashPrice - c.downPayment), term: String(c.term) });
    }
  });

  it('the A4 tag is one portrait A4 page, the sign one landscape A5 page, whatever the length of the texts', async () => {
    const long = { heading: 'Veckans erbjudande: nybesiktigad, servad, klar för leverans', vehicle: 'V'.repeat(120) };
    for (const [format, width, height] of [
      ['A4', 595.28, 841.89],
      ['SIGN', 595.28, 419.53],
    ] as const) {
      const response = await priceTag('anna', queryOf('anna', { ...long, format }), 150_000);
      expect(response.status).toBe(200);
      const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
      expect(pdf.numPages).toBe(1);
      const [, , pageWidth, pageHeight] = (await pdf.getPage(1)).view;
      expect([Math.round(pageWidth!), Math.round(pageHeight!)]).toEqual([Math.round(width), Math.round(height)]);
    }
  });

  it('the landscape sign carries the same monthly cost and warning', async () => {
    const cost = await applyFormCost('anna');
    const { text } = await pdfOf(await priceTag('anna', queryOf('anna', { format: 'SIGN' }), 150_000));
    expect(text).toContain(moneyIn('sv-SE', 'SEK', cost.monthlyCost));
    expect(text).toContain(CASES.anna.warning);
  });

  it('a price tag without a heading (or a blank one) is refused, naming the heading', async () => {
    for (const heading of ['', '   ']) {
      const response = await priceTag('anna', queryOf('anna', { heading }), 150_000);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('WRONG_DATA');
      expect(body.error.message).toContain('heading');
    }
    const { heading: _, ...withoutHeading } = queryOf('anna');
    expect(await errorCodeOf(await priceTag('anna', withoutHeading, 150_000))).toEqual({ status: 400, code: 'WRONG_DATA' });
  });

  it('a heading and vehicle typed as XML markup print and title the tag as typed, and the metadata stays one packet with no element added', async () => {
    const heading = '</rdf:li></rdf:Alt></dc:title><x:evil/> & <';
    const vehicle = 'Volvo <XC40> & "B4" </rdf:li><x:evil/>';
    const response = await priceTag('anna', queryOf('anna', { heading, vehicle }), 150_000);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const pdf = await getDocumentProxy(bytes.slice());
    const { text } = await extractText(pdf, { mergePages: true });
    // A long word wraps at any letter, so the text is compared without its line breaks.
    const printed = text.replace(/\s+/g, '');
    expect(printed).toContain(heading.replace(/\s+/g, ''));
    expect(printed).toContain(vehicle.replace(/\s+/g, ''));
    const { info, metadata } = await getMeta(pdf);
    expect(info.Title).toBe(`Prisskylt: ${heading}`);
    expect(metadata.get('dc:title')).toBe(`Prisskylt: ${heading}`);
    const packets =
      Buffer.from(bytes)
        .toString('utf8')
        .match(/<\?xpacket begin[\s\S]*?<\?xpacket end="w"\?>/g) ?? [];
    expect(packets).toHaveLength(1);
    const packet = packets[0]!;
    expect(packet).toContain('&lt;/rdf:li&gt;&lt;/rdf:Alt&gt;&lt;/dc:title&gt;&lt;x:evil/&gt; &amp; &lt;');
    expect(packet).not.toContain('<x:evil');
    expect(new Set([...packet.matchAll(/<([\w-]+:[\w-]+)/g)].map((match) => match[1]))).toEqual(
      new Set([
        'x:xmpmeta',
        'rdf:RDF',
        'rdf:Description',
        'xmp:CreateDate',
        'xmp:CreatorTool',
        'dc:title',
        'rdf:Alt',
        'rdf:li',
        'dc:creator',
        'rdf:Seq',
        'dc:description',
        'pdf:Producer',
      ]),
    );
  });

  it('a heading or vehicle with NUL, CR/LF, a right-to-left override or a zero-width space is refused, naming the field', async () => {
    for (const text of ['Veckans\u0000bil', 'Veckans\r\nbil', 'Veckans \u202Elib', 'Veckans\u200Bbil']) {
      for (const field of ['heading', 'vehicle'] as const) {
        const response = await priceTag('anna', queryOf('anna', { [field]: text }), 150_000);
        expect(response.status, JSON.stringify(text)).toBe(400);
        const body = (await response.json()) as { error: { code: string; message: string } };
        expect(body.error).toEqual({ code: 'WRONG_DATA', message: `${field}: ${field}Unsafe` });
      }
    }
  });

  it('a heading typed with a decomposed Å (A + ring) prints and titles the tag with the letter Å', async () => {
    const { text, title } = await pdfOf(
      await priceTag('anna', queryOf('anna', { heading: 'Nyinkommen i A\u030are', vehicle: 'Jo\u0308rgens Volvo' }), 150_000),
    );
    // The heading may wrap at its large size.
    expect(text.replace(/\s+/g, ' ')).toContain('Nyinkommen i Åre');
    expect(text.replace(/\s+/g, ' ')).toContain('Jörgens Volvo');
    expect(title).toBe('Prisskylt: Nyinkommen i Åre');
  });

  it('a credit that is not the cash price less the down payment, or outside the price list, is refused', async () => {
    expect(await errorCodeOf(await priceTag('anna', queryOf('anna'), 149_000))).toEqual({ status: 400, code: 'WRONG_DATA' });
    expect(await errorCodeOf(await priceTag('anna', queryOf('anna', { interestRate: '3.5' }), 150_000))).toEqual({ status: 400, code: 'OUT_OF_BOUNDS' });
    expect(await errorCodeOf(await priceTag('anna', queryOf('anna', { format: 'A3' }), 150_000))).toEqual({ status: 400, code: 'WRONG_DATA' });
  });

  it('basic.user (no BLANCO) gets 403; a client not accepting PDF gets 406', async () => {
    expect((await priceTag('basic', queryOf('anna'), 150_000)).status).toBe(403);
    const response = await fetch(`${backend.url}/api/se/blanco/price-tag/150000?${new URLSearchParams(queryOf('anna'))}`, {
      headers: { Authorization: `Bearer ${tokens.anna}`, Accept: 'application/json' },
    });
    expect(response.status).toBe(406);
  });

  it('an injected outage of the price tag answers 503 (price tag unavailable) while the price list still answers', async () => {
    expect((await postJson(backend, '/__test/faults', { path: 'blanco/price-tag', status: 503, times: 1 })).status).toBe(204);
    expect((await priceTag('anna', queryOf('anna'), 150_000)).status).toBe(503);
    expect((await callApi(backend, 'se', 'blanco/price-lists', tokens.anna)).status).toBe(200);
    expect((await priceTag('anna', queryOf('anna'), 150_000)).status).toBe(200);
  });
});
