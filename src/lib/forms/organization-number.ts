// A company's organisation number as a dealer types it into a form (NORDIC.md "Company
// identifiers"): what is wrong with it, for every form that asks for one (leasing's customer,
// inventory financing's seller). A Swedish sole trader's number is their personnummer, checked
// with the personnummer package; the check digits of the others: src/lib/organization-number.ts.
import Personnummer from 'personnummer';
import type { CountryCode } from '../api/schemas';
import { danishCvr, finnishBusinessId, swedishCompanyNumber } from '../organization-number';

/** Digits of each country's number as written (SE also 12 with `16` or a personnummer's century). */
export const ORGANIZATION_NUMBER_DIGITS: Record<CountryCode, number> = { SE: 10, FI: 8, DK: 8 };

export type OrganizationNumberProblem = 'empty' | 'length' | 'pattern';

/**
 * What is wrong with a typed organisation number, or null: SE organisationsnummer (Luhn) or a
 * sole trader's personnummer, FI Y-tunnus, DK CVR (organization-number.ts, NORDIC.md).
 */
export function organizationNumberProblem(country: CountryCode, raw: string): OrganizationNumberProblem | null {
  const text = raw.trim();
  if (text === '') return 'empty';
  const compact = (country === 'DK' ? text.toUpperCase().replace(/^DK/, '') : text).replace(/[\s-]/g, '');
  if (!/^\d+$/.test(compact)) return 'pattern';
  if (country === 'SE') {
    if (compact.length !== 10 && compact.length !== 12) return 'length';
    return swedishCompanyNumber(compact) || Personnummer.valid(text) ? null : 'pattern';
  }
  if (country === 'FI') {
    if (compact.length !== 8 && compact.length !== 7) return 'length';
    return finnishBusinessId(`${compact.slice(0, -1)}-${compact.slice(-1)}`) ? null : 'pattern';
  }
  if (compact.length !== 8) return 'length';
  return danishCvr(compact) ? null : 'pattern';
}
