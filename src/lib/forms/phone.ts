// Phone numbers of the portal's countries, checked with libphonenumber-js's own rules cut to
// SE, FI (with Åland) and DK (scripts/phone-metadata.ts): a number of another country is not
// accepted, and a form page ships 0.7 KB of rules instead of the package's 19 KB (docs/decisions/0024).
import { getCountryCallingCode, parsePhoneNumberFromString, type MetadataJson, type PhoneNumber } from 'libphonenumber-js/core';
import type { CountryCode } from '../api/schemas';
import metadataJson from './phone-metadata.json';

const metadata = metadataJson as unknown as MetadataJson;

/** A valid number written for `country` (national, or international with +), else null. */
export function parsePhone(value: string, country: CountryCode): PhoneNumber | null {
  const phone = parsePhoneNumberFromString(value.trim(), country, metadata);
  return phone?.isValid() ? phone : null;
}

export function isValidPhone(value: string, country: CountryCode): boolean {
  return parsePhone(value, country) !== null;
}

/** The calling code of a portal country: "46", "358", "45". */
export function callingCode(country: CountryCode): string {
  return getCountryCallingCode(country, metadata);
}
