// What a press in a form asks for, the same in every form with a lookup beside its send button.
import type { FormEvent, KeyboardEvent } from 'react';
import { INTENT_FIELD } from '../../lib/forms/apply-flow';

/** The intent of the button that submitted the form (a lookup, a calculation), or null for a plain send. */
export function submitIntent(event: FormEvent<HTMLFormElement>): string | null {
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  return submitter?.name === INTENT_FIELD ? submitter.value : null;
}

/** A lookup of the form: the fields it reads and the intent of its button. */
export interface FormLookup {
  fields: readonly string[];
  intent: string;
}

/**
 * Enter in a field sends the form (the button marked data-send); in one of a lookup's own fields
 * (plate, mileage, organisation number) it runs that lookup instead and never sends the
 * application. Never the form's first submit button by accident, which is a lookup's.
 */
export function submitOnEnter(event: KeyboardEvent<HTMLFormElement>, lookups: readonly FormLookup[]): void {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || !(target instanceof HTMLInputElement) || target.type === 'checkbox' || target.type === 'radio') return;
  event.preventDefault();
  const lookup = lookups.find((each) => each.fields.includes(target.name));
  const selector = lookup ? `button[name="${INTENT_FIELD}"][value="${lookup.intent}"]` : 'button[data-send]';
  const button = event.currentTarget.querySelector<HTMLButtonElement>(selector);
  if (button) event.currentTarget.requestSubmit(button);
}
