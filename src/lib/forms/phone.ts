// Phone numbers of the portal's countries, checked with libphonenumber-js's own rules cut to
// SE, FI (with Åland) and DK (scripts/phone-metadata.ts): a number of another country is not
// accepted, and a form page ships 0.7 KB of rules instead of the package's 19 KB (docs/decisions/0024).
// Every phone the portal takes gets texts (a signing link, a notice), so the check asks for a
// mobile number (the mobile rules stay on the server: the actions check, the islands only shape).
import { getCountryCallingCode, parsePhoneNumberFromString, type MetadataJson, type PhoneNumber } from 'libphonenumber-js/core';
import type { CountryCode } from '../api/schemas';
import metadataJson from './phone-metadata.json';
import mobileMetadataJson from './phone-mobile-metadata.json';

const metadata = metadataJson as unknown as MetadataJson;
const mobileMetadata = mobileMetadataJson as unknown as MetadataJson;

/** A valid number written for `country` (national, or international with +), else null. */
export function parsePhone(value: string, country: CountryCode): PhoneNumber | null {
  const phone = parsePhoneNumberFromString(value.trim(), country, metadata);
  return phone?.isValid() ? phone : null;
}

/** A mobile number of a portal country, written for `country` (a Finnish 12345 or a Swedish landline is not one). */
export function isValidPhone(value: string, country: CountryCode): boolean {
  const phone = parsePhoneNumberFromString(value.trim(), country, mobileMetadata);
  const type = phone?.isValid() ? phone.getType() : undefined;
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

/** The calling code of a portal country: "46", "358", "45". */
export function callingCode(country: CountryCode): string {
  return getCountryCallingCode(country, metadata);
}
