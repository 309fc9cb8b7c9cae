import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type * as v from 'valibot';
import { PersonLookupSchema, type PersonSchema } from '../../../../src/lib/api/blanco.ts';
import { OrganizationLookupSchema, type Organization } from '../../../../src/lib/api/leasing-schemas.ts';
import { canonicalPersonalId } from '../../blanco/personal-id.ts';
import { testPerson } from '../../blanco/test-persons.ts';
import { canonicalOrganizationNumber, findOrganization } from '../../leasing/organizations.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, parseBody } from '../errors.ts';
import { requireAnyRole } from '../roles.ts';
import { countryOf } from '../user-dto.ts';

/**
 * The population and company register stand-ins: they know the test persons of
 * blanco/test-persons.ts and the demo companies of leasing/organizations.ts only.
 */
export function lookupRoutes(db: DatabaseSync) {
  return new Hono<AppEnv>()
    .post('/persons', requireAnyRole('BLANCO', 'LEASING'), async (c) => {
      const { personalId } = await parseBody(c, PersonLookupSchema);
      const country = countryOf(db, c.var.user);
      const canonical = canonicalPersonalId(country, personalId);
      if (!canonical) throw new ApiError(400, 'INVALID_PERSONAL_ID', `Not a valid personal identity number in ${country}`);
      const person = testPerson(country, canonical);
      if (!person) throw new ApiError(404, 'PERSON_NOT_FOUND', 'No person has this personal identity number');
      const answer: v.InferOutput<typeof PersonSchema> = person;
      return c.json(answer);
    })
    // Leasing customers, and inventory financing's sellers later.
    .post('/organizations', requireAnyRole('LEASING', 'BUSINESS_FINANCE'), async (c) => {
      const { organizationNumber } = await parseBody(c, OrganizationLookupSchema);
      const country = countryOf(db, c.var.user);
      const canonical = canonicalOrganizationNumber(country, organizationNumber);
      if (!canonical) throw new ApiError(400, 'INVALID_ORGANIZATION_NUMBER', `Not a valid organisation number in ${country}`);
      const organization: Organization | undefined = findOrganization(country, canonical.number);
      if (!organization) throw new ApiError(404, 'ORGANIZATION_NOT_FOUND', 'No organisation has this number');
      return c.json(organization);
    });
}
