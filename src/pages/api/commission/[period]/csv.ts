// A closed month's commission as CSV: the PDF's lines, summing to its total.
import type { APIRoute } from 'astro';
import { fetchCommissionMonth } from '../../../../lib/api/commission';
import { commissionCsv, commissionCsvLabels, commissionFileName, commissionPage } from '../../../../lib/commission/commission-csv';
import { reportDownload } from '../../../../lib/reports/report.server';
import { pathTo } from '../../../../lib/routes';

export const GET: APIRoute = (context) => {
  const period = context.params.period ?? '';
  return reportDownload(context, ['COMMISSION'], commissionPage(pathTo('Commission'), period), async (api) => ({
    body: commissionCsv(await fetchCommissionMonth(api, period), commissionCsvLabels(context.locals.t)),
    fileName: commissionFileName(period, 'csv'),
    contentType: 'text/csv',
  }));
};
