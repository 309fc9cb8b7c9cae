import type { APIRoute } from 'astro';
import { isApiError } from '../../../../../../lib/api/errors';
import { downloadLeadDocument } from '../../../../../../lib/blanco/blanco.server';
import { jsonError, withAccess } from '../../../../../../lib/server/endpoint.server';

/** A lead's document, proxied: the browser only ever talks to the portal. */
export const GET: APIRoute = (context) =>
  withAccess(context, ['BLANCO'], async ({ api }) => {
    try {
      const file = await downloadLeadDocument(api, context.params.id ?? '', context.params.documentId ?? '');
      const name = (file.fileName ?? 'document').replace(/[^\p{L}\p{N}._-]/gu, '_');
      return new Response(file.body, {
        headers: {
          'content-type': file.contentType,
          'content-disposition': `attachment; filename="${name}"`,
          'cache-control': 'private, no-store',
        },
      });
    } catch (error) {
      if (isApiError(error, 'unauthorized')) throw error;
      return jsonError(isApiError(error, 'notFound') ? 404 : 502, 'downloadFailed');
    }
  });
