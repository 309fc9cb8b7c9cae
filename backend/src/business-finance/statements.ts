// The dealer's inventory financing statements (SPEC §7 transactions/…, §3 report row: month,
// interest): every financed car's days in a month and their interest. One function builds a month's
// lines, and the yearly summary, the monthly statement (JSON and PDF) and their totals all come from
// it, so a CSV built from the JSON sums to the PDF's total.
import type { DatabaseSync } from 'node:sqlite';
import type { MonthlyStatement, StatementLine, YearlySummary } from '../../../src/lib/api/business-finance-invoices-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { ApiError } from '../api/errors.ts';
import { BUSINESS_FINANCE_PRICE_LISTS, cents, interestForDays } from './price-list.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A car on the dealer's credit: from its payout day, for its used days (up to now, or until paid off).
 * @internal exported for its unit tests
 */
export interface Financing {
  reference: string;
  vehicle: string;
  numberPlate: string | null;
  creditAmount: number;
  monthlyInterestPercent: number;
  /** Days since the epoch (UTC) of the payout. */
  fromDay: number;
  usedDays: number;
}

const dayOf = (ms: number) => Math.floor(ms / DAY_MS);

/** Until when a lead's car is financed: now, or when it was paid off (a FINISHED lead's last change). */
export const financedUntil = (lead: { status: string; updated_at: number }, now: number) => (lead.status === 'FINISHED' ? lead.updated_at : now);

/** Whole days a car has used: since the payout, until paid off (or now), at most its maximum credit days. */
export function usedDaysOf(paidOutAt: number, until: number, maxCreditDays: number): number {
  return Math.max(0, Math.min(maxCreditDays, Math.floor((until - paidOutAt) / DAY_MS)));
}

/** What a financed car's row holds in the past financings and in the leads alike. */
export const FINANCED_CAR_COLUMNS = 'reference, vehicle_name, number_plate, credit_amount, monthly_interest, paid_out_at';

/** Those columns' values (a type, not an interface, so that a query's rows convert to it). */
export type FinancedCarRow = {
  reference: string;
  vehicle_name: string;
  number_plate: string | null;
  credit_amount: number;
  monthly_interest: number;
  paid_out_at: number;
};

const financing = (row: FinancedCarRow, usedDays: number): Financing => ({
  reference: row.reference,
  vehicle: row.vehicle_name,
  numberPlate: row.number_plate,
  creditAmount: row.credit_amount,
  monthlyInterestPercent: row.monthly_interest,
  fromDay: dayOf(row.paid_out_at),
  usedDays,
});

/** Every car the dealer has had financed: the seeded past ones and the leads paid out since. */
function financingsOf(db: DatabaseSync, dealerId: string, now: number): Financing[] {
  const past = db
    .prepare(`SELECT ${FINANCED_CAR_COLUMNS}, used_days FROM business_finance_past_financings WHERE dealer_id = ?`)
    .all(dealerId) as (FinancedCarRow & { used_days: number })[];
  const leads = db
    .prepare(
      `SELECT ${FINANCED_CAR_COLUMNS}, status, updated_at, max_credit_days FROM business_finance_leads
    WHERE dealer_id = ? AND paid_out_at IS NOT NULL AND status IN ('PAID_OUT', 'FINISHED')`,
    )
    .all(dealerId) as (FinancedCarRow & { status: string; updated_at: number; max_credit_days: number })[];
  return [
    ...past.map((row) => financing(row, row.used_days)),
    ...leads.map((row) => financing(row, usedDaysOf(row.paid_out_at, financedUntil(row, now), row.max_credit_days))),
  ];
}

const periodOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 7);

/** The month's first day and the next month's, as days since the epoch. */
function monthDays(period: string): [number, number] {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return [dayOf(Date.UTC(year, month - 1, 1)), dayOf(Date.UTC(year, month, 1))];
}

/**
 * The month's lines: each car financed some day of it, with those days' interest; by reference.
 * @internal exported for its unit tests
 */
export function statementLines(financings: Financing[], period: string): StatementLine[] {
  const [start, end] = monthDays(period);
  return financings
    .map((car) => ({ car, days: Math.min(end, car.fromDay + car.usedDays) - Math.max(start, car.fromDay) }))
    .filter(({ days }) => days > 0)
    .map(({ car, days }) => ({
      reference: car.reference,
      vehicle: car.vehicle,
      numberPlate: car.numberPlate,
      days,
      interest: interestForDays(car.creditAmount, car.monthlyInterestPercent, days),
    }))
    .sort((a, b) => a.reference.localeCompare(b.reference));
}

/** A sum of amounts, to the cent. */
export const sumCents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + cents(amount), 0) / 100;

/** A month from the dealer's first financed car's up to this one. */
function isAvailable(financings: Financing[], period: string, now: number): boolean {
  if (financings.length === 0) return false;
  const first = periodOf(Math.min(...financings.map((car) => car.fromDay)));
  return period >= first && period <= periodOf(dayOf(now));
}

/** 404 PERIOD_NOT_AVAILABLE for a month after this one or before the dealer's first financed car's. */
function requireAvailable(financings: Financing[], period: string, now: number): void {
  if (!isAvailable(financings, period, now)) {
    throw new ApiError(404, 'PERIOD_NOT_AVAILABLE', `No statement for ${period}: the month is before the first transaction or in the future`);
  }
}

export function monthlyStatement(db: DatabaseSync, dealerId: string, country: CountryCode, period: string, now = Date.now()): MonthlyStatement {
  const financings = financingsOf(db, dealerId, now);
  requireAvailable(financings, period, now);
  const lines = statementLines(financings, period);
  return { period, currency: BUSINESS_FINANCE_PRICE_LISTS[country].currency, lines, total: sumCents(lines.map((line) => line.interest)) };
}

/** The year's available months (from the first transaction's, up to this one), each with its interest. */
export function yearlySummary(db: DatabaseSync, dealerId: string, country: CountryCode, year: number, now = Date.now()): YearlySummary {
  const financings = financingsOf(db, dealerId, now);
  const months: YearlySummary['months'] = [];
  for (let month = 1; month <= 12; month++) {
    const period = `${year}-${String(month).padStart(2, '0')}`;
    if (!isAvailable(financings, period, now)) continue;
    months.push({ month: period, interest: sumCents(statementLines(financings, period).map((line) => line.interest)) });
  }
  if (months.length === 0) throw new ApiError(404, 'PERIOD_NOT_AVAILABLE', `No statement months in ${year}`);
  return { year, currency: BUSINESS_FINANCE_PRICE_LISTS[country].currency, months, total: sumCents(months.map((row) => row.interest)) };
}
