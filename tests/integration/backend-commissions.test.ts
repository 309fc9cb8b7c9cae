// Commissions in backend/: the yearly summary (month, commission, adjustment, paid out; the year's
// total paid out) and a closed month's lines as JSON and PDF, one set of lines for both, each line
// tied to the loan or leasing application it came from; SPEC §8's errors (month not available, the
// current month not closed yet, PDF not accepted, no COMMISSION role) and a Finnish dealer's PDF.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommissionMonthSchema, CommissionYearSchema, type CommissionMonth, type CommissionYear } from '../../src/lib/api/commission-schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { tokenOf, USERS } from '../support/blanco-api.ts';
import { errorCodeOf, moneyIn, pdfOf } from '../support/business-finance-api.ts';
import { callApi } from '../support/partner-api.ts';

const thisMonth = () => new Date().toISOString().slice(0, 7);
const thisYear = () => new Date().getUTCFullYear();
const cents = (amount: number) => Math.round(amount * 100);
const sumOf = (amounts: number[]) => amounts.reduce((sum, amount) => sum + cents(amount), 0);
const monthBefore = (period: string) => {
  const date = new Date(`${period}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 7);
};

const getPdf = (backend: RunningBackend, country: string, path: string, token: string, accept = 'application/pdf') =>
  fetch(`${backend.url}/api/${country}/${path}`, { headers: { Authorization: `Bearer ${token}`, Accept: accept } });

describe('commissions of Bilhuset (SE)', () => {
  let backend: RunningBackend;
  const tokens = {} as Record<'anna' | 'erik' | 'basic' | 'mikko' | 'mette', string>;
  beforeAll(async () => {
    backend = await startBackend();
    for (const name of ['anna', 'erik', 'basic', 'mikko', 'mette'] as const) tokens[name] = await tokenOf(backend, USERS[name]);
  }, 30_000);
  afterAll(() => backend?.stop());

  async function yearOf(year: number, token = tokens.anna, country = 'se'): Promise<CommissionYear | undefined> {
    const response = await callApi(backend, country, `commissions/yearly-summary/${year}`, token);
    if (response.status === 404) return undefined;
    expect(response.status).toBe(200);
    return v.parse(CommissionYearSchema, await response.json());
  }
  async function monthOf(period: string, token = tokens.anna, country = 'se'): Promise<CommissionMonth> {
    const response = await callApi(backend, country, `commissions/monthly-summary/${period}`, token);
    expect(response.status).toBe(200);
    return v.parse(CommissionMonthSchema, await response.json());
  }

  it("this year's and last year's months each add up their statement's lines; the year's total is what closed months paid out", async () => {
    for (const year of [thisYear() - 1, thisYear()]) {
      const summary = (await yearOf(year))!;
      expect(summary).toMatchObject({ year, currency: 'SEK' });
      expect(summary.months.length).toBe(year === thisYear() ? new Date().getUTCMonth() + 1 : 12);
      expect(cents(summary.totalPaidOut)).toBe(sumOf(summary.months.map((row) => row.paidOut)));
      expect(summary.totalPaidOut).toBeGreaterThan(0);
      for (const row of summary.months) {
        if (!row.closed) {
          expect(row).toMatchObject({ month: thisMonth(), paidOut: 0 });
          continue;
        }
        const month = await monthOf(row.month);
        expect(cents(month.total)).toBe(sumOf(month.lines.map((line) => line.amount)));
        expect({ commission: month.commission, adjustment: month.adjustment, paidOut: month.total }).toEqual({
          commission: row.commission,
          adjustment: row.adjustment,
          paidOut: row.paidOut,
        });
      }
    }
    expect(
      (await yearOf(thisYear() - 1))!.months.some((row) => row.adjustment !== 0) || (await yearOf(thisYear() - 2))?.months.some((row) => row.adjustment !== 0),
    ).toBe(true);
  });

  it("a closed month's lines name the loan and leasing applications they came from, and its PDF shows the same lines and total in Swedish", async () => {
    const summary = (await yearOf(thisYear()))!;
    const previous = thisYear() - 1;
    const rows = [...((await yearOf(previous))?.months ?? []), ...summary.months].filter((row) => row.closed).reverse();
    // The newest closed month with a lead of the portal among its lines.
    let month: CommissionMonth | undefined;
    for (const row of rows) {
      const candidate = await monthOf(row.month);
      if (candidate.lines.some((line) => line.leadId !== null)) {
        month = candidate;
        break;
      }
    }
    expect(month).toBeDefined();
    for (const line of month!.lines.filter((line) => line.leadId !== null)) {
      const product = line.kind === 'BLANCO' ? 'blanco' : 'leasing';
      const lead = (await (await callApi(backend, 'se', `${product}/leads/${line.leadId}`, tokens.anna)).json()) as {
        reference: string;
        status: string;
        commission: number;
      };
      expect(lead).toMatchObject({ reference: line.reference, commission: line.amount });
      expect(['PAID_OUT', 'FINISHED']).toContain(lead.status);
    }
    const { text, raw, title, roles } = await pdfOf(await getPdf(backend, 'se', `commissions/monthly-summary/${month!.period}/pdf`, tokens.anna));
    expect(title).toMatch(/^Provisionsbesked /);
    expect(text).toContain('Bilhuset Syd AB');
    for (const line of month!.lines) {
      expect(text).toContain(line.reference);
      expect(text).toContain(moneyIn('sv-SE', 'SEK', line.amount));
    }
    expect(text).toContain(`Utbetalt ${moneyIn('sv-SE', 'SEK', month!.total)}`);
    expect(raw).toContain('/Lang (sv-SE)');
    expect(roles).toEqual(expect.arrayContaining(['H1', 'Table', 'TH', 'TD']));
  });

  it('the first month with a commission has a statement; the month before it and the months to come are not available', async () => {
    let first: string | undefined;
    for (let year = thisYear() - 3; year <= thisYear() && !first; year++) first = (await yearOf(year))?.months[0]?.month;
    expect(first).toBeDefined();
    expect((await monthOf(first!)).lines.length).toBeGreaterThan(0);
    expect((await getPdf(backend, 'se', `commissions/monthly-summary/${first}/pdf`, tokens.anna)).status).toBe(200);
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    const future = next.toISOString().slice(0, 7);
    for (const path of [
      `monthly-summary/${monthBefore(first!)}`,
      `monthly-summary/${monthBefore(first!)}/pdf`,
      `monthly-summary/${future}`,
      `monthly-summary/${future}/pdf`,
      `yearly-summary/${thisYear() + 1}`,
      `yearly-summary/${Number(first!.slice(0, 4)) - 1}`,
    ]) {
      expect(await errorCodeOf(await callApi(backend, 'se', `commissions/${path}`, tokens.anna))).toEqual({ status: 404, code: 'PERIOD_NOT_AVAILABLE' });
    }
  });

  it('the month running now is in the summary with nothing paid out, but has no statement yet: 406 MONTH_NOT_CLOSED', async () => {
    const current = (await yearOf(thisYear()))!.months.at(-1)!;
    expect(current).toMatchObject({ month: thisMonth(), closed: false, paidOut: 0 });
    for (const path of [`monthly-summary/${thisMonth()}`, `monthly-summary/${thisMonth()}/pdf`]) {
      expect(await errorCodeOf(await getPdf(backend, 'se', `commissions/${path}`, tokens.anna))).toEqual({ status: 406, code: 'MONTH_NOT_CLOSED' });
    }
  });

  it('a wrong period or year is wrong data; a PDF not accepted is 406 NOT_ACCEPTABLE', async () => {
    for (const path of ['monthly-summary/2026-13', 'monthly-summary/2026-1/pdf', 'yearly-summary/26', 'yearly-summary/2026-01']) {
      expect(await errorCodeOf(await callApi(backend, 'se', `commissions/${path}`, tokens.anna))).toEqual({ status: 400, code: 'WRONG_DATA' });
    }
    const closed = monthBefore(thisMonth());
    expect(await errorCodeOf(await getPdf(backend, 'se', `commissions/monthly-summary/${closed}/pdf`, tokens.anna, 'application/json'))).toEqual({
      status: 406,
      code: 'NOT_ACCEPTABLE',
    });
  });

  it('a user without COMMISSION gets 403 on every commission route', async () => {
    for (const token of [tokens.erik, tokens.basic]) {
      for (const path of [`yearly-summary/${thisYear()}`, `monthly-summary/${monthBefore(thisMonth())}`, `monthly-summary/${monthBefore(thisMonth())}/pdf`]) {
        expect(await errorCodeOf(await callApi(backend, 'se', `commissions/${path}`, token))).toEqual({ status: 403, code: 'NO_ACCESS' });
      }
    }
    expect((await callApi(backend, 'dk', `commissions/yearly-summary/${thisYear()}`, tokens.mette)).status).toBe(403);
  });

  it("Autotalo's (FI) commissions are in euros and its PDF in Finnish", async () => {
    const summary = (await yearOf(thisYear() - 1, tokens.mikko, 'fi'))!;
    expect(summary.currency).toBe('EUR');
    const row = summary.months.find((month) => month.commission > 0)!;
    const month = await monthOf(row.month, tokens.mikko, 'fi');
    const { text, raw } = await pdfOf(await getPdf(backend, 'fi', `commissions/monthly-summary/${row.month}/pdf`, tokens.mikko));
    expect(text).toContain('Provisioerittely');
    expect(text).toContain('Autotalo Oy');
    expect(text).toContain(`Maksettu ${moneyIn('fi-FI', 'EUR', month.total)}`);
    expect(raw).toContain('/Lang (fi-FI)');
  });
});
