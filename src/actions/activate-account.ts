import type { ActionAPIContext } from 'astro:actions';
import { ActivationSchema } from '../lib/account/activation';
import { activationToken, forgetActivationToken, keepLoginHint } from '../lib/account/activation-link.server';
import { consumeInvitation, invitedBy } from '../lib/account/invitation.server';
import { parseForm, type FieldErrors } from '../lib/forms/validate';

export type ActivationResult = { status: 'activated' } | { status: 'invalid'; fieldErrors: FieldErrors } | { status: 'failed'; messageKey: string };

const LINK_INVALID = 'activation.errors.linkInvalid';

export async function activateAccount(form: FormData, context: ActionAPIContext): Promise<ActivationResult> {
  // The token comes from the link's cookie, never from the form (docs/decisions/0063).
  const token = activationToken(context.cookies, context.url);
  if (!token) return { status: 'failed', messageKey: LINK_INVALID };
  form.set('token', token);
  const parsed = parseForm(ActivationSchema, form);
  if (!parsed.success) return { status: 'invalid', fieldErrors: parsed.fieldErrors };
  const { locals } = context;
  const baseUrl = locals.config.apiBaseUrl[locals.country];
  // Whom the link is for, read while it is still good: her sign-in then fills in her e-mail.
  const invited = await invitedBy(baseUrl, parsed.output.token, locals.answerBy);
  const outcome = await consumeInvitation(baseUrl, parsed.output.token, parsed.output.password, locals.answerBy);
  // The link's cookie stays for another try when the API did not say yes or no.
  if (outcome === 'activated' || outcome === 'linkInvalid') forgetActivationToken(context.cookies, context.url);
  if (outcome === 'activated') {
    if (invited) keepLoginHint(context.cookies, context.url, invited.email);
    return { status: 'activated' };
  }
  return {
    status: 'failed',
    messageKey: outcome === 'linkInvalid' ? LINK_INVALID : outcome === 'noAnswer' ? 'activation.errors.noAnswer' : 'activation.errors.generic',
  };
}
