// A closed month's commission as CSV: the PDF's lines, summing to its total.
import type { APIRoute } from 'astro';
import { fetchCommissionMonth } from '../../../../lib/api/commission';
import { commissionCsv, commissionFileName, commissionPage } from '../../../../lib/commission/commission-csv';
import { reportDownload } from '../../../../lib/reports/report.server';
import { pathTo } from '../../../../lib/routes';

export const GET: APIRoute = (context) => {
  const period = context.params.period ?? '';
  const { t } = context.locals;
  return reportDownload(context, ['COMMISSION'], (problem) => commissionPage(pathTo('Commission'), period, problem), async (api) => {
    const month = await fetchCommissionMonth(api, period);
    const csv = commissionCsv(month, {
      date: t('commission.csv.date'),
      kind: t('commission.csv.kind'),
      reference: t('commission.csv.reference'),
      amount: t('commission.csv.amount'),
      kinds: { BLANCO: t('commission.kinds.BLANCO'), LEASING: t('commission.kinds.LEASING'), ADJUSTMENT: t('commission.kinds.ADJUSTMENT') },
      total: t('commission.csv.total'),
    });
    return { body: csv, fileName: commissionFileName(period, 'csv'), contentType: 'text/csv' };
  });
};
