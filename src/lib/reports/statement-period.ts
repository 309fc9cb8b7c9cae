// The monthly statement page's year and the way back to it: the year a period falls in, the
// years a dealer can step between (never past the current one), and the page with a problem.
import { pathTo } from '../routes';

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The year shown: the asked one when it is a year not after the current one, else the current. */
export function statementYear(asked: string | null, currentYear: number): number {
  const year = asked !== null && /^\d{4}$/.test(asked) ? Number(asked) : currentYear;
  return year > currentYear || year < 2000 ? currentYear : year;
}

/** The asked month (YYYY-MM) when it is one of the shown year's twelve, else null. */
export function monthOfYear(asked: string | null, year: number): string | null {
  const match = asked === null ? null : PERIOD.exec(asked);
  return match && Number(match[1]) === year ? asked : null;
}

/** The monthly statement page of a period's year, where a failed download goes back to. */
export function monthlyStatementPage(period: string): string {
  const year = PERIOD.exec(period)?.[1];
  return year ? `${pathTo('ReportMonthlyStatement')}?year=${year}` : pathTo('ReportMonthlyStatement');
}
