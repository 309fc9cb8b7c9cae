// The invoices of a financed car (business_finance_invoices). The settlement invoice pays the car off:
// its credit amount, the interest of the days used and a month's invoice fee (SPEC §5); it is issued
// the first time the car's invoices are asked for once it is paid out, and once PAID the lead is
// FINISHED, so the car no longer draws on the limit.
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Invoice, InvoiceLine } from '../../../src/lib/api/business-finance-invoices-schemas.ts';
import type { FinancingNow } from '../../../src/lib/api/business-finance-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { luhnCheckDigit } from '../../../src/lib/organization-number.ts';
import { notFound } from '../api/errors.ts';
import type { InventoryLeadRow } from './lead-store.ts';
import { dailyCostFor, interestForDays } from './price-list.ts';
import { DAY_MS, financedUntil, sumCents, usedDaysOf } from './statements.ts';

export interface InvoiceRow {
  id: string;
  number: string;
  lead_id: string;
  dealer_id: string;
  kind: Invoice['kind'];
  issue_date: string;
  due_date: string;
  lines: string;
  total: number;
  currency: Invoice['currency'];
  payment_reference: string;
  status: Invoice['status'];
  payment_method: Invoice['paymentMethod'];
  paid_at: number | null;
  created_at: number;
  updated_at: number;
}

/** Days a dealer has to pay a settlement invoice. */
const PAYMENT_TERM_DAYS = 14;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Finnish reference number (viitenumero) check digit: weights 7, 3, 1 from the right. */
function finnishCheckDigit(digits: string): number {
  const weights = [7, 3, 1];
  const sum = [...digits].reverse().reduce((total, digit, index) => total + Number(digit) * weights[index % 3]!, 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * The payment reference: the digits and their check digit (FI the 7-3-1 reference, else Luhn).
 * @internal exported for its unit tests
 */
export function paymentReferenceFor(country: CountryCode, digits: string): string {
  return `${digits}${country === 'FI' ? finnishCheckDigit(digits) : luhnCheckDigit(digits)}`;
}

/** Where the provider is paid, per invoice currency (the invoice's country): as its invoices write it. */
const PAY_TO: Record<Invoice['currency'], string> = {
  SEK: '5050-1055',
  EUR: 'FI21 1234 5600 0007 85 (BIC NDEAFIHH)',
  DKK: '+71 85412345',
};

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    invoiceId: row.id,
    leadId: row.lead_id,
    number: row.number,
    kind: row.kind,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    lines: JSON.parse(row.lines) as InvoiceLine[],
    total: row.total,
    currency: row.currency,
    status: row.status,
    paymentMethod: row.payment_method,
    paymentReference: row.payment_reference,
    payTo: PAY_TO[row.currency],
    paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
  };
}

const findSettlement = (db: DatabaseSync, leadId: string) =>
  db.prepare("SELECT * FROM business_finance_invoices WHERE lead_id = ? AND kind = 'SETTLEMENT'").get(leadId) as InvoiceRow | undefined;

/** The lines of a car's settlement: the credit, the interest of its used days, a month's invoice fee. */
function settlementLines(country: CountryCode, lead: InventoryLeadRow, now: number): InvoiceLine[] {
  const days = usedDaysOf(lead.paid_out_at!, financedUntil(lead, now), lead.max_credit_days);
  return [
    { kind: 'CREDIT_AMOUNT', amount: lead.credit_amount, days: null },
    { kind: 'INTEREST', amount: interestForDays(lead.credit_amount, lead.monthly_interest, days), days },
    { kind: 'INVOICE_FEE', amount: dailyCostFor(country, lead.credit_amount).invoiceFeePerMonth, days: null },
  ];
}

