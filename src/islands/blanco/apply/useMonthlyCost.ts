// The live monthly cost (debounced ~250 ms): asks the portal's endpoint, which asks the API.
import { useEffect, useState } from 'react';
import type { MonthlyCost } from '../../../lib/api/blanco';

export type CostState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; cost: MonthlyCost }
  /** `retry` is there when asking again may help (the API did not answer in time). */
  | { kind: 'error'; messageKey: string; retry?: () => void };

const COST_DEBOUNCE_MS = 250;
/** The portal answers within its own budget (ADR 0013); this only guards against a lost connection. */
const COST_TIMEOUT_MS = 8_000;

/** null terms mean "not enough to calculate yet". */
export function useMonthlyCost(url: string, terms: { credit: number; interestRate: number; term: number } | null): CostState {
  const [state, setState] = useState<CostState>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const credit = terms?.credit;
  const interestRate = terms?.interestRate;
  const term = terms?.term;

  useEffect(() => {
    if (credit === undefined || interestRate === undefined || term === undefined) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    const retry = () => setAttempt((count) => count + 1);
    const unavailable: CostState = { kind: 'error', messageKey: 'unavailable.calculationTimeout', retry };
    setState({ kind: 'loading' });
    const timer = setTimeout(async () => {
      const query = new URLSearchParams({ credit: String(credit), interestRate: String(interestRate), term: String(term) });
      try {
        const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(COST_TIMEOUT_MS)]);
        const response = await fetch(`${url}?${query}`, { signal, headers: { accept: 'application/json' } });
        if (response.ok) {
          setState({ kind: 'ready', cost: (await response.json()) as MonthlyCost });
          return;
        }
        if (response.status === 400) setState({ kind: 'error', messageKey: 'blancoApply.errors.cannotCalculate' });
        else if (response.status === 504) setState(unavailable);
        else setState({ kind: 'error', messageKey: 'blancoApply.errors.calculationUnavailable', retry });
      } catch {
        if (!controller.signal.aborted) setState(unavailable);
      }
    }, COST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, credit, interestRate, term, attempt]);

  return state;
}
