import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { commissionMonthPdf } from '../../commission/commission-pdf.ts';
import { commissionMonth, commissionYear } from '../../commission/commissions.ts';
import type { AppEnv } from '../env.ts';
import { periodRoutes } from '../period-routes.ts';
import { requireAnyRole } from '../roles.ts';

/** Commissions (SPEC §7 commissions), COMMISSION role only. */
export function commissionRoutes(db: DatabaseSync) {
  return new Hono<AppEnv>().use('*', requireAnyRole('COMMISSION')).route(
    '/',
    periodRoutes(db, {
      yearPath: '/yearly-summary',
      yearOf: commissionYear,
      monthPath: '/monthly-summary',
      monthOf: commissionMonth,
      monthPdf: commissionMonthPdf,
      pdfName: 'commission',
    }),
  );
}
