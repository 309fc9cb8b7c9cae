// What the applyLeasing action and the organisation lookup answer, and what the apply page shows
// after a post without JavaScript. Pure and client-safe (types of the API contract only).
import type { Organization } from '../api/leasing-schemas';
import { formMessages, type ApplyResult } from '../forms/apply-flow';
import { FIELDS, type LeasingApplyFields } from './apply';

/** The company as the form shows it (read-only): what the lookup found. */
export type FoundOrganization = Pick<Organization, 'organizationNumber' | 'kind' | 'name' | 'address' | 'signatory'>;

/** Leasing's own part of the form's state: the company the lookup found (the lookup button without JavaScript too). */
export interface LeasingFormPart {
  organization: FoundOrganization | null;
}
export const NO_ORGANIZATION: LeasingFormPart = { organization: null };

/** What applyLeasing answers: the lead's details page (the waiting screen), or the form again with the company found. */
export type ApplyLeasingResult = ApplyResult<LeasingApplyFields, LeasingFormPart>;

/** POST /api/leasing/organization answers (the number travels in the JSON body, never the URL). */
export type OrganizationLookupAnswer =
  | { result: 'found'; organization: FoundOrganization }
  | { result: 'notFound' }
  /** Not a valid number of the country: `messageKey` says why (length or check digit). */
  | { result: 'invalid'; messageKey: string }
  | { result: 'unavailable' };

export const NO_ORGANIZATION_FOUND = 'leasingApply.errors.noOrganizationFound';
export const LOOKUP_UNAVAILABLE = 'leasingApply.errors.lookupUnavailable';
/** monthly-cost/{credit} did not answer: no rent to send, so nothing is sent (SPEC §8 "monthly cost cannot be calculated"). */
export const RENT_UNAVAILABLE = 'leasingApply.errors.rentUnavailable';
/** The API priced the terms differently between the rent and the send (its price list changed). */
export const RENT_CHANGED = 'leasingApply.errors.rentChanged';
/** The leasing application's messages (leasingApply.errors.*) in the shared apply lifecycle. */
export const LEASING_APPLY_MESSAGES = formMessages('leasingApply');

/** Only what the form shows of a company (the API's answer may carry more). */
export function foundOrganization(organization: Organization): FoundOrganization {
  const { organizationNumber, kind, name, address, signatory } = organization;
  return { organizationNumber, kind, name, address, signatory };
}

/**
 * The contact person's fields taken from the company's signatory ("use the signatory as the contact
 * person"): the lookup answers the signatory's name only, so the dealer types the e-mail and phone.
 */
export function signatoryAsContact(organization: Pick<FoundOrganization, 'signatory'>): LeasingApplyFields {
  return { [FIELDS.contactName]: organization.signatory.name };
}
