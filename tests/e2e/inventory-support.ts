// The end-to-end tests' ways into inventory financing's backend: a new application of a
// dealer through the Partner API (as the portal's action would send it), its pending step now,
// and the signing SMS it sent.
import { randomUUID } from 'node:crypto';
import { inventoryBody, nordicInventoryBody } from '../support/inventory-body';
export { GUARANTOR, SIGNATORY } from '../support/inventory-body';
import { signIn as oidcSignIn } from '../support/oidc-sign-in';
import { backendUrl, leadDecision, origin, PASSWORD, USERS, type DemoUser } from './support';

/** Anna's application for a Swedish stock car bought from a company: price 200 000, down payment 40 000. */
export async function applyForInventory(overrides: Parameters<typeof inventoryBody>[0] = {}, user: DemoUser = USERS.anna): Promise<string> {
  return (await applied(overrides, user)).id;
}

async function applied(
  overrides: Parameters<typeof inventoryBody>[0],
  user: DemoUser,
  body = inventoryBody(overrides),
): Promise<{ id: string; token: string }> {
  const { access_token: token } = await oidcSignIn(backendUrl(), user.email, PASSWORD, { redirectUri: `${origin(user.host)}/callback` });
  const response = await fetch(`${backendUrl()}/api/${user.host.slice(0, 2)}/business-finance/leads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`inventory financing application: HTTP ${response.status} ${await response.text()}`);
  return { id: ((await response.json()) as { id: string }).id, token };
}

/** A car of the dealer's (anna's unless told; mikko's in EUR, mette's in DKK) financed to the end: applied, approved, its agreement sent and signed, paid out (drawing on the limit). */
export async function financeCar(price: number, user: DemoUser = USERS.anna): Promise<string> {
  const country = user === USERS.mikko ? 'FI' : user === USERS.mette ? 'DK' : null;
  const { id, token } = await applied(
    { guarantor: null, guarantorIsSignatory: true, downPayment: price * 0.2, price },
    user,
    country ? nordicInventoryBody(country, price) : undefined,
  );
  await decideInventory(id);
  const sent = await fetch(`${backendUrl()}/api/${user.host.slice(0, 2)}/business-finance/leads/${encodeURIComponent(id)}/contracts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
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

/** The decision on a new inventory financing lead, now (or the one already made: see `leadDecision`). */
export async function decideInventory(leadId: string): Promise<string> {
  return (await leadDecision('business-finance/leads', leadId)).status;
}

/** The signing SMS sent for a lead (GET /__test/business-finance/sms). */
export async function inventorySms(leadId: string): Promise<{ phone: string; message: string }[]> {
  const response = await fetch(`${backendUrl()}/__test/business-finance/sms?leadId=${encodeURIComponent(leadId)}`);
  return ((await response.json()) as { messages: { phone: string; message: string }[] }).messages;
}
