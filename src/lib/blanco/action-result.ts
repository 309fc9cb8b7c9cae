import type { FieldErrors } from '../forms/validate';

/** What a details-page action answers; the page shows its message. */
export type LeadActionResult =
  | { status: 'done'; messageKey: string }
  | { status: 'invalid'; fieldErrors: FieldErrors; input: Record<string, string> }
  | { status: 'failed'; messageKey: string };

/** Messages the page may be sent back with (?done=…, ?upload=…): anything else is ignored. */
const DONE_KEYS = ['blanco.done.contractSent', 'blanco.done.secondChance', 'blanco.done.invoiceSaved'];
const UPLOAD_OUTCOMES = ['ok', 'tooLarge', 'unsupportedType', 'descriptionTooLong', 'descriptionUnsafe', 'missingFile', 'failed'];

export interface PageMessage {
  ok: boolean;
  key: string;
}

/**
 * The one message at the top of a lead's page: what the dealer's last action did. An action's
 * answer wins over what the address says; nothing is said when nothing was done.
 */
export function pageMessage(outcome: { data?: LeadActionResult; error?: unknown } | undefined, params: URLSearchParams): PageMessage | null {
  if (outcome?.error) return { ok: false, key: 'blanco.errors.technical' };
  if (outcome?.data?.status === 'failed') return { ok: false, key: outcome.data.messageKey };
  if (outcome?.data) return null;
  const done = params.get('done');
  if (done && DONE_KEYS.includes(done)) return { ok: true, key: done };
  const upload = params.get('upload');
  if (upload && UPLOAD_OUTCOMES.includes(upload)) return { ok: upload === 'ok', key: `blanco.documents.outcome.${upload}` };
  return null;
}
