// The error state of each form type (SPEC §3): errors per field, helper texts and
// values shared between the parts of a form. Errors can be removed per field; a reset
// clears errors, helpers and values.
import { map } from 'nanostores';
import type { LeadKey } from './leads/registry';

export type FormType = 'profile' | 'activation' | `${LeadKey}Apply` | 'checkout' | 'priceTag';

export interface FormErrorState {
  /** field → translation keys of its messages */
  errors: Record<string, string[]>;
  /** field → translation key of a helper text */
  helpers: Record<string, string>;
  values: Record<string, unknown>;
}

const EMPTY: FormErrorState = { errors: {}, helpers: {}, values: {} };

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

/** @internal SPEC §3's form error state keeps helper texts; no island sets one yet, its unit test does */
export function setHelper(form: FormType, field: string, helperKey: string): void {
  const state = stateOf(form);
  $formErrors.setKey(form, { ...state, helpers: { ...state.helpers, [field]: helperKey } });
}

/** @internal SPEC §3's form error state keeps shared values; no island sets one yet, its unit test does */
export function setSharedValue(form: FormType, name: string, value: unknown): void {
  const state = stateOf(form);
  $formErrors.setKey(form, { ...state, values: { ...state.values, [name]: value } });
}

export function resetForm(form: FormType): void {
  $formErrors.setKey(form, EMPTY);
}

/** @internal exported for its unit tests (islands read $formErrors) */
export function formState(form: FormType): FormErrorState {
  return stateOf(form);
}
