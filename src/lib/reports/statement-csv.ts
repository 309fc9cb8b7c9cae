// A monthly statement as CSV, beside its PDF (issue 11): the same lines, whose interest sums to
// the PDF's total. Written for a Nordic spreadsheet: semicolons, a decimal comma, UTF-8 with a
// byte-order mark; a text cell that a spreadsheet would run as a formula is quoted as text.
import type { MonthlyStatement } from '../api/business-finance-invoices-schemas';

export interface StatementCsvLabels {
  reference: string;
  vehicle: string;
  days: string;
  interest: string;
  total: string;
}

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\n\r]/.test(text) || text !== value ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Cents as "1234,50": the spreadsheet reads it as the number the PDF shows. */
const decimal = (amount: number) => (Math.round(amount * 100) / 100).toFixed(2).replace('.', ',');

export function statementCsv(statement: MonthlyStatement, labels: StatementCsvLabels): string {
  const rows = [
    [labels.reference, labels.vehicle, labels.days, `${labels.interest} (${statement.currency})`].map(cell),
    ...statement.lines.map((line) => [cell(line.reference), cell(line.vehicle), String(line.days), decimal(line.interest)]),
    [cell(labels.total), '', '', decimal(statement.total)],
  ];
  return `\uFEFF${rows.map((row) => row.join(';')).join('\r\n')}\r\n`;
}

export const statementFileName = (period: string, extension: 'csv' | 'pdf') => `statement-${period}.${extension}`;
