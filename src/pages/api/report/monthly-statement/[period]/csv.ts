// A month's inventory financing statement as CSV: the PDF's lines, summing to its total.
import type { APIRoute } from 'astro';
import { fetchMonthlyStatement } from '../../../../../lib/api/business-finance';
import { monthlyStatementPage } from '../../../../../lib/reports/statement-period';
import { reportDownload } from '../../../../../lib/reports/report.server';
import { statementCsv, statementCsvLabels, statementFileName } from '../../../../../lib/inventory-financing/statement-csv';

export const GET: APIRoute = (context) => {
  const period = context.params.period ?? '';
  return reportDownload(context, ['BUSINESS_FINANCE'], monthlyStatementPage(period), async (api) => ({
    body: statementCsv(await fetchMonthlyStatement(api, period), statementCsvLabels(context.locals.t)),
    fileName: statementFileName(period, 'csv'),
    contentType: 'text/csv',
  }));
};
