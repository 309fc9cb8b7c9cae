// An application page's part of its island's props (lib/forms/apply-flow.ts ApplyIslandProps),
// the same for every lead product: the dealer's country, language and day, the form's state after
// a post, its action, the terms' section on applications, the texts every application form uses
// besides its own, and the provider's phone. Also what is kept when the form cannot be shown.
import type { ApplyFormState, ApplyIslandProps, TypedFields } from './apply-flow';
import { INTENT_FIELD } from './apply-flow';
import { today } from './parse';
import { messagesFor } from '../i18n';
import { pathTo } from '../routes';
import { termsSectionId } from '../terms';

const APPLY_FORM_TEXTS = [
  'validation',
  'unsaved',
  'errors.technical',
  'errors.sessionEnded',
  'errors.termsNotAccepted',
  'unavailable',
  'rateLimit.title',
  'terms.readApplicationTerms',
  'feedback.errorSummary',
] as const;

interface ApplyPageParts {
  /** The form's action (`actions.applyLeasing.queryString`). */
  actionUrl: string;
  /** The product's own texts (`leasingApply`, …), besides those every application form uses. */
  texts: readonly string[];
}

export function applyIslandProps<Fields extends TypedFields>(
  locals: Pick<App.Locals, 'country' | 'locale' | 'countryInfo'>,
  state: ApplyFormState<Fields>,
  { actionUrl, texts }: ApplyPageParts,
): ApplyIslandProps<Fields> {
  return {
    country: locals.country,
    locale: locals.locale,
    today: today(locals.countryInfo.timeZone),
    idempotencyKey: state.idempotencyKey,
    initial: state.initial,
    serverErrors: state.errors,
    serverMessage: state.message,
    actionUrl,
    applicationTermsHref: `${pathTo('Terms')}#${termsSectionId('applications')}`,
    messages: messagesFor(locals.locale, [...texts, ...APPLY_FORM_TEXTS]),
    supportPhone: locals.countryInfo.contact.phoneShown,
  };
}

/** What the dealer typed, to keep in hidden fields when the form itself cannot be shown (ADR 0013): no internal fields, no button's intent. */
export function keptInput(typed: TypedFields): [string, string][] {
  return Object.entries(typed).flatMap(([name, value]) => (value === undefined || name.startsWith('_') || name === INTENT_FIELD ? [] : [[name, value]]));
}
