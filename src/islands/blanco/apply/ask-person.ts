// The person lookup's request from the loan form: JSON in and out through the forms' shared helper.
import { postJson } from '../../forms/post-json';
import type { PersonLookupAnswer } from '../../../lib/blanco/person-lookup';

const LOOKUP_TIMEOUT_MS = 8_000;

/** The register's answer (anything unusable is the register not answering), or null when the session ended. */
export async function askPerson(url: string, personalId: string): Promise<PersonLookupAnswer | null> {
  const response = await postJson<PersonLookupAnswer>(url, { personalId }, LOOKUP_TIMEOUT_MS);
  if (response.kind === 'sessionEnded') return null;
  return response.kind === 'answer' ? response.body : { result: 'unavailable' };
}
