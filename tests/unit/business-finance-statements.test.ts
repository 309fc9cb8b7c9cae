// backend/src/business-finance: a month's statement lines at the month's edges (one function for the
// yearly summary, the JSON statement and its PDF), the payment references' check digits, and which
// Accept headers take a PDF.
import { describe, expect, it } from 'vitest';
import { acceptsPdf } from '../../backend/src/api/pdf-response.ts';
import { paymentReferenceFor } from '../../backend/src/business-finance/invoices.ts';
import { statementLines, sumCents, usedDaysOf, type Financing } from '../../backend/src/business-finance/statements.ts';

const DAY_MS = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const car = (reference: string, from: string, usedDays: number, creditAmount = 365_000): Financing => ({
  reference,
  vehicle: `Volvo ${reference}`,
  numberPlate: null,
  creditAmount,
  monthlyInterestPercent: 0.65,
  fromDay: day(from),
  usedDays,
});

describe('statement lines', () => {
  it("split a car's days between the months it was financed in, each month's interest for its own days", () => {
    // 365 000 × 0.65 % × 12 / 365 = 78.00 a day.
    const financings = [car('BF-200000', '2026-01-30', 5), car('BF-100000', '2026-02-10', 40)];
    expect(statementLines(financings, '2026-01')).toEqual([{ reference: 'BF-200000', vehicle: 'Volvo BF-200000', numberPlate: null, days: 2, interest: 156 }]);
    expect(statementLines(financings, '2026-02')).toEqual([
      { reference: 'BF-100000', vehicle: 'Volvo BF-100000', numberPlate: null, days: 19, interest: 1482 },
      { reference: 'BF-200000', vehicle: 'Volvo BF-200000', numberPlate: null, days: 3, interest: 234 },
    ]);
    expect(statementLines(financings, '2026-03').map((line) => line.days)).toEqual([21]);
    expect(statementLines(financings, '2026-04')).toEqual([]);
  });

  it('leave out a car paid out but not used a whole day yet, and round each line to the cent before the sum', () => {
    expect(statementLines([car('BF-1', '2026-05-31', 0)], '2026-05')).toEqual([]);
    // 100 000 × 0.65 % × 12 / 365 × 1 = 21.369…: 21.37 a line, three lines 64.11.
    const lines = statementLines(
      ['BF-1', 'BF-2', 'BF-3'].map((reference) => car(reference, '2026-05-01', 1, 100_000)),
      '2026-05',
    );
    expect(lines.map((line) => line.interest)).toEqual([21.37, 21.37, 21.37]);
    expect(sumCents(lines.map((line) => line.interest))).toBe(64.11);
  });

  it('count used days from the payout, whole days only, at most the maximum credit days', () => {
    const paidOut = Date.parse('2026-01-01T12:00:00Z');
    expect(usedDaysOf(paidOut, paidOut + DAY_MS - 1, 180)).toBe(0);
    expect(usedDaysOf(paidOut, paidOut + 10 * DAY_MS, 180)).toBe(10);
    expect(usedDaysOf(paidOut, paidOut + 400 * DAY_MS, 180)).toBe(180);
  });
});

describe('payment references', () => {
  it('end in the Luhn digit in Sweden and Denmark and the 7-3-1 digit in Finland', () => {
    expect(paymentReferenceFor('SE', '7992739871')).toBe('79927398713');
    expect(paymentReferenceFor('DK', '7992739871')).toBe('79927398713');
    expect(paymentReferenceFor('FI', '123456')).toBe('1234561');
  });
});

describe('PDF answers', () => {
  it('are taken without an Accept header or with one allowing application/pdf, refused otherwise', () => {
    for (const accept of [undefined, '', 'application/pdf', '*/*', 'application/*', 'text/html, application/pdf;q=0.2']) {
      expect(acceptsPdf(accept)).toBe(true);
    }
    for (const accept of ['application/json', 'text/html', 'application/pdf;q=0', 'text/csv, application/pdf; q=0.0']) {
      expect(acceptsPdf(accept)).toBe(false);
    }
  });
});
