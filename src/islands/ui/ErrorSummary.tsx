// The error summary of a form (SPEC §3), shared by every product's forms: a title, how many
// fields need fixing and links to the first few. It takes focus when it appears: on a post
// without JavaScript through autofocus, after a submit in the browser through focusKey.
import { useEffect, useRef, type MouseEvent } from 'react';
import { summarize, type SummaryEntry } from '../../lib/error-summary';
import type { Translate } from '../../lib/messages';

interface Props {
  t: Translate;
  title: string;
  entries: readonly SummaryEntry[];
  /** Changes on every failed submit, so focus moves to the summary each time. */
  focusKey: number;
}

/** Focuses the field itself (the first control inside a group), not only its place on the page. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const control = target.matches('input, select, textarea') ? target : target.querySelector<HTMLElement>('input:not([disabled]), select, textarea');
  target.scrollIntoView({ block: 'center' });
  (control ?? target).focus({ preventScroll: true });
}

export function ErrorSummary({ t, title, entries, focusKey }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const { count, shown, more } = summarize(entries);
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      autoFocus
      role="alert"
      aria-labelledby="error-summary-title"
      className="rounded-md panel-error p-4 focus:outline focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
    >
      <p id="error-summary-title" className="font-semibold">
        {title}
      </p>
      <p className="mt-1">{t('feedback.errorSummary.count', { count })}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {shown.map((entry) => (
          <li key={entry.id}>
            <a className="underline" href={`#${entry.id}`} onClick={(event) => jumpTo(event, entry.id)}>
              {entry.label}: {entry.message}
            </a>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2 text-sm">{t('feedback.errorSummary.more', { count: more })}</p>}
    </div>
  );
}
