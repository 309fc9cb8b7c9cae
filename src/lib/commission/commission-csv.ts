// A closed month's commission as CSV, beside its PDF: the same lines (payouts, then adjustments),
// whose amounts sum to the PDF's total (what was paid out).
import type { CommissionLine, CommissionMonth } from '../api/commission-schemas';
import { textsOf, type Translate } from '../messages';
import { cell, csvDocument, decimal } from '../reports/csv';

export interface CommissionCsvLabels {
  date: string;
  kind: string;
  reference: string;
  amount: string;
  kinds: Record<CommissionLine['kind'], string>;
  total: string;
}

/** The headings and kinds in the dealer's language. */
export function commissionCsvLabels(t: Translate): CommissionCsvLabels {
  return {
    ...textsOf(t, 'commission.csv', ['date', 'kind', 'reference', 'amount', 'total']),
    kinds: textsOf(t, 'commission.kinds', ['BLANCO', 'LEASING', 'ADJUSTMENT']),
  };
}

export function commissionCsv(month: CommissionMonth, labels: CommissionCsvLabels): string {
  return csvDocument([
    [labels.date, labels.kind, labels.reference, `${labels.amount} (${month.currency})`].map(cell),
    ...month.lines.map((line) => [line.date, cell(labels.kinds[line.kind]), cell(line.reference), decimal(line.amount)]),
    [cell(labels.total), '', '', decimal(month.total)],
  ]);
}

export const commissionFileName = (period: string, extension: 'csv' | 'pdf') => `commission-${period}.${extension}`;

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The commission page of a period's year, where a failed download goes back to. */
export function commissionPage(path: string, period: string): string {
  const year = PERIOD.exec(period)?.[1];
  return year ? `${path}?year=${year}` : path;
}
