// The inventory financing list (issue 11): its rows in the lead's currency with the plate or,
// for a Danish stock car without plates, the VIN; the limit box's bar; the limit's three states.
import { beforeEach, describe, expect, it } from 'vitest';
import type { InventoryLeadSummary, LineOfCredit } from '../../src/lib/api/business-finance-schemas';
import { DAYS_WARNING_FROM, daysTone, INVENTORY_TABLE } from '../../src/lib/inventory-financing/rows';
import { cardFields, leadCards, leadTableRows, tableColumns } from '../../src/lib/leads/rows';
import { statusBadges } from '../../src/lib/leads/status-badge';
import { INVENTORY_LIST } from '../../src/lib/inventory-financing/list';
import { LOW_REMAINING_SHARE, limitUse } from '../../src/lib/inventory-financing/limit';
import { loadLimit } from '../../src/lib/inventory-financing/limit.server';
import { inventoryActionsFor, inventoryNextStepKey } from '../../src/lib/inventory-financing/status';
import { isBankAddress, paymentProblemKey, paymentStep } from '../../src/lib/inventory-financing/payment';
import { ApiError, errorKindFor } from '../../src/lib/api/errors';
import type { Invoice } from '../../src/lib/api/business-finance-invoices-schemas';
import { recordingApi } from '../support/recording-api';

const SUMMARY: InventoryLeadSummary = {
  id: 'seed/bf 1',
  reference: 'LF-100001',
  status: 'PAID_OUT',
  createdAt: '2026-11-22T23:30:00Z',
  updatedAt: '2026-11-22T23:30:00Z',
  contractSentAt: null,
  vehicle: 'Volvo V60 <B4>',
  numberPlate: null,
  vin: 'YV1ZW25UDK2345678',
  sellerName: 'Bilfirma "Nord" ApS',
  price: 249_950.5,
  creditAmount: 212_457.93,
  currency: 'DKK',
  financing: { usedDays: 152, maxCreditDays: 180, interestSoFar: 7_438.4, payOffAmount: 220_146.33 },
  facility: { id: 'f1', name: 'Bilhuset Syd Malmö' },
  createdBy: { id: 'u1', name: 'Anna Andersson' },
};
// The context's currency is the dealer's; a lead's amounts keep the lead's own.
let rows: ReturnType<typeof INVENTORY_TABLE.rows>;
let badge: ReturnType<typeof statusBadges>;
beforeEach(() => {
  rows = INVENTORY_TABLE.rows([SUMMARY, { ...SUMMARY, id: 'two', numberPlate: 'AB 12345', status: 'SIGNED', financing: null }], {
    locale: 'da-DK',
    currency: 'SEK',
    timeZone: 'Europe/Copenhagen',
    detailsHref: (id) => `/inventory-financing/${encodeURIComponent(id)}`,
  });
  badge = statusBadges((status) => (status === 'PAID_OUT' ? 'Udbetalt' : status));
});

