// The person lookup of the loan form, for the portal endpoint (with JavaScript) and the applyBlanco
// action (without): the personal id is checked first, so an invalid one never reaches the API, and
// every answer becomes found, notFound, invalid or unavailable. Server only.
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import { lookupPerson } from '../api/lookup';
import type { CountryCode } from '../api/schemas';
import { isValidPersonalId } from '../forms/personal-id';
import { logger } from '../server/logger';
import type { PersonLookupAnswer } from './person-lookup';

/** The HTTP status the portal endpoint answers each outcome with. */
export const PERSON_LOOKUP_STATUS: Record<PersonLookupAnswer['result'], number> = { found: 200, notFound: 404, invalid: 400, unavailable: 503 };

const INVALID = 'blancoApply.errors.personalIdInvalid';

export async function lookUpPerson(api: ApiClient, country: CountryCode, personalId: string): Promise<PersonLookupAnswer> {
  const typed = personalId.trim();
  if (typed === '') return { result: 'invalid', messageKey: 'blancoApply.errors.personalIdRequired' };
  if (!isValidPersonalId(country, typed)) return { result: 'invalid', messageKey: INVALID };
  try {
    const { firstname, lastname, address } = await lookupPerson(api, typed);
    return { result: 'found', person: { firstname, lastname, address } };
  } catch (error) {
    if (isApiError(error, 'notFound')) return { result: 'notFound' };
    if (isApiError(error, 'wrongData')) return { result: 'invalid', messageKey: INVALID };
    logger.error('blanco person lookup failed', { kind: isApiError(error) ? error.kind : 'unexpected' });
    return { result: 'unavailable' };
  }
}
