// The pure arithmetic of a private loan: annuity payment, monthly and total cost, effective rate.

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/**
 * The fixed monthly payment that repays `principal` in `months` at a yearly nominal rate (percent).
 * @internal exported for its unit tests
 */
export function annuityPayment(principal: number, annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

/** Present value at monthly rate i of `payment` paid at the end of each of `months` months. */
function presentValue(payment: number, months: number, i: number): number {
  return i === 0 ? payment * months : (payment * (1 - (1 + i) ** -months)) / i;
}

/**
 * Effective annual rate in percent (2 decimals) as in Directive 2008/48/EC Annex I: the monthly
 * rate i with principal = setupFee + Σ monthlyPayment/(1+i)^k (k = 1..months, the setup fee paid
 * at the start), annualised as (1+i)^12 − 1. Found by bisection: the present value falls as i grows.
 * @internal exported for its unit tests
 */
export function effectiveAnnualRate(principal: number, setupFee: number, monthlyPayment: number, months: number): number {
  const target = principal - setupFee;
  if (target <= 0 || monthlyPayment * months <= target) return 0;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 200; step++) {
    const middle = (low + high) / 2;
    if (presentValue(monthlyPayment, months, middle) > target) low = middle;
    else high = middle;
  }
  const i = (low + high) / 2;
  return round2(((1 + i) ** 12 - 1) * 100);
}

export interface LoanCost {
  monthlyCost: number;
  totalCost: number;
  effectiveRate: number;
}

/** What the customer pays: payment plus monthly fee (rounded to cents), all of it, and the effective rate. */
export function loanCost(credit: number, annualRatePercent: number, months: number, setupFee: number, monthlyFee: number): LoanCost {
  const monthlyCost = round2(annuityPayment(credit, annualRatePercent, months) + monthlyFee);
  return {
    monthlyCost,
    totalCost: round2(monthlyCost * months + setupFee),
    effectiveRate: effectiveAnnualRate(credit, setupFee, monthlyCost, months),
  };
}