/** The car's settlement invoice, issued now if it has none yet; none before the payout. */
function settlementInvoiceOf(db: DatabaseSync, lead: InventoryLeadRow, now: number): InvoiceRow | undefined {
  if (lead.paid_out_at === null || (lead.status !== 'PAID_OUT' && lead.status !== 'FINISHED')) return undefined;
  const existing = findSettlement(db, lead.id);
  if (existing) return existing;
  const { country_code: country } = db.prepare('SELECT country_code FROM dealers WHERE id = ?').get(lead.dealer_id) as { country_code: CountryCode };
  const lines = settlementLines(country, lead, now);
  const year = new Date(now).getUTCFullYear();
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM business_finance_invoices').get() as { count: number };
  const sequence = String(count + 1).padStart(6, '0');
  // A car repaid before invoices existed (seeded FINISHED) has its settlement paid.
  const paidAt = lead.status === 'FINISHED' ? lead.updated_at : null;
  db.prepare(
    `INSERT INTO business_finance_invoices (id, number, lead_id, dealer_id, kind, issue_date, due_date, lines, total, currency,
    payment_reference, status, payment_method, paid_at, created_at, updated_at) VALUES (?, ?, ?, ?, 'SETTLEMENT', ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)`,
  ).run(
    randomUUID(),
    `BFI-${year}-${sequence}`,
    lead.id,
    lead.dealer_id,
    isoDate(now),
    isoDate(now + PAYMENT_TERM_DAYS * DAY_MS),
    JSON.stringify(lines),
    sumCents(lines.map((line) => line.amount)),
    lead.currency,
    paymentReferenceFor(country, `${year}${sequence}`),
    paidAt === null ? 'OPEN' : 'PAID',
    paidAt,
    now,
    now,
  );
  return findSettlement(db, lead.id);
}

/**
 * A financed car's days used and what paying it off costs today: the open settlement invoice's total
 * once issued (what the payment page asks for), else the settlement it would get now. Null unless
 * the car is financed (PAID_OUT).
 */
export function financingNow(db: DatabaseSync, country: CountryCode, lead: InventoryLeadRow, now: number): FinancingNow | null {
  if (lead.status !== 'PAID_OUT' || lead.paid_out_at === null) return null;
  const usedDays = usedDaysOf(lead.paid_out_at, now, lead.max_credit_days);
  const issued = findSettlement(db, lead.id);
  return {
    usedDays,
    maxCreditDays: lead.max_credit_days,
    interestSoFar: interestForDays(lead.credit_amount, lead.monthly_interest, usedDays),
    payOffAmount: issued ? issued.total : sumCents(settlementLines(country, lead, now).map((line) => line.amount)),
  };
}

/** GET business-finance/leads/{leadId}/invoices: a financed or repaid car's settlement invoice. */
export function invoicesOfLead(db: DatabaseSync, lead: InventoryLeadRow, now = Date.now()): Invoice[] {
  const settlement = settlementInvoiceOf(db, lead, now);
  return settlement ? [toInvoice(settlement)] : [];
}

/** The dealer's invoice of that id, else 404. */
export function dealerInvoice(db: DatabaseSync, dealerId: string, invoiceId: string): InvoiceRow {
  const row = db.prepare('SELECT * FROM business_finance_invoices WHERE id = ? AND dealer_id = ?').get(invoiceId, dealerId) as InvoiceRow | undefined;
  if (!row) throw notFound('No such invoice');
  return row;
}

export const processingSettlementOf = (db: DatabaseSync, leadId: string) => {
  const row = findSettlement(db, leadId);
  return row?.status === 'PROCESSING' ? row : undefined;
};

/** The payment arrived: the invoice is PAID and, for a settlement, the car paid off (FINISHED), freeing its limit. */
export function markInvoicePaid(db: DatabaseSync, invoice: InvoiceRow, now = Date.now()): void {
  if (invoice.status === 'PAID') return;
  db.prepare("UPDATE business_finance_invoices SET status = 'PAID', paid_at = ?, updated_at = ? WHERE id = ?").run(now, now, invoice.id);
  db.prepare(`UPDATE business_finance_leads SET status = 'FINISHED', updated_at = ? WHERE id = ? AND status = 'PAID_OUT'`).run(now, invoice.lead_id);
  db.prepare('DELETE FROM business_finance_lead_timers WHERE lead_id = ?').run(invoice.lead_id);
}
