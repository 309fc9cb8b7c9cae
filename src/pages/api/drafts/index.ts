import type { APIRoute } from 'astro';
import { dealerStateOf, organisationKey } from '../../../lib/dealer-state/dealer-state.server';
import { draftRole, parseDraft } from '../../../lib/dealer-state/drafts';
import { jsonError, withAccess } from '../../../lib/server/endpoint.server';

/** A form's whole draft is under 64 KB (a hundred fields of typed text). */
const MAX_BYTES = 64 * 1024;

/** POST { id, kind, fields } as JSON: the form's draft script saves what was typed (src/lib/dealer-state/draft-autosave.ts). */
export const POST: APIRoute = async (context) => {
  const text = await context.request.text();
  if (text.length > MAX_BYTES) return jsonError(413, 'tooLarge');
  let draft: ReturnType<typeof parseDraft> = null;
  try {
    draft = parseDraft(JSON.parse(text));
  } catch {
    draft = null;
  }
  if (!draft) return jsonError(400, 'wrongData');
  const kept = draft;
  return withAccess(context, [draftRole(kept.kind)], async ({ user }) => {
    await dealerStateOf(organisationKey(user)).saveDraft(user.id, kept);
    return new Response(null, { status: 204 });
  });
};
