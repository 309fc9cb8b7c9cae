import type { APIRoute } from 'astro';
import { requestAccessFor } from '../../lib/partner/access.server';
import { pathTo, safeReturnTo } from '../../lib/routes';
import { keepForNextPage } from '../../lib/server/next-page-message.server';

/** The no-access page's "Ask for access" (a plain form): the administrators are told, and the page the user tried says so. */
export const POST: APIRoute = async (context) => {
  const { user, api } = context.locals;
  if (!user || !api) return context.redirect(pathTo('Home'), 303);
  const form = await context.request.formData();
  const returnTo = safeReturnTo(String(form.get('returnTo') ?? ''));
  const page = String(form.get('page') ?? '')
    .trim()
    .slice(0, 80);
  const sent = page !== '' && (await requestAccessFor(api, page));
  keepForNextPage(context.locals.session, returnTo.split('?')[0] ?? returnTo, sent ? 'noAccess.requestSent' : 'noAccess.requestFailed');
  return context.redirect(returnTo, 303);
};