describe('the inventory financing list', () => {
  it('names a car by its plate, or by its VIN when it has none, and shows amounts in the lead’s currency', () => {
    expect(rows.map((row) => row.identifier)).toEqual(['YV1ZW25UDK2345678', 'AB 12345']);
    expect(rows[0]).toMatchObject({
      href: '/inventory-financing/seed%2Fbf%201',
      priceText: '249.950,50\u00a0kr.',
      creditText: '212.457,93\u00a0kr.',
      createdText: '23.11.2026',
    });
  });

  it('shows a financed car’s days used of its maximum and its interest so far, and leaves them blank before the payout', () => {
    expect(rows[0]).toMatchObject({ daysText: '152\u00a0/\u00a0180', interestText: '7.438,40\u00a0kr.' });
    expect(rows[1]).toMatchObject({ daysText: '', interestText: '' });
  });

  it('colours a financed car’s days from 150 used, in the table and on the card; 149 and a car not financed stay plain', () => {
    const financed = (usedDays: number) => ({ financing: { ...SUMMARY.financing!, usedDays } });
    expect(DAYS_WARNING_FROM).toBe(150);
    expect(daysTone(financed(150))).toBe('font-semibold text-amber-800');
    expect(daysTone(financed(149))).toBe('');
    expect(daysTone({ financing: null })).toBe('');
    const table = leadTableRows(rows, INVENTORY_TABLE.columns, badge).value;
    expect(table).toContain('text-amber-800">152\u00a0/\u00a0180</td>');
    const cards = leadCards(
      rows,
      cardFields(INVENTORY_TABLE.columns, (key) => key),
      'Status',
      badge,
    ).value;
    expect(cards).toContain('text-amber-800">152\u00a0/\u00a0180</dd>');
  });

  it('escapes what a dealer typed in the table and the cards, and shows the car with its plate below it', () => {
    const table = leadTableRows(rows, INVENTORY_TABLE.columns, badge).value;
    const cards = leadCards(
      rows,
      cardFields(INVENTORY_TABLE.columns, (key) => key.split('.').pop()!),
      'Status',
      badge,
    ).value;
    for (const markup of [table, cards]) {
      expect(markup).not.toContain('<B4>');
      expect(markup).toContain('Volvo V60 &lt;B4&gt;');
      expect(markup).toContain('Udbetalt</span>');
    }
    expect(table).toContain('<span class="block truncate text-xs text-slate-600" title="AB 12345">AB 12345</span>');
    expect(tableColumns(INVENTORY_TABLE.columns).map((column) => column.labelKey.split('.').pop())).toEqual([
      'reference',
      'vehicleAndPlate',
      'price',
      'credit',
      'status',
      'daysUsed',
      'interestSoFar',
      'created',
      'seller',
    ]);
    expect(cards).toContain('<dt>seller</dt><dd class="truncate" title="Bilfirma &quot;Nord&quot; ApS">');
  });

  it('filters by the statuses a stock car reaches, in the four groups', () => {
    expect(INVENTORY_LIST.parse(new URLSearchParams('group=done'))).toMatchObject({ statuses: ['PAID_OUT', 'FINISHED'] });
    expect(INVENTORY_LIST.parse(new URLSearchParams('status=MANUAL_INSPECTION&status=SIGNED'))).toMatchObject({ statuses: ['SIGNED'] });
  });
});

describe('the limit box', () => {
  const line = (used: number, total = 1_000_000): LineOfCredit => ({ currency: 'SEK', total, used, remaining: total - used, activeCars: 3, status: 'ACTIVE' });

  it('fills the bar by the used share, never past full, and says the limit is nearly used below a tenth left', () => {
    expect(limitUse(line(0))).toEqual({ usedPercent: 0, low: false });
    expect(limitUse(line(456_789))).toEqual({ usedPercent: 46, low: false });
    // Exactly a tenth left is not yet low; a krona less is.
    expect(LOW_REMAINING_SHARE).toBe(0.1);
    expect(limitUse(line(900_000))).toEqual({ usedPercent: 90, low: false });
    expect(limitUse(line(900_001))).toEqual({ usedPercent: 90, low: true });
    expect(limitUse(line(1_200_000))).toEqual({ usedPercent: 100, low: true });
    expect(limitUse(line(0, 0))).toEqual({ usedPercent: 100, low: true });
  });

  it('is ready, not onboarded (403 NOT_ONBOARDED) or unavailable, and a 401 ends the session', async () => {
    const ready = { currency: 'SEK', total: 5_000_000, used: 1_000_000, remaining: 4_000_000, activeCars: 4, status: 'ACTIVE' };
    expect(await loadLimit(recordingApi({ 'GET business-finance/lines-of-credit': Response.json(ready) }).api)).toEqual({ kind: 'ready', line: ready });
    const refused = (code: string, status: number) => Response.json({ error: { code } }, { status });
    expect(await loadLimit(recordingApi({ 'GET business-finance/lines-of-credit': refused('NOT_ONBOARDED', 403) }).api)).toEqual({ kind: 'notOnboarded' });
    expect(await loadLimit(recordingApi({ 'GET business-finance/lines-of-credit': refused('NO_ACCESS', 403) }).api)).toEqual({ kind: 'unavailable' });
    expect(await loadLimit(recordingApi({ 'GET business-finance/lines-of-credit': refused('INTERNAL', 500) }).api)).toEqual({ kind: 'unavailable' });
    const ended = recordingApi({ 'GET business-finance/lines-of-credit': refused('UNAUTHORIZED', 401) });
    expect(await loadLimit(ended.api)).toEqual({ kind: 'unavailable' });
    expect(ended.sessionEnded()).toBe(true);
  });
});

