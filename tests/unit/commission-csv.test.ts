// The commission CSV beside each month's PDF: the same lines, summing to the PDF's total, read
// right by a Nordic spreadsheet (semicolons, decimal comma, BOM, no formula from a reference).
import { beforeEach, describe, expect, it } from 'vitest';
import type { CommissionMonth } from '../../src/lib/api/commission-schemas';
import { commissionCsv, commissionCsvLabels, commissionPage } from '../../src/lib/commission/commission-csv';
import { createTranslate } from '../../src/lib/messages';
import svSE from '../../locales/sv-SE.json';

const LABELS = {
  date: 'Datum',
  kind: 'Typ',
  reference: 'Referens',
  amount: 'Belopp',
  total: 'Utbetalt',
  kinds: { BLANCO: 'Privatlån', LEASING: 'Leasing', ADJUSTMENT: 'Justering' },
};
const MONTH: CommissionMonth = {
  period: '2026-03',
  currency: 'SEK',
  commission: 3540.4,
  adjustment: -1200,
  total: 2340.4,
  lines: [
    { kind: 'BLANCO', reference: 'BL-123456', leadId: 'lead-1', date: '2026-03-04', amount: 1200 },
    { kind: 'LEASING', reference: 'LE-654321', leadId: null, date: '2026-03-18', amount: 2340.4 },
    { kind: 'ADJUSTMENT', reference: '=HYPERLINK("x")', leadId: null, date: '2026-03-28', amount: -1200 },
  ],
};

describe('commission CSV', () => {
  let csv: string;
  let rows: string[];
  beforeEach(() => {
    csv = commissionCsv(MONTH, LABELS);
    rows = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
  });

  it('has a header with the currency, one row per line and the total paid out last, its amounts summing to the total', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(rows[0]).toBe('Datum;Typ;Referens;Belopp (SEK)');
    expect(rows[1]).toBe('2026-03-04;Privatlån;BL-123456;1200,00');
    expect(rows[2]).toBe('2026-03-18;Leasing;LE-654321;2340,40');
    expect(rows.at(-1)).toBe('Utbetalt;;;2340,40');
    const amounts = rows.slice(1, -1).map((row) => Math.round(Number(row.split(';').at(-1)!.replace(',', '.')) * 100));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(234040);
  });

  it('writes a negative adjustment as a number and a formula-like reference as text', () => {
    expect(rows[3]).toBe('2026-03-28;Justering;"\'=HYPERLINK(""x"")";-1200,00');
  });

  it('goes back to the year of the month with the problem', () => {
    expect(commissionPage('/commission', '2025-11')).toBe('/commission?year=2025');
    expect(commissionPage('/commission', 'nonsense')).toBe('/commission');
  });
});

describe("the commission CSV in the dealer's language", () => {
  it('takes its headings from commission.csv.* and the kinds from commission.kinds.*', () => {
    const flat = (tree: object, prefix = ''): Record<string, string> =>
      Object.fromEntries(
        Object.entries(tree).flatMap(([key, value]) =>
          typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flat(value as object, `${prefix}${key}.`)),
        ),
      );
    const labels = commissionCsvLabels(createTranslate(flat(svSE), 'sv-SE'));
    expect(labels).toEqual({
      date: svSE.commission.csv.date,
      kind: svSE.commission.csv.kind,
      reference: svSE.commission.csv.reference,
      amount: svSE.commission.csv.amount,
      total: svSE.commission.csv.total,
      kinds: { BLANCO: svSE.commission.kinds.BLANCO, LEASING: svSE.commission.kinds.LEASING, ADJUSTMENT: svSE.commission.kinds.ADJUSTMENT },
    });
    expect(new Set(Object.values(labels.kinds)).size).toBe(3);
  });
});
