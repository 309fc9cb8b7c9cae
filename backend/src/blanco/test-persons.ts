// The people whose personal identity number decides a credit decision on purpose (DEMO-DATA.md
// "Outcomes the tests can drive"). Listed in backend/README.md; any other valid number is approved.
import type { LeadStatus } from '../../../src/lib/api/leads.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';

/**
 * The decisions a test person stands for, in the order the README lists them.
 * @internal exported for its unit tests
 */
export const OUTCOMES = ['APPROVED', 'PROCESSING', 'DENIED', 'ACCOUNT_ANALYSIS', 'SUPPLEMENT'] as const;
export type Outcome = (typeof OUTCOMES)[number] & LeadStatus;

export interface TestPerson {
  personalId: string;
  firstname: string;
  lastname: string;
}

/** Where the population register has each test person (the lookup answers it; listed in backend/README.md). */
const ADDRESSES: Record<string, { street: string; postalCode: string; city: string }> = {
  '19850312-9820': { street: 'Storgatan 14', postalCode: '211 42', city: 'Malmö' },
  '19791104-9836': { street: 'Kungsgatan 3', postalCode: '411 19', city: 'Göteborg' },
  '19900621-9845': { street: 'Drottninggatan 52', postalCode: '111 21', city: 'Stockholm' },
  '19680227-9916': { street: 'Västra Hamngatan 8', postalCode: '411 17', city: 'Göteborg' },
  '19940915-9960': { street: 'Södra Förstadsgatan 22', postalCode: '211 43', city: 'Malmö' },
  '180482-9023': { street: 'Mannerheimintie 12 A 4', postalCode: '00100', city: 'Helsinki' },
  '021275-913S': { street: 'Hämeenkatu 5 B 12', postalCode: '33100', city: 'Tampere' },
  '090791-924R': { street: 'Aurakatu 7', postalCode: '20100', city: 'Turku' },
  '231066-9353': { street: 'Kauppakatu 20', postalCode: '40100', city: 'Jyväskylä' },
  '300188-946C': { street: 'Isokatu 9 C 3', postalCode: '90100', city: 'Oulu' },
  '140583-1070': { street: 'Vesterbrogade 41', postalCode: '1620', city: 'København V' },
  '260872-1005': { street: 'Søndergade 18', postalCode: '8000', city: 'Aarhus C' },
  '030392-1214': { street: 'Vestergade 6', postalCode: '5000', city: 'Odense C' },
  '191164-1077': { street: 'Boulevarden 12', postalCode: '9000', city: 'Aalborg' },
  '070789-1076': { street: 'Jernbanegade 3', postalCode: '6700', city: 'Esbjerg' },
};

/** A test person as the population register answers them: the name and the registered address. */
export function registeredPerson(person: TestPerson) {
  return { ...person, address: ADDRESSES[person.personalId] ?? null };
}

// Made up, valid check digits, adults. SE in the 12-digit form of Skatteverket's test numbers
// (not taken from its list); FI with individual numbers 9xx, the range of temporary codes;
// DK modulo-11 valid. The sex digit matches the name.
export const TEST_PERSONS: Record<CountryCode, Record<Outcome, TestPerson>> = {
  SE: {
    APPROVED: { personalId: '19850312-9820', firstname: 'Astrid', lastname: 'Lindqvist' },
    PROCESSING: { personalId: '19791104-9836', firstname: 'Johan', lastname: 'Bergström' },
    DENIED: { personalId: '19900621-9845', firstname: 'Sofia', lastname: 'Ekström' },
    ACCOUNT_ANALYSIS: { personalId: '19680227-9916', firstname: 'Lars', lastname: 'Nyberg' },
    SUPPLEMENT: { personalId: '19940915-9960', firstname: 'Maria', lastname: 'Holmgren' },
  },
  FI: {
    APPROVED: { personalId: '180482-9023', firstname: 'Aino', lastname: 'Korhonen' },
    PROCESSING: { personalId: '021275-913S', firstname: 'Juha', lastname: 'Mäkinen' },
    DENIED: { personalId: '090791-924R', firstname: 'Laura', lastname: 'Nieminen' },
    ACCOUNT_ANALYSIS: { personalId: '231066-9353', firstname: 'Timo', lastname: 'Virtanen' },
    SUPPLEMENT: { personalId: '300188-946C', firstname: 'Emilia', lastname: 'Heikkinen' },
  },
  DK: {
    APPROVED: { personalId: '140583-1070', firstname: 'Freja', lastname: 'Jensen' },
    PROCESSING: { personalId: '260872-1005', firstname: 'Rasmus', lastname: 'Nielsen' },
    DENIED: { personalId: '030392-1214', firstname: 'Ida', lastname: 'Pedersen' },
    ACCOUNT_ANALYSIS: { personalId: '191164-1077', firstname: 'Søren', lastname: 'Christensen' },
    SUPPLEMENT: { personalId: '070789-1076', firstname: 'Camilla', lastname: 'Larsen' },
  },
};

/** The decision for a canonical personal id (see personal-id.ts): a test person's, else APPROVED. */
export function outcomeFor(country: CountryCode, canonicalId: string): Outcome {
  const match = OUTCOMES.find((outcome) => TEST_PERSONS[country][outcome].personalId === canonicalId);
  return match ?? 'APPROVED';
}

export function testPerson(country: CountryCode, canonicalId: string): TestPerson | undefined {
  return Object.values(TEST_PERSONS[country]).find((person) => person.personalId === canonicalId);
}