describe('what an inventory financing lead asks of the dealer', () => {
  it('sends the agreement only when approved, calls us on a supplement, pays only a financed car', () => {
    expect(inventoryActionsFor('APPROVED')).toEqual({ sendContracts: true, callUs: false, pay: false });
    expect(inventoryActionsFor('SUPPLEMENT_CONTACT_US')).toEqual({ sendContracts: false, callUs: true, pay: false });
    expect(inventoryActionsFor('PAID_OUT')).toEqual({ sendContracts: false, callUs: false, pay: true });
    expect(inventoryNextStepKey('SIGNED')).toBe('inventoryFinancing.nextStep.SIGNED');
  });
});

describe('a financed car’s payment page', () => {
  const invoice = (status: 'OPEN' | 'PROCESSING' | 'PAID', paymentMethod: 'DIRECT' | 'INVOICE' | null = null): Invoice => ({
    invoiceId: 'i1',
    leadId: 'l1',
    number: 'BFI-2026-000001',
    kind: 'SETTLEMENT',
    issueDate: '2026-11-23',
    dueDate: '2026-12-07',
    lines: [{ kind: 'CREDIT_AMOUNT', amount: 100, days: null }],
    total: 100,
    currency: 'SEK',
    status,
    paymentMethod,
    paymentReference: '123',
    payTo: '5050-1055',
    paidAt: null,
  });

  it('offers the choice while the invoice is open, its payment details once chosen, then processing and paid', () => {
    expect(paymentStep([])).toEqual({ kind: 'none' });
    expect(paymentStep([invoice('OPEN')])).toMatchObject({ kind: 'choose', byInvoice: false });
    expect(paymentStep([invoice('OPEN', 'INVOICE')])).toMatchObject({ kind: 'choose', byInvoice: true });
    expect(paymentStep([invoice('PROCESSING', 'DIRECT')])).toMatchObject({ kind: 'processing' });
    expect(paymentStep([invoice('PAID', 'DIRECT')])).toMatchObject({ kind: 'paid' });
  });

  it('follows only a bank’s web address', () => {
    expect(isBankAddress('https://bank.example/pay?x=1')).toBe(true);
    expect(isBankAddress('http://127.0.0.1:4000/bank/pay')).toBe(true);
    expect(isBankAddress('javascript:alert(1)')).toBe(false);
    expect(isBankAddress('/relative')).toBe(false);
  });
});

describe('a payment that did not start', () => {
  const conflict = (code: string) => new ApiError(errorKindFor(409, code), 409, code, `POST payment → 409 ${code}`);
  it('says the invoice is paid already when it is (a payment page opened before the money came), not that a payment is under way', () => {
    expect(paymentProblemKey(conflict('ALREADY_PAID'))).toBe('inventoryFinancing.payment.errors.alreadyPaid');
  });
  it('says a direct payment is under way when the bank is working on one', () => {
    expect(paymentProblemKey(conflict('PAYMENT_IN_PROGRESS'))).toBe('inventoryFinancing.payment.errors.underWay');
  });
  it('says it could not start for anything else, an outage included', () => {
    expect(paymentProblemKey(new ApiError('unavailable', null, 'TIMEOUT', 'no answer'))).toBe('inventoryFinancing.payment.errors.failed');
    expect(paymentProblemKey(new Error('boom'))).toBe('inventoryFinancing.payment.errors.failed');
  });
});
