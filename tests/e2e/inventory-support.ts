// The end-to-end tests' ways into inventory financing's backend: a new application of a
// dealer through the Partner API (as the portal's action would send it), its pending step now,
// and the signing SMS it sent.
import { randomUUID } from 'node:crypto';
import type { CreateInventoryLead } from '../../src/lib/api/business-finance-schemas';
import { signIn as oidcSignIn } from '../support/oidc-sign-in';
import { backendUrl, origin, PASSWORD, USERS, type DemoUser } from './support';

/** Made-up Swedish signers with valid personal ids. */
export const SIGNATORY = { personalId: '19850312-9820', name: 'Astrid Lindqvist', phone: '+46 70 111 22 33' };
export const GUARANTOR = { personalId: '19791104-9836', name: 'Johan Bergström', phone: '+46 70 444 55 66' };

const CAR: CreateInventoryLead['vehicle'] = {
  numberPlate: 'ABC 12A', vin: 'YV1UZL1V1P1234567', brand: 'Volvo', model: 'XC60', variant: 'B4 AWD Core', modelYear: 2022,
  mileageKm: 48_000, vatStatus: 'VAT_DEDUCTIBLE', price: 200_000, currency: 'SEK',
};

/** Anna's application for a Swedish stock car bought from a company: price 200 000, down payment 40 000. */
export async function applyForInventory(overrides: Partial<CreateInventoryLead> = {}, user: DemoUser = USERS.anna): Promise<string> {
  return (await applied(overrides, user)).id;
}

async function applied(overrides: Partial<CreateInventoryLead>, user: DemoUser): Promise<{ id: string; token: string }> {
  const { access_token: token } = await oidcSignIn(backendUrl(), user.email, PASSWORD, { redirectUri: `${origin(user.host)}/callback` });
  const body: CreateInventoryLead = {
    facilityId: 'facility-malmo',
    vehicle: CAR,
    downPayment: 40_000,
    seller: { kind: 'COMPANY', organizationNumber: '556789-0107', name: 'Skånebygg Entreprenad AB' },
    contactPerson: { name: 'Anna Andersson', email: 'anna.admin@bilhuset.example', phone: '+46 70 123 45 01' },
    signatory: SIGNATORY,
    guarantor: GUARANTOR,
    guarantorIsSignatory: false,
    confirmations: { termsAccepted: true },
    ...overrides,
  };
  const response = await fetch(`${backendUrl()}/api/se/business-finance/leads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`inventory financing application: HTTP ${response.status} ${await response.text()}`);
  return { id: ((await response.json()) as { id: string }).id, token };
}

/** A car of anna's financed to the end: applied, approved, its agreement sent and signed, paid out (drawing on the limit). */
export async function financeCar(price: number): Promise<string> {
  const { id, token } = await applied({ guarantor: null, guarantorIsSignatory: true, downPayment: price * 0.2, vehicle: { ...CAR, price } }, USERS.anna);
  await advanceInventory(id);
  const sent = await fetch(`${backendUrl()}/api/se/business-finance/leads/${encodeURIComponent(id)}/contracts`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (!sent.ok) throw new Error(`contracts of ${id}: HTTP ${sent.status}`);
  await advanceInventory(id);
  const status = await advanceInventory(id);
  if (status !== 'PAID_OUT') throw new Error(`${id} is ${status}, not PAID_OUT`);
  return id;
}

/** POST /__test/business-finance/invoices/:id/pay: the bank payment of an invoice arrives now. */
export async function invoicePaymentArrives(invoiceId: string): Promise<void> {
  const response = await fetch(`${backendUrl()}/__test/business-finance/invoices/${encodeURIComponent(invoiceId)}/pay`, { method: 'POST' });
  if (!response.ok) throw new Error(`pay ${invoiceId}: HTTP ${response.status}`);
}

/** POST /__test/business-finance/leads/:id/advance: the lead's pending step (decision, a signature, payout) now. */
export async function advanceInventory(leadId: string): Promise<string> {
  const response = await fetch(`${backendUrl()}/__test/business-finance/leads/${encodeURIComponent(leadId)}/advance`, { method: 'POST' });
  if (!response.ok) throw new Error(`advance ${leadId}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { status: string }).status;
}

/** The signing SMS sent for a lead (GET /__test/business-finance/sms). */
export async function inventorySms(leadId: string): Promise<{ phone: string; message: string }[]> {
  const response = await fetch(`${backendUrl()}/__test/business-finance/sms?leadId=${encodeURIComponent(leadId)}`);
  return ((await response.json()) as { messages: { phone: string; message: string }[] }).messages;
}
