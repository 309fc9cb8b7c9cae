// Every application's action in one shape (docs/decisions/0044), on defineFormAction (access, the
// log line; a 401 is the middleware's): the handler gets what was typed; a failed Partner API call hands the form
// back with everything typed kept and the message the dealer needs. An Idempotency-Key the API
// already saw with other data (an earlier send went through, its answer lost, and the dealer has
// changed the form since) is said so, and the form gets a fresh key so sending again applies anew.
import type { ActionAPIContext } from 'astro:actions';
import { isApiError, isKeyReused } from '../lib/api/errors';
import type { Role } from '../lib/api/schemas';
import { formAgain, IDEMPOTENCY_KEY_FIELD, INTENT_FIELD, type ApplyResult, type FormMessages, type FormParts, type TypedFields } from '../lib/forms/apply-flow';
import { formFields } from '../lib/forms/validate';
import type { requireUser } from '../lib/server/require.server';
import { defineFormAction } from './define-form-action';
import { endSentDraft } from '../lib/dealer-state/drafts.server';

type SignedIn = ReturnType<typeof requireUser>;

/** An API refusal (by its error code) the product answers at one of its fields, or above the form. */
export interface Refusal {
  /** The field the message stands at; none: above the form. */
  field?: string;
  message: string;
}

export interface ApplyActionOptions<Fields extends TypedFields, Extra extends object> {
  name: string;
  roles: readonly Role[];
  messages: FormMessages;
  /** The product's own part of a form handed back after a failure (leasing: no company). */
  empty: Extra;
  refusals?: Readonly<Record<string, Refusal>>;
  /** `input`: the typed fields without the intent button; `intent`: which button sent the form, if not Send. */
  handler: (
    input: Fields,
    context: ActionAPIContext,
    signedIn: SignedIn,
    posted: { form: FormData; intent: string | null },
  ) => Promise<ApplyResult<Fields, Extra>>;
}

/** What was typed, without the button that sent it. */
function typedInput<Fields extends TypedFields>(form: FormData): Fields {
  const { [INTENT_FIELD]: _intent, ...input } = formFields(form);
  return input as Fields;
}

export function defineApplyAction<Fields extends TypedFields, Extra extends object = object>(options: ApplyActionOptions<Fields, Extra>) {
  const { messages, empty } = options;
  return defineFormAction<ApplyResult<Fields, Extra>>({
    name: options.name,
    roles: options.roles,
    async handler(form, context, signedIn) {
      const input = typedInput<Fields>(form);
      const result = await options.handler(input, context, signedIn, { form, intent: formFields(form)[INTENT_FIELD] ?? null });
      // Sent: the draft this form saved (its id is the form's key) is gone (docs/decisions/0060).
      const key = input[IDEMPOTENCY_KEY_FIELD];
      if (result.status === 'created' && key) await endSentDraft(signedIn.user, key);
      return result;
    },
    onError(error, form) {
      const input = typedInput<Fields>(form);
      const again = (parts: FormParts) => formAgain<Fields, Extra>(input, { ...empty, ...parts });
      if (isKeyReused(error))
        return formAgain<Fields, Extra>({ ...input, [IDEMPOTENCY_KEY_FIELD]: crypto.randomUUID() }, { ...empty, message: messages.changedAfterSend });
      const refusal = isApiError(error) && error.code ? options.refusals?.[error.code] : undefined;
      if (refusal?.field !== undefined) return again({ fieldErrors: { [refusal.field]: [refusal.message] }, message: messages.summary });
      if (refusal) return again({ message: refusal.message });
      if (isApiError(error, 'wrongData')) return again({ message: messages.wrongData });
      if (isApiError(error, 'noAccess')) return again({ message: messages.noAccess });
      if (isApiError(error, 'unavailable')) return again({ message: 'unavailable.applyNotSent' });
      return again({ message: 'errors.technical' });
    },
  });
}
