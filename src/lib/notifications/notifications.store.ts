// Notifications (SPEC §2): a running id, title, message, type and an optional timeout
// in ms; removed on close or when the timeout ends. Timers are injectable for tests.
import { atom } from 'nanostores';

export type NotificationType = 'information' | 'warning' | 'error';

export interface Notification {
  id: number;
  title: string;
  message: string;
  type: NotificationType;
  timeout?: number;
}

export const $notifications = atom<Notification[]>([]);

let nextId = 1;
let timers: { set: (run: () => void, ms: number) => unknown; clear: (handle: unknown) => void } = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
const pending = new Map<number, unknown>();

/** @internal exported for its unit tests */
export function useTimers(custom: typeof timers): void {
  timers = custom;
}

export function removeNotification(id: number): void {
  const handle = pending.get(id);
  if (handle !== undefined) timers.clear(handle);
  pending.delete(id);
  $notifications.set($notifications.get().filter((notification) => notification.id !== id));
}

export function addNotification(notification: Omit<Notification, 'id'>): number {
  const id = nextId++;
  $notifications.set([...$notifications.get(), { ...notification, id }]);
  if (notification.timeout !== undefined && notification.timeout > 0) {
    pending.set(
      id,
      timers.set(() => removeNotification(id), notification.timeout),
    );
  }
  return id;
}

/** @internal exported for its unit tests */
export function clearNotifications(): void {
  for (const id of [...pending.keys()]) removeNotification(id);
  $notifications.set([]);
}
