// What a form says above its fields after a failed send (SPEC §3, docs/decisions/0020): the error
// summary when fields need fixing (gone once they are fixed), else the message in an alert that
// takes focus. Shared by every form island.
import { useEffect, useRef } from 'react';
import type { Params, Translate } from '../../lib/messages';
import { ErrorSummary } from '../ui/ErrorSummary';

interface Props {
  t: Translate;
  locale: string;
  /** The alert's and the summary's title ("The application was not sent"). */
  title: string;
  message: string | null;
  /** The message that stands for "fields need fixing": the summary is shown instead of it. */
  summaryKey: string;
  /** The fields that have an error, in the form's order. */
  fields: readonly string[];
  errorOf: (name: string) => string | undefined;
  labelOf: (name: string) => string;
  idOf: (name: string) => string;
  failedSubmits: number;
  /** Every field fixed: the failed send is over, so is its summary. */
  onSummaryOver: () => void;
  params?: Params;
}

export function FormFeedback(props: Props) {
  const { t, message, summaryKey } = props;
  const alertRef = useRef<HTMLDivElement>(null);
  const entries = props.fields.flatMap((name) => {
    const text = props.errorOf(name);
    return text ? [{ id: props.idOf(name), label: props.labelOf(name), message: text }] : [];
  });
  const summary = message === summaryKey;
  useEffect(() => {
    if (message && !summary) alertRef.current?.focus();
  }, [message, summary]);
  const over = summary && entries.length === 0;
  useEffect(() => {
    if (over) props.onSummaryOver();
  }, [over]);
  if (summary) return entries.length > 0 ? <ErrorSummary t={t} locale={props.locale} title={props.title} entries={entries} focusKey={props.failedSubmits} /> : null;
  if (!message) return null;
  return (
    <div ref={alertRef} tabIndex={-1} role="alert" className="rounded-md panel-error p-4">
      <p className="font-semibold">{props.title}</p>
      <p className="mt-1">{t(message, props.params)}</p>
    </div>
  );
}
