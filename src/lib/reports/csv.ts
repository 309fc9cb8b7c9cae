// CSV for a Nordic spreadsheet, shared by the reports' and commissions' downloads: semicolons, a
// decimal comma, UTF-8 with a byte-order mark; a text cell that a spreadsheet would run as a formula
// is quoted as text.
const FORMULA_START = /^[=+\-@\t\r]/;

export function cell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\n\r]/.test(text) || text !== value ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Cents as "1234,50": the spreadsheet reads it as the number the PDF shows. */
export const decimal = (amount: number) => (Math.round(amount * 100) / 100).toFixed(2).replace('.', ',');

/** Rows of ready cells as the file's text. */
export const csvDocument = (rows: string[][]) => `\uFEFF${rows.map((row) => row.join(';')).join('\r\n')}\r\n`;
