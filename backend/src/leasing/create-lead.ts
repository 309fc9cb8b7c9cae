// POST leasing/leads: checks an application, prices it, stores it as PROCESSING and schedules the decision.
import type { DatabaseSync } from 'node:sqlite';
import type { CreateLeasingLead } from '../../../src/lib/api/leasing-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { ApiError } from '../api/errors.ts';
import type { Delays } from '../config.ts';
import type { UserRow } from '../db/users.ts';
import { createLeadOnce, requireDealerFacility, type CreateRules } from '../leads/create-lead.ts';
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
    requireDealerFacility(db, user, body.facilityId);
    return {
      outcome: leasingOutcomeFor(country, customer.number),
      insert: ({ id, reference, decision, now }) => {
        db.prepare(
          `INSERT INTO leasing_leads (id, reference, dealer_id, facility_id, created_by, status, decision, vehicle,
            vehicle_name, customer_org_number, customer_name, customer_kind, contact_person, contact_name, price, first_rent,
            residual, months, interest_rate, rent, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, 'PROCESSING', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          id,
          reference,
          user.dealer_id,
          body.facilityId,
          user.id,
          decision,
          JSON.stringify(body.vehicle),
          `${body.vehicle.brand} ${body.vehicle.model}`,
          customer.number,
          body.customer.name,
          customer.kind,
          JSON.stringify(body.contactPerson),
          body.contactPerson.name,
          body.price,
          body.firstRent,
          body.residual,
          body.months,
          cost.interestRate,
          cost.rent,
          now,
          now,
        );
      },
    };
  });
}
