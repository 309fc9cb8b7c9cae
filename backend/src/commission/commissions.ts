// The dealer's commissions (SPEC §3 commission row, §7 commissions): one function builds a month's
// lines (the commission of every loan and leasing lead paid out that month, the seeded past payouts,
// the month's adjustments), and the yearly summary, the month's JSON and its PDF all come from it, so
// a CSV of the JSON lines sums to the PDF's total. A paid-out loan or leasing lead never changes again,
// so its last change (updated_at) is its payout.
import type { DatabaseSync } from 'node:sqlite';
import type { CommissionLine, CommissionMonth, CommissionYear } from '../../../src/lib/api/commission-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { ApiError } from '../api/errors.ts';

const COMMISSION_CURRENCIES = { SE: 'SEK', FI: 'EUR', DK: 'DKK' } as const satisfies Record<CountryCode, CommissionMonth['currency']>;

interface Entry {
  kind: CommissionLine['kind'];
  reference: string;
  leadId: string | null;
  at: number;
  amount: number;
}

function entriesOf(db: DatabaseSync, dealerId: string): Entry[] {
  const paidOut = (table: string, kind: 'BLANCO' | 'LEASING') =>
    (
      db
        .prepare(
          `SELECT id, reference, commission, updated_at FROM ${table}
      WHERE dealer_id = ? AND status IN ('PAID_OUT', 'FINISHED') AND commission IS NOT NULL`,
        )
        .all(dealerId) as { id: string; reference: string; commission: number; updated_at: number }[]
    ).map((row): Entry => ({ kind, reference: row.reference, leadId: row.id, at: row.updated_at, amount: row.commission }));
  const past = (
    db.prepare('SELECT product, reference, commission, paid_out_at FROM commission_past_payouts WHERE dealer_id = ?').all(dealerId) as {
      product: 'BLANCO' | 'LEASING';
      reference: string;
      commission: number;
      paid_out_at: number;
    }[]
  ).map((row): Entry => ({ kind: row.product, reference: row.reference, leadId: null, at: row.paid_out_at, amount: row.commission }));
  const adjustments = (
    db.prepare('SELECT reference, amount, made_at FROM commission_adjustments WHERE dealer_id = ?').all(dealerId) as {
      reference: string;
      amount: number;
      made_at: number;
    }[]
  ).map((row): Entry => ({ kind: 'ADJUSTMENT', reference: row.reference, leadId: null, at: row.made_at, amount: row.amount }));
  return [...paidOut('leads', 'BLANCO'), ...paidOut('leasing_leads', 'LEASING'), ...past, ...adjustments];
}

const periodOf = (ms: number) => new Date(ms).toISOString().slice(0, 7);

/** The month's lines: payouts by date and reference, adjustments last. */
function commissionLines(entries: Entry[], period: string): CommissionLine[] {
  return entries
    .filter((entry) => periodOf(entry.at) === period)
    .sort((a, b) => Number(a.kind === 'ADJUSTMENT') - Number(b.kind === 'ADJUSTMENT') || a.at - b.at || a.reference.localeCompare(b.reference))
    .map((entry) => ({
      kind: entry.kind,
      reference: entry.reference,
      leadId: entry.leadId,
      date: new Date(entry.at).toISOString().slice(0, 10),
      amount: entry.amount,
    }));
}

const sum = (amounts: number[]) => Math.round(amounts.reduce((total, amount) => total + amount * 100, 0)) / 100;

function monthOf(lines: CommissionLine[]) {
  const commission = sum(lines.filter((line) => line.kind !== 'ADJUSTMENT').map((line) => line.amount));
  const adjustment = sum(lines.filter((line) => line.kind === 'ADJUSTMENT').map((line) => line.amount));
  return { commission, adjustment, total: sum([commission, adjustment]) };
}

/** From the month of the dealer's first commission up to this one. */
function isAvailable(entries: Entry[], period: string, now: number): boolean {
  if (entries.length === 0) return false;
  const first = periodOf(Math.min(...entries.map((entry) => entry.at)));
  return period >= first && period <= periodOf(now);
}

const notAvailable = (what: string) => new ApiError(404, 'PERIOD_NOT_AVAILABLE', `No commission for ${what}: before the first commission or in the future`);

/**
 * A closed month's statement. 404 PERIOD_NOT_AVAILABLE before the first commission or in the future;
 * 406 MONTH_NOT_CLOSED for the month running now (SPEC §8 notAcceptable: no statement until it is paid out).
 */
export function commissionMonth(db: DatabaseSync, dealerId: string, country: CountryCode, period: string, now = Date.now()): CommissionMonth {
  const entries = entriesOf(db, dealerId);
  if (!isAvailable(entries, period, now)) throw notAvailable(period);
  if (period === periodOf(now)) throw new ApiError(406, 'MONTH_NOT_CLOSED', `${period} is not closed yet: its statement comes once it is paid out`);
  const lines = commissionLines(entries, period);
  return { period, currency: COMMISSION_CURRENCIES[country], lines, ...monthOf(lines) };
}

/** The year's available months, the current one with its commission so far and nothing paid out yet. */
export function commissionYear(db: DatabaseSync, dealerId: string, country: CountryCode, year: number, now = Date.now()): CommissionYear {
  const entries = entriesOf(db, dealerId);
  const months: CommissionYear['months'] = [];
  for (let month = 1; month <= 12; month++) {
    const period = `${year}-${String(month).padStart(2, '0')}`;
    if (!isAvailable(entries, period, now)) continue;
    const { commission, adjustment, total } = monthOf(commissionLines(entries, period));
    const closed = period < periodOf(now);
    months.push({ month: period, commission, adjustment, paidOut: closed ? total : 0, closed });
  }
  if (months.length === 0) throw notAvailable(String(year));
  return { year, currency: COMMISSION_CURRENCIES[country], months, totalPaidOut: sum(months.map((row) => row.paidOut)) };
}
