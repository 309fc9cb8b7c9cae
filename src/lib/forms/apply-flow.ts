// One lifecycle for every application form (loans, leasing, inventory financing): what its action
// answers, and what the page shows after a post, with or without JavaScript. The idempotency key
// travels in the form, so a double click or a retry makes one application; an action that refuses
// hands the form back with everything typed kept. Pure and client-safe (islands import it).
import type { CountryCode } from '../api/schemas';
import type { Locale } from '../i18n';
import type { MessageMap } from '../messages';
import type { FieldErrors } from './validate';

export const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey';
/** The name of a form's buttons that do something else than send (look up, calculate): their value says what. */
export const INTENT_FIELD = 'intent';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A key the portal made (a UUID): anything else posted in its place is replaced. */
export const isIdempotencyKey = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** What the server hands a form island that sends (an application, My profile) after a post without JavaScript. */
export interface SentFormProps {
  serverErrors: FieldErrors;
  /** A form-level message key. */
  serverMessage: string | null;
  /** Made once per form render on the server; every submit of this form sends it. */
  idempotencyKey?: string;
}

/** What every application island gets from its page, beside its product's own props. */
export interface ApplyIslandProps<Fields> extends SentFormProps {
  country: CountryCode;
  locale: Locale;
  /** YYYY-MM-DD in the country's zone: dates after it are refused. */
  today: string;
  idempotencyKey: string;
  /** What was typed, after a post without JavaScript ({} on first load). */
  initial: Fields;
  actionUrl: string;
  /** The user terms' section on applications, linked from the terms confirmation. */
  applicationTermsHref: string;
  messages: MessageMap;
  supportPhone: string;
}

/** The translation keys every form has under its namespace (`blancoApply.errors.summary`, …). */
export interface FormMessages {
  /** Above the error summary of a form with field errors. */
  summary: string;
  noAccess: string;
  wrongData: string;
  /** Sent before with the same key (its answer lost), changed since: the changes were not sent. */
  changedAfterSend: string;
  notSentTitle: string;
}

export const formMessages = (namespace: string): FormMessages => ({
  summary: `${namespace}.errors.summary`,
  noAccess: `${namespace}.errors.noAccess`,
  wrongData: `${namespace}.errors.wrongData`,
  changedAfterSend: `${namespace}.errors.changedAfterSend`,
  notSentTitle: `${namespace}.errors.notSentTitle`,
});

/** The form's fields as typed (name → text), the key among them. */
export type TypedFields = Partial<Record<string, string>>;

/**
 * What an application's action answers: `created` with the lead's details page (the waiting
 * screen), or the form again with everything typed kept: field errors, a message above the form
 * (a translation key), a notice (what a lookup found). `Extra` is a product's own part of the
 * form's state (leasing: the company its lookup found).
 */
export type ApplyResult<Fields extends TypedFields = TypedFields, Extra extends object = object> =
  { status: 'created'; href: string } | ({ status: 'form'; input: Fields; fieldErrors: FieldErrors; message: string | null; notice: string | null } & Extra);

/** What a form handed back carries besides what was typed. */
export interface FormParts {
  fieldErrors?: FieldErrors;
  message?: string | null;
  notice?: string | null;
}

/** The form again, everything typed kept; `parts` holds the product's own part too. */
export function formAgain<Fields extends TypedFields, Extra extends object = object>(
  input: Fields,
  parts: FormParts & Extra = {} as FormParts & Extra,
): ApplyResult<Fields, Extra> {
  const { fieldErrors = {}, message = null, notice = null, ...extra } = parts;
  return { ...(extra as Extra), status: 'form', input, fieldErrors, message, notice };
}

export type ApplyFormState<Fields extends TypedFields = TypedFields, Extra extends object = object> = {
  /** What the form shows typed in. */
  initial: Fields;
  errors: FieldErrors;
  /** A form-level message key, or null. */
  message: string | null;
  notice: string | null;
  /** The form's key: the one already sent, so that sending again makes no second application. */
  idempotencyKey: string;
} & Extra;

/** An action answer as the page reads it (Astro.getActionResult), or nothing on a first load. */
export type PostedResult<R> = { data?: R; error?: { code?: string } } | undefined;

/**
 * What the form shows after a post without JavaScript (or on the first load: empty, a new key).
 * A refused action (no access, or a failure before the handler) keeps nothing: the dealer starts over.
 */
export function applyFormState<Fields extends TypedFields, Extra extends object>(
  result: PostedResult<ApplyResult<Fields, Extra>>,
  options: { newKey: () => string; messages: FormMessages; empty: Extra },
): ApplyFormState<Fields, Extra> {
  const data = result?.data;
  if (result?.error || !data || data.status === 'created') {
    const message = result?.error ? (result.error.code === 'FORBIDDEN' ? options.messages.noAccess : 'errors.technical') : null;
    return { initial: {} as Fields, errors: {}, message, notice: null, idempotencyKey: options.newKey(), ...options.empty };
  }
  const { status: _form, input, fieldErrors, message, notice, ...extra } = data;
  const sent = input[IDEMPOTENCY_KEY_FIELD];
  return {
    ...options.empty,
    ...(extra as unknown as Extra),
    initial: input,
    errors: fieldErrors,
    message,
    notice,
    idempotencyKey: isIdempotencyKey(sent) ? sent : options.newKey(),
  };
}

/** What an action's answer means for the form in the browser. */
export type SendOutcome =
  /** Sent: the next page (after the leave prompt is gone). */
  | { kind: 'done'; href: string }
  /** Handed back: field errors, a message above the form, and the key to send again with. */
  | { kind: 'form'; fieldErrors: FieldErrors; message: string | null; idempotencyKey?: string }
  /** Taken care of by the island itself (My profile: saved). */
  | { kind: 'handled' };

/** An application's answer in the browser: its details page, or the form again with the key it hands back. */
export function applyOutcome(data: ApplyResult): SendOutcome {
  if (data.status === 'created') return { kind: 'done', href: data.href };
  const sent = data.input[IDEMPOTENCY_KEY_FIELD];
  return { kind: 'form', fieldErrors: data.fieldErrors, message: data.message, ...(isIdempotencyKey(sent) ? { idempotencyKey: sent } : {}) };
}

/**
 * The message for an action that answered with an error instead of a result: the session ended,
 * too many posts, no access, or the user terms changed meanwhile (the guard's 403 carries their
 * text); `otherwise` for anything else.
 */
export function actionFailureMessage(
  error: { code?: string; message?: string },
  options: { noAccess: string; termsNotAcceptedText: string; otherwise: string },
): string {
  const code = error.code ?? '';
  if (code === 'FORBIDDEN' && error.message === options.termsNotAcceptedText) return 'errors.termsNotAccepted';
  const byCode: Record<string, string> = { FORBIDDEN: options.noAccess, UNAUTHORIZED: 'errors.sessionEnded', TOO_MANY_REQUESTS: 'rateLimit.title' };
  return byCode[code] ?? options.otherwise;
}
