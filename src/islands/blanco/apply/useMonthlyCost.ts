// The live monthly cost (debounced ~250 ms): asks the portal's endpoint, which asks the API.
import { useEffect, useState } from 'react';
import type { MonthlyCost } from '../../../lib/api/blanco';
import { MONTHLY_COST_PATH } from '../../../lib/blanco/apply';

export type CostState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; cost: MonthlyCost }
  | { kind: 'error'; messageKey: string };

export const COST_DEBOUNCE_MS = 250;

/** null terms mean "not enough to calculate yet". */
export function useMonthlyCost(terms: { credit: number; interestRate: number; term: number } | null): CostState {
  const [state, setState] = useState<CostState>({ kind: 'idle' });
  const credit = terms?.credit;
  const interestRate = terms?.interestRate;
  const term = terms?.term;

  useEffect(() => {
    if (credit === undefined || interestRate === undefined || term === undefined) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    const timer = setTimeout(async () => {
      const query = new URLSearchParams({ credit: String(credit), interestRate: String(interestRate), term: String(term) });
      try {
        const response = await fetch(`${MONTHLY_COST_PATH}?${query}`, { signal: controller.signal, headers: { accept: 'application/json' } });
        if (response.ok) {
          setState({ kind: 'ready', cost: (await response.json()) as MonthlyCost });
          return;
        }
        setState({ kind: 'error', messageKey: response.status === 400 ? 'blancoApply.errors.cannotCalculate' : 'blancoApply.errors.calculationUnavailable' });
      } catch {
        if (!controller.signal.aborted) setState({ kind: 'error', messageKey: 'blancoApply.errors.calculationUnavailable' });
      }
    }, COST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [credit, interestRate, term]);

  return state;
}
