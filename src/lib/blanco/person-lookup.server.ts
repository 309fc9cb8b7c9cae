// The person lookup of the loan form, for the portal endpoint (with JavaScript) and the applyBlanco
// action (without): the personal id is checked first, so an invalid one never reaches the API, and
// every answer becomes found, notFound, invalid or unavailable. Server only.
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import { lookupPerson } from '../api/lookup';
import type { CountryCode, User } from '../api/schemas';
import { limitedLookup } from '../dealer-state/lookups.server';
import { isValidPersonalId } from '../forms/personal-id';
import { logger } from '../server/logger';
import type { PersonLookupAnswer } from './person-lookup';

/** The HTTP status the portal endpoint answers each outcome with. */
export const PERSON_LOOKUP_STATUS: Record<PersonLookupAnswer['result'], number> = { found: 200, notFound: 404, invalid: 400, unavailable: 503, limited: 429 };

const INVALID = 'blancoApply.errors.personalIdInvalid';

/** A valid personal id asked of the register, within the lookups' limit and with its audit record (docs/decisions/0064). */
export async function lookUpPerson(api: ApiClient, user: User, country: CountryCode, personalId: string): Promise<PersonLookupAnswer> {
  const typed = personalId.trim();
  if (typed === '') return { result: 'invalid', messageKey: 'blancoApply.errors.personalIdRequired' };
  if (!isValidPersonalId(country, typed)) return { result: 'invalid', messageKey: INVALID };
  const limited = await limitedLookup(
    user,
    'person',
    typed,
    () => askRegister(api, typed),
    (answer) => (answer.result === 'found' ? true : answer.result === 'notFound' ? false : null),
  );
  if (limited.kind === 'answered') return limited.answer;
  return { result: limited.kind };
}

async function askRegister(api: ApiClient, typed: string): Promise<PersonLookupAnswer> {
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
