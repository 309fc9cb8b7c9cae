// The loan form's person lookup (issue 25 §2, SPEC §7 lookup/persons, §8 "no person for the personal
// id"): the applicant's and the co-applicant's names filled in from the population register by the
// personal identity number, their registered address shown beside them for the identity check the
// dealer confirms; "no person" at the field; the register not answering says so, and the dealer
// types the names. The dealer can correct anything filled. Pure and client-safe.
import type { Person as PersonRecord } from '../api/lookup-schemas';
import type { ApplyResult } from '../forms/apply-flow';
import { personField, type ApplyFields, type Person } from './apply';

/** The lookup buttons' intents, one per person: posted without JavaScript, caught in the island with it. */
export const PERSON_LOOKUP_INTENT: Record<Person, string> = { applicant: 'lookupPerson.applicant', coApplicant: 'lookupPerson.coApplicant' };

/** Whose lookup a press asked for, or null for any other button. */
export const personOfIntent = (intent: string | null): Person | null =>
  (Object.keys(PERSON_LOOKUP_INTENT) as Person[]).find((who) => PERSON_LOOKUP_INTENT[who] === intent) ?? null;

/** What the form shows of a person found: the names it fills in and the registered address. */
export type FoundPerson = Pick<PersonRecord, 'firstname' | 'lastname' | 'address'>;

/** POST /api/blanco/person answers (the personal id travels in the JSON body, never the URL). */
export type PersonLookupAnswer =
  | { result: 'found'; person: FoundPerson }
  | { result: 'notFound' }
  /** Not a valid personal identity number of the country: `messageKey` says why. */
  | { result: 'invalid'; messageKey: string }
  | { result: 'unavailable' }
  /** The user or the dealer made more lookups than the limit allows (docs/decisions/0064): the dealer types the names. */
  | { result: 'limited' };

/** What stands beside a person's fields after a lookup: who was found, or that the register did not answer. */
export type PersonNotice = { result: 'found'; person: FoundPerson } | { result: 'unavailable' } | { result: 'limited' };

/** The loan form's own part of its state: each person's lookup notice (the lookup buttons without JavaScript too). */
export interface BlancoFormPart {
  people: Partial<Record<Person, PersonNotice>>;
}
export const NO_PEOPLE: BlancoFormPart = { people: {} };

/** What applyBlanco answers: the lead's details page (the waiting screen), or the form again with its people's lookup notices. */
export type ApplyBlancoResult = ApplyResult<ApplyFields, BlancoFormPart>;

export const NO_PERSON_FOUND = 'blancoApply.errors.noPersonFound';

/** The typed form with the person's names replaced by the register's. */
export function withFoundNames(input: ApplyFields, who: Person, person: FoundPerson): ApplyFields {
  return { ...input, [personField(who, 'firstname')]: person.firstname, [personField(who, 'lastname')]: person.lastname };
}

/** The registered address on one line: "Storgatan 14, 211 42 Malmö". */
export const addressLine = (address: NonNullable<FoundPerson['address']>) => `${address.street}, ${address.postalCode} ${address.city}`;
