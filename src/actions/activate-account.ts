import type { ActionAPIContext } from 'astro:actions';
import { ActivationSchema } from '../lib/account/activation';
import { consumeInvitation } from '../lib/account/invitation.server';
import { parseForm, type FieldErrors } from '../lib/forms/validate';

export type ActivationResult =
  | { status: 'activated' }
  | { status: 'invalid'; fieldErrors: FieldErrors }
  | { status: 'failed'; messageKey: string };

export async function activateAccount(form: FormData, context: ActionAPIContext): Promise<ActivationResult> {
  const parsed = parseForm(ActivationSchema, form);
  if (!parsed.success) return { status: 'invalid', fieldErrors: parsed.fieldErrors };
  const { locals } = context;
  const outcome = await consumeInvitation(locals.config.apiBaseUrl[locals.country], parsed.output.token, parsed.output.password);
  if (outcome === 'activated') return { status: 'activated' };
  return { status: 'failed', messageKey: outcome === 'linkInvalid' ? 'activation.errors.linkInvalid' : 'activation.errors.generic' };
}
