// The error state of each form type (SPEC §3): errors per field. Errors can be removed per
// field; a reset clears them. SPEC §3 also names helper texts and values shared between the
// parts of a form: no form here sets either, so the state holds errors only.
import { map } from 'nanostores';
import type { LeadKey } from './leads/registry';

export type FormType = 'profile' | 'activation' | `${LeadKey}Apply` | 'checkout' | 'priceTag';

export interface FormErrorState {
  /** field → translation keys of its messages */
  errors: Record<string, string[]>;
}

const EMPTY: FormErrorState = { errors: {} };

export const $formErrors = map<Partial<Record<FormType, FormErrorState>>>({});

function stateOf(form: FormType): FormErrorState {
  return $formErrors.get()[form] ?? EMPTY;
}

export function setFieldErrors(form: FormType, errors: Record<string, string[]>): void {
  $formErrors.setKey(form, { ...stateOf(form), errors });
}

export function setFieldError(form: FormType, field: string, messages: string[]): void {
  const state = stateOf(form);
  $formErrors.setKey(form, { ...state, errors: { ...state.errors, [field]: messages } });
}

export function removeFieldError(form: FormType, field: string): void {
  const state = stateOf(form);
  if (!(field in state.errors)) return;
  const { [field]: _removed, ...rest } = state.errors;
  $formErrors.setKey(form, { ...state, errors: rest });
}

export function resetForm(form: FormType): void {
  $formErrors.setKey(form, EMPTY);
}

/** @internal exported for its unit tests (islands read $formErrors) */
export function formState(form: FormType): FormErrorState {
  return stateOf(form);
}
