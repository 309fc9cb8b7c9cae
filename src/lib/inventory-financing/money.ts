// Money and identifiers of the inventory financing application, dependency-free so the apply
// page's small script shares them with the schema: the down payment check to the cent as the
// API counts it, the credit amount, and the dealer's own organisation number in any spelling.

type Country = 'SE' | 'FI' | 'DK';

/** An amount in whole cents (amounts are typed with at most two decimals). */
const toCents = (amount: number) => Math.round(amount * 100);

/** Whether the down payment meets the price list's percentage to the cent, as the API's integer check (cents × 100 ≥ price cents × percent). */
export function downPaymentMeetsMinimum(price: number, downPayment: number, percent: number): boolean {
  return toCents(downPayment) * 10_000 >= toCents(price) * Math.round(percent * 100);
}

/**
 * The smallest down payment that meets the price list's percentage, to the cent (what
 * downPaymentMeetsMinimum accepts): the form says it in money ("Minst 38 900 kr (10 %)").
 * Null for a price that is not a positive number.
 */
export function minimumDownPayment(price: number | null, percent: number): number | null {
  if (price === null || !Number.isFinite(price) || price <= 0) return null;
  return Math.ceil((toCents(price) * Math.round(percent * 100)) / 10_000) / 100;
}

/** Price − down payment, to the cent; null when not both known or the down payment is not below the price. */
export function creditAmount(price: number | null, downPayment: number | null): number | null {
  if (price === null || downPayment === null || !Number.isFinite(price) || !Number.isFinite(downPayment)) return null;
  if (price <= 0 || downPayment < 0 || downPayment >= price) return null;
  return (toCents(price) - toCents(downPayment)) / 100;
}

export const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The digits of an organisation number as compared (SE without the `16` prefix, DK without `DK`). */
function organizationDigits(country: Country, raw: string): string {
  const digits = raw.toUpperCase().replace(/^DK/, '').replace(/\D/g, '');
  if (country === 'SE' && digits.length === 12 && digits.startsWith('16')) return digits.slice(2);
  if (country === 'FI' && digits.length === 7) return `0${digits}`;
  return digits;
}

/** Whether a typed seller number is the dealer's own, in any spelling (SPEC §5). */
export const isDealersOwnNumber = (country: Country, typed: string, dealers: string) =>
  organizationDigits(country, typed) !== '' && organizationDigits(country, typed) === organizationDigits(country, dealers);
