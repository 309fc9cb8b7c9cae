// Inventory financing's invoices in backend/: a financed car's settlement invoice (its lines and total
// to the cent), paying it directly (the bank round trip, PROCESSING until the payment arrives on the
// timer) or by invoice (OPEN until the bank payment arrives), the car then paid off and its credit
// back on the limit, and the invoice PDF read back.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoicesSchema, InvoiceSchema, PaymentSchema, type Invoice } from '../../src/lib/api/business-finance-invoices-schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { tokenOf, USERS } from '../support/blanco-api.ts';
import {
  advanceInventory,
  createInventoryLead,
  errorCodeOf,
  financedLead,
  inventoryBody,
  inventoryLead,
  lineOfCredit,
  moneyIn,
  pdfOf,
} from '../support/business-finance-api.ts';
import { callApi } from '../support/partner-api.ts';

// The lead's own steps only on the test controls; a direct payment arrives PAYOUT_DELAY_MS after it is made.
const TIMERS = { LENDER_POLL_MS: '600000', PROCESSING_DECIDE_MS: '600000', SIGNING_DELAY_MS: '600000', PAYOUT_DELAY_MS: '600000' };
const PORTAL = 'http://se.localhost:4321';

async function invoicesOf(backend: RunningBackend, token: string, leadId: string): Promise<Invoice[]> {
  const response = await callApi(backend, 'se', `business-finance/leads/${leadId}/invoices`, token);
  expect(response.status).toBe(200);
  return v.parse(InvoicesSchema, await response.json()).invoices;
}

const pay = (backend: RunningBackend, token: string, invoiceId: string, body: unknown) =>
  callApi(backend, 'se', `invoices/${invoiceId}/payment`, token, { method: 'POST', body });

const cents = (amount: number) => Math.round(amount * 100);

