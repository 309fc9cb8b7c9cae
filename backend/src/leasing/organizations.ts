// Organisation numbers in the backend: the shared check digits (src/lib/organization-number.ts)
// plus Swedish sole traders, whose number is their personnummer; and the register stand-in behind
// lookup/organizations: a few made-up companies per country, whose numbers also decide a leasing
// lead's credit decision (listed in backend/README.md).
import type { LeadStatus } from '../../../src/lib/api/leads.ts';
import type { Organization } from '../../../src/lib/api/leasing-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { danishCvr, finnishBusinessId, swedishCompanyNumber } from '../../../src/lib/organization-number.ts';
import { Personnummer } from '../blanco/personal-id.ts';

export interface OrganizationNumber {
  number: string;
  kind: Organization['kind'];
}

/** Canonical number and kind, or undefined when the number is not valid in the country. */
export function canonicalOrganizationNumber(country: CountryCode, raw: string): OrganizationNumber | undefined {
  if (country === 'FI') {
    const number = finnishBusinessId(raw);
    return number ? { number, kind: 'COMPANY' } : undefined;
  }
  if (country === 'DK') {
    const number = danishCvr(raw);
    return number ? { number, kind: 'COMPANY' } : undefined;
  }
  const company = swedishCompanyNumber(raw);
  if (company) return { number: company, kind: 'COMPANY' };
  // A sole trader (enskild näringsidkare) is registered under the owner's personnummer.
  const input = raw.trim();
  if (!/^(\d{2})?\d{6}[-+]?\d{4}$/.test(input) || !Personnummer.valid(input)) return undefined;
  const pin = Personnummer.parse(input);
  return { number: `${pin.fullYear.slice(2)}${pin.month}${pin.day}-${pin.num}${pin.check}`, kind: 'SOLE_TRADER' };
}

/**
 * What a leasing lead's credit decision can be on purpose; any other valid number is approved.
 * @internal exported for its unit tests
 */
export const LEASING_OUTCOMES = ['APPROVED', 'PROCESSING', 'DENIED', 'SUPPLEMENT_CONTACT_US'] as const;
export type LeasingOutcome = (typeof LEASING_OUTCOMES)[number] & LeadStatus;

interface DemoOrganization extends Organization {
  outcome: LeasingOutcome;
}

const vatNumber: Record<CountryCode, (number: string) => string> = {
  SE: (number) => `SE${number.replace('-', '')}01`,
  FI: (number) => `FI${number.replace('-', '')}`,
  DK: (number) => `DK${number}`,
};

const org = (
  country: CountryCode,
  organizationNumber: string,
  name: string,
  street: string,
  postalCode: string,
  city: string,
  signatory: string,
  outcome: LeasingOutcome,
  kind: Organization['kind'] = 'COMPANY',
): DemoOrganization => ({
  organizationNumber,
  kind,
  name,
  vatNumber: vatNumber[country](organizationNumber),
  address: { street, postalCode, city },
  signatory: { name: signatory },
  outcome,
});

// Made up (names, addresses, people); the numbers have valid check digits.
export const DEMO_ORGANIZATIONS: Record<CountryCode, DemoOrganization[]> = {
  SE: [
    org('SE', '556789-0107', 'Skånebygg Entreprenad AB', 'Industrigatan 12', '212 14', 'Malmö', 'Henrik Borg', 'APPROVED'),
    org('SE', '556987-6500', 'Öresunds Transport AB', 'Hamngatan 4', '252 21', 'Helsingborg', 'Petra Sandberg', 'PROCESSING'),
    org('SE', '556443-3208', 'Lunds Städservice AB', 'Bangatan 8', '222 21', 'Lund', 'Mikael Ström', 'DENIED'),
    org('SE', '556112-2309', 'Ystads Rör & Värme AB', 'Stortorget 3', '271 41', 'Ystad', 'Karin Wallin', 'SUPPLEMENT_CONTACT_US'),
    org('SE', '556556-6709', 'Trelleborgs Elinstallation AB', 'Algatan 21', '231 42', 'Trelleborg', 'Jonas Dahl', 'APPROVED'),
    org('SE', '780523-4627', 'Eva Lindgren Hårvård', 'Storgatan 30', '262 32', 'Ängelholm', 'Eva Lindgren', 'APPROVED', 'SOLE_TRADER'),
  ],
  FI: [
    org('FI', '2345678-0', 'Rakennus Virtanen Oy', 'Mannerheimintie 12', '00100', 'Helsinki', 'Jari Virtanen', 'APPROVED'),
    org('FI', '2456789-6', 'Kuljetus Laine Oy', 'Hämeenkatu 5', '33100', 'Tampere', 'Sanna Laine', 'PROCESSING'),
    org('FI', '2678901-1', 'Siivous Aalto Oy', 'Aurakatu 8', '20100', 'Turku', 'Mika Aalto', 'DENIED'),
    org('FI', '3012345-8', 'LVI-Heikkilä Oy', 'Kauppakatu 14', '40100', 'Jyväskylä', 'Tuula Heikkilä', 'SUPPLEMENT_CONTACT_US'),
    org('FI', '3123456-3', 'Sähkö Nurmi Oy', 'Isokatu 20', '90100', 'Oulu', 'Petri Nurmi', 'APPROVED'),
  ],
  DK: [
    org('DK', '31450004', 'Jensen Byg ApS', 'Søndergade 10', '8000', 'Aarhus C', 'Lars Jensen', 'APPROVED'),
    org('DK', '32560008', 'Nørre Transport A/S', 'Vestergade 22', '5000', 'Odense C', 'Anne Holm', 'PROCESSING'),
    org('DK', '33670001', 'Aalborg Rengøring ApS', 'Boulevarden 7', '9000', 'Aalborg', 'Peter Møller', 'DENIED'),
    org('DK', '34780005', 'Vejle VVS ApS', 'Dæmningen 3', '7100', 'Vejle', 'Sofie Kjær', 'SUPPLEMENT_CONTACT_US'),
    org('DK', '35890009', 'Randers El-service ApS', 'Storegade 15', '8900', 'Randers C', 'Henrik Friis', 'APPROVED'),
  ],
};

/** The register's answer for a canonical number, or undefined (SPEC §8 "no organisation found"). */
export function findOrganization(country: CountryCode, canonical: string): Organization | undefined {
  const found = DEMO_ORGANIZATIONS[country].find((candidate) => candidate.organizationNumber === canonical);
  if (!found) return undefined;
  const { outcome: _outcome, ...organization } = found;
  return organization;
}

/** The credit decision for a canonical number: the demo company's outcome, else APPROVED. */
export function leasingOutcomeFor(country: CountryCode, canonical: string): LeasingOutcome {
  return DEMO_ORGANIZATIONS[country].find((candidate) => candidate.organizationNumber === canonical)?.outcome ?? 'APPROVED';
}

/** Does a typed search mean this number? Its digits equal the number's (SE also with the `16` prefix). */
export function searchMatchesOrganizationNumber(search: string, canonical: string): boolean {
  const typed = search.replace(/\D/g, '');
  if (typed.length < 6) return false;
  const stored = canonical.replace(/\D/g, '');
  return typed === stored || typed === `16${stored}`;
}
