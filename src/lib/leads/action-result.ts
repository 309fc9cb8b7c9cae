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
  /** Messages the page may be sent back with (?done=…): anything else is ignored. */
  done: readonly string[];
  /** The upload outcomes' namespace: `<uploadOutcome>.<outcome>`; null for a product without uploads. */
  uploadOutcome: string | null;
}

const UPLOAD_OUTCOMES = ['ok', 'tooLarge', 'unsupportedType', 'descriptionTooLong', 'descriptionUnsafe', 'missingFile', 'failed'];

export interface PageMessage {
  ok: boolean;
  key: string;
}

/**
 * The one message at the top of a lead's page: what the dealer's last action did. An action's
 * answer wins over what the address says; nothing is said when nothing was done.
 */
export function pageMessage(
  outcome: { data?: LeadActionResult; error?: unknown } | undefined,
  params: URLSearchParams,
  messages: LeadPageMessages,
): PageMessage | null {
  if (outcome?.error) return { ok: false, key: messages.technical };
  if (outcome?.data?.status === 'failed') return { ok: false, key: outcome.data.messageKey };
  if (outcome?.data) return null;
  const done = params.get('done');
  if (done && messages.done.includes(done)) return { ok: true, key: done };
  const upload = params.get('upload');
  if (upload && messages.uploadOutcome !== null && UPLOAD_OUTCOMES.includes(upload)) return { ok: upload === 'ok', key: `${messages.uploadOutcome}.${upload}` };
  return null;
}

/** Where a page goes after an action done without JavaScript: afresh, so a reload does not repeat it. */
export const doneRedirect = (detailsPath: string, messageKey: string) => `${detailsPath}?done=${encodeURIComponent(messageKey)}`;
