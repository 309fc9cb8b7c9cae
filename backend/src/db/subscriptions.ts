import type { DatabaseSync } from 'node:sqlite';
import { CHANNELS, NOTIFICATION_EVENTS, type Channel, type NotificationEvent } from '../../../src/lib/api/schemas.ts';

export type SubscriptionKind = 'channel' | 'status';

// Every user starts with these; the table only holds what a user changed.
const CHANNEL_DEFAULTS: Record<Channel, boolean> = { EMAIL: true, SMS: false };
const STATUS_DEFAULT = true;

export function isChannel(name: string): name is Channel {
  return (CHANNELS as readonly string[]).includes(name);
}

export function isNotificationEvent(name: string): name is NotificationEvent {
  return (NOTIFICATION_EVENTS as readonly string[]).includes(name);
}

function storedOf(db: DatabaseSync, userId: string, kind: SubscriptionKind): Map<string, boolean> {
  const rows = db.prepare('SELECT name, enabled FROM subscriptions WHERE user_id = ? AND kind = ?').all(userId, kind) as { name: string; enabled: number }[];
  return new Map(rows.map((row) => [row.name, row.enabled === 1]));
}

export function channelSubscriptions(db: DatabaseSync, userId: string): { channel: Channel; enabled: boolean }[] {
  const stored = storedOf(db, userId, 'channel');
  return CHANNELS.map((channel) => ({ channel, enabled: stored.get(channel) ?? CHANNEL_DEFAULTS[channel] }));
}

export function statusSubscriptions(db: DatabaseSync, userId: string): { status: NotificationEvent; enabled: boolean }[] {
  const stored = storedOf(db, userId, 'status');
  return NOTIFICATION_EVENTS.map((status) => ({ status, enabled: stored.get(status) ?? STATUS_DEFAULT }));
}

export function setSubscription(db: DatabaseSync, userId: string, kind: SubscriptionKind, name: string, enabled: boolean): void {
  db.prepare(
    `INSERT INTO subscriptions (user_id, kind, name, enabled) VALUES (?, ?, ?, ?)
    ON CONFLICT(user_id, kind, name) DO UPDATE SET enabled = excluded.enabled`,
  ).run(userId, kind, name, enabled ? 1 : 0);
}

/** Back to the defaults: forget every setting of the user. */
export function resetSubscriptions(db: DatabaseSync, userId: string): void {
  db.prepare('DELETE FROM subscriptions WHERE user_id = ?').run(userId);
}
