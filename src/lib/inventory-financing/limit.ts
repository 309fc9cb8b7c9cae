// The dealer's limit as the list's overview box shows it (issue 11: a bar read at a glance):
// how much of the total the financed cars use, and whether little is left.
import type { LineOfCredit } from '../api/business-finance-schemas';

/**
 * Below this share of the total left, the box says the limit is nearly used.
 * @internal exported for its unit tests
 */
export const LOW_REMAINING_SHARE = 0.1;

export interface LimitUse {
  /** Used share of the total, 0-100, whole percent for the bar (a used limit over its total shows full). */
  usedPercent: number;
  low: boolean;
}

export function limitUse(line: LineOfCredit): LimitUse {
  if (line.total <= 0) return { usedPercent: 100, low: true };
  const used = Math.min(1, Math.max(0, line.used / line.total));
  return { usedPercent: Math.round(used * 100), low: line.remaining < line.total * LOW_REMAINING_SHARE };
}
