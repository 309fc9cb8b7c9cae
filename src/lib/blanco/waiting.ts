// The waiting screen after submit (SPEC §4 flow hints): the page reloads itself while
// lenders are polled, a few times, then says the answer will take longer.
export const WAIT_REFRESH_SECONDS = 2;
export const WAIT_MAX_REFRESHES = 8;

export type AfterSubmit = { kind: 'none' } | { kind: 'waiting'; next: number } | { kind: 'result' } | { kind: 'slow' };

export function afterSubmit(params: URLSearchParams, status: string): AfterSubmit {
  if (!params.has('submitted')) return { kind: 'none' };
  const waited = Number.parseInt(params.get('wait') ?? '0', 10) || 0;
  if (status !== 'PROCESSING') return { kind: 'result' };
  return waited >= WAIT_MAX_REFRESHES ? { kind: 'slow' } : { kind: 'waiting', next: waited + 1 };
}

/** The result heading's key right after submit, once the waiting is over (null otherwise). */
export function resultTitleKey(status: string, waiting: AfterSubmit): string | null {
  if (waiting.kind === 'slow') return 'blanco.result.processingTitle';
  if (waiting.kind !== 'result') return null;
  const key: Record<string, string> = {
    APPROVED: 'approved',
    DENIED: 'denied',
    ACCOUNT_ANALYSIS: 'accountAnalysis',
    SUPPLEMENT: 'supplement',
    SUPPLEMENT_ACTION: 'supplement',
    SUPPLEMENT_CONTACT_US: 'supplement',
  };
  return `blanco.result.${key[status] ?? 'other'}Title`;
}
