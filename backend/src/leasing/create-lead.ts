// POST leasing/leads: checks an application, prices it, stores it as PROCESSING and schedules the decision.
import { randomInt, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { CreateLeasingLead } from '../../../src/lib/api/leasing-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { ApiError } from '../api/errors.ts';
import { keyReused, requestHash } from '../blanco/create-lead.ts';
import type { Delays } from '../config.ts';
import { inTransaction } from '../db/transaction.ts';
import type { UserRow } from '../db/users.ts';
import { LEASING_LIFECYCLE } from './lifecycle.ts';
import { canonicalOrganizationNumber, leasingOutcomeFor } from './organizations.ts';
import { leasingCostFor } from './price-list.ts';

function newLeasingReference(db: DatabaseSync): string {
  const taken = db.prepare('SELECT 1 FROM leasing_leads WHERE reference = ?');
  for (;;) {
    const reference = `LE-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    if (taken.get(reference) === undefined) return reference;
  }
}

/**
 * The lead's id and whether it is new (201) or the one this user's Idempotency-Key already made
 * (200). The same key with a different body is refused (422), as for a loan.
 */
export function createLeasingLead(db: DatabaseSync, delays: Delays, user: UserRow, country: CountryCode, body: CreateLeasingLead,
  idempotencyKey: string): { leadId: string; created: boolean } {
  const hash = requestHash(body);
  // No await from the key lookup to the insert: two requests with one key cannot both insert.
  const existing = db.prepare('SELECT lead_id, request_hash FROM leasing_idempotency_keys WHERE user_id = ? AND idempotency_key = ?')
    .get(user.id, idempotencyKey) as { lead_id: string; request_hash: string } | undefined;
  if (existing) {
    if (existing.request_hash !== hash) throw keyReused();
    return { leadId: existing.lead_id, created: false };
  }

  const customer = canonicalOrganizationNumber(country, body.customer.organizationNumber);
  if (!customer) {
    throw new ApiError(400, 'INVALID_ORGANIZATION_NUMBER', `customer.organizationNumber: not a valid organisation number in ${country}`);
  }
  const cost = leasingCostFor(country, body.price, body.firstRent, body.residual, body.months);
  const facility = db.prepare('SELECT id FROM facilities WHERE id = ? AND dealer_id = ?').get(body.facilityId, user.dealer_id);
  if (!facility) throw new ApiError(400, 'UNKNOWN_FACILITY', `facilityId: ${body.facilityId} is not a facility of the dealer`);

  const outcome = leasingOutcomeFor(country, customer.number);
  const now = Date.now();
  const leadId = randomUUID();
  inTransaction(db, () => {
    db.prepare(`INSERT INTO leasing_leads (id, reference, dealer_id, facility_id, created_by, status, decision, vehicle,
        vehicle_name, customer_org_number, customer_name, customer_kind, contact_person, contact_name, price, first_rent,
        residual, months, interest_rate, rent, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, 'PROCESSING', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(leadId, newLeasingReference(db), user.dealer_id, body.facilityId, user.id,
        outcome === 'PROCESSING' ? 'APPROVED' : outcome, JSON.stringify(body.vehicle), `${body.vehicle.brand} ${body.vehicle.model}`,
        customer.number, body.customer.name, customer.kind, JSON.stringify(body.contactPerson), body.contactPerson.name,
        body.price, body.firstRent, body.residual, body.months, cost.interestRate, cost.rent, now, now);
    db.prepare('INSERT INTO leasing_idempotency_keys (user_id, idempotency_key, lead_id, request_hash) VALUES (?, ?, ?, ?)')
      .run(user.id, idempotencyKey, leadId, hash);
    // The PROCESSING company's credit check answers late; everyone else's after the usual poll.
    LEASING_LIFECYCLE.schedule(db, leadId, now + (outcome === 'PROCESSING' ? delays.processingDecideMs : delays.lenderPollMs));
  });
  return { leadId, created: true };
}