describe('inventory financing invoices and payment', () => {
  let backend: RunningBackend;
  const tokens = {} as Record<'anna' | 'erik' | 'basic' | 'mette', string>;
  beforeAll(async () => {
    backend = await startBackend({ env: TIMERS });
    for (const name of ['anna', 'erik', 'basic', 'mette'] as const) tokens[name] = await tokenOf(backend, USERS[name]);
  }, 30_000);
  afterAll(() => backend?.stop());

  it('a car has no invoice before its payout', async () => {
    const response = await callApi(backend, 'se', 'business-finance/leads/seed-bf-se-002', tokens.anna);
    expect(((await response.json()) as { status: string }).status).toBe('PROCESSING');
    expect(await invoicesOf(backend, tokens.anna, 'seed-bf-se-002')).toEqual([]);
  });

  it("a financed car's settlement invoice charges the credit, the used days' interest and the capped invoice fee, its total the lines' sum", async () => {
    const lead = await inventoryLead(backend, tokens.anna, 'seed-bf-se-001');
    expect(lead.status).toBe('PAID_OUT');
    const { creditAmount, usedDays } = lead.financeTerms;
    expect(usedDays).toBeGreaterThan(0);
    const [invoice, ...others] = await invoicesOf(backend, tokens.anna, lead.id);
    expect(others).toEqual([]);
    const interest = Math.round((creditAmount * 0.65 * 12 * usedDays) / 365) / 100;
    expect(invoice).toMatchObject({
      leadId: lead.id,
      kind: 'SETTLEMENT',
      currency: 'SEK',
      status: 'OPEN',
      paymentMethod: null,
      paidAt: null,
      lines: [
        { kind: 'CREDIT_AMOUNT', amount: creditAmount, days: null },
        { kind: 'INTEREST', amount: interest, days: usedDays },
        // 0.28 % of any seeded credit (100 000 and up) is above the cap of 12.50 EUR = 145.00 SEK.
        { kind: 'INVOICE_FEE', amount: 145, days: null },
      ],
    });
    expect(cents(invoice!.total)).toBe(cents(creditAmount) + cents(interest) + 14_500);
    expect(invoice!.number).toMatch(/^BFI-\d{4}-\d{6}$/);
    expect(invoice!.paymentReference).toMatch(/^\d+$/);
    // Where to pay comes with the invoice (issue 24): the portal keeps no account of the provider's.
    expect(invoice!.payTo).toBe('5050-1055');
    expect(invoice!.dueDate > invoice!.issueDate).toBe(true);
    // Asking again shows the same invoice, not a new one.
    expect(await invoicesOf(backend, tokens.anna, lead.id)).toEqual([invoice]);
  });

  it('the invoice fee is 0.28 % of a small credit, below the cap', async () => {
    const lead = await financedLead(backend, tokens.anna, inventoryBody({ price: 45_000, downPayment: 5_000 }));
    const [invoice] = await invoicesOf(backend, tokens.anna, lead.id);
    // 0.28 % of 40 000 = 112.00; paid out just now: no day used yet.
    expect(invoice!.lines).toEqual([
      { kind: 'CREDIT_AMOUNT', amount: 40_000, days: null },
      { kind: 'INTEREST', amount: 0, days: 0 },
      { kind: 'INVOICE_FEE', amount: 112, days: null },
    ]);
    expect(invoice!.total).toBe(40_112);
    await fetch(`${backend.url}/__test/business-finance/invoices/${invoice!.invoiceId}/pay`, { method: 'POST' });
  });

  it("paying directly sends the dealer to the bank and back; the payment is the lead's pending step, then the car is paid off", async () => {
    const before = await lineOfCredit(backend, tokens.anna);
    const lead = await financedLead(backend, tokens.anna, inventoryBody({ price: 250_000, downPayment: 50_000 }));
    const financed = await lineOfCredit(backend, tokens.anna);
    expect(cents(financed.used - before.used)).toBe(cents(200_000));
    expect(financed.activeCars).toBe(before.activeCars + 1);
    const [invoice] = await invoicesOf(backend, tokens.anna, lead.id);

    const returnUrl = `${PORTAL}/inventory-financing/${lead.id}/payment`;
    const response = await pay(backend, tokens.anna, invoice!.invoiceId, { method: 'DIRECT', returnUrl });
    expect(response.status).toBe(200);
    const payment = v.parse(PaymentSchema, await response.json());
    expect(payment).toMatchObject({ method: 'DIRECT', invoiceId: invoice!.invoiceId, status: 'PROCESSING' });
    if (payment.method !== 'DIRECT') throw new Error('not a direct payment');
    const bankUrl = new URL(payment.redirectUrl);
    expect(`${bankUrl.origin}${bankUrl.pathname}`).toBe(`${backend.url}/bank/pay`);
    expect(bankUrl.searchParams.get('amount')).toBe(invoice!.total.toFixed(2));
    // Asking again with the same method changes nothing; the other method is refused while the payment runs.
    expect((await pay(backend, tokens.anna, invoice!.invoiceId, { method: 'DIRECT', returnUrl })).status).toBe(200);
    expect(await errorCodeOf(await pay(backend, tokens.anna, invoice!.invoiceId, { method: 'INVOICE' }))).toEqual({ status: 409, code: 'PAYMENT_IN_PROGRESS' });
    expect((await invoicesOf(backend, tokens.anna, lead.id))[0]!.status).toBe('PROCESSING');

    // The bank's page "pays" and sends the dealer back to the portal.
    const bankPage = await fetch(payment.redirectUrl);
    expect(bankPage.status).toBe(200);
    expect(await bankPage.text()).toContain(invoice!.number);
    const back = await fetch(payment.redirectUrl, { method: 'POST', body: new URLSearchParams({ returnUrl }), redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(returnUrl);
    // Still processing until the payment arrives: the lead's pending step is the payment (the payout timer's delay).
    expect((await lineOfCredit(backend, tokens.anna)).used).toBe(financed.used);
    const arrived = await fetch(`${backend.url}/__test/business-finance/leads/${lead.id}/advance`, { method: 'POST' });
    expect(await arrived.json()).toEqual({ status: 'FINISHED' });

    const [paid] = await invoicesOf(backend, tokens.anna, lead.id);
    expect(paid).toMatchObject({ status: 'PAID', paymentMethod: 'DIRECT' });
    expect(paid!.paidAt).not.toBeNull();
    expect((await inventoryLead(backend, tokens.anna, lead.id)).status).toBe('FINISHED');
    const after = await lineOfCredit(backend, tokens.anna);
    expect(after.used).toBe(before.used);
    expect(after.activeCars).toBe(before.activeCars);
    expect(await errorCodeOf(await pay(backend, tokens.anna, invoice!.invoiceId, { method: 'DIRECT', returnUrl }))).toEqual({
      status: 409,
      code: 'ALREADY_PAID',
    });
  });

  it('paying by invoice leaves it OPEN with its PDF until the bank payment arrives; then the car frees the limit', async () => {
    const before = await lineOfCredit(backend, tokens.anna);
    const lead = await financedLead(backend, tokens.anna, inventoryBody({ price: 180_000, downPayment: 30_000 }));
    const [invoice] = await invoicesOf(backend, tokens.anna, lead.id);
    const first = await pay(backend, tokens.anna, invoice!.invoiceId, { method: 'INVOICE' });
    const payment = v.parse(PaymentSchema, await first.json());
    expect(payment).toEqual({ method: 'INVOICE', invoiceId: invoice!.invoiceId, status: 'OPEN', pdfPath: `invoices/${invoice!.invoiceId}/pdf` });
    expect(v.parse(PaymentSchema, await (await pay(backend, tokens.anna, invoice!.invoiceId, { method: 'INVOICE' })).json())).toEqual(payment);
    expect((await invoicesOf(backend, tokens.anna, lead.id))[0]).toMatchObject({ status: 'OPEN', paymentMethod: 'INVOICE' });
    expect(cents((await lineOfCredit(backend, tokens.anna)).used - before.used)).toBe(cents(150_000));

    const paid = await fetch(`${backend.url}/__test/business-finance/invoices/${invoice!.invoiceId}/pay`, { method: 'POST' });
    expect(v.parse(InvoiceSchema, await paid.json()).status).toBe('PAID');
    expect((await inventoryLead(backend, tokens.anna, lead.id)).status).toBe('FINISHED');
    expect((await lineOfCredit(backend, tokens.anna)).used).toBe(before.used);
  });

  it('the invoice PDF is a tagged Swedish document with the dealer, the car, the lines and the total of the JSON', async () => {
    const lead = await inventoryLead(backend, tokens.anna, 'seed-bf-se-003');
    const [invoice] = await invoicesOf(backend, tokens.anna, lead.id);
    const { text, raw, title, roles } = await pdfOf(await callApi(backend, 'se', `invoices/${invoice!.invoiceId}/pdf`, tokens.anna));
    expect(text).toContain('Bilhuset Syd AB');
    expect(text).toContain('Organisationsnummer 556123-4567');
    expect(text).toContain(lead.vehicle.vin);
    expect(text).toContain(lead.reference);
    expect(text).toContain('Slutfaktura lagerfinansiering');
    expect(text).toContain('Fakturaavgift');
    expect(text).toContain(`Att betala ${moneyIn('sv-SE', 'SEK', invoice!.total)}`);
    expect(text).toContain(`OCR-nummer ${invoice!.paymentReference}`);
    expect(title).toBe(`Slutfaktura lagerfinansiering ${invoice!.number}`);
    expect(raw).toContain('/Lang (sv-SE)');
    expect(raw).toContain('/StructTreeRoot');
    expect(raw).toMatch(/\/Marked true/);
    // A screen reader meets the issuer (name; organisation number and address) as a letter opens, then
    // the heading, then the lines as a table with its column headers.
    expect(roles.slice(0, 5)).toEqual(['Root', 'Document', 'P', 'P', 'H1']);
    expect(text).toContain('Partner Finans AB');
    expect(roles).toEqual(expect.arrayContaining(['P', 'Table', 'TR', 'TH', 'TD']));
  });

  it('refuses a return address outside the portal, a bad method, a PDF not accepted, and another dealer or role', async () => {
    const [invoice] = await invoicesOf(backend, tokens.anna, 'seed-bf-se-005');
    const id = invoice!.invoiceId;
    for (const returnUrl of [
      'https://evil.example/phish',
      'http://se.localhost.evil.example:4321/x',
      'http://se.localhost:4322/inventory-financing',
      'javascript:alert(1)',
    ]) {
      expect(await errorCodeOf(await pay(backend, tokens.anna, id, { method: 'DIRECT', returnUrl }))).toEqual({ status: 400, code: 'INVALID_RETURN_URL' });
    }
    expect(await errorCodeOf(await pay(backend, tokens.anna, id, { method: 'DIRECT' }))).toEqual({ status: 400, code: 'WRONG_DATA' });
    expect(await errorCodeOf(await pay(backend, tokens.anna, id, { method: 'CASH' }))).toEqual({ status: 400, code: 'WRONG_DATA' });
    expect((await invoicesOf(backend, tokens.anna, 'seed-bf-se-005'))[0]!.status).toBe('OPEN');
    const json = await fetch(`${backend.url}/api/se/invoices/${id}/pdf`, { headers: { Authorization: `Bearer ${tokens.anna}`, Accept: 'application/json' } });
    expect(await errorCodeOf(json)).toEqual({ status: 406, code: 'NOT_ACCEPTABLE' });
    // The bank page sends nobody to an address outside the portal either.
    const bank = await fetch(`${backend.url}/bank/pay`, {
      method: 'POST',
      body: new URLSearchParams({ returnUrl: 'https://evil.example/' }),
      redirect: 'manual',
    });
    expect(bank.status).toBe(400);
    for (const name of ['erik', 'basic'] as const) {
      expect(await errorCodeOf(await pay(backend, tokens[name], id, { method: 'INVOICE' }))).toEqual({ status: 403, code: 'NO_ACCESS' });
      expect(await errorCodeOf(await callApi(backend, 'se', `invoices/${id}/pdf`, tokens[name]))).toEqual({ status: 403, code: 'NO_ACCESS' });
      expect(await errorCodeOf(await callApi(backend, 'se', 'business-finance/leads/seed-bf-se-005/invoices', tokens[name]))).toEqual({
        status: 403,
        code: 'NO_ACCESS',
      });
    }
    // Mette's dealer (Bilcenter, DK) onboarded and allowed: Bilhuset's invoice is still not hers.
    await fetch(`${backend.url}/__test/partner`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ organizationNumber: '12345674', onboardedToInventoryFinancing: true }),
    });
    await fetch(`${backend.url}/__test/roles`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: USERS.mette, roles: ['BUSINESS_FINANCE'] }),
    });
    expect(await errorCodeOf(await callApi(backend, 'dk', `invoices/${id}/pdf`, tokens.mette))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(await errorCodeOf(await callApi(backend, 'dk', `invoices/${id}/payment`, tokens.mette, { method: 'POST', body: { method: 'INVOICE' } }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});

describe('a direct payment on the real timers', () => {
  let backend: RunningBackend;
  let anna: string;
  beforeAll(async () => {
    // Payout and the direct payment's arrival after PAYOUT_DELAY_MS (as the e2e tests' fast timers); the rest on the controls.
    backend = await startBackend({ env: { ...TIMERS, PAYOUT_DELAY_MS: '300' } });
    anna = await tokenOf(backend, USERS.anna);
  }, 30_000);
  afterAll(() => backend?.stop());

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('the car is paid out, paid directly, and a payout delay later paid off with its credit back on the limit', async () => {
    const before = await lineOfCredit(backend, anna);
    const lead = await createInventoryLead(backend, anna, inventoryBody({ guarantor: null, guarantorIsSignatory: true }));
    expect(await advanceInventory(backend, lead.id)).toBe('APPROVED');
    await callApi(backend, 'se', `business-finance/leads/${lead.id}/contracts`, anna, { method: 'POST' });
    expect(await advanceInventory(backend, lead.id)).toBe('SIGNED');
    expect(
      (
        await until(
          () => inventoryLead(backend, anna, lead.id),
          (now) => now.status === 'PAID_OUT',
        )
      ).status,
    ).toBe('PAID_OUT');
    expect(cents((await lineOfCredit(backend, anna)).used - before.used)).toBe(cents(160_000));

    const [invoice] = await invoicesOf(backend, anna, lead.id);
    const payment = await pay(backend, anna, invoice!.invoiceId, { method: 'DIRECT', returnUrl: `${PORTAL}/inventory-financing` });
    expect(v.parse(PaymentSchema, await payment.json()).status).toBe('PROCESSING');
    const paid = await until(
      async () => (await invoicesOf(backend, anna, lead.id))[0]!,
      (now) => now.status === 'PAID',
    );
    expect(paid.status).toBe('PAID');
    expect((await inventoryLead(backend, anna, lead.id)).status).toBe('FINISHED');
    expect((await lineOfCredit(backend, anna)).used).toBe(before.used);
  });
});
