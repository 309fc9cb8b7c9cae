// Bilhuset's demo inventory financing (seeded once per database) through the shared list contract:
// search by reference, plate or VIN, filter by status, sort by price, pages; and the limit the
// financed cars draw on.
import { rm } from 'node:fs/promises';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InventoryLeadPageSchema, type InventoryLeadQuery } from '../../src/lib/api/business-finance-schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { tokenOf, USERS } from '../support/blanco-api.ts';
import { lineOfCredit } from '../support/business-finance-api.ts';
import { callApi } from '../support/partner-api.ts';

const LONG = { LENDER_POLL_MS: '600000', PROCESSING_DECIDE_MS: '600000', SIGNING_DELAY_MS: '600000', PAYOUT_DELAY_MS: '600000' };

describe('inventory financing list', () => {
  let backend: RunningBackend;
  let anna: string;
  const query = async (body: InventoryLeadQuery) => {
    const response = await callApi(backend, 'se', 'business-finance/leads/query', anna, { method: 'POST', body });
    expect(response.status).toBe(200);
    return v.parse(InventoryLeadPageSchema, await response.json());
  };
  beforeAll(async () => {
    backend = await startBackend({ env: LONG });
    anna = await tokenOf(backend, USERS.anna);
  }, 30_000);
  afterAll(() => backend?.stop());

  it('Bilhuset has a dozen stock cars over the statuses, Swedish plates, five financed', async () => {
    const all = await query({ size: 100 });
    expect(all.totalElements).toBe(12);
    for (const lead of all.content) {
      expect(lead.numberPlate).toMatch(/^[A-HJ-PR-UW-Z]{3} \d{2}[\dA-HJ-PR-UW-Z]$/);
      expect(lead.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(lead.currency).toBe('SEK');
    }
    expect(new Set(all.content.map((lead) => lead.status)).size).toBeGreaterThanOrEqual(8);
    const financed = await query({ statuses: ['PAID_OUT'], size: 100 });
    expect(financed.totalElements).toBe(5);
    const line = await lineOfCredit(backend, anna);
    const drawn = Math.round(financed.content.reduce((sum, lead) => sum + lead.creditAmount, 0) * 100) / 100;
    expect(line).toEqual({ currency: 'SEK', total: 5_000_000, used: drawn, remaining: 5_000_000 - drawn, activeCars: 5, status: 'ACTIVE' });
  });

  it('finds a lead by its reference, its plate typed without the space, or its VIN, in any case', async () => {
    const [lead] = (await query({ sort: 'oldest', size: 1 })).content;
    for (const search of [lead!.reference.toLowerCase(), lead!.numberPlate!.replace(' ', '').toLowerCase(), lead!.vin.toLowerCase()]) {
      const found = await query({ search });
      expect(found.content.map((row) => row.id)).toContain(lead!.id);
      expect(found.totalElements).toBeLessThan(12);
    }
    expect((await query({ search: 'no such car' })).totalElements).toBe(0);
  });

  it('sorts by price either way and pages without overlap', async () => {
    const cheapest = (await query({ sort: 'cheapest', size: 100 })).content.map((lead) => lead.price);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    const dearest = (await query({ sort: 'mostExpensive', size: 100 })).content.map((lead) => lead.price);
    expect(dearest).toEqual([...cheapest].reverse());
    const pages = await Promise.all([0, 1, 2].map((page) => query({ sort: 'newest', size: 5, page })));
    expect(pages.map((page) => page.content.length)).toEqual([5, 5, 2]);
    expect(pages[0]!.totalPages).toBe(3);
    expect(new Set(pages.flatMap((page) => page.content.map((lead) => lead.id))).size).toBe(12);
  });

  it('gives a financed car its days used of the maximum, its interest so far and what paying it off costs: the settlement invoice once issued', async () => {
    const all = await query({ size: 100 });
    expect(all.content.filter((lead) => lead.status !== 'PAID_OUT').every((lead) => lead.financing === null)).toBe(true);
    const [car] = (await query({ statuses: ['PAID_OUT'], sort: 'oldest', size: 1 })).content;
    const backdated = await fetch(`${backend.url}/__test/business-finance/leads/${car!.id}/backdate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ days: 200 }),
    });
    expect(backdated.status).toBe(204);
    const financing = (await query({ search: car!.reference })).content[0]!.financing!;
    // Past its maximum the days stop at it (180 in Sweden) and so does the interest: 0.65 % a month.
    expect(financing.usedDays).toBe(180);
    expect(financing.maxCreditDays).toBe(180);
    expect(financing.interestSoFar).toBe(Math.round((car!.creditAmount * 0.65 * 12 * 180) / 365) / 100);
    const invoices = await callApi(backend, 'se', `business-finance/leads/${car!.id}/invoices`, anna);
    const {
      invoices: [settlement],
    } = (await invoices.json()) as { invoices: { total: number; lines: { kind: string; amount: number }[] }[] };
    expect(settlement!.lines.find((line) => line.kind === 'INTEREST')!.amount).toBe(financing.interestSoFar);
    expect(financing.payOffAmount).toBe(settlement!.total);
    expect((await query({ search: car!.reference })).content[0]!.financing!.payOffAmount).toBe(settlement!.total);
  });

  it('filters by facility and by "mine"', async () => {
    const malmo = await query({ facilityId: 'facility-malmo', size: 100 });
    const lund = await query({ facilityId: 'facility-lund', size: 100 });
    expect(malmo.totalElements + lund.totalElements).toBe(12);
    expect(malmo.content.every((lead) => lead.facility.id === 'facility-malmo')).toBe(true);
    expect((await query({ mine: true })).totalElements).toBe(12);
  });
});

describe('inventory financing seed', () => {
  it('runs once per database: a restart keeps the same dozen leads', async () => {
    const first = await startBackend({ env: LONG, keepData: true });
    const leadsOf = async (backend: RunningBackend) => {
      const token = await tokenOf(backend, USERS.anna);
      const response = await callApi(backend, 'se', 'business-finance/leads/query', token, { method: 'POST', body: { size: 100 } });
      return v
        .parse(InventoryLeadPageSchema, await response.json())
        .content.map((lead) => lead.reference)
        .sort();
    };
    try {
      const before = await leadsOf(first);
      await first.stop();
      const second = await startBackend({ env: LONG, dataDir: first.dataDir });
      try {
        expect(await leadsOf(second)).toEqual(before);
      } finally {
        await second.stop();
      }
    } finally {
      await first.stop();
      await rm(first.dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
