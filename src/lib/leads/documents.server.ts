// A lead's document endpoints, for every lead product: the details page's plain upload form
// posts to one, its download links point at the other; the browser only ever talks to the portal.
import type { APIContext } from 'astro';
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import { ENDPOINTS } from '../api/endpoints';
import type { Document, NotifyIntercom } from '../api/leads';
import type { Role } from '../api/schemas';
import { pathTo, type RouteName } from '../routes';
import { jsonError, withAccess } from '../server/endpoint.server';
import { logger } from '../server/logger';
import { keepForNextPage } from '../server/next-page-message.server';
import { uploadMessage } from './action-result';
import { attachmentHeaders, checkUpload, declaredTooLarge, readUploadForm, storedFileName } from './upload';

/** The product whose lead it is. */
export interface LeadProduct {
  /** The role the product needs. */
  roles: readonly Role[];
  /** The lead's details page, where the upload form sends the dealer back. */
  details: RouteName;
}

type Download = (api: ApiClient, leadId: string, documentId: string) => ReturnType<ApiClient['download']>;
type Upload = (api: ApiClient, leadId: string, form: FormData) => Promise<Document>;

/** Support hears of the new document (SPEC §7 files/notify-intercom); the document is kept whether or not this answers. */
async function notifySupport(api: ApiClient, document: Document): Promise<void> {
  const body: NotifyIntercom = { ownerType: document.ownerType, ownerId: document.ownerId, documentIds: [document.documentId] };
  await api.send('POST', ENDPOINTS.files.notifyIntercom, { body }).catch((error: unknown) => {
    logger.warn('support was not told of an upload', { error: error instanceof Error ? error.message : String(error) });
  });
}

/** A lead's document, proxied with safe download headers. */
export function downloadDocument(context: APIContext, product: LeadProduct, download: Download): Promise<Response> {
  return withAccess(context, product.roles, async ({ api }) => {
    try {
      const file = await download(api, context.params.id ?? '', context.params.documentId ?? '');
      return new Response(file.body, { headers: attachmentHeaders(file.fileName, file.contentType) });
    } catch (error) {
      return jsonError(isApiError(error, 'notFound') ? 404 : 502, 'downloadFailed');
    }
  });
}

/**
 * A document from the details page's plain form: a declared size over the limit is refused
 * unread, the body counted as it streams and cut at the limit (whatever Content-Length said),
 * the type sniffed from the bytes and the name given its extension, then sent on; back to the
 * page with the outcome.
 */
export function uploadDocument(context: APIContext, product: LeadProduct, upload: Upload): Promise<Response> {
  const leadId = context.params.id ?? '';
  const details = pathTo(product.details, { id: leadId });
  const back = (outcome: string) => {
    keepForNextPage(context.locals.session, details, uploadMessage(outcome));
    return context.redirect(`${details}#outcome`, 303);
  };
  return withAccess(
    context,
    product.roles,
    async ({ api }) => {
      const declared = context.request.headers.get('content-length');
      // Without a declared length the size cannot be checked before reading: browsers always send one.
      if (declared === null || !Number.isFinite(Number(declared))) return new Response('Length required', { status: 411 });
      if (declaredTooLarge(declared)) return back('tooLarge');
      const form = await readUploadForm(context.request);
      if (form === 'tooLarge') return back('tooLarge');
      const file = form?.get('file');
      const description = String(form?.get('description') ?? '')
        .trim()
        .normalize('NFC');
      const problem = await checkUpload(file instanceof File ? file : null, description);
      if (problem) return back(problem);
      const outgoing = new FormData();
      outgoing.set('file', file as File, await storedFileName(file as File));
      outgoing.set('description', description);
      try {
        const document = await upload(api, leadId, outgoing);
        await notifySupport(api, document);
        return back('ok');
      } catch (error) {
        logger.warn('document upload failed', { error: error instanceof Error ? error.message : String(error) });
        return back('failed');
      }
    },
    (status) =>
      // The details page's plain form posts here: answer with a page, not JSON.
      context.redirect(status === 401 ? `${pathTo('Login')}?returnTo=${encodeURIComponent(details)}` : details, 303),
  );
}
