// The monthly statement's CSV: the PDF's lines, summing to its total, safe to open in a spreadsheet.
import { beforeEach, describe, expect, it } from 'vitest';
import { statementCsv, statementCsvLabels, statementFileName } from '../../src/lib/inventory-financing/statement-csv';
import { monthlyStatementPage, monthOfYear, statementYear } from '../../src/lib/reports/statement-period';

const LABELS = { reference: 'Referens', vehicle: 'Bil', numberPlate: 'Reg.nr', days: 'Dagar', interest: 'Ränta', total: 'Totalt' };

describe('the monthly statement as CSV', () => {
  let csv: string;
  let rows: string[];
  beforeEach(() => {
    csv = statementCsv(
      {
        period: '2026-10',
        currency: 'SEK',
        lines: [
          { reference: 'BF-100001', vehicle: 'Volvo XC60; B4', numberPlate: 'ABC 12D', days: 31, interest: 1234.5 },
          { reference: 'BF-100002', vehicle: '=HYPERLINK("x")', numberPlate: '-1+1', days: 7, interest: 0.1 },
          { reference: 'BF-100003', vehicle: 'Kia "Niro"', numberPlate: null, days: 1, interest: 0.2 },
        ],
        total: 1234.8,
      },
      LABELS,
    );
    rows = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
  });

  it('has a header, one row per line with its registration number (empty for a car without plates) and the total, with decimal commas', () => {
    expect(rows[0]).toBe('Referens;Bil;Reg.nr;Dagar;Ränta (SEK)');
    expect(rows[1]).toBe('BF-100001;"Volvo XC60; B4";ABC 12D;31;1234,50');
    expect(rows[4]).toBe('Totalt;;;;1234,80');
    const sum = rows.slice(1, -1).reduce((total, row) => total + Math.round(Number(row.split(';').at(-1)!.replace(',', '.')) * 100), 0);
    expect(sum).toBe(123480);
  });

  it('never lets a spreadsheet run a cell as a formula, and keeps quotes as text', () => {
    expect(rows[2]).toBe(`BF-100002;"'=HYPERLINK(""x"")";"'-1+1";7;0,10`);
    expect(rows[3]).toBe('BF-100003;"Kia ""Niro""";;1;0,20');
    expect(csv.startsWith('\uFEFF')).toBe(true);
  });
});

describe('the monthly statement page’s year', () => {
  it('shows the asked year up to the current one, the current one for anything else', () => {
    expect(statementYear('2025', 2026)).toBe(2025);
    expect(statementYear('2026', 2026)).toBe(2026);
    expect(statementYear('2027', 2026)).toBe(2026);
    expect(statementYear('1999', 2026)).toBe(2026);
    expect(statementYear('20x5', 2026)).toBe(2026);
    expect(statementYear(null, 2026)).toBe(2026);
  });

  it('opens a month only when it is one of the shown year’s twelve', () => {
    expect(monthOfYear('2025-01', 2025)).toBe('2025-01');
    expect(monthOfYear('2025-12', 2025)).toBe('2025-12');
    expect(monthOfYear('2024-12', 2025)).toBeNull();
    expect(monthOfYear('2025-13', 2025)).toBeNull();
    expect(monthOfYear('2025-00', 2025)).toBeNull();
    expect(monthOfYear('2025-1', 2025)).toBeNull();
    expect(monthOfYear(null, 2025)).toBeNull();
  });

  it('sends a failed download back to its year with why', () => {
    expect(monthlyStatementPage('2025-03')).toBe('/report/business-finance/monthly-statement?year=2025');
    expect(monthlyStatementPage('<x>')).toBe('/report/business-finance/monthly-statement');
  });
});

describe('the monthly statement page’s year at its edges', () => {
  it('shows the year 2000, the first the reports go back to', () => {
    expect(statementYear('2000', 2026)).toBe(2000);
  });

  it('shows the current year for a year with more or other characters around its four digits', () => {
    expect(statementYear('02025', 2026)).toBe(2026);
    expect(statementYear('2025x', 2026)).toBe(2026);
    expect(statementYear(' 2025', 2026)).toBe(2026);
  });

  it('names the downloaded file after its month', () => {
    expect(statementFileName('2025-03', 'csv')).toBe('statement-2025-03.csv');
    expect(statementFileName('2025-03', 'pdf')).toBe('statement-2025-03.pdf');
  });
});

describe("the monthly statement CSV in the dealer's language", () => {
  it('takes each heading from reports.csv.<column>', () => {
    expect(statementCsvLabels((key) => `«${key}»`)).toEqual({
      reference: '«reports.csv.reference»',
      vehicle: '«reports.csv.vehicle»',
      numberPlate: '«reports.csv.numberPlate»',
      days: '«reports.csv.days»',
      interest: '«reports.csv.interest»',
      total: '«reports.csv.total»',
    });
  });
});
