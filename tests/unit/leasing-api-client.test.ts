// src/lib/api/leasing.ts through the real API client over a recording fetch: which call each
// function makes (method, path, body, headers) and that answers are checked against their schemas.
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/lib/api/client';
import { RECORDING_BASE, recordingApi } from '../support/recording-api';
import { isApiError } from '../../src/lib/api/errors';
import {
  createLeasingLead,
  downloadLeasingDocument,
  fetchLeasingLead,
  fetchLeasingPriceList,
  lookupOrganization,
  queryLeasingLeads,
  sendLeasingContract,
  uploadLeasingDocument,
} from '../../src/lib/api/leasing';
import type { CreateLeasingLead, LeasingLead, Organization } from '../../src/lib/api/leasing-schemas';

const BASE = RECORDING_BASE;
const fakeApi = recordingApi;

const LEAD: LeasingLead = {
  id: 'L1',
  reference: 'LE-123456',
  status: 'APPROVED',
  loanType: 'LEASING',
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-01T10:00:00Z',
  contractSentAt: null,
  vehicle: { brand: 'Volvo', model: 'XC60', year: 2025, numberPlate: 'ABC 12A', distanceKm: 1200 },
  customer: { organizationNumber: '556789-0107', name: 'Skånebygg Entreprenad AB', kind: 'COMPANY' },
  contactPerson: { name: 'Kim Kontakt', email: 'kim@example.com', phone: '+46 70 222 33 44' },
  price: 400_000,
  firstRent: 80_000,
  residual: 200_000,
  months: 36,
  interestRate: 5.95,
  rent: 4_431.1,
  facility: { id: 'f1', name: 'Malmö' },
  createdBy: { id: 'u1', name: 'Anna' },
  contractSigned: false,
  signingLink: null,
  documents: [],
  commission: null,
  points: null,
};
const ORGANIZATION: Organization = {
  organizationNumber: '556789-0107',
  kind: 'COMPANY',
  name: 'Skånebygg Entreprenad AB',
  vatNumber: 'SE556789010701',
  address: { street: 'Industrigatan 12', postalCode: '212 14', city: 'Malmö' },
  signatory: { name: 'Henrik Borg' },
};
const json = (body: unknown, status = 200) => Response.json(body, { status });

describe('leasing calls', () => {
  it('read the price list', async () => {
    const list = { id: 'l', validFrom: '2026-01-01', currency: 'SEK', interestRate: 5.95, minMonths: 12, maxMonths: 60, minPrice: 50_000, maxPrice: 3_000_000 };
    const { api } = fakeApi({ 'GET leasing/price-lists': json(list) });
    expect(await fetchLeasingPriceList(api)).toEqual(list);
  });

  it('create a lead with its idempotency key, read it, query and send the contract at their own paths', async () => {
    const page = { content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 };
    const { api, calls } = fakeApi({
      'POST leasing/leads': json(LEAD, 201),
      'GET leasing/leads/L%201': json(LEAD),
      'POST leasing/leads/query': json(page),
      'POST leasing/leads/L1/send-contract': json({ ...LEAD, status: 'SENT_TO_CUSTOMER' }),
    });
    const body = { price: 400_000 } as CreateLeasingLead;
    expect(await createLeasingLead(api, body, 'key-1')).toEqual(LEAD);
    expect(calls[0]?.headers.get('idempotency-key')).toBe('key-1');
    expect(await fetchLeasingLead(api, 'L 1')).toEqual(LEAD);
    expect(await queryLeasingLeads(api, { search: '556789-0107' })).toEqual(page);
    expect((await sendLeasingContract(api, 'L1')).status).toBe('SENT_TO_CUSTOMER');
    expect(calls.map(({ method, url, body: sent }) => [method, url.slice(BASE.length), sent])).toEqual([
      ['POST', 'leasing/leads', { price: 400_000 }],
      ['GET', 'leasing/leads/L%201', undefined],
      ['POST', 'leasing/leads/query', { search: '556789-0107' }],
      ['POST', 'leasing/leads/L1/send-contract', undefined],
    ]);
  });

  it('look an organisation up with the number in the body, never in the URL', async () => {
    const { api, calls } = fakeApi({ 'POST lookup/organizations': json(ORGANIZATION) });
    expect(await lookupOrganization(api, '556789-0107')).toEqual(ORGANIZATION);
    expect(calls[0]?.url).toBe(`${BASE}lookup/organizations`);
    expect(calls[0]?.body).toEqual({ organizationNumber: '556789-0107' });
  });

  it('upload and download a leasing lead\u2019s documents under the owner type leasing-lead', async () => {
    const document = {
      documentId: 'd1',
      ownerType: 'leasing-lead',
      ownerId: 'L1',
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      size: 3,
      description: '',
      uploadedAt: '2026-01-01T10:00:00Z',
    };
    const { api, calls } = fakeApi({
      'POST files/leasing-lead/L1': json(document, 201),
      'GET files/leasing-lead/L1/d1': new Response(new Uint8Array([1, 2, 3]), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="a.pdf"' },
      }),
    });
    expect(await uploadLeasingDocument(api, 'L1', new FormData())).toEqual(document);
    const file = await downloadLeasingDocument(api, 'L1', 'd1');
    expect({ ...file, body: [...new Uint8Array(file.body)] }).toEqual({ body: [1, 2, 3], fileName: 'a.pdf', contentType: 'application/pdf' });
    expect(calls.map(({ method, url }) => `${method} ${url.slice(BASE.length)}`)).toEqual(['POST files/leasing-lead/L1', 'GET files/leasing-lead/L1/d1']);
  });

  it('"no organisation found" arrives as a notFound error with its code', async () => {
    const { api } = fakeApi({ 'POST lookup/organizations': json({ error: { code: 'ORGANIZATION_NOT_FOUND' } }, 404) });
    const error = await lookupOrganization(api, '556123-4567').catch((caught: unknown) => caught);
    expect(isApiError(error, 'notFound')).toBe(true);
    expect((error as { code: string }).code).toBe('ORGANIZATION_NOT_FOUND');
  });

  it('a search and a lookup get the short read budget, though sent as POST', async () => {
    // A fetch that never answers: only the budget ends the call.
    const hanging = vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const api = createApiClient({ baseUrl: BASE, accessToken: 't', fetch: hanging as typeof globalThis.fetch, readTimeoutMs: 20, writeTimeoutMs: 60_000 });
    const started = Date.now();
    for (const call of [() => queryLeasingLeads(api, {}), () => lookupOrganization(api, '556789-0107')]) {
      expect(isApiError(await call().catch((caught: unknown) => caught), 'unavailable')).toBe(true);
    }
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses an answer that is not a leasing lead', async () => {
    const { api } = fakeApi({ 'GET leasing/leads/L1': json({ ...LEAD, loanType: 'BLANCO' }) });
    const error = await fetchLeasingLead(api, 'L1').catch((caught: unknown) => caught);
    expect(isApiError(error, 'technical')).toBe(true);
  });
});
