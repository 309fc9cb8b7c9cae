// files/notify-intercom (SPEC §7): the portal tells the provider's support (Intercom) that a dealer
// uploaded documents to one of its leads, so that support sees them come in. The stand-in keeps
// what it was told in memory, for the tests to read (GET /__test/intercom-notifications).

export interface IntercomNotification {
  dealerId: string;
  userId: string;
  ownerType: string;
  ownerId: string;
  documentIds: string[];
  receivedAt: string;
}

const received: IntercomNotification[] = [];

export function recordIntercomNotification(notification: IntercomNotification): void {
  received.push(notification);
}

/** What support was told, for an owner or all. */
export function intercomNotifications(ownerId?: string): IntercomNotification[] {
  return received.filter((notification) => ownerId === undefined || notification.ownerId === ownerId);
}
