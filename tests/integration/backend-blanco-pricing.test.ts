// Credit products, price lists, monthly cost and person lookup, per country.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreditProductsSchema, MonthlyCostSchema, PriceListSchema } from '../../src/lib/api/blanco.ts';
import { PersonSchema } from '../../src/lib/api/lookup-schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { OUTCOME_IDS, tokenOf, USERS, type Country, type Outcome } from '../support/blanco-api.ts';
import { callApi } from '../support/partner-api.ts';

const SELLER: Record<Country, keyof typeof USERS> = { se: 'anna', fi: 'mikko', dk: 'mette' };
const PRODUCTS = {
  se: { minAmount: 10_000, maxAmount: 600_000, maxTerm: 144, currency: 'SEK' },
  fi: { minAmount: 2_000, maxAmount: 60_000, maxTerm: 120, currency: 'EUR' },
  dk: { minAmount: 10_000, maxAmount: 500_000, maxTerm: 120, currency: 'DKK' },
};
const NAMES: Record<Country, Record<Outcome, string>> = {
  se: { APPROVED: 'Astrid Lindqvist', PROCESSING: 'Johan Bergström', DENIED: 'Sofia Ekström', ACCOUNT_ANALYSIS: 'Lars Nyberg', SUPPLEMENT: 'Maria Holmgren' },
  fi: { APPROVED: 'Aino Korhonen', PROCESSING: 'Juha Mäkinen', DENIED: 'Laura Nieminen', ACCOUNT_ANALYSIS: 'Timo Virtanen', SUPPLEMENT: 'Emilia Heikkinen' },
  dk: { APPROVED: 'Freja Jensen', PROCESSING: 'Rasmus Nielsen', DENIED: 'Ida Pedersen', ACCOUNT_ANALYSIS: 'Søren Christensen', SUPPLEMENT: 'Camilla Larsen' },
};

describe('blanco pricing and person lookup', () => {
  let backend: RunningBackend;
  const tokens = {} as Record<Country, string>;
  const get = async (country: Country, path: string) => {
    const response = await callApi(backend, country, path, tokens[country]);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  beforeAll(async () => {
    backend = await startBackend();
    for (const country of ['se', 'fi', 'dk'] as const) tokens[country] = await tokenOf(backend, USERS[SELLER[country]]);
  }, 30_000);
  afterAll(() => backend?.stop());

  for (const country of ['se', 'fi', 'dk'] as const) {
    it(`${country}: one credit product and a price list of 3–4 steps inside its bounds`, async () => {
      const { minAmount, maxAmount, maxTerm, currency } = PRODUCTS[country];
      const products = v.parse(CreditProductsSchema, (await get(country, 'blanco/credit-products')).body);
      expect(products).toHaveLength(1);
      expect(products[0]).toMatchObject({ minAmount, maxAmount });
      expect(products[0]!.terms).toEqual(Array.from({ length: maxTerm / 12 }, (_, index) => 12 * (index + 1)));
      const list = v.parse(PriceListSchema, (await get(country, 'blanco/price-lists')).body);
      expect(list.currency).toBe(currency);
      expect(list.steps.length).toBeGreaterThanOrEqual(3);
      expect(list.steps.length).toBeLessThanOrEqual(4);
      for (const step of list.steps) {
        expect(step.minAmount).toBeGreaterThanOrEqual(minAmount);
        expect(step.maxAmount).toBeLessThanOrEqual(maxAmount);
        expect(step.terms.every((term) => products[0]!.terms.includes(term))).toBe(true);
        expect(step.setupFee).toBeGreaterThan(0);
      }
    });
  }

  it('monthly cost of a credit inside a step: annuity plus fee, total, effective rate', async () => {
    const { body } = await get('se', 'blanco/monthly-cost/100000?interestRate=4.95&term=60');
    const cost = v.parse(MonthlyCostSchema, body);
    const r = 0.0495 / 12;
    const payment = (100_000 * r) / (1 - (1 + r) ** -60);
    expect(cost).toMatchObject({ credit: 100_000, interestRate: 4.95, term: 60, setupFee: 695, monthlyFee: 45 });
    expect(cost.monthlyCost).toBeCloseTo(payment + 45, 2);
    expect(cost.totalCost).toBeCloseTo(cost.monthlyCost * 60 + 695, 2);
    expect(cost.effectiveRate).toBeGreaterThan(6);
    expect(cost.effectiveRate).toBeLessThan(7.5);
  });

  it('monthly cost outside the price list: 400 OUT_OF_BOUNDS with a message', async () => {
    for (const path of [
      'blanco/monthly-cost/700000?interestRate=4.95&term=60', // above every product
      'blanco/monthly-cost/5000?interestRate=11.95&term=60', // below every product
      'blanco/monthly-cost/450000?interestRate=6.95&term=60', // above the step
      'blanco/monthly-cost/50000?interestRate=4.95&term=60', // below the step
      'blanco/monthly-cost/100000?interestRate=5&term=60', // not a rate of the list
      'blanco/monthly-cost/100000?interestRate=11.95&term=96', // not a term of the step
    ]) {
      const { status, body } = await get('se', path);
      expect({ path, status, code: (body as { error: { code: string } }).error.code }).toEqual({ path, status: 400, code: 'OUT_OF_BOUNDS' });
      expect((body as { error: { message: string } }).error.message).toBeTruthy();
    }
    expect((await get('se', 'blanco/monthly-cost/abc?interestRate=4.95&term=60')).status).toBe(400);
    expect((await get('se', 'blanco/monthly-cost/100000?term=60')).status).toBe(400);
  });

  for (const country of ['se', 'fi', 'dk'] as const) {
    it(`${country}: person lookup knows each test number`, async () => {
      for (const outcome of Object.keys(NAMES[country]) as Outcome[]) {
        const response = await callApi(backend, country, 'lookup/persons', tokens[country], {
          method: 'POST',
          body: { personalId: OUTCOME_IDS[country][outcome] },
        });
        const person = v.parse(PersonSchema, await response.json());
        expect(`${person.firstname} ${person.lastname}`).toBe(NAMES[country][outcome]);
        expect(person.personalId).toBe(OUTCOME_IDS[country][outcome]);
        // Every test person has a registered address.
        expect(person.address?.street).toMatch(/\S \d/);
      }
    });
  }

  it('person lookup: short Swedish form, unknown number 404 PERSON_NOT_FOUND, invalid 400', async () => {
    const lookup = async (personalId: string) => {
      const response = await callApi(backend, 'se', 'lookup/persons', tokens.se, { method: 'POST', body: { personalId } });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    expect((await lookup('8503129820')).body).toEqual({
      personalId: '19850312-9820',
      firstname: 'Astrid',
      lastname: 'Lindqvist',
      address: { street: 'Storgatan 14', postalCode: '211 42', city: 'Malmö' },
    });
    expect(await lookup('19811218-9876')).toEqual({ status: 404, body: { error: { code: 'PERSON_NOT_FOUND', message: expect.any(String) } } });
    expect((await lookup('19811218-9877')).body).toMatchObject({ error: { code: 'INVALID_PERSONAL_ID' } });
    expect((await lookup('180482-9023')).status).toBe(400);
  });
});
