// A month's inventory financing statement as CSV: the PDF's lines, summing to its total.
import type { APIRoute } from 'astro';
import { fetchMonthlyStatement } from '../../../../../lib/api/business-finance';
import { monthlyStatementPage } from '../../../../../lib/reports/statement-period';
import { reportDownload } from '../../../../../lib/reports/report.server';
import { statementCsv, statementFileName } from '../../../../../lib/inventory-financing/statement-csv';

export const GET: APIRoute = (context) => {
  const period = context.params.period ?? '';
  const { t } = context.locals;
  return reportDownload(context, ['BUSINESS_FINANCE'], (problem) => monthlyStatementPage(period, problem), async (api) => {
    const statement = await fetchMonthlyStatement(api, period);
    const csv = statementCsv(statement, {
      reference: t('reports.csv.reference'),
      vehicle: t('reports.csv.vehicle'),
      days: t('reports.csv.days'),
      interest: t('reports.csv.interest'),
      total: t('reports.csv.total'),
    });
    return { body: csv, fileName: statementFileName(period, 'csv'), contentType: 'text/csv' };
  });
};
