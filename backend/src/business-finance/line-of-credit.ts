// The dealer's line of credit: its total and status (business_finance_lines, or the country's
// default for a dealer onboarded without one), drawn on by every financed car (PAID_OUT) with its
// credit amount; a repaid car (FINISHED) no longer draws.
import type { DatabaseSync } from 'node:sqlite';
import type { LineOfCredit } from '../../../src/lib/api/business-finance-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { ApiError } from '../api/errors.ts';
import type { UserRow } from '../db/users.ts';
import { BUSINESS_FINANCE_PRICE_LISTS, cents, roundCents } from './price-list.ts';

/** The limit of a dealer onboarded without a line of its own. */
const DEFAULT_LINE_TOTAL: Record<CountryCode, number> = { SE: 5_000_000, FI: 450_000, DK: 3_500_000 };

export function lineOfCredit(db: DatabaseSync, dealerId: string, country: CountryCode): LineOfCredit {
  const line = db.prepare('SELECT total, status FROM business_finance_lines WHERE dealer_id = ?').get(dealerId) as
    { total: number; status: LineOfCredit['status'] } | undefined;
  const drawn = db
    .prepare(
      `SELECT COUNT(*) AS cars, COALESCE(SUM(credit_amount), 0) AS used FROM business_finance_leads
    WHERE dealer_id = ? AND status = 'PAID_OUT'`,
    )
    .get(dealerId) as { cars: number; used: number };
  const total = line?.total ?? DEFAULT_LINE_TOTAL[country];
  const used = roundCents(drawn.used);
  return {
    currency: BUSINESS_FINANCE_PRICE_LISTS[country].currency,
    total,
    used,
    remaining: roundCents(total - used),
    activeCars: drawn.cars,
    status: line?.status ?? 'ACTIVE',
  };
}

/** 403 NOT_ONBOARDED unless the user's dealer is onboarded to inventory financing. */
export function requireOnboarded(db: DatabaseSync, user: UserRow): void {
  const row = db.prepare('SELECT onboarded_inventory_financing FROM dealers WHERE id = ?').get(user.dealer_id) as { onboarded_inventory_financing: number };
  if (row.onboarded_inventory_financing !== 1) {
    throw new ApiError(403, 'NOT_ONBOARDED', 'The dealer is not onboarded to inventory financing; contact the provider');
  }
}

/** 400 LIMIT_BLOCKED or LIMIT_EXCEEDED unless the credit fits in what remains of the limit. */
export function requireWithinLimit(db: DatabaseSync, dealerId: string, country: CountryCode, credit: number): void {
  const line = lineOfCredit(db, dealerId, country);
  if (line.status === 'BLOCKED') throw new ApiError(400, 'LIMIT_BLOCKED', 'The line of credit is blocked');
  if (cents(credit) > cents(line.remaining)) {
    throw new ApiError(400, 'LIMIT_EXCEEDED', `The credit amount is above the remaining limit, ${line.remaining} ${line.currency}`);
  }
}
