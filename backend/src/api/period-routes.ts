// A dealer's figures of a year and of a month, and the month as a PDF: inventory financing's
// transactions and the commissions share these three routes. Figures follow the country of the
// user's dealer; the PDF names the dealer as its documents do (documentDealer).
import { Hono } from 'hono';
import * as v from 'valibot';
import type { DatabaseSync } from 'node:sqlite';
import { PeriodSchema, YearSchema, type CountryCode } from '../../../src/lib/api/schemas.ts';
import { documentDealer, type DocumentDealer } from '../business-finance/dealer.ts';
import type { AppEnv } from './env.ts';
import { wrongData } from './errors.ts';
import { pdfAnswer, requirePdfAccepted } from './pdf-response.ts';
import { countryOf } from './user-dto.ts';

/** The path's period (YYYY-MM) or year (YYYY), else 400 WRONG_DATA. */
function formatted(schema: typeof PeriodSchema | typeof YearSchema, value: string | undefined, name: string): string {
  const result = v.safeParse(schema, value);
  if (!result.success) throw wrongData(`${name}: ${result.issues[0].message}`);
  return result.output;
}

export interface PeriodFigures<Year, Month> {
  /** GET {yearPath}/:year */
  yearPath: string;
  yearOf: (db: DatabaseSync, dealerId: string, country: CountryCode, year: number) => Year;
  /** GET {monthPath}/:period, and {monthPath}/:period/pdf */
  monthPath: string;
  monthOf: (db: DatabaseSync, dealerId: string, country: CountryCode, period: string) => Month;
  monthPdf: (month: Month, dealer: DocumentDealer) => Promise<Uint8Array>;
  /** The PDF's file name is {pdfName}-{period}.pdf. */
  pdfName: string;
}

/** The year's and the month's figures of the user's dealer, and the month as a PDF (406 unless the client takes one). */
export function periodRoutes<Year, Month>(db: DatabaseSync, figures: PeriodFigures<Year, Month>) {
  return new Hono<AppEnv>()
    .get(`${figures.yearPath}/:year`, (c) => {
      const year = Number(formatted(YearSchema, c.req.param('year'), 'year'));
      return c.json(figures.yearOf(db, c.var.user.dealer_id, countryOf(db, c.var.user), year));
    })
    .get(`${figures.monthPath}/:period`, (c) => {
      const period = formatted(PeriodSchema, c.req.param('period'), 'period');
      return c.json(figures.monthOf(db, c.var.user.dealer_id, countryOf(db, c.var.user), period));
    })
    .get(`${figures.monthPath}/:period/pdf`, async (c) => {
      const period = formatted(PeriodSchema, c.req.param('period'), 'period');
      requirePdfAccepted(c);
      const dealer = documentDealer(db, c.var.user.dealer_id);
      const month = figures.monthOf(db, c.var.user.dealer_id, dealer.country, period);
      return pdfAnswer(c, await figures.monthPdf(month, dealer), `${figures.pdfName}-${period}.pdf`);
    });
}
