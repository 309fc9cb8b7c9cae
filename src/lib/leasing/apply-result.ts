// What the applyLeasing action and the organisation lookup answer, and what the apply page shows
// after a post without JavaScript. Pure and client-safe (types of the API contract only).
import type { Organization } from '../api/leasing-schemas';
import type { FieldErrors } from '../forms/validate';
import type { LeasingApplyFields } from './apply';

/** The company as the form shows it (read-only): what the lookup found. */
export type FoundOrganization = Pick<Organization, 'organizationNumber' | 'kind' | 'name' | 'address' | 'signatory'>;

export type ApplyLeasingResult =
  /** `href`: the lead's details page, which shows the waiting screen. */
  | { status: 'created'; leadId: string; href: string }
  /** The lookup button without JavaScript: the page shows the company, everything typed kept. */
  | { status: 'lookedUp'; organization: FoundOrganization; input: LeasingApplyFields }
  | { status: 'invalid'; fieldErrors: FieldErrors; input: LeasingApplyFields; organization: FoundOrganization | null }
  | { status: 'failed'; messageKey: string; input: LeasingApplyFields; organization: FoundOrganization | null };

/** POST /api/leasing/organization answers (the number travels in the JSON body, never the URL). */
export type OrganizationLookupAnswer =
  | { result: 'found'; organization: FoundOrganization }
  | { result: 'notFound' }
  /** Not a valid number of the country: `messageKey` says why (length or check digit). */
  | { result: 'invalid'; messageKey: string }
  | { result: 'unavailable' };

export const NO_ORGANIZATION_FOUND = 'leasingApply.errors.noOrganizationFound';
export const LOOKUP_UNAVAILABLE = 'leasingApply.errors.lookupUnavailable';
/** The form-level message of an invalid form: the fields' messages are listed under it. */
export const INVALID_SUMMARY = 'leasingApply.errors.summary';

/** Only what the form shows of a company (the API's answer may carry more). */
export function foundOrganization(organization: Organization): FoundOrganization {
  const { organizationNumber, kind, name, address, signatory } = organization;
  return { organizationNumber, kind, name, address, signatory };
}

export interface LeasingFormState {
  initial: LeasingApplyFields;
  errors: FieldErrors;
  message: string | null;
  organization: FoundOrganization | null;
  idempotencyKey: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the form shows after a post without JavaScript (or on first load). */
export function leasingFormState(result: { data?: ApplyLeasingResult; error?: { code?: string } } | undefined, newKey: () => string): LeasingFormState {
  const data = result?.data;
  if (result?.error || !data || data.status === 'created') {
    const message = result?.error ? (result.error.code === 'FORBIDDEN' ? 'leasingApply.errors.noAccess' : 'errors.technical') : null;
    return { initial: {}, errors: {}, message, organization: null, idempotencyKey: newKey() };
  }
  const sent = data.input.idempotencyKey ?? '';
  return {
    initial: data.input,
    errors: data.status === 'invalid' ? data.fieldErrors : {},
    message: data.status === 'invalid' ? INVALID_SUMMARY : data.status === 'failed' ? data.messageKey : null,
    organization: data.organization,
    idempotencyKey: UUID.test(sent) ? sent : newKey(),
  };
}
