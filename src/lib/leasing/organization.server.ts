// The organisation lookup of the apply page, for the portal endpoint (with JavaScript) and the
// applyLeasing action (without): the number is checked first, so an invalid one never reaches
// the API, and every answer becomes found, notFound, invalid or unavailable. Server only.
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import { lookupOrganization } from '../api/leasing';
import type { CountryCode } from '../api/schemas';
import { logger } from '../server/logger';
import { organizationNumberProblem } from '../forms/organization-number';
import { foundOrganization, type OrganizationLookupAnswer } from './apply-result';

const INVALID_MESSAGE = {
  empty: 'leasingApply.errors.notEmpty',
  length: 'leasingApply.errors.lengthMismatch',
  pattern: 'leasingApply.errors.organizationNumberInvalid',
} as const;

/** The HTTP status the portal endpoint answers each outcome with. */
export const LOOKUP_STATUS: Record<OrganizationLookupAnswer['result'], number> = { found: 200, notFound: 404, invalid: 400, unavailable: 503 };

export async function lookUpOrganization(api: ApiClient, country: CountryCode, organizationNumber: string): Promise<OrganizationLookupAnswer> {
  const problem = organizationNumberProblem(country, organizationNumber);
  if (problem) return { result: 'invalid', messageKey: INVALID_MESSAGE[problem] };
  try {
    return { result: 'found', organization: foundOrganization(await lookupOrganization(api, organizationNumber.trim())) };
  } catch (error) {
    if (isApiError(error, 'notFound')) return { result: 'notFound' };
    if (isApiError(error, 'wrongData')) return { result: 'invalid', messageKey: INVALID_MESSAGE.pattern };
    logger.error('leasing organisation lookup failed', { kind: isApiError(error) ? error.kind : 'unexpected' });
    return { result: 'unavailable' };
  }
}
