// The active statement (leads/engagement-report): every car the dealer has financed now (PAID_OUT),
// its credit amount, days used of its maximum and the interest so far; the credit total is the line
// of credit's `used`.
import type { DatabaseSync } from 'node:sqlite';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { BUSINESS_FINANCE_PRICE_LISTS, interestForDays } from './price-list.ts';
import { FINANCED_CAR_COLUMNS, sumCents, usedDaysOf, type FinancedCarRow } from './statements.ts';

export interface EngagementReport {
  /** YYYY-MM-DD. */
  date: string;
  currency: string;
  cars: { reference: string; vehicle: string; numberPlate: string | null; creditAmount: number; usedDays: number; maxCreditDays: number; interest: number }[];
  totalCredit: number;
  totalInterest: number;
}

export function engagementReport(db: DatabaseSync, dealerId: string, country: CountryCode, now = Date.now()): EngagementReport {
  const rows = db
    .prepare(`SELECT ${FINANCED_CAR_COLUMNS}, max_credit_days FROM business_finance_leads WHERE dealer_id = ? AND status = 'PAID_OUT' ORDER BY reference`)
    .all(dealerId) as (FinancedCarRow & { max_credit_days: number })[];
  const cars = rows.map((row) => {
    const usedDays = usedDaysOf(row.paid_out_at, now, row.max_credit_days);
    return {
      reference: row.reference,
      vehicle: row.vehicle_name,
      numberPlate: row.number_plate,
      creditAmount: row.credit_amount,
      usedDays,
      maxCreditDays: row.max_credit_days,
      interest: interestForDays(row.credit_amount, row.monthly_interest, usedDays),
    };
  });
  return {
    date: new Date(now).toISOString().slice(0, 10),
    currency: BUSINESS_FINANCE_PRICE_LISTS[country].currency,
    cars,
    totalCredit: sumCents(cars.map((car) => car.creditAmount)),
    totalInterest: sumCents(cars.map((car) => car.interest)),
  };
}
