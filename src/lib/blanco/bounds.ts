// Loan amount bounds (SPEC §5): within the chosen rate step's minimum and maximum, and
// never above what any step of the product allows.
import type { CreditProduct, PriceStep } from '../api/blanco';

export type AmountProblem =
  | { kind: 'tooLow'; min: number }
  | { kind: 'tooHigh'; max: number }
  | { kind: 'tooHighForAll'; max: number };

export function checkAmount(amount: number, step: PriceStep, product: CreditProduct, steps: readonly PriceStep[]): AmountProblem | null {
  const highest = Math.min(product.maxAmount, Math.max(...steps.map((candidate) => candidate.maxAmount)));
  if (amount > highest) return { kind: 'tooHighForAll', max: highest };
  if (amount > step.maxAmount) return { kind: 'tooHigh', max: step.maxAmount };
  const lowest = Math.max(step.minAmount, product.minAmount);
  if (amount < lowest) return { kind: 'tooLow', min: lowest };
  return null;
}

/** The message key of each problem; the amount it names is formatted by the caller. */
export const AMOUNT_MESSAGE: Record<AmountProblem['kind'], string> = {
  tooLow: 'blancoApply.errors.amountTooLow',
  tooHigh: 'blancoApply.errors.amountTooHigh',
  tooHighForAll: 'blancoApply.errors.amountTooHighForAll',
};

/** The steps whose bounds include the amount: the rates the dealer can choose from. */
export function stepsFor(amount: number, steps: readonly PriceStep[]): PriceStep[] {
  return steps.filter((step) => amount >= step.minAmount && amount <= step.maxAmount);
}
