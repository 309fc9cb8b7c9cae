// The active inventory financing statement as a PDF (every car financed now), from the Report page's link.
import type { APIRoute } from 'astro';
import { downloadEngagementReport } from '../../../lib/api/business-finance';
import { reportDownload } from '../../../lib/reports/report.server';
import { pathTo } from '../../../lib/routes';

export const GET: APIRoute = (context) =>
  reportDownload(context, ['BUSINESS_FINANCE'], pathTo('ReportActiveStatement'), async (api) => {
    const file = await downloadEngagementReport(api);
    return { body: file.body, fileName: file.fileName ?? 'active-statement.pdf', contentType: 'application/pdf' };
  });
