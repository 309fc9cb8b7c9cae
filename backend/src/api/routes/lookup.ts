import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { PersonLookupSchema, type PersonSchema } from '../../../../src/lib/api/lookup-schemas.ts';
import { OrganizationLookupSchema, type Organization } from '../../../../src/lib/api/leasing-schemas.ts';
import { MileageKmSchema, VehicleByVinLookupSchema, type Vehicle } from '../../../../src/lib/api/lookup-schemas.ts';
import { canonicalNumberPlate } from '../../../../src/lib/number-plate.ts';
import { canonicalVin } from '../../../../src/lib/vin.ts';
import { canonicalPersonalId } from '../../blanco/personal-id.ts';
import { registeredPerson, testPerson } from '../../blanco/test-persons.ts';
import { canonicalOrganizationNumber, findOrganization } from '../../leasing/organizations.ts';
import { vehicleByPlate, vehicleByVin, type VehicleRegister } from '../../vehicles/register.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, parseBody, wrongData } from '../errors.ts';
import { requireAnyRole } from '../roles.ts';
import { countryOf } from '../user-dto.ts';

/** The path's {metricInKilometers}: whole kilometres, digits only (no `1e3`, no `12.5`). */
function mileageParam(value: string): number {
  const parsed = v.safeParse(MileageKmSchema, /^\d{1,7}$/.test(value) ? Number(value) : Number.NaN);
  if (!parsed.success) throw wrongData('metricInKilometers: the mileage in whole kilometres, 0-2000000');
  return parsed.output;
}

/**
 * The population, company and vehicle register stand-ins: they know the test persons of
 * blanco/test-persons.ts, the demo companies of leasing/organizations.ts and the demo cars of
 * vehicles/demo-vehicles.ts only.
 */
export function lookupRoutes(db: DatabaseSync, register: VehicleRegister) {
  return (
    new Hono<AppEnv>()
      // Loan applicants, and inventory financing's signatory and guarantor.
      .post('/persons', requireAnyRole('BLANCO', 'LEASING', 'BUSINESS_FINANCE'), async (c) => {
        const { personalId } = await parseBody(c, PersonLookupSchema);
        const country = countryOf(db, c.var.user);
        const canonical = canonicalPersonalId(country, personalId);
        if (!canonical) throw new ApiError(400, 'INVALID_PERSONAL_ID', `Not a valid personal identity number in ${country}`);
        const person = testPerson(country, canonical);
        if (!person) throw new ApiError(404, 'PERSON_NOT_FOUND', 'No person has this personal identity number');
        const answer: v.InferOutput<typeof PersonSchema> = registeredPerson(person);
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
      })
      // Plates go in the path (SPEC §7): a plate names a car, never a person. Inventory financing's and
      // leasing's applications, and the price tag's vehicle text (BLANCO).
      .get('/vehicle/:numberPlate/:metricInKilometers', requireAnyRole('BUSINESS_FINANCE', 'LEASING', 'BLANCO'), (c) => {
        const country = countryOf(db, c.var.user);
        const plate = canonicalNumberPlate(country, c.req.param('numberPlate'));
        if (!plate) throw new ApiError(400, 'INVALID_NUMBER_PLATE', `Not a number plate of ${country}`);
        const found: Vehicle = vehicleByPlate(register, country, plate, mileageParam(c.req.param('metricInKilometers')));
        return c.json(found);
      })
      // Stock cars without plates (usual in Denmark); any country's register answers by VIN. The
      // applications only: the price tag looks a car up by its plate.
      .post('/vehicle-by-vin', requireAnyRole('BUSINESS_FINANCE', 'LEASING'), async (c) => {
        const body = await parseBody(c, VehicleByVinLookupSchema);
        const vin = canonicalVin(body.vin);
        if (!vin) throw new ApiError(400, 'INVALID_VIN', 'Not a vehicle identification number (ISO 3779)');
        const found: Vehicle = vehicleByVin(register, countryOf(db, c.var.user), vin, body.metricInKilometers);
        return c.json(found);
      })
  );
}
