// A closed month's commission statement as the provider's PDF, from the commission page's row.
import type { APIRoute } from 'astro';
import { downloadCommissionMonthPdf } from '../../../../lib/api/commission';
import { commissionFileName, commissionPage } from '../../../../lib/commission/commission-csv';
import { reportDownload } from '../../../../lib/reports/report.server';
import { pathTo } from '../../../../lib/routes';

export const GET: APIRoute = (context) => {
  const period = context.params.period ?? '';
  return reportDownload(context, ['COMMISSION'], commissionPage(pathTo('Commission'), period), async (api) => {
    const file = await downloadCommissionMonthPdf(api, period);
    return { body: file.body, fileName: commissionFileName(period, 'pdf'), contentType: 'application/pdf' };
  });
};
