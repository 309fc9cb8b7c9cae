import type { FieldErrors } from '../forms';

/** What a details-page action answers; the page shows its message. */
export type LeadActionResult =
  | { status: 'done'; messageKey: string }
  | { status: 'invalid'; fieldErrors: FieldErrors; input: Record<string, string> }
  | { status: 'failed'; messageKey: string };
