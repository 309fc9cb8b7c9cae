// A financed car's invoice as a PDF (the payment page's download link), proxied with safe
// download headers; the browser only ever talks to the portal.
import type { APIRoute } from 'astro';
import { downloadInvoicePdf } from '../../../../../lib/api/business-finance';
import { isApiError } from '../../../../../lib/api/errors';
import { attachmentHeaders } from '../../../../../lib/leads/upload';
import { jsonError, withAccess } from '../../../../../lib/server/endpoint.server';

export const GET: APIRoute = (context) =>
  withAccess(context, ['BUSINESS_FINANCE'], async ({ api }) => {
    try {
      const file = await downloadInvoicePdf(api, context.params.invoiceId ?? '');
      return new Response(file.body, { headers: attachmentHeaders(file.fileName ?? 'invoice.pdf', 'application/pdf') });
    } catch (error) {
      return jsonError(isApiError(error, 'notFound') ? 404 : 502, 'downloadFailed');
    }
  });
