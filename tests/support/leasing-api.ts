// Conveniences for the business leasing routes of backend/: applications, the test routes, lookups.
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { expect } from 'vitest';
import { LeasingLeadSchema, type CreateLeasingLead, type LeasingLead } from '../../src/lib/api/leasing-schemas.ts';
import type { RunningBackend } from './backend.ts';
import type { Country } from './blanco-api.ts';
import { callApi } from './partner-api.ts';

export type LeasingOutcome = 'APPROVED' | 'PROCESSING' | 'DENIED' | 'SUPPLEMENT_CONTACT_US';

/** backend/README.md's table: the customer's organisation number decides the credit decision. */
export const OUTCOME_ORGANIZATIONS: Record<Country, Record<LeasingOutcome, string>> = {
  se: { APPROVED: '556789-0107', PROCESSING: '556987-6500', DENIED: '556443-3208', SUPPLEMENT_CONTACT_US: '556112-2309' },
  fi: { APPROVED: '2345678-0', PROCESSING: '2456789-6', DENIED: '2678901-1', SUPPLEMENT_CONTACT_US: '3012345-8' },
  dk: { APPROVED: '31450004', PROCESSING: '32560008', DENIED: '33670001', SUPPLEMENT_CONTACT_US: '34780005' },
};

const FACILITY: Record<Country, string> = { se: 'facility-malmo', fi: 'facility-helsinki', dk: 'facility-aarhus' };
const TERMS: Record<Country, Pick<CreateLeasingLead, 'price' | 'firstRent' | 'residual' | 'months'>> = {
  se: { price: 400_000, firstRent: 80_000, residual: 200_000, months: 36 },
  fi: { price: 40_000, firstRent: 6_000, residual: 18_000, months: 48 },
  dk: { price: 400_000, firstRent: 40_000, residual: 160_000, months: 36 },
};

export function leasingBody(country: Country, organizationNumber: string, overrides: Partial<CreateLeasingLead> = {}): CreateLeasingLead {
  return {
    facilityId: FACILITY[country],
    vehicle: { brand: 'Volvo', model: 'XC60 T6', year: 2025, numberPlate: country === 'dk' ? null : 'ABC 12A', distanceKm: 1200 },
    customer: { organizationNumber, name: 'Testbolaget AB' },
    contactPerson: { name: 'Kim Kontakt', email: 'kim@example.com', phone: '+46 70 222 33 44' },
    ...TERMS[country],
    confirmations: { termsAccepted: true },
    ...overrides,
  };
}

export function postLeasingLead(backend: RunningBackend, country: Country, token: string, body: unknown, key: string | null = randomUUID()) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  if (key !== null) headers['Idempotency-Key'] = key;
  return fetch(`${backend.url}/api/${country}/leasing/leads`, { method: 'POST', headers, body: JSON.stringify(body) });
}

export async function createLeasingLead(backend: RunningBackend, country: Country, token: string, body: CreateLeasingLead): Promise<LeasingLead> {
  const response = await postLeasingLead(backend, country, token, body);
  expect(response.status).toBe(201);
  return v.parse(LeasingLeadSchema, await response.json());
}

export async function getLeasingLead(backend: RunningBackend, country: Country, token: string, leadId: string): Promise<LeasingLead> {
  const response = await callApi(backend, country, `leasing/leads/${leadId}`, token);
  expect(response.status).toBe(200);
  return v.parse(LeasingLeadSchema, await response.json());
}

/** POST /__test/leasing/leads/:leadId/advance */
export async function advanceLeasing(backend: RunningBackend, leadId: string): Promise<{ status: string }> {
  const response = await fetch(`${backend.url}/__test/leasing/leads/${leadId}/advance`, { method: 'POST' });
  expect(response.status).toBe(200);
  return (await response.json()) as { status: string };
}
