// The waiting screen after submit (SPEC §4 flow hints), for every lead product: the page reloads
// itself while lenders are polled, a few times, then says the answer will take longer.
const WAIT_REFRESH_SECONDS = 2;
/** @internal exported for its unit tests */
export const WAIT_MAX_REFRESHES = 8;

export type AfterSubmit = { kind: 'none' } | { kind: 'waiting'; next: number } | { kind: 'result' } | { kind: 'slow' };

export function afterSubmit(params: URLSearchParams, status: string): AfterSubmit {
  if (!params.has('submitted')) return { kind: 'none' };
  const waited = Number.parseInt(params.get('wait') ?? '0', 10) || 0;
  if (status !== 'PROCESSING') return { kind: 'result' };
  return waited >= WAIT_MAX_REFRESHES ? { kind: 'slow' } : { kind: 'waiting', next: waited + 1 };
}

/** The address the waiting screen reloads to: the next count of the same page. */
export const waitingRefresh = (detailsPath: string, next: number) => `${WAIT_REFRESH_SECONDS}; url=${detailsPath}?submitted=1&wait=${next}`;

const TITLE: Record<string, string> = {
  APPROVED: 'approved',
  DENIED: 'denied',
  ACCOUNT_ANALYSIS: 'accountAnalysis',
  SUPPLEMENT: 'supplement',
  SUPPLEMENT_ACTION: 'supplement',
  SUPPLEMENT_CONTACT_US: 'supplement',
};

/**
 * The result heading's key right after submit, once the waiting is over (null otherwise), in
 * the product's result messages (`blanco.result`, `leasing.result`).
 */
export function resultTitleKey(ns: string, status: string, waiting: AfterSubmit): string | null {
  if (waiting.kind === 'slow') return `${ns}.processingTitle`;
  if (waiting.kind !== 'result') return null;
  return `${ns}.${TITLE[status] ?? 'other'}Title`;
}
