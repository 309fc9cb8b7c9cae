// The price tag form read from the address (SPEC §2 PriceTag, §5 heading required), the query schema
// it shares with backend/ (heading and vehicle printed on the tag: every form's text rule), and the
// apply form's prefill from a price tag's QR code (amount and term only).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CreditProduct, PriceList } from '../../src/lib/api/blanco';
import { PriceTagQuerySchema } from '../../src/lib/api/price-tag';
import { applyPrefill } from '../../src/lib/blanco/apply-prefill';
import { downloadQuery, priceTagForm } from '../../src/lib/price-tag/price-tag';

const terms = (max: number) => Array.from({ length: max / 12 }, (_, index) => (index + 1) * 12);
const PRICE_LIST: PriceList = {
  id: 'pl-se',
  validFrom: '2026-01-01',
  currency: 'SEK',
  steps: [
    { interestRate: 6.95, minAmount: 50_000, maxAmount: 400_000, terms: terms(144), setupFee: 595, monthlyFee: 45 },
    { interestRate: 11.95, minAmount: 10_000, maxAmount: 150_000, terms: terms(84), setupFee: 395, monthlyFee: 35 },
  ],
};
const PRODUCT: CreditProduct = { id: 'blanco-se', minAmount: 10_000, maxAmount: 600_000, terms: terms(144) };
const sent = (fields: Record<string, string>) =>
  new URLSearchParams({
    heading: 'Veckans bil',
    vehicle: '',
    cashPrice: '189 900',
    downPayment: '39 900',
    term: '72',
    interestRate: '6.95',
    ...fields,
  });

describe('the price tag form', () => {
  it('shows an empty form, without errors, before it was sent', () => {
    expect(priceTagForm(new URLSearchParams(), PRICE_LIST, PRODUCT)).toMatchObject({ errors: {}, query: null });
  });

  it('a sent form with spaces in the amounts gives the tag of a 150 000 credit', () => {
    const form = priceTagForm(sent({}), PRICE_LIST, PRODUCT);
    expect(form.errors).toEqual({});
    expect(form.query).toMatchObject({ heading: 'Veckans bil', cashPrice: 189_900, downPayment: 39_900, term: 72, interestRate: 6.95, format: 'A4' });
  });

  it('reads the amounts as a Danish dealer groups them while typing (a point between thousands)', () => {
    const form = priceTagForm(sent({ cashPrice: '189.900', downPayment: '39.900' }), PRICE_LIST, PRODUCT);
    expect(form.errors).toEqual({});
    expect(form.query).toMatchObject({ cashPrice: 189_900, downPayment: 39_900 });
  });

  it('refuses a missing or blank heading', () => {
    for (const heading of ['', '   ']) {
      const form = priceTagForm(sent({ heading }), PRICE_LIST, PRODUCT);
      expect(form.query).toBeNull();
      expect(form.errors.heading).toBe('priceTag.errors.headingRequired');
    }
  });

  it('refuses a down payment of the whole price, a term the rate lacks, and a credit above the rate step', () => {
    expect(priceTagForm(sent({ downPayment: '189900' }), PRICE_LIST, PRODUCT).errors).toEqual({ downPayment: 'priceTag.errors.downPaymentTooHigh' });
    expect(priceTagForm(sent({ interestRate: '11.95', term: '96', downPayment: '89900' }), PRICE_LIST, PRODUCT).errors).toEqual({
      term: 'priceTag.errors.termUnavailable',
    });
    expect(priceTagForm(sent({ interestRate: '11.95', term: '60', cashPrice: '200000' }), PRICE_LIST, PRODUCT).errors).toEqual({
      cashPrice: 'priceTag.errors.credit.tooHigh',
    });
    expect(priceTagForm(sent({ cashPrice: 'lots' }), PRICE_LIST, PRODUCT).errors).toEqual({ cashPrice: 'priceTag.errors.cashPrice' });
  });

  it('the download query carries the checked tag and the format', () => {
    const form = priceTagForm(sent({}), PRICE_LIST, PRODUCT);
    expect(Object.fromEntries(new URLSearchParams(downloadQuery(form.query!, 'SIGN')))).toEqual({
      heading: 'Veckans bil',
      vehicle: '',
      cashPrice: '189900',
      downPayment: '39900',
      term: '72',
      interestRate: '6.95',
      format: 'SIGN',
    });
  });
});

describe('the heading and vehicle a dealer types for the tag', () => {
  const issuesOf = (fields: Record<string, string>) => {
    const parsed = v.safeParse(PriceTagQuerySchema, { heading: 'Veckans bil', cashPrice: '189900', term: '72', interestRate: '6.95', ...fields });
    return parsed.success ? [] : parsed.issues.map((issue) => issue.message);
  };
  const UNSAFE = { 'right-to-left override U+202E': 'Bil \u202Eagilliv', NUL: 'Bil\u0000', 'CR/LF': 'Rad 1\r\nRad 2', 'zero-width space': 'Bil\u200Bpris' };

  it('takes a heading of exactly 60 characters and a vehicle of 120, and refuses one more', () => {
    expect(issuesOf({ heading: 'H'.repeat(60), vehicle: 'V'.repeat(120) })).toEqual([]);
    expect(issuesOf({ heading: 'H'.repeat(61) })).toEqual(['headingTooLong']);
    expect(issuesOf({ vehicle: 'V'.repeat(121) })).toEqual(['vehicleTooLong']);
  });

  it('counts and keeps a decomposed Å as the one letter it is (NFC)', () => {
    expect(issuesOf({ heading: 'A\u030a'.repeat(60) })).toEqual([]);
    const parsed = v.parse(PriceTagQuerySchema, { heading: 'A\u030arhus', vehicle: 'Jo\u0308rgens bil', cashPrice: '1', term: '1', interestRate: '1' });
    expect([parsed.heading, parsed.vehicle]).toEqual(['Århus', 'Jörgens bil']);
  });

  for (const [name, text] of Object.entries(UNSAFE)) {
    it(`refuses a ${name} in the heading or the vehicle`, () => {
      expect(issuesOf({ heading: text })).toEqual(['headingUnsafe']);
      expect(issuesOf({ vehicle: text })).toEqual(['vehicleUnsafe']);
    });
  }

  it('shows the refusal on the field, with the message every form gives for invisible or control characters', () => {
    const form = priceTagForm(sent({ heading: 'Veckans \u202Ebil', vehicle: 'Volvo\u0000' }), PRICE_LIST, PRODUCT);
    expect(form.query).toBeNull();
    expect(form.errors).toEqual({ heading: 'validation.unsafeCharacters', vehicle: 'validation.unsafeCharacters' });
  });
});

describe('the apply form prefill from a price tag QR code', () => {
  it('takes a whole amount and term and nothing else from the address', () => {
    expect(applyPrefill(new URLSearchParams('amount=150000&term=72&personalId=198001011234&firstName=Eve'))).toEqual({ amount: '150000', term: '72' });
  });

  it('ignores amounts and terms that are not whole numbers', () => {
    expect(applyPrefill(new URLSearchParams('amount=1e9&term=-12'))).toEqual({});
    expect(applyPrefill(new URLSearchParams('amount=<b>&term='))).toEqual({});
  });
});
