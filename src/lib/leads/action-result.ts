// What a lead's details-page action answers, and the one message the page shows for it, for
// every lead product; each product names its own messages (LeadPageMessages).
import type { FieldErrors } from '../forms/validate';

export type LeadActionResult =
  | { status: 'done'; messageKey: string }
  | { status: 'invalid'; fieldErrors: FieldErrors; input: Record<string, string> }
  | { status: 'failed'; messageKey: string };

/** A product's messages for its details page. */
export interface LeadPageMessages {
  /** An action that threw. */
  technical: string;
  /** Messages the page may be sent back with (kept in the session for it): anything else is ignored. */
  done: readonly string[];
  /** The upload outcomes' namespace: `<uploadOutcome>.<outcome>`; null for a product without uploads. */
  uploadOutcome: string | null;
}

const UPLOAD_OUTCOMES = ['ok', 'tooLarge', 'unsupportedType', 'descriptionTooLong', 'descriptionUnsafe', 'missingFile', 'failed'];

export interface PageMessage {
  ok: boolean;
  key: string;
}

const UPLOAD = 'upload:';

/** What the actions every product shares are kept as (the signing link texted again). */
const SHARED_DONE: readonly string[] = ['leads.resendLink.done'];

/** What an upload's outcome is kept as for the page it returns to (server/next-page-message.server.ts). */
export const uploadMessage = (outcome: string) => `${UPLOAD}${outcome}`;

/**
 * The one message at the top of a lead's page: what the dealer's last action did. An action's
 * answer wins over the message kept for the page (an action done without JavaScript, an upload);
 * nothing is said when nothing was done.
 */
export function pageMessage(
  outcome: { data?: LeadActionResult; error?: unknown } | undefined,
  kept: string | null,
  messages: LeadPageMessages,
): PageMessage | null {
  if (outcome?.error) return { ok: false, key: messages.technical };
  if (outcome?.data?.status === 'failed') return { ok: false, key: outcome.data.messageKey };
  if (outcome?.data || kept === null) return null;
  if (messages.done.includes(kept) || SHARED_DONE.includes(kept)) return { ok: true, key: kept };
  const upload = kept.startsWith(UPLOAD) ? kept.slice(UPLOAD.length) : null;
  if (upload && messages.uploadOutcome !== null && UPLOAD_OUTCOMES.includes(upload)) return { ok: upload === 'ok', key: `${messages.uploadOutcome}.${upload}` };
  return null;
}
