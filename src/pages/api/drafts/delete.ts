import type { APIRoute } from 'astro';
import { DRAFT_DELETED } from '../../../lib/dealer-state/drafts';
import { endDraft } from '../../../lib/dealer-state/drafts.server';
import { isIdempotencyKey } from '../../../lib/forms/apply-flow';
import { pathTo, safeReturnTo } from '../../../lib/routes';
import { keepForNextPage } from '../../../lib/server/next-page-message.server';

/** The drafts list's delete button (a plain form): the draft is gone, and the page it came from says so. Only the user's own drafts are reached. */
export const POST: APIRoute = async (context) => {
  const { user } = context.locals;
  if (!user) return context.redirect(pathTo('Home'), 303);
  const form = await context.request.formData();
  const id = form.get('id');
  const returnTo = safeReturnTo(String(form.get('returnTo') ?? ''));
  if (isIdempotencyKey(id)) {
    await endDraft(user, id);
    keepForNextPage(context.locals.session, returnTo.split('?')[0] ?? returnTo, DRAFT_DELETED);
  }
  return context.redirect(returnTo, 303);
};
