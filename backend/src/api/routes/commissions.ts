import { Hono } from 'hono';
import * as v from 'valibot';
import type { DatabaseSync } from 'node:sqlite';
import { PeriodSchema, YearSchema } from '../../../../src/lib/api/schemas.ts';
import { documentDealer } from '../../business-finance/dealer.ts';
import { commissionMonthPdf } from '../../commission/commission-pdf.ts';
import { commissionMonth, commissionYear } from '../../commission/commissions.ts';
import type { AppEnv } from '../env.ts';
import { wrongData } from '../errors.ts';
import { pdfAnswer, requirePdfAccepted } from '../pdf-response.ts';
import { requireAnyRole } from '../roles.ts';
import { countryOf } from '../user-dto.ts';

function formatted(schema: typeof PeriodSchema | typeof YearSchema, value: string | undefined, name: string): string {
  const result = v.safeParse(schema, value);
  if (!result.success) throw wrongData(`${name}: ${result.issues[0].message}`);
  return result.output;
}

/** Commissions (SPEC §7 commissions), COMMISSION role only. */
export function commissionRoutes(db: DatabaseSync) {
  return new Hono<AppEnv>()
    .use('*', requireAnyRole('COMMISSION'))
    .get('/yearly-summary/:year', (c) => {
      const year = Number(formatted(YearSchema, c.req.param('year'), 'year'));
      return c.json(commissionYear(db, c.var.user.dealer_id, countryOf(db, c.var.user), year));
    })
    .get('/monthly-summary/:period', (c) => {
      const period = formatted(PeriodSchema, c.req.param('period'), 'period');
      return c.json(commissionMonth(db, c.var.user.dealer_id, countryOf(db, c.var.user), period));
    })
    .get('/monthly-summary/:period/pdf', async (c) => {
      const period = formatted(PeriodSchema, c.req.param('period'), 'period');
      requirePdfAccepted(c);
      const dealer = documentDealer(db, c.var.user.dealer_id);
      const month = commissionMonth(db, c.var.user.dealer_id, dealer.country, period);
      return pdfAnswer(c, await commissionMonthPdf(month, dealer), `commission-${period}.pdf`);
    });
}
