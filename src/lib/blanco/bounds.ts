// Loan amount bounds (SPEC §5): within the chosen rate step's minimum and maximum, and
// never above what any step of the product allows.
import type { CreditProduct, PriceStep } from '../api/blanco';

export type AmountProblem = { kind: 'tooLow'; min: number } | { kind: 'tooHigh'; max: number } | { kind: 'tooHighForAll'; max: number };

/** The lowest and highest amount any step of the product allows (before a rate is chosen). */
export function overallBounds(product: CreditProduct, steps: readonly PriceStep[]): { lowest: number; highest: number } {
  return {
    lowest: Math.max(product.minAmount, Math.min(...steps.map((step) => step.minAmount))),
    highest: Math.min(product.maxAmount, Math.max(...steps.map((step) => step.maxAmount))),
  };
}

export function checkAmount(amount: number, step: PriceStep, product: CreditProduct, steps: readonly PriceStep[]): AmountProblem | null {
  const { highest } = overallBounds(product, steps);
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

/**
 * The credit products as one set of overall bounds (the widest of them): the API may
 * answer with more than one product per country; null when it answers with none.
 */
export function overallProduct(products: readonly CreditProduct[]): CreditProduct | null {
  if (products.length === 0) return null;
  return {
    id: products.map((product) => product.id).join('+'),
    minAmount: Math.min(...products.map((product) => product.minAmount)),
    maxAmount: Math.max(...products.map((product) => product.maxAmount)),
    terms: [...new Set(products.flatMap((product) => product.terms))].sort((a, b) => a - b),
  };
}

/** Before a rate is chosen: too low for every step, or too high for all of them. */
export function checkAmountAnyStep(amount: number, product: CreditProduct, steps: readonly PriceStep[]): AmountProblem | null {
  if (steps.length === 0) return null;
  const { lowest, highest } = overallBounds(product, steps);
  if (amount > highest) return { kind: 'tooHighForAll', max: highest };
  if (amount < lowest) return { kind: 'tooLow', min: lowest };
  return null;
}

/** The step of a rate, when the price list has one. */
export function stepOfRate(rate: number | null, steps: readonly PriceStep[]): PriceStep | null {
  return rate === null ? null : (steps.find((step) => step.interestRate === rate) ?? null);
}

/** The terms (months) the dealer can choose: the chosen step's, else every step's. */
export function termsFor(step: PriceStep | null, steps: readonly PriceStep[]): number[] {
  const terms = step ? step.terms : steps.flatMap((candidate) => candidate.terms);
  return [...new Set(terms)].sort((a, b) => a - b);
}
