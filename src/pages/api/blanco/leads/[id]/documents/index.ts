import type { APIRoute } from 'astro';
import { isApiError, rethrowUnauthorized } from '../../../../../../lib/api/errors';
import { uploadLeadDocument } from '../../../../../../lib/blanco/blanco.server';
import { checkUpload, declaredTooLarge, readUploadForm, storedFileName } from '../../../../../../lib/blanco/upload';
import { pathTo } from '../../../../../../lib/routes';
import { logger } from '../../../../../../lib/server/logger';
import { withAccess } from '../../../../../../lib/server/endpoint.server';

/**
 * A supplement document from the details page's plain form: a declared size over the limit is
 * refused unread, the body counted as it streams and cut at the limit (whatever Content-Length
 * said), the type sniffed from the bytes and the name given its extension, then sent on; back
 * to the page with the outcome.
 */
export const POST: APIRoute = (context) =>
  withAccess(context, ['BLANCO'], async ({ api }) => {
    const leadId = context.params.id ?? '';
    const back = (upload: string) => context.redirect(`${pathTo('BlancoDetails', { id: leadId })}?upload=${upload}#outcome`, 303);
    const declared = context.request.headers.get('content-length');
    // Without a declared length the size cannot be checked before reading: browsers always send one.
    if (declared === null || !Number.isFinite(Number(declared))) return new Response('Length required', { status: 411 });
    if (declaredTooLarge(declared)) return back('tooLarge');
    const form = await readUploadForm(context.request);
    if (form === 'tooLarge') return back('tooLarge');
    const file = form?.get('file');
    const description = String(form?.get('description') ?? '').trim().normalize('NFC');
    const problem = await checkUpload(file instanceof File ? file : null, description);
    if (problem) return back(problem);
    const outgoing = new FormData();
    outgoing.set('file', file as File, await storedFileName(file as File));
    outgoing.set('description', description);
    try {
      await uploadLeadDocument(api, leadId, outgoing);
      return back('ok');
    } catch (error) {
      rethrowUnauthorized(error);
      logger.warn('document upload failed', { error: error instanceof Error ? error.message : String(error) });
      return back('failed');
    }
  }, (status) => {
    // The details page's plain form posts here: answer with a page, not JSON.
    const details = pathTo('BlancoDetails', { id: context.params.id ?? '' });
    return context.redirect(status === 401 ? `${pathTo('Login')}?returnTo=${encodeURIComponent(details)}` : details, 303);
  });
