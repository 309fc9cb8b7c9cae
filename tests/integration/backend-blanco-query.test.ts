// The seeded loan list and POST blanco/leads/query: dealer scope, search, filters, sorts, paging.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadSummarySchema, type BlancoLeadQuery, type LeadSummary } from '../../src/lib/api/blanco.ts';
import { LEAD_STATUSES, type LeadQuery } from '../../src/lib/api/leads.ts';
import { pageSchema } from '../../src/lib/api/schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { getLead, OUTCOME_IDS, tokenOf, USERS, type Country } from '../support/blanco-api.ts';
import { callApi } from '../support/partner-api.ts';

const LeadPageSchema = pageSchema(LeadSummarySchema);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('blanco leads: seed and query', () => {
  let backend: RunningBackend;
  const tokens = {} as Record<keyof typeof USERS, string>;
  const query = async (token: string, body: BlancoLeadQuery, country: Country = 'se') => {
    const response = await callApi(backend, country, 'blanco/leads/query', token, { method: 'POST', body });
    expect(response.status).toBe(200);
    return v.parse(LeadPageSchema, await response.json());
  };
  let all: LeadSummary[];
  beforeAll(async () => {
    backend = await startBackend();
    for (const user of Object.keys(USERS) as (keyof typeof USERS)[]) tokens[user] = await tokenOf(backend, USERS[user]);
    all = (await query(tokens.anna, { size: 100 })).content;
  }, 30_000);
  afterAll(() => backend?.stop());

  it('finds the loans whose second chance is in the phases asked for, and names the phase on every row', async () => {
    const offers = await query(tokens.anna, { secondChancePhases: ['OFFERS_RECEIVED'], size: 100 });
    expect(offers.totalElements).toBeGreaterThanOrEqual(1);
    expect(offers.content.every((lead) => lead.secondChancePhase === 'OFFERS_RECEIVED')).toBe(true);
    expect(offers.totalElements).toBe(all.filter((lead) => lead.secondChancePhase === 'OFFERS_RECEIVED').length);
    expect(all.some((lead) => lead.secondChancePhase === null)).toBe(true);
    const twoPhases = await query(tokens.anna, { secondChancePhases: ['OFFERS_RECEIVED', 'ERROR'], size: 100 });
    expect(twoPhases.totalElements).toBe(all.filter((lead) => lead.secondChancePhase === 'OFFERS_RECEIVED' || lead.secondChancePhase === 'ERROR').length);
    const badPhase = await callApi(backend, 'se', 'blanco/leads/query', tokens.anna, { method: 'POST', body: { secondChancePhases: ['SOON'] } });
    expect(badPhase.status).toBe(400);
  });

  it('seeds at least 60 Bilhuset leads covering every status twice, both facilities, anna and erik, 120 days', () => {
    expect(all.length).toBeGreaterThanOrEqual(60);
    for (const status of LEAD_STATUSES) expect(all.filter((lead) => lead.status === status).length, status).toBeGreaterThanOrEqual(2);
    expect(new Set(all.map((lead) => lead.facility.name))).toEqual(new Set(['Bilhuset Syd Malmö', 'Bilhuset Syd Lund']));
    expect(new Set(all.map((lead) => lead.createdBy.name))).toEqual(new Set(['Anna Andersson', 'Erik Svensson']));
    const ages = all.map((lead) => (Date.now() - Date.parse(lead.createdAt)) / DAY_MS);
    expect(Math.max(...ages)).toBeLessThanOrEqual(121);
    expect(Math.max(...ages)).toBeGreaterThan(60);
    expect(new Set(all.map((lead) => lead.amount)).size).toBeGreaterThan(20);
  });

  it('seeded details: co-applicants, documents, second chances, commission and points when paid out', async () => {
    const leads = await Promise.all(all.map((lead) => getLead(backend, 'se', tokens.anna, lead.id)));
    expect(leads.filter((lead) => lead.coApplicant).length).toBeGreaterThan(3);
    expect(leads.filter((lead) => lead.documents.length > 0).length).toBeGreaterThan(3);
    expect(leads.filter((lead) => lead.secondChance && ['DENIED', 'ACCOUNT_ANALYSIS'].includes(lead.status)).length).toBeGreaterThan(3);
    for (const lead of leads.filter((l) => l.status === 'PAID_OUT')) {
      expect(lead.commission).toBe(Math.round(lead.amount * 0.012));
      expect(lead.points).toBe(Math.round(lead.amount / 100));
    }
  });

  it('seeds at least 10 leads each for Autotalo (mikko) and Bilcenter (mette)', async () => {
    expect((await query(tokens.mikko, {}, 'fi')).totalElements).toBeGreaterThanOrEqual(10);
    expect((await query(tokens.mette, {}, 'dk')).totalElements).toBeGreaterThanOrEqual(10);
  });

  it('search by personal id finds the APPROVED test person, with or without century and separator', async () => {
    for (const search of ['19850312-9820', '198503129820', '850312-9820', '8503129820']) {
      const page = await query(tokens.anna, { search });
      expect(
        page.content.map((lead) => lead.applicantName),
        search,
      ).toContain('Astrid Lindqvist');
    }
    expect((await query(tokens.mikko, { search: OUTCOME_IDS.fi.APPROVED }, 'fi')).content.map((l) => l.applicantName)).toContain('Aino Korhonen');
    expect((await query(tokens.mette, { search: '1405831070' }, 'dk')).content.map((l) => l.applicantName)).toContain('Freja Jensen');
    expect((await query(tokens.anna, { search: '850312-982' })).totalElements).toBe(0);
  });

  it('search by reference (contains, any case) and by applicant name', async () => {
    const target = all[7]!;
    const byReference = await query(tokens.anna, { search: target.reference.toLowerCase() });
    expect(byReference.content.map((lead) => lead.id)).toEqual([target.id]);
    expect((await query(tokens.anna, { search: target.reference.slice(3) })).content.map((l) => l.id)).toContain(target.id);
    const byName = await query(tokens.anna, { search: 'LINDQ' });
    expect(byName.content.map((lead) => lead.applicantName)).toContain('Astrid Lindqvist');
    const last = target.applicantName.split(' ').pop()!.toLocaleLowerCase();
    const byLastName = await query(tokens.anna, { search: last, size: 100 });
    expect(byLastName.content.every((lead) => lead.applicantName.toLocaleLowerCase().includes(last))).toBe(true);
    expect(byLastName.content.map((lead) => lead.id)).toContain(target.id);
  });

  it('filters by statuses (any of), facility and mine', async () => {
    const two = await query(tokens.anna, { statuses: ['PAID_OUT', 'DENIED'], size: 100 });
    expect(two.totalElements).toBe(all.filter((lead) => ['PAID_OUT', 'DENIED'].includes(lead.status)).length);
    expect(new Set(two.content.map((lead) => lead.status))).toEqual(new Set(['PAID_OUT', 'DENIED']));
    const lund = await query(tokens.anna, { facilityId: 'facility-lund', size: 100 });
    expect(lund.totalElements).toBe(all.filter((lead) => lead.facility.id === 'facility-lund').length);
    expect(lund.totalElements).toBeGreaterThan(0);
    const eriks = await query(tokens.erik, { mine: true, size: 100 });
    expect(eriks.totalElements).toBe(all.filter((lead) => lead.createdBy.name === 'Erik Svensson').length);
    expect(eriks.content.every((lead) => lead.createdBy.id === 'user-erik')).toBe(true);
    expect((await query(tokens.anna, { mine: true, size: 100 })).content.every((lead) => lead.createdBy.id === 'user-anna')).toBe(true);
  });

  it('sorts newest (default), oldest, latestChanged, cheapest, mostExpensive', async () => {
    const order = async (sort: LeadQuery['sort']) => (await query(tokens.anna, { sort, size: 100 })).content;
    const sorted = (leads: LeadSummary[], key: (lead: LeadSummary) => number, direction: 1 | -1) =>
      leads.every((lead, index) => index === 0 || direction * (key(lead) - key(leads[index - 1]!)) >= 0);
    const time = (iso: string) => Date.parse(iso);
    expect(sorted(all, (lead) => time(lead.createdAt), -1)).toBe(true);
    expect(sorted(await order('newest'), (lead) => time(lead.createdAt), -1)).toBe(true);
    expect(sorted(await order('oldest'), (lead) => time(lead.createdAt), 1)).toBe(true);
    expect(sorted(await order('latestChanged'), (lead) => time(lead.updatedAt), -1)).toBe(true);
    expect(sorted(await order('cheapest'), (lead) => lead.amount, 1)).toBe(true);
    expect(sorted(await order('mostExpensive'), (lead) => lead.amount, -1)).toBe(true);
    expect((await order('oldest'))[0]!.id).toBe(all.at(-1)!.id);
  });

  it('pages: zero-based, size, totals; together the pages are the whole list', async () => {
    const first = await query(tokens.anna, { size: 10 });
    expect(first).toMatchObject({ page: 0, size: 10, totalElements: all.length, totalPages: Math.ceil(all.length / 10) });
    const pages = await Promise.all(Array.from({ length: first.totalPages }, (_, page) => query(tokens.anna, { page, size: 10 })));
    expect(pages.flatMap((page) => page.content.map((lead) => lead.id))).toEqual(all.map((lead) => lead.id));
    expect(pages.at(-1)!.content.length).toBe(all.length - 10 * (first.totalPages - 1));
    expect((await query(tokens.anna, { page: first.totalPages, size: 10 })).content).toEqual([]);
    expect((await query(tokens.anna, {})).size).toBe(20);
    const tooBig = await callApi(backend, 'se', 'blanco/leads/query', tokens.anna, { method: 'POST', body: { size: 101 } });
    expect(tooBig.status).toBe(400);
  });

  it("erik sees exactly Bilhuset's leads; other dealers' leads are not found", async () => {
    const eriks = await query(tokens.erik, { size: 100 });
    expect(eriks.content.map((lead) => lead.id)).toEqual(all.map((lead) => lead.id));
    const mikkos = await query(tokens.mikko, { size: 1 }, 'fi');
    const foreign = mikkos.content[0]!.id;
    expect(all.map((lead) => lead.id)).not.toContain(foreign);
    expect((await callApi(backend, 'se', `blanco/leads/${foreign}`, tokens.erik)).status).toBe(404);
    expect((await callApi(backend, 'se', `files/lead/${foreign}`, tokens.erik)).status).toBe(404);
  });

  it('basic.user gets 403 NO_ACCESS on every blanco route, files and person lookup', async () => {
    const lead = all[0]!.id;
    const routes: [string, string, unknown?][] = [
      ['GET', 'blanco/credit-products'],
      ['GET', 'blanco/price-lists'],
      ['GET', 'blanco/monthly-cost/100000?interestRate=4.95&term=60'],
      ['POST', 'blanco/leads', {}],
      ['POST', 'blanco/leads/query', {}],
      ['GET', `blanco/leads/${lead}`],
      ['PUT', `blanco/leads/${lead}/invoice`, { ownInvoiceReference: 'A1' }],
      ['POST', `blanco/leads/${lead}/send-contract`],
      ['POST', `blanco/v2/sambla-application/${lead}`],
      ['GET', `files/lead/${lead}`],
      ['POST', `files/lead/${lead}`, {}],
      ['GET', `files/lead/${lead}/some-document`],
      ['POST', 'lookup/persons', { personalId: OUTCOME_IDS.se.APPROVED }],
    ];
    for (const [method, path, body] of routes) {
      const response = await callApi(backend, 'se', path, tokens.basic, { method, body });
      expect({ path, status: response.status, body: await response.json() }).toEqual({ path, status: 403, body: { error: { code: 'NO_ACCESS' } } });
    }
  });
});
