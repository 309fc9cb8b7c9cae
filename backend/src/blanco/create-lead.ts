// POST blanco/leads: checks an application, stores it as PROCESSING and schedules the decision.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { ApplicantInput, CreateLead } from '../../../src/lib/api/blanco.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { ApiError } from '../api/errors.ts';
import type { Delays } from '../config.ts';
import { inTransaction } from '../db/transaction.ts';
import type { UserRow } from '../db/users.ts';
import { LOAN_LIFECYCLE } from './lifecycle.ts';
import { canonicalPersonalId } from './personal-id.ts';
import { monthlyCostFor } from './pricing.ts';
import { outcomeFor } from './test-persons.ts';

function withCanonicalId(country: CountryCode, person: ApplicantInput, field: string): ApplicantInput {
  const personalId = canonicalPersonalId(country, person.personalId);
  if (!personalId) throw new ApiError(400, 'INVALID_PERSONAL_ID', `${field}: not a valid personal identity number in ${country}`);
  return { ...person, personalId };
}

function newReference(db: DatabaseSync): string {
  const taken = db.prepare('SELECT 1 FROM leads WHERE reference = ?');
  for (;;) {
    const reference = `BL-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    if (taken.get(reference) === undefined) return reference;
  }
}

/** The fingerprint of a parsed body: the schema's output has a fixed key order, so equal payloads hash equal. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

export const keyReused = () => new ApiError(422, 'IDEMPOTENCY_KEY_REUSED',
  'This Idempotency-Key was already used for a different application; send the changed application with a new key');

/**
 * The lead's id and whether it is new (201) or the one this user's Idempotency-Key already made (200).
 * The same key with a different payload is refused (422), as the IETF Idempotency-Key draft says.
 */
export function createLead(db: DatabaseSync, delays: Delays, user: UserRow, country: CountryCode, body: CreateLead,
  idempotencyKey: string): { leadId: string; created: boolean } {
  const hash = requestHash(body);
  // No await from the key lookup to the insert: two requests with one key cannot both insert.
  const existing = db.prepare('SELECT lead_id, request_hash FROM lead_idempotency_keys WHERE user_id = ? AND idempotency_key = ?')
    .get(user.id, idempotencyKey) as { lead_id: string; request_hash: string | null } | undefined;
  if (existing) {
    if (existing.request_hash !== null && existing.request_hash !== hash) throw keyReused();
    return { leadId: existing.lead_id, created: false };
  }

  const applicant = withCanonicalId(country, body.applicant, 'applicant.personalId');
  const coApplicant = body.coApplicant && withCanonicalId(country, body.coApplicant, 'coApplicant.personalId');
  const cost = monthlyCostFor(country, body.amount, body.interestRate, body.term);
  const facility = db.prepare('SELECT id FROM facilities WHERE id = ? AND dealer_id = ?').get(body.facilityId, user.dealer_id);
  if (!facility) throw new ApiError(400, 'UNKNOWN_FACILITY', `facilityId: ${body.facilityId} is not a facility of the dealer`);

  const outcome = outcomeFor(country, applicant.personalId);
  const now = Date.now();
  const leadId = randomUUID();
  inTransaction(db, () => {
    db.prepare(`INSERT INTO leads (id, reference, dealer_id, facility_id, created_by, status, decision, amount, term,
        interest_rate, desired_interest_rate, monthly_cost, applicant, applicant_name, applicant_personal_id, co_applicant,
        created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'PROCESSING', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(leadId, newReference(db), user.dealer_id, body.facilityId, user.id, outcome === 'PROCESSING' ? 'APPROVED' : outcome,
        body.amount, body.term, body.interestRate, body.interestRate, cost.monthlyCost, JSON.stringify(applicant),
        `${applicant.firstname} ${applicant.lastname}`, applicant.personalId, coApplicant ? JSON.stringify(coApplicant) : null,
        now, now);
    db.prepare('INSERT INTO lead_idempotency_keys (user_id, idempotency_key, lead_id, request_hash) VALUES (?, ?, ?, ?)')
      .run(user.id, idempotencyKey, leadId, hash);
    // The PROCESSING person's lenders answer late; everyone else's after the usual poll.
    LOAN_LIFECYCLE.schedule(db, leadId, now + (outcome === 'PROCESSING' ? delays.processingDecideMs : delays.lenderPollMs));
  });
  return { leadId, created: true };
}
