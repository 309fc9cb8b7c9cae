import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type * as v from 'valibot';
import { PersonLookupSchema, type PersonSchema } from '../../../../src/lib/api/blanco.ts';
import { canonicalPersonalId } from '../../blanco/personal-id.ts';
import { testPerson } from '../../blanco/test-persons.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, parseBody } from '../errors.ts';
import { requireAnyRole } from '../roles.ts';
import { countryOf } from '../user-dto.ts';

/** The population register stand-in: it knows the test persons of blanco/test-persons.ts only. */
export function lookupRoutes(db: DatabaseSync) {
  return new Hono<AppEnv>().post('/persons', requireAnyRole('BLANCO', 'LEASING'), async (c) => {
    const { personalId } = await parseBody(c, PersonLookupSchema);
    const country = countryOf(db, c.var.user);
    const canonical = canonicalPersonalId(country, personalId);
    if (!canonical) throw new ApiError(400, 'INVALID_PERSONAL_ID', `Not a valid personal identity number in ${country}`);
    const person = testPerson(country, canonical);
    if (!person) throw new ApiError(404, 'PERSON_NOT_FOUND', 'No person has this personal identity number');
    const answer: v.InferOutput<typeof PersonSchema> = person;
    return c.json(answer);
  });
}
