// The provider as the issuer of every document it sends a dealer (statements, invoices, commission
// statements, the price tag's lender): its name, organisation number and address in each country.
import type { CountryCode } from '../../../../src/lib/api/schemas.ts';

export interface Issuer {
  name: string;
  /** As the country writes it (SE NNNNNN-NNNN, FI NNNNNNN-N, DK NNNNNNNN), check digit valid. */
  organizationNumber: string;
  address: string;
  /** Where the issuer dates its documents: a day is the country's day. */
  timeZone: string;
}

/** YYYY-MM-DD of `now` in the issuer's country. */
export const issuerDay = (issuer: Issuer, now: number) => new Intl.DateTimeFormat('en-CA', { timeZone: issuer.timeZone }).format(now);

export const ISSUERS: Record<CountryCode, Issuer> = {
  SE: { name: 'Partner Finans AB', organizationNumber: '556677-8899', address: 'Kungsgatan 12, 111 43 Stockholm', timeZone: 'Europe/Stockholm' },
  FI: { name: 'Partner Rahoitus Oy', organizationNumber: '2876543-5', address: 'Mannerheimintie 14, 00100 Helsinki', timeZone: 'Europe/Helsinki' },
  DK: { name: 'Partner Finans A/S', organizationNumber: '30123468', address: 'Vesterbrogade 10, 1620 København V', timeZone: 'Europe/Copenhagen' },
};
