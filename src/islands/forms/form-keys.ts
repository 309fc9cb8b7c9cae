// What a press in a form asks for, the same in every form with a lookup beside its send button.
import type { FormEvent, KeyboardEvent } from 'react';
import { INTENT_FIELD } from '../../lib/forms/apply-flow';

/** The intent of the button that submitted the form (a lookup, a calculation), or null for a plain send. */
export function submitIntent(event: FormEvent<HTMLFormElement>): string | null {
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  return submitter?.name === INTENT_FIELD ? submitter.value : null;
}

/**
 * Enter in a field sends the form (the button marked data-send); in one of the lookup's own fields
 * it looks up instead. Never the form's first submit button by accident, which is the lookup's.
 */
export function submitOnEnter(event: KeyboardEvent<HTMLFormElement>, lookup: { fields: readonly string[]; intent: string }): void {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || !(target instanceof HTMLInputElement) || target.type === 'checkbox' || target.type === 'radio') return;
  event.preventDefault();
  const selector = lookup.fields.includes(target.name) ? `button[name="${INTENT_FIELD}"][value="${lookup.intent}"]` : 'button[data-send]';
  const button = event.currentTarget.querySelector<HTMLButtonElement>(selector);
  if (button) event.currentTarget.requestSubmit(button);
}
