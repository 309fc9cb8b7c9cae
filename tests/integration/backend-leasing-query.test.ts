// The seeded leasing list and POST leasing/leads/query: seed, dealer scope, search, filters, sorts, paging.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeasingLeadPageSchema, LeasingLeadSchema, type LeasingLeadQuery, type LeasingLeadSummary } from '../../src/lib/api/leasing-schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { tokenOf, USERS, type Country } from '../support/blanco-api.ts';
import { callApi } from '../support/partner-api.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('leasing leads: seed and query', () => {
  let backend: RunningBackend;
  const tokens = {} as Record<'anna' | 'mikko' | 'mette', string>;
  const query = async (token: string, body: LeasingLeadQuery, country: Country = 'se') => {
    const response = await callApi(backend, country, 'leasing/leads/query', token, { method: 'POST', body });
    expect(response.status).toBe(200);
    return v.parse(LeasingLeadPageSchema, await response.json());
  };
  let all: LeasingLeadSummary[];
  beforeAll(async () => {
    backend = await startBackend({ keepData: true });
    for (const name of ['anna', 'mikko', 'mette'] as const) tokens[name] = await tokenOf(backend, USERS[name]);
    all = (await query(tokens.anna, { size: 100 })).content;
  }, 30_000);
  afterAll(async () => {
    await backend?.stop();
    if (backend) await rm(backend.dataDir, { recursive: true, force: true });
  });

  it('seeds 30 Bilhuset leads in varied statuses over both facilities, and 10 each for Autotalo and Bilcenter', async () => {
    expect(all).toHaveLength(30);
    const statuses = new Set(all.map((lead) => lead.status));
    expect(statuses.size).toBeGreaterThanOrEqual(10);
    for (const status of ['PROCESSING', 'APPROVED', 'DENIED', 'SENT_TO_CUSTOMER', 'SIGNED', 'PAID_OUT'] as const) expect(statuses).toContain(status);
    expect(new Set(all.map((lead) => lead.facility.name))).toEqual(new Set(['Bilhuset Syd Malmö', 'Bilhuset Syd Lund']));
    expect(Math.max(...all.map((lead) => (Date.now() - Date.parse(lead.createdAt)) / DAY_MS))).toBeLessThanOrEqual(121);
    expect((await query(tokens.mikko, { size: 100 }, 'fi')).totalElements).toBe(10);
    expect((await query(tokens.mette, { size: 100 }, 'dk')).totalElements).toBe(10);
    const paid = v.parse(
      LeasingLeadSchema,
      await (await callApi(backend, 'se', `leasing/leads/${all.find((l) => l.status === 'PAID_OUT')!.id}`, tokens.anna)).json(),
    );
    expect(paid).toMatchObject({ contractSigned: true, commission: Math.round(paid.price * 0.012), points: Math.round(paid.price / 100) });
  });

  it('the seed is the same on every new database, runs once, and comes to a database from before leasing', async () => {
    const second = await startBackend({ keepData: true });
    await second.stop();
    const rowsOf = (dataDir: string) => {
      const db = new DatabaseSync(join(dataDir, 'portal.db'));
      try {
        return db.prepare('SELECT id, reference, status, customer_org_number, price, rent FROM leasing_leads ORDER BY id').all();
      } finally {
        db.close();
      }
    };
    const rows = rowsOf(second.dataDir);
    expect(rows).toHaveLength(50);
    expect(rowsOf(backend.dataDir).filter((row) => String(row.id).startsWith('seed-'))).toEqual(rows);
    const again = await startBackend({ dataDir: second.dataDir });
    await again.stop();
    expect(rowsOf(second.dataDir)).toEqual(rows);

    // A database from before migration 6 gets the leasing tables and the same leads at its next start,
    // its loans untouched.
    const db = new DatabaseSync(join(second.dataDir, 'portal.db'));
    const loans = db.prepare('SELECT COUNT(*) AS count FROM leads').get();
    db.exec(`DROP TABLE leasing_sms_outbox; DROP TABLE leasing_lead_timers; DROP TABLE leasing_idempotency_keys;
      DROP TABLE leasing_leads; DELETE FROM schema_version WHERE version >= 6; DELETE FROM seed_runs WHERE name LIKE 'leasing%';`);
    db.close();
    const upgraded = await startBackend({ dataDir: second.dataDir });
    await upgraded.stop();
    expect(rowsOf(second.dataDir)).toEqual(rows);
    const after = new DatabaseSync(join(second.dataDir, 'portal.db'));
    expect(after.prepare('SELECT COUNT(*) AS count FROM leads').get()).toEqual(loans);
    after.close();
    await rm(second.dataDir, { recursive: true, force: true });
  }, 30_000);

  it('searches by reference, customer name, contact person and organisation number in any spelling', async () => {
    const first = all.find((lead) => lead.customerName === 'Skånebygg Entreprenad AB')!;
    expect(first).toBeDefined();
    for (const search of ['5567890107', '556789-0107', '16556789-0107']) {
      expect(
        (await query(tokens.anna, { search })).content.map((lead) => lead.id),
        search,
      ).toContain(first.id);
    }
    expect((await query(tokens.anna, { search: first.reference.toLowerCase() })).content.map((lead) => lead.id)).toEqual([first.id]);
    expect((await query(tokens.anna, { search: 'skånebygg' })).content.map((lead) => lead.id)).toContain(first.id);
    const detail = v.parse(LeasingLeadSchema, await (await callApi(backend, 'se', `leasing/leads/${first.id}`, tokens.anna)).json());
    expect((await query(tokens.anna, { search: detail.contactPerson.name.toUpperCase() })).content.map((lead) => lead.id)).toContain(first.id);
    expect((await query(tokens.anna, { search: 'no such customer anywhere' })).totalElements).toBe(0);
    // Autotalo's and Bilcenter's numbers are not Bilhuset's leads.
    expect((await query(tokens.anna, { search: '2345678-0' })).totalElements).toBe(0);
  });

  it('filters by status and facility', async () => {
    const approved = await query(tokens.anna, { statuses: ['APPROVED', 'DENIED'], size: 100 });
    expect(approved.totalElements).toBe(all.filter((lead) => ['APPROVED', 'DENIED'].includes(lead.status)).length);
    expect(approved.content.every((lead) => ['APPROVED', 'DENIED'].includes(lead.status))).toBe(true);
    const lund = await query(tokens.anna, { facilityId: 'facility-lund', size: 100 });
    expect(lund.totalElements).toBe(all.filter((lead) => lead.facility.id === 'facility-lund').length);
    expect(lund.content.every((lead) => lead.facility.name === 'Bilhuset Syd Lund')).toBe(true);
  });

  it('sorts newest first by default, and by age, change and price excl. VAT', async () => {
    const created = all.map((lead) => Date.parse(lead.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const oldest = (await query(tokens.anna, { sort: 'oldest', size: 100 })).content.map((lead) => Date.parse(lead.createdAt));
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    const changed = (await query(tokens.anna, { sort: 'latestChanged', size: 100 })).content.map((lead) => Date.parse(lead.updatedAt));
    expect(changed).toEqual([...changed].sort((a, b) => b - a));
    const cheapest = (await query(tokens.anna, { sort: 'cheapest', size: 100 })).content.map((lead) => lead.price);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    const dearest = (await query(tokens.anna, { sort: 'mostExpensive', size: 100 })).content.map((lead) => lead.price);
    expect(dearest).toEqual([...dearest].sort((a, b) => b - a));
  });

  it('pages without overlap or gaps', async () => {
    const pages = await Promise.all([0, 1, 2, 3].map((page) => query(tokens.anna, { sort: 'cheapest', size: 8, page })));
    expect(pages.map((page) => page.content.length)).toEqual([8, 8, 8, 6]);
    expect(pages[0]).toMatchObject({ page: 0, size: 8, totalElements: 30, totalPages: 4 });
    const ids = pages.flatMap((page) => page.content.map((lead) => lead.id));
    expect(new Set(ids).size).toBe(30);
    expect((await query(tokens.anna, { size: 8, page: 4 })).content).toEqual([]);
    const bad = await callApi(backend, 'se', 'leasing/leads/query', tokens.anna, { method: 'POST', body: { size: 101 } });
    expect(bad.status).toBe(400);
  });
});
