// The Partner API contract of commissions (SPEC §3 commission row, §7 commissions). Shared by the
// portal and backend/; imports valibot and the shared contract only (with extensions, as
// Node strips types).
import * as v from 'valibot';
import { CURRENCIES, PeriodSchema } from './schemas.ts';

/** The product a commission line was earned on; an ADJUSTMENT line corrects the month (a cancelled loan's commission back, a bonus). */
const COMMISSION_LINE_KINDS = ['BLANCO', 'LEASING', 'ADJUSTMENT'] as const;

/** GET commissions/yearly-summary/{year}: one commission row per available month, the current one not yet paid out. */
export const CommissionYearSchema = v.object({
  year: v.number(),
  currency: v.picklist(CURRENCIES),
  months: v.array(
    v.object({
      month: PeriodSchema,
      commission: v.number(),
      adjustment: v.number(),
      /** commission + adjustment once the month is closed; 0 for the month running now. */
      paidOut: v.number(),
      /** Closed months have a statement (JSON, PDF); the current one does not yet. */
      closed: v.boolean(),
    }),
  ),
  totalPaidOut: v.number(),
});
export type CommissionYear = v.InferOutput<typeof CommissionYearSchema>;

const CommissionLineSchema = v.object({
  kind: v.picklist(COMMISSION_LINE_KINDS),
  /** The application's reference (BL-…, LE-…), or the adjustment's. */
  reference: v.string(),
  /** The application's id, for a link to it; null for an adjustment or an application from before the portal's records. */
  leadId: v.nullable(v.string()),
  /** YYYY-MM-DD of the payout (or of the adjustment). */
  date: v.string(),
  amount: v.number(),
});
export type CommissionLine = v.InferOutput<typeof CommissionLineSchema>;

/** GET commissions/monthly-summary/{period}: the lines of the month's PDF (and the portal's CSV). */
export const CommissionMonthSchema = v.object({
  period: PeriodSchema,
  currency: v.picklist(CURRENCIES),
  lines: v.array(CommissionLineSchema),
  commission: v.number(),
  adjustment: v.number(),
  /** The sum of the lines, to the cent: the PDF's total and what was paid out. */
  total: v.number(),
});
export type CommissionMonth = v.InferOutput<typeof CommissionMonthSchema>;
