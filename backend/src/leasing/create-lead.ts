// POST leasing/leads: checks an application, prices it, stores it as PROCESSING and schedules the decision.
import type { DatabaseSync } from 'node:sqlite';
import type { CreateLeasingLead } from '../../../src/lib/api/leasing-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { ApiError } from '../api/errors.ts';
import type { Delays } from '../config.ts';
import type { UserRow } from '../db/users.ts';
import { createLeadOnce, type CreateRules } from '../leads/create-lead.ts';
import { LEASING_LEADS } from './lead-store.ts';
import { LEASING_LIFECYCLE } from './lifecycle.ts';
import { canonicalOrganizationNumber, leasingOutcomeFor } from './organizations.ts';
import { leasingCostFor } from './price-list.ts';

const LEASING_CREATION: CreateRules = {
  leads: LEASING_LEADS,
  lifecycle: LEASING_LIFECYCLE,
  idempotencyKeysTable: 'leasing_idempotency_keys',
  referencePrefix: 'LE',
};

/** Half an öre/cent: a rent that rounds to the API's own is the same rent. */
const RENT_TOLERANCE = 0.005;

/** Stores a new leasing application once per Idempotency-Key, as a loan's (leads/create-lead.ts). */
export function createLeasingLead(
  db: DatabaseSync,
  delays: Delays,
  user: UserRow,
  country: CountryCode,
  body: CreateLeasingLead,
  idempotencyKey: string,
): { leadId: string; created: boolean } {
  return createLeadOnce(db, delays, LEASING_CREATION, user, body, idempotencyKey, () => {
    const customer = canonicalOrganizationNumber(country, body.customer.organizationNumber);
    if (!customer) {
      throw new ApiError(400, 'INVALID_ORGANIZATION_NUMBER', `customer.organizationNumber: not a valid organisation number in ${country}`);
    }
    const cost = leasingCostFor(country, body.price, body.firstRent, body.residual, body.months);
    if (body.rent !== undefined && Math.abs(body.rent - cost.rent) >= RENT_TOLERANCE) {
      throw new ApiError(409, 'RENT_CHANGED', `rent: ${body.rent} is not the rent of these terms (${cost.rent}); ask monthly-cost again`);
    }
    return {
      outcome: leasingOutcomeFor(country, customer.number),
      facilityId: body.facilityId,
      columns: {
        vehicle: JSON.stringify(body.vehicle),
        vehicle_name: `${body.vehicle.brand} ${body.vehicle.model}`,
        customer_org_number: customer.number,
        customer_name: body.customer.name,
        customer_kind: customer.kind,
        contact_person: JSON.stringify(body.contactPerson),
        contact_name: body.contactPerson.name,
        price: body.price,
        first_rent: body.firstRent,
        residual: body.residual,
        months: body.months,
        interest_rate: cost.interestRate,
        rent: cost.rent,
      },
    };
  });
}
