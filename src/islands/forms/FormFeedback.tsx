// What a form says above its fields after a failed send (SPEC §3, docs/decisions/0020): the error
// summary when fields need fixing (gone once they are fixed), else the message in an alert that
// takes focus (after a post without JavaScript through autofocus). Shared by every form island.
import { useEffect, useRef } from 'react';
import type { FieldErrors } from '../../lib/forms/validate';
import type { Params, Translate } from '../../lib/messages';
import { ErrorSummary } from '../ui/ErrorSummary';
import { fieldId } from './fields';

export interface FormFeedbackProps {
  t: Translate;
  /** The form's send state (useSendForm): its message, failed sends and fields' messages, and the way to clear the message. */
  sender: {
    message: string | null;
    failedSubmits: number;
    setMessage: (message: string | null) => void;
    errors: FieldErrors;
    errorOf: (name: string) => string | undefined;
    params?: Params;
  };
  /**
   * The alert's and the summary's title ("The application was not sent"), and the message that
   * stands for "fields need fixing" (the summary is shown instead of it).
   */
  messages: { notSentTitle: string; summary: string };
  /** A message the form shows elsewhere, not as a failure (My profile's "saved"). */
  notAFailure?: string;
  /** The fields that have an error, in the form's order (default: as the errors came). */
  fields?: readonly string[];
  /** A field's message as the form shows it, where it differs from the sender's. */
  errorOf?: (name: string) => string | undefined;
  labelOf: (name: string) => string;
  /** A field's element id (default: the shared fields' ids). */
  idOf?: (name: string) => string;
}

export function FormFeedback(props: FormFeedbackProps) {
  const { t, sender } = props;
  const message = sender.message === props.notAFailure ? null : sender.message;
  const title = t(props.messages.notSentTitle);
  const alertRef = useRef<HTMLDivElement>(null);
  const errorOf = props.errorOf ?? sender.errorOf;
  const idOf = props.idOf ?? fieldId;
  const entries = (props.fields ?? Object.keys(sender.errors)).flatMap((name) => {
    const text = errorOf(name);
    return text ? [{ id: idOf(name), label: props.labelOf(name), message: text }] : [];
  });
  const summary = message === props.messages.summary;
  useEffect(() => {
    if (message && !summary) alertRef.current?.focus();
  }, [message, summary]);
  const over = summary && entries.length === 0;
  useEffect(() => {
    // Every field fixed: the failed send is over, so is its summary.
    if (over) sender.setMessage(null);
  }, [over]);
  if (summary) return entries.length > 0 ? <ErrorSummary t={t} title={title} entries={entries} focusKey={sender.failedSubmits} /> : null;
  if (!message) return null;
  return (
    <div ref={alertRef} tabIndex={-1} autoFocus role="alert" className="rounded-md panel-error p-4">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{t(message, sender.params)}</p>
    </div>
  );
}
