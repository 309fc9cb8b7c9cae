// A month's inventory financing statement as a PDF, from the monthly statement page's row.
import type { APIRoute } from 'astro';
import { downloadMonthlyStatementPdf } from '../../../../../lib/api/business-finance';
import { monthlyStatementPage } from '../../../../../lib/reports/statement-period';
import { reportDownload } from '../../../../../lib/reports/report.server';
import { statementFileName } from '../../../../../lib/inventory-financing/statement-csv';

export const GET: APIRoute = (context) => {
  const period = context.params.period ?? '';
  return reportDownload(context, ['BUSINESS_FINANCE'], monthlyStatementPage(period), async (api) => {
    const file = await downloadMonthlyStatementPdf(api, period);
    return { body: file.body, fileName: statementFileName(period, 'pdf'), contentType: 'application/pdf' };
  });
};
