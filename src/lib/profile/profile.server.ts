// My profile's calls: read the user and their subscriptions, save what changed.
import { saveLanguage } from '../account/account.server';
import type { ApiClient } from '../api/client';
import { ENDPOINTS } from '../api/endpoints';
import {
  CHANNELS,
  ChannelSubscriptionsSchema,
  NOTIFICATION_EVENTS,
  StatusSubscriptionsSchema,
  UserSchema,
  type NotificationEvent,
  type User,
} from '../api/schemas';
import type { ProfileValues } from './profile';
import { formatPhone, phoneForApi } from '../format';
import type { CountryCode } from '../api/schemas';

/** The phone is shown as the dealer's country writes it, whatever form it was saved in. */
export async function loadProfile(api: ApiClient, country: CountryCode): Promise<{ user: User; values: ProfileValues }> {
  const [user, channels, statuses] = await Promise.all([
    api.get(ENDPOINTS.account.me, UserSchema),
    api.get(ENDPOINTS.subscriptions.channels, ChannelSubscriptionsSchema),
    api.get(ENDPOINTS.subscriptions.statuses, StatusSubscriptionsSchema),
  ]);
  const channelOn = new Map(channels.map((entry) => [entry.channel, entry.enabled]));
  const eventOn = new Map(statuses.map((entry) => [entry.status, entry.enabled]));
  return {
    user,
    values: {
      firstname: user.firstname,
      lastname: user.lastname,
      phone: formatPhone(user.phone, country),
      language: user.language.selectedLanguageCode,
      channels: Object.fromEntries(CHANNELS.map((channel) => [channel, channelOn.get(channel) ?? false])) as ProfileValues['channels'],
      events: Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, eventOn.get(event) ?? false])) as ProfileValues['events'],
    },
  };
}

/** The events the user chose to be told of (sign-in keeps them for the live notices); none when the API does not answer. */
export async function fetchNotifyOn(api: ApiClient): Promise<NotificationEvent[]> {
  try {
    const statuses = await api.get(ENDPOINTS.subscriptions.statuses, StatusSubscriptionsSchema);
    return statuses.filter((entry) => entry.enabled).map((entry) => entry.status);
  } catch {
    return [];
  }
}

/** Saves everything in parallel (the phone in E.164); the language only when the user may choose one. Returns the user as saved. */
export async function saveProfile(api: ApiClient, values: ProfileValues, canChooseLanguage: boolean, country: CountryCode): Promise<User> {
  const language = canChooseLanguage ? values.language : null;
  const [user] = await Promise.all([
    api.put(ENDPOINTS.account.me, UserSchema, { body: { firstname: values.firstname, lastname: values.lastname, phone: phoneForApi(values.phone, country) } }),
    ...CHANNELS.map((channel) => api.send('PUT', ENDPOINTS.subscriptions.channel, { params: { channel }, body: { enabled: values.channels[channel] } })),
    ...NOTIFICATION_EVENTS.map((status) => api.send('PUT', ENDPOINTS.subscriptions.status, { params: { status }, body: { enabled: values.events[status] } })),
    ...(language ? [saveLanguage(api, language)] : []),
  ]);
  return language ? { ...user, language: { ...user.language, selectedLanguageCode: language } } : user;
}
