// A monthly statement as CSV, beside its PDF (issue 11): the same lines, whose interest sums to
// the PDF's total. Written for a Nordic spreadsheet: semicolons, a decimal comma, UTF-8 with a
// byte-order mark; a text cell that a spreadsheet would run as a formula is quoted as text.
import type { MonthlyStatement } from '../api/business-finance-invoices-schemas';
import { textsOf, type Translate } from '../messages';
import { cell, csvDocument, decimal } from '../reports/csv';

export interface StatementCsvLabels {
  reference: string;
  vehicle: string;
  numberPlate: string;
  days: string;
  interest: string;
  total: string;
}

/** The headings in the dealer's language. */
export const statementCsvLabels = (t: Translate): StatementCsvLabels =>
  textsOf(t, 'reports.csv', ['reference', 'vehicle', 'numberPlate', 'days', 'interest', 'total']);

export function statementCsv(statement: MonthlyStatement, labels: StatementCsvLabels): string {
  const rows = [
    [labels.reference, labels.vehicle, labels.numberPlate, labels.days, `${labels.interest} (${statement.currency})`].map(cell),
    // A car without plates has an empty cell: a spreadsheet filters on it.
    ...statement.lines.map((line) => [cell(line.reference), cell(line.vehicle), cell(line.numberPlate ?? ''), String(line.days), decimal(line.interest)]),
    [cell(labels.total), '', '', '', decimal(statement.total)],
  ];
  return csvDocument(rows);
}

export const statementFileName = (period: string, extension: 'csv' | 'pdf') => `statement-${period}.${extension}`;
