// What the portal tells an open page (docs/decisions/0060): a change a dealer cares about, as
// backend/ reported it in a signed webhook. Sent as server-sent events; pure and without
// dependencies (its one import is a type), so the browser's live client reads it too.
import type { LeadKey } from '../leads/registry.ts';

/** The live client's own fetch of its page's parts after an event: Home's kept to-do is asked afresh. */
export const LIVE_REFRESH_HEADER = 'x-live-refresh';

/** How many live streams one session holds at once (a dealer's open tabs); one more closes the oldest. */
export const STREAMS_PER_SESSION = 8;

export const LIVE_EVENT_TYPES = ['leadStatus', 'secondChance', 'signed', 'paidOut', 'orderResult', 'purchase', 'pointBalance'] as const;
type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** A change a dealer cares about (its schema, for the webhook: webhook.ts). */
export interface LiveEvent {
  type: LiveEventType;
  /** The organisation it concerns: `<country>:<organisation number>`. */
  organisation: string;
  /** Only this user's pages hear it (their order, their balance); null: the whole organisation's. */
  userId: string | null;
  /** The lead product and lead (lead events), or the order / purchase. */
  product: LeadKey | null;
  id: string | null;
  /** The lead's reference (BL-123456), as a notification names it. */
  reference: string | null;
  /** The lead's status after the change, or its second-chance phase. */
  status: string | null;
  /** The point balance (pointBalance). */
  points: number | null;
}

/** One server-sent event: its sequence number as the id a reconnecting page sends back. */
export const eventLine = (seq: number, event: LiveEvent): string => `id: ${seq}\ndata: ${JSON.stringify(event)}\n\n`;

/** Where the stream stands, for a page told nothing yet: its next page asks for what came after it. */
export const positionLine = (seq: number): string => `event: position\nid: ${seq}\ndata: -\n\n`;

/** The kept events a page missed that are meant for its user and that `heard` lets through, as lines. */
export function keptEvents(rows: readonly { seq: number; body: string }[], userId: string, heard: (event: LiveEvent) => boolean = () => true): string[] {
  const lines: string[] = [];
  for (const row of rows) {
    const event = JSON.parse(row.body) as LiveEvent;
    if (event.userId && event.userId !== userId) continue;
    if (!heard(event)) continue;
    lines.push(eventLine(row.seq, event));
  }
  // A page told nothing still learns where the stream stands, so its next reconnect asks from here.
  const last = rows.at(-1);
  if (lines.length === 0 && last) lines.push(positionLine(last.seq));
  return lines;
}

/**
 * What on a page an event concerns: a lead's own page (`lead:<id>`), its product's list
 * (`leads:<product>`), Home, the header's balance. Parts of a page name their topics in `data-live`.
 */
export function liveTopics(event: Pick<LiveEvent, 'type' | 'product' | 'id'>): string[] {
  if (event.type === 'pointBalance') return ['balance'];
  if (event.type === 'orderResult') return ['orders', 'balance'];
  if (event.type === 'purchase') return ['purchases', 'home'];
  return [...(event.id ? [`lead:${event.id}`] : []), ...(event.product ? [`leads:${event.product}`] : []), 'home'];
}

/** The My profile event (SPEC §3) an event is, when it is one a user may choose to be told of. */
export type NoticeEvent = 'bankApproved' | 'bankDenied' | 'bankSupplement' | 'paidOut' | 'signed';

const NOTICE_OF_STATUS: Readonly<Record<string, NoticeEvent>> = { APPROVED: 'bankApproved', DENIED: 'bankDenied', SUPPLEMENT: 'bankSupplement' };

export function noticeOf(event: Pick<LiveEvent, 'type' | 'status'>): NoticeEvent | null {
  if (event.type === 'signed' || event.type === 'paidOut') return event.type;
  if (event.type === 'leadStatus') return NOTICE_OF_STATUS[event.status ?? ''] ?? null;
  return null;
}
