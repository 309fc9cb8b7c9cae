// One send at a time for a form that posts to its action (docs/decisions/0044), shared by the
// application forms and My profile: the fields' errors (server first, then on blur), the form's
// key kept across retries (or the fresh one the action hands back), the sending state, the answer
// read (what the action said, or why it could not be reached), and the leave prompt until done.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { $formErrors, removeFieldError, resetForm, setFieldError, setFieldErrors, type FormType } from '../../lib/form-errors.store';
import { actionFailureMessage, type FormMessages, type SendOutcome, type SentFormProps } from '../../lib/forms/apply-flow';
import { postAction } from '../../lib/forms/post-action';
import type { FieldErrors } from '../../lib/forms/validate';
import type { Translate } from '../../lib/messages';
import { useUnsavedChanges } from '../ui/useUnsavedChanges';

export interface SendFormOptions<R> {
  form: FormType;
  action: string;
  messages: Pick<FormMessages, 'summary' | 'noAccess'>;
  /** The form's texts (errors.termsNotAccepted as shown: the guard's 403 for new user terms carries that text). */
  t: Translate;
  /** What the server said after a post without JavaScript, and the form's key. */
  server: SentFormProps;
  /** Whether something was typed that would be lost by leaving. */
  dirty: boolean;
  validate: (form: HTMLFormElement) => FieldErrors;
  outcome: (data: R) => SendOutcome;
  /** The message when the action failed otherwise (default errors.technical). */
  failedMessage?: string;
  /** What the fields' messages are filled in with (limits, an example, the support number). */
  params?: Record<string, string | number>;
}

export function useSendForm<R>(options: SendFormOptions<R>) {
  const { form, messages } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const [idempotencyKey, setIdempotencyKey] = useState(options.server.idempotencyKey);
  const [message, setMessage] = useState<string | null>(options.server.serverMessage);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [doneHref, setDoneHref] = useState<string | null>(null);
  const guard = useUnsavedChanges(options.dirty && doneHref === null);
  const errors = useStore($formErrors)[form]?.errors ?? options.server.serverErrors;
  const failed = options.failedMessage ?? 'errors.technical';

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    setFieldErrors(form, options.server.serverErrors);
    return () => resetForm(form);
  }, [form, options.server.serverErrors]);
  // Leave only once the leave prompt is gone (its cleanup runs first).
  useEffect(() => {
    if (doneHref) location.assign(doneHref);
  }, [doneHref]);

  function validateNow(): FieldErrors {
    return formRef.current ? options.validate(formRef.current) : {};
  }

  function validateField(name: string) {
    const found = validateNow()[name];
    if (found) setFieldError(form, name, found);
    else removeFieldError(form, name);
  }
  const latestValidateField = useRef(validateField);
  latestValidateField.current = validateField;

  // A field left by pressing a button is checked once the press is over: its message (and the
  // summary's) would otherwise move the button from under the pointer, and the click be lost.
  const pointerDown = useRef(false);
  const leftWhilePressed = useRef<string[]>([]);
  useEffect(() => {
    const down = () => {
      pointerDown.current = true;
    };
    const up = () => {
      pointerDown.current = false;
      const names = leftWhilePressed.current.splice(0);
      if (names.length > 0) setTimeout(() => names.forEach((name) => latestValidateField.current(name)), 0);
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
  }, []);

  function onBlur(name: string) {
    if (!hydrated) return;
    if (pointerDown.current) leftWhilePressed.current.push(name);
    else validateField(name);
  }

  function showSummary(fieldErrors: FieldErrors) {
    setFieldErrors(form, fieldErrors);
    setMessage(messages.summary);
    setFailedSubmits((count) => count + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A button with an action of its own (the checkout's Update) posts the form there, as without
    // JavaScript: not this form's send, and no leave prompt for it.
    if ((event.nativeEvent as SubmitEvent).submitter?.hasAttribute('formaction')) {
      guard.release();
      return;
    }
    event.preventDefault();
    if (sending.current) return;
    const found = validateNow();
    if (Object.keys(found).length > 0) {
      showSummary(found);
      return;
    }
    setFieldErrors(form, {});
    sending.current = true;
    setBusy(true);
    setMessage(null);
    let done = false;
    try {
      const { data, error } = await postAction<R>(options.action, new FormData(event.currentTarget));
      if (error || data === undefined) {
        setMessage(
          actionFailureMessage(error ?? {}, { noAccess: messages.noAccess, termsNotAcceptedText: options.t('errors.termsNotAccepted'), otherwise: failed }),
        );
        return;
      }
      const outcome = options.outcome(data);
      if (outcome.kind === 'done') {
        done = true;
        setDoneHref(outcome.href);
      } else if (outcome.kind === 'form') {
        if (outcome.idempotencyKey && outcome.idempotencyKey !== idempotencyKey) setIdempotencyKey(outcome.idempotencyKey);
        if (outcome.message === messages.summary) showSummary(outcome.fieldErrors);
        else {
          setFieldErrors(form, outcome.fieldErrors);
          setMessage(outcome.message);
        }
      }
    } catch {
      setMessage(failed);
    } finally {
      if (!done) {
        sending.current = false;
        setBusy(false);
      }
    }
  }

  /** A field's first message, as shown. */
  function errorOf(name: string): string | undefined {
    const messageKey = errors[name]?.[0];
    return messageKey ? options.t(messageKey, options.params) : undefined;
  }

  return { formRef, hydrated, busy, idempotencyKey, errors, errorOf, params: options.params, message, setMessage, failedSubmits, guard, onBlur, onSubmit };
}
