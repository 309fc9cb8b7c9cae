// Business leasing in end-to-end tests: applications made through backend/'s Partner API (as
// the apply page would), its test controls, and the details page's lead id.
import { randomUUID } from 'node:crypto';
import type { CreateLeasingLead } from '../../src/lib/api/leasing-schemas';
import { signIn as oidcSignIn } from '../support/oidc-sign-in';
import { backendUrl, origin, PASSWORD, type DemoUser } from './support';

type Country = 'se' | 'fi' | 'dk';

/** backend/README.md: the customer's organisation number decides the credit decision. */
export const LEASING_COMPANIES = {
  se: { APPROVED: '556789-0107', PROCESSING: '556987-6500' },
} as const;

const FACILITY: Record<Country, string> = { se: 'facility-malmo', fi: 'facility-helsinki', dk: 'facility-aarhus' };

/** A new leasing application of `user`'s dealer; answers its lead id. */
export async function applyForLeasing(user: DemoUser, country: Country, organizationNumber: string): Promise<string> {
  const { access_token: token } = await oidcSignIn(backendUrl(), user.email, PASSWORD, { redirectUri: `${origin(user.host)}/callback` });
  const body: CreateLeasingLead = {
    facilityId: FACILITY[country],
    vehicle: { brand: 'Volvo', model: 'EX30', year: 2026, numberPlate: 'ABC 12A', distanceKm: 10 },
    customer: { organizationNumber, name: 'Öresunds Transport AB' },
    contactPerson: { name: 'Petra Sandberg', email: 'petra@example.com', phone: '+46 70 222 33 44' },
    price: 400_000,
    firstRent: 80_000,
    residual: 200_000,
    months: 36,
    confirmations: { termsAccepted: true },
  };
  const response = await fetch(`${backendUrl()}/api/${country}/leasing/leads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`leasing application: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** POST /__test/leasing/leads/:id/advance: the lead's pending step (decision, signing, payout) now. */
export async function advanceLeasing(leadId: string): Promise<string> {
  const response = await fetch(`${backendUrl()}/__test/leasing/leads/${encodeURIComponent(leadId)}/advance`, { method: 'POST' });
  if (!response.ok) throw new Error(`advance ${leadId}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { status: string }).status;
}

/** The contract SMS sent for a lead (GET /__test/leasing/sms). */
export async function leasingSms(leadId: string): Promise<{ phone: string; message: string }[]> {
  const response = await fetch(`${backendUrl()}/__test/leasing/sms?leadId=${encodeURIComponent(leadId)}`);
  return ((await response.json()) as { messages: { phone: string; message: string }[] }).messages;
}
