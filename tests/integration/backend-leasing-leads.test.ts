// Leasing leads in backend/: create (idempotent), get, decisions by the customer's organisation
// number, contract by SMS and signing through the test route, price list and monthly cost, roles.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentSchema, DocumentsSchema } from '../../src/lib/api/leads.ts';
import { LeasingLeadSchema, LeasingMonthlyCostSchema, LeasingPriceListSchema } from '../../src/lib/api/leasing-schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { tokenOf, USERS, type Country } from '../support/blanco-api.ts';
import {
  advanceLeasing,
  createLeasingLead,
  getLeasingLead,
  leasingBody,
  OUTCOME_ORGANIZATIONS,
  postLeasingLead,
  type LeasingOutcome,
} from '../support/leasing-api.ts';
import { callApi } from '../support/partner-api.ts';

const LONG = { LENDER_POLL_MS: '600000', PROCESSING_DECIDE_MS: '600000', SIGNING_DELAY_MS: '600000', PAYOUT_DELAY_MS: '600000' };

describe('leasing leads', () => {
  let backend: RunningBackend;
  const tokens = {} as Record<'anna' | 'erik' | 'mikko' | 'mette', string>;
  const tokenFor = (country: Country) => ({ se: tokens.anna, fi: tokens.mikko, dk: tokens.mette })[country];
  beforeAll(async () => {
    backend = await startBackend({ env: LONG });
    for (const name of ['anna', 'erik', 'mikko', 'mette'] as const) tokens[name] = await tokenOf(backend, USERS[name]);
  }, 30_000);
  afterAll(() => backend?.stop());

  it('a new application is PROCESSING with the rent worked out from the price list, and can be read back', async () => {
    const created = await createLeasingLead(backend, 'se', tokens.anna, leasingBody('se', '5567890107'));
    expect(created).toMatchObject({
      status: 'PROCESSING',
      loanType: 'LEASING',
      price: 400_000,
      firstRent: 80_000,
      residual: 200_000,
      months: 36,
      interestRate: 5.95,
      customer: { organizationNumber: '556789-0107', kind: 'COMPANY', name: 'Testbolaget AB' },
      vehicle: { brand: 'Volvo', numberPlate: 'ABC 12A' },
      facility: { id: 'facility-malmo' },
      createdBy: { name: 'Anna Andersson' },
    });
    expect(created.reference).toMatch(/^LE-\d{6}$/);
    // (320 000 − 200 000/(1+r)^36) · r / (1 − (1+r)^−36), r = 0.0595/12.
    const r = 0.0595 / 12;
    expect(created.rent).toBe(Math.round((((320_000 - 200_000 / (1 + r) ** 36) * r) / (1 - (1 + r) ** -36)) * 100) / 100);
    expect(await getLeasingLead(backend, 'se', tokens.anna, created.id)).toEqual(created);
  });

  it('the rent monthly-cost gave is stored as sent; a rent off by one öre is refused with 409 RENT_CHANGED, nothing stored', async () => {
    const body = leasingBody('se', OUTCOME_ORGANIZATIONS.se.APPROVED);
    const quoted = await callApi(
      backend,
      'se',
      `leasing/monthly-cost/${body.price}?firstRent=${body.firstRent}&residual=${body.residual}&months=${body.months}`,
      tokens.anna,
    );
    const { rent } = v.parse(LeasingMonthlyCostSchema, await quoted.json());
    expect((await createLeasingLead(backend, 'se', tokens.anna, { ...body, rent })).rent).toBe(rent);
    const before = await callApi(backend, 'se', 'leasing/leads/query', tokens.anna, { method: 'POST', body: {} });
    const total = ((await before.json()) as { totalElements: number }).totalElements;
    const off = await postLeasingLead(backend, 'se', tokens.anna, { ...body, rent: rent + 0.01 }, 'leasing-rent-off');
    expect(off.status).toBe(409);
    expect(await off.json()).toMatchObject({ error: { code: 'RENT_CHANGED' } });
    const after = await callApi(backend, 'se', 'leasing/leads/query', tokens.anna, { method: 'POST', body: {} });
    expect(((await after.json()) as { totalElements: number }).totalElements).toBe(total);
  });

  it('the same Idempotency-Key and body make one lead; the key with another body is refused with 422', async () => {
    const body = leasingBody('fi', OUTCOME_ORGANIZATIONS.fi.APPROVED);
    const first = await postLeasingLead(backend, 'fi', tokens.mikko, body, 'leasing-key-1');
    expect(first.status).toBe(201);
    const again = await postLeasingLead(backend, 'fi', tokens.mikko, body, 'leasing-key-1');
    expect(again.status).toBe(200);
    const firstLead = v.parse(LeasingLeadSchema, await first.json());
    expect(v.parse(LeasingLeadSchema, await again.json()).id).toBe(firstLead.id);
    const changed = await postLeasingLead(backend, 'fi', tokens.mikko, { ...body, price: 41_000 }, 'leasing-key-1');
    expect(changed.status).toBe(422);
    expect(await changed.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    const query = await callApi(backend, 'fi', 'leasing/leads/query', tokens.mikko, { method: 'POST', body: { search: firstLead.reference } });
    expect(((await query.json()) as { totalElements: number }).totalElements).toBe(1);
  });

  it('refuses a missing key, a bad organisation number, terms outside the price list and a residual at the price', async () => {
    const body = leasingBody('se', OUTCOME_ORGANIZATIONS.se.APPROVED);
    const codeOf = async (response: Response) => ({ status: response.status, code: ((await response.json()) as { error: { code: string } }).error.code });
    expect(await codeOf(await postLeasingLead(backend, 'se', tokens.anna, body, null))).toEqual({ status: 400, code: 'WRONG_DATA' });
    expect(await codeOf(await postLeasingLead(backend, 'se', tokens.anna, leasingBody('se', '556789-0108')))).toEqual({
      status: 400,
      code: 'INVALID_ORGANIZATION_NUMBER',
    });
    expect(await codeOf(await postLeasingLead(backend, 'se', tokens.anna, { ...body, months: 61 }))).toEqual({ status: 400, code: 'OUT_OF_BOUNDS' });
    expect(await codeOf(await postLeasingLead(backend, 'se', tokens.anna, { ...body, firstRent: 0, residual: 400_000 }))).toEqual({
      status: 400,
      code: 'OUT_OF_BOUNDS',
    });
    expect(await codeOf(await postLeasingLead(backend, 'se', tokens.anna, { ...body, contactPerson: { ...body.contactPerson, email: 'no-at-sign' } }))).toEqual(
      { status: 400, code: 'WRONG_DATA' },
    );
    expect(await codeOf(await postLeasingLead(backend, 'se', tokens.anna, { ...body, facilityId: 'facility-aarhus' }))).toEqual({
      status: 400,
      code: 'UNKNOWN_FACILITY',
    });
  });

  for (const country of ['se', 'fi', 'dk'] as const) {
    it(`in ${country.toUpperCase()} the customer's organisation number decides the outcome`, async () => {
      for (const outcome of Object.keys(OUTCOME_ORGANIZATIONS[country]) as LeasingOutcome[]) {
        const lead = await createLeasingLead(backend, country, tokenFor(country), leasingBody(country, OUTCOME_ORGANIZATIONS[country][outcome]));
        expect(lead.status).toBe('PROCESSING');
        expect(await advanceLeasing(backend, lead.id), outcome).toEqual({ status: outcome === 'PROCESSING' ? 'APPROVED' : outcome });
      }
    });
  }

  it('an approved lead goes to the contact person by SMS, is signed, then paid out with commission and points', async () => {
    const lead = await createLeasingLead(backend, 'dk', tokens.mette, leasingBody('dk', OUTCOME_ORGANIZATIONS.dk.APPROVED));
    const post = (path: string) => callApi(backend, 'dk', path, tokens.mette, { method: 'POST' });
    expect((await post(`leasing/leads/${lead.id}/send-contract`)).status).toBe(409);
    await advanceLeasing(backend, lead.id);
    const sent = v.parse(LeasingLeadSchema, await (await post(`leasing/leads/${lead.id}/send-contract`)).json());
    expect(sent).toMatchObject({ status: 'SENT_TO_CUSTOMER', contractSigned: false });
    expect(sent.signingLink).toMatch(new RegExp(`^${backend.url}/sign/[\\w-]{16,}$`));
    const sms = (await (await fetch(`${backend.url}/__test/leasing/sms?leadId=${lead.id}`)).json()) as { messages: { phone: string; message: string }[] };
    expect(sms.messages).toEqual([expect.objectContaining({ phone: '+46 70 222 33 44', message: expect.stringContaining(sent.signingLink!) })]);
    expect(sms.messages[0]!.message).toMatch(/^Hej Kim! Leasingaftalen fra Bilcenter ApS/);
    expect(await advanceLeasing(backend, lead.id)).toEqual({ status: 'SIGNED' });
    expect((await getLeasingLead(backend, 'dk', tokens.mette, lead.id)).contractSigned).toBe(true);
    expect(await advanceLeasing(backend, lead.id)).toEqual({ status: 'PAID_OUT' });
    // 1.2 % of the 400 000 price and one point per 100.
    expect(await getLeasingLead(backend, 'dk', tokens.mette, lead.id)).toMatchObject({ status: 'PAID_OUT', commission: 4800, points: 4000 });
    expect((await fetch(`${backend.url}/__test/leasing/leads/${lead.id}/advance`, { method: 'POST' })).status).toBe(409);
  });

  it('signing happens on its own once the timer is due', async () => {
    const quick = await startBackend({ env: { LENDER_POLL_MS: '50', SIGNING_DELAY_MS: '300', PAYOUT_DELAY_MS: '600000' } });
    try {
      const token = await tokenOf(quick, USERS.anna);
      const lead = await createLeasingLead(quick, 'se', token, leasingBody('se', OUTCOME_ORGANIZATIONS.se.APPROVED));
      const waitFor = async (status: string) => {
        for (const until = Date.now() + 5000; Date.now() < until;) {
          if ((await getLeasingLead(quick, 'se', token, lead.id)).status === status) return;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error(`lead never became ${status}`);
      };
      await waitFor('APPROVED');
      expect((await callApi(quick, 'se', `leasing/leads/${lead.id}/send-contract`, token, { method: 'POST' })).status).toBe(200);
      await waitFor('SIGNED');
    } finally {
      await quick.stop();
    }
  }, 30_000);

  it("another dealer's lead is not found", async () => {
    const lead = await createLeasingLead(backend, 'se', tokens.anna, leasingBody('se', OUTCOME_ORGANIZATIONS.se.APPROVED));
    expect((await callApi(backend, 'fi', `leasing/leads/${lead.id}`, tokens.mikko)).status).toBe(404);
  });

  it('documents: a PDF uploaded to a leasing lead is listed, shown on the lead and downloadable; only with LEASING', async () => {
    const lead = await createLeasingLead(backend, 'se', tokens.anna, leasingBody('se', OUTCOME_ORGANIZATIONS.se.APPROVED));
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    const upload = (token: string, ownerId: string) => {
      const form = new FormData();
      form.set('file', new Blob([pdf]), 'bokslut 2025.pdf');
      form.set('description', 'Bokslut');
      return fetch(`${backend.url}/api/se/files/leasing-lead/${ownerId}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    };
    const uploaded = await upload(tokens.anna, lead.id);
    expect(uploaded.status).toBe(201);
    const document = v.parse(DocumentSchema, await uploaded.json());
    expect(document).toMatchObject({
      ownerType: 'leasing-lead',
      ownerId: lead.id,
      fileName: 'bokslut 2025.pdf',
      contentType: 'application/pdf',
      description: 'Bokslut',
    });
    expect(v.parse(DocumentsSchema, await (await callApi(backend, 'se', `files/leasing-lead/${lead.id}`, tokens.anna)).json())).toEqual([document]);
    expect((await getLeasingLead(backend, 'se', tokens.anna, lead.id)).documents).toEqual([document]);
    const download = await callApi(backend, 'se', `files/leasing-lead/${lead.id}/${document.documentId}`, tokens.anna);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    // A leasing lead is no loan, and no other dealer's; Erik (BLANCO only) may not touch it.
    expect((await callApi(backend, 'se', `files/lead/${lead.id}`, tokens.anna)).status).toBe(404);
    expect((await callApi(backend, 'fi', `files/leasing-lead/${lead.id}`, tokens.mikko)).status).toBe(404);
    expect((await upload(tokens.erik, lead.id)).status).toBe(403);
    expect((await callApi(backend, 'se', `files/leasing-lead/${lead.id}/${document.documentId}`, tokens.erik)).status).toBe(403);
  });

  it('a user without LEASING gets 403 on every leasing route and on the organisation lookup', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', 'leasing/price-lists'],
      ['GET', 'leasing/monthly-cost/400000?firstRent=0&residual=0&months=36'],
      ['POST', 'leasing/leads', leasingBody('se', OUTCOME_ORGANIZATIONS.se.APPROVED)],
      ['GET', 'leasing/leads/seed-le-se-001'],
      ['POST', 'leasing/leads/query', {}],
      ['POST', 'leasing/leads/seed-le-se-001/send-contract'],
      ['POST', 'lookup/organizations', { organizationNumber: '556789-0107' }],
      ['GET', 'files/leasing-lead/seed-le-se-001'],
    ];
    for (const [method, path, body] of calls) {
      const response = await callApi(backend, 'se', path, tokens.erik, { method, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'NO_ACCESS' } });
    }
  });

  it("the price list and the monthly cost follow the dealer's country", async () => {
    const list = v.parse(LeasingPriceListSchema, await (await callApi(backend, 'fi', 'leasing/price-lists', tokens.mikko)).json());
    expect(list).toMatchObject({ currency: 'EUR', interestRate: 6.45, minMonths: 12, maxMonths: 60 });
    const cost = await callApi(backend, 'fi', 'leasing/monthly-cost/40000?firstRent=6000&residual=18000&months=60', tokens.mikko);
    expect(cost.status).toBe(200);
    const parsed = v.parse(LeasingMonthlyCostSchema, await cost.json());
    expect(parsed).toMatchObject({ price: 40_000, financedAmount: 34_000, months: 60, interestRate: 6.45 });
    expect(parsed.totalCost).toBe(Math.round((6_000 + parsed.rent * 60 + 18_000) * 100) / 100);
    expect((await callApi(backend, 'fi', 'leasing/monthly-cost/40000?firstRent=6000&residual=40000&months=60', tokens.mikko)).status).toBe(400);
    expect(await (await callApi(backend, 'fi', 'leasing/monthly-cost/40000?residual=1&months=60', tokens.mikko)).json()).toMatchObject({
      error: { code: 'WRONG_DATA' },
    });
  });
});
