// My profile (SPEC §3): name, phone, language (Finland), notification channels and
// events. One schema for the island and the action; messages are translation keys.
import * as v from 'valibot';
import { CHANNELS, NOTIFICATION_EVENTS, LanguageCodeSchema, type Channel, type CountryCode, type NotificationEvent } from '../api/schemas';
import { phoneSchema, textSchema, type PhoneCheck } from '../forms/fields';
import { formReader } from '../forms/parse';
import type { FieldErrors } from '../forms/validate';

const NAME_MAX_LENGTH = 100;

const flags = <K extends string>(keys: readonly K[]) =>
  v.object(Object.fromEntries(keys.map((key) => [key, v.boolean()])) as Record<K, v.BooleanSchema<undefined>>);

/** `phone`: isValidPhone on the server, looksLikePhone in the island (forms/fields.ts PhoneCheck). */
export function profileSchema(country: CountryCode, phone: PhoneCheck) {
  const name = (requiredKey: string) => textSchema(NAME_MAX_LENGTH, { required: requiredKey, tooLong: 'profile.errors.tooLong' });
  return v.object({
    firstname: name('profile.errors.firstnameRequired'),
    lastname: name('profile.errors.lastnameRequired'),
    phone: phoneSchema(country, phone, { required: 'profile.errors.phoneRequired', invalid: 'profile.errors.phoneInvalid' }),
    language: v.nullable(LanguageCodeSchema),
    channels: flags(CHANNELS),
    events: flags(NOTIFICATION_EVENTS),
  });
}

export type ProfileValues = v.InferOutput<ReturnType<typeof profileSchema>>;

/** Form field names, shared by the form and the parser. */
export const channelField = (channel: Channel) => `channel.${channel}`;
export const eventField = (event: NotificationEvent) => `event.${event}`;

/** A posted form as the schema's input: checkboxes are present or absent. */
export function profileInputFromForm(form: FormData): Record<string, unknown> {
  const { text } = formReader(form);
  const language = text('language');
  return {
    firstname: text('firstname'),
    lastname: text('lastname'),
    phone: text('phone'),
    language: language === '' ? null : language,
    channels: Object.fromEntries(CHANNELS.map((channel) => [channel, form.has(channelField(channel))])),
    events: Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, form.has(eventField(event))])),
  };
}

export function sameProfile(a: ProfileValues, b: ProfileValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** My profile's messages in the shared send lifecycle: its summary, and what a save that failed says. */
export const PROFILE_MESSAGES = {
  summary: 'profile.errors.summary',
  noAccess: 'profile.errors.cannotUpdate',
  notSentTitle: 'profile.errors.notSavedTitle',
} as const;

export type SaveProfileResult =
  | { status: 'saved'; values: ProfileValues; languageChanged: boolean }
  | { status: 'invalid'; fieldErrors: FieldErrors; input: Record<string, unknown> }
  | { status: 'failed'; messageKey: string; values: ProfileValues };
