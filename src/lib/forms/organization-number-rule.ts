// A company's organisation number as a dealer types it into a form (NORDIC.md "Company
// identifiers"): what is wrong with it, for every form that asks for one (leasing's customer,
// inventory financing's seller). Dependency-free, so an island checks with the same rule: a
// Swedish sole trader's number is their personnummer, which the caller checks (isValidPersonalId
// on the server, its shape in a browser, as docs/decisions/0044 does for personal ids); its
// check digit is checked here either way. The check digits of the others: ../organization-number.ts.
import type { CountryCode } from '../api/schemas';
import { danishCvr, finnishBusinessId, luhnCheckDigit, swedishCompanyNumber } from '../organization-number';

/** Digits of each country's number as written (SE also 12 with `16` or a personnummer's century). */
export const ORGANIZATION_NUMBER_DIGITS: Record<CountryCode, number> = { SE: 10, FI: 8, DK: 8 };

export type OrganizationNumberProblem = 'empty' | 'length' | 'pattern';

/** Whether a typed personal identity number is one (forms/personal-id.ts, forms/personal-id-shape.ts). */
export type PersonalIdCheck = (country: CountryCode, typed: string) => boolean;

/**
 * What is wrong with a typed organisation number, or null: SE organisationsnummer (Luhn) or a
 * sole trader's personnummer (Luhn, and `personalId`), FI Y-tunnus, DK CVR.
 */
export function organizationNumberProblemBy(country: CountryCode, raw: string, personalId: PersonalIdCheck): OrganizationNumberProblem | null {
  const text = raw.trim();
  if (text === '') return 'empty';
  const compact = (country === 'DK' ? text.toUpperCase().replace(/^DK/, '') : text).replace(/[\s-]/g, '');
  if (!/^\d+$/.test(compact)) return 'pattern';
  if (country === 'SE') {
    if (compact.length !== 10 && compact.length !== 12) return 'length';
    const ten = compact.slice(-10);
    const soleTrader = luhnCheckDigit(ten.slice(0, 9)) === Number(ten[9]) && personalId('SE', text);
    return swedishCompanyNumber(compact) || soleTrader ? null : 'pattern';
  }
  if (country === 'FI') {
    if (compact.length !== 8 && compact.length !== 7) return 'length';
    return finnishBusinessId(`${compact.slice(0, -1)}-${compact.slice(-1)}`) ? null : 'pattern';
  }
  if (compact.length !== 8) return 'length';
  return danishCvr(compact) ? null : 'pattern';
}
