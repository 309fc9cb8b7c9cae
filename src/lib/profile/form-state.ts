// What the profile form shows after a post without JavaScript.
import type { ProfileValues, SaveProfileResult } from './profile';

export interface ProfileFormState {
  values: ProfileValues;
  errors: Record<string, string[]>;
  /** 'saved', a message key, or null */
  message: string | null;
}

export function profileFormState(
  loaded: ProfileValues,
  result: { data?: SaveProfileResult; error?: unknown } | undefined,
  justSaved: boolean,
): ProfileFormState {
  const data = result?.data;
  if (result?.error) return { values: loaded, errors: {}, message: 'profile.errors.cannotUpdate' };
  if (!data) return { values: loaded, errors: {}, message: justSaved ? 'saved' : null };
  if (data.status === 'saved') return { values: data.values, errors: {}, message: 'saved' };
  if (data.status === 'failed') return { values: data.values, errors: {}, message: data.messageKey };
  return { values: mergeInput(loaded, data.input), errors: data.fieldErrors, message: null };
}

/** The typed-in text of an invalid post over what was loaded, so nothing the user typed is lost. */
function mergeInput(loaded: ProfileValues, input: Record<string, unknown>): ProfileValues {
  const text = (key: 'firstname' | 'lastname' | 'phone') => (typeof input[key] === 'string' ? (input[key] as string) : loaded[key]);
  return {
    ...loaded,
    firstname: text('firstname'),
    lastname: text('lastname'),
    phone: text('phone'),
    language: (input.language as ProfileValues['language']) ?? loaded.language,
    channels: { ...loaded.channels, ...(input.channels as ProfileValues['channels']) },
    events: { ...loaded.events, ...(input.events as ProfileValues['events']) },
  };
}
