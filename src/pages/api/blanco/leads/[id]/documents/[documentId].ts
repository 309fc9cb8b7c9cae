import type { APIRoute } from 'astro';
import { isApiError, rethrowUnauthorized } from '../../../../../../lib/api/errors';
import { downloadLeadDocument } from '../../../../../../lib/blanco/blanco.server';
import { jsonError, withAccess } from '../../../../../../lib/server/endpoint.server';
import { attachmentHeaders } from '../../../../../../lib/blanco/upload';

/** A lead's document, proxied: the browser only ever talks to the portal. */
export const GET: APIRoute = (context) =>
  withAccess(context, ['BLANCO'], async ({ api }) => {
    try {
      const file = await downloadLeadDocument(api, context.params.id ?? '', context.params.documentId ?? '');
      return new Response(file.body, { headers: attachmentHeaders(file.fileName, file.contentType) });
    } catch (error) {
      rethrowUnauthorized(error);
      return jsonError(isApiError(error, 'notFound') ? 404 : 502, 'downloadFailed');
    }
  });
