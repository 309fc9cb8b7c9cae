// What creating any product's lead shares: the Idempotency-Key (the same key and body give the same
// lead, another body is refused), a unique reference, the dealer's facility, and the decision timer.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { LeadStatus } from '../../../src/lib/api/leads.ts';
import { ApiError } from '../api/errors.ts';
import type { Delays } from '../config.ts';
import { insertRow } from '../db/insert-row.ts';
import { inTransaction } from '../db/transaction.ts';
import type { UserRow } from '../db/users.ts';
import type { LeadRowBase, LeadTable } from './lead-table.ts';
import type { Lifecycle } from './lifecycle.ts';

export interface CreateRules {
  leads: LeadTable<LeadRowBase>;
  lifecycle: Lifecycle;
  /** (user_id, idempotency_key, lead_id, request_hash) */
  idempotencyKeysTable: string;
  /** The reference is this prefix, a hyphen and 6 digits. */
  referencePrefix: string;
}

/** The lead to store once the checks passed: the outcome it will have, its facility, and its product's columns. */
export interface NewLead {
  outcome: LeadStatus;
  facilityId: string;
  /** The row's columns but those every lead table has (createLeadOnce adds them: id, reference, dealer, facility, creator, status, decision, times). */
  columns: Record<string, SQLInputValue>;
}

/** The fingerprint of a parsed body: the schema's output has a fixed key order, so equal payloads hash equal. */
function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

const keyReused = () =>
  new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different application; send the changed application with a new key');

function newReference(db: DatabaseSync, rules: CreateRules): string {
  const taken = db.prepare(`SELECT 1 FROM ${rules.leads.name} WHERE reference = ?`);
  for (;;) {
    const reference = `${rules.referencePrefix}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    if (taken.get(reference) === undefined) return reference;
  }
}

/** Refuses (400 UNKNOWN_FACILITY) a facility that is not the user's dealer's. */
function requireDealerFacility(db: DatabaseSync, user: UserRow, facilityId: string): void {
  const facility = db.prepare('SELECT id FROM facilities WHERE id = ? AND dealer_id = ?').get(facilityId, user.dealer_id);
  if (!facility) throw new ApiError(400, 'UNKNOWN_FACILITY', `facilityId: ${facilityId} is not a facility of the dealer`);
}

/**
 * The lead's id and whether it is new (201) or the one this user's Idempotency-Key already made (200).
 * The same key with a different payload is refused (422), as the IETF Idempotency-Key draft says.
 * `check` validates the body (throwing its 400s) and says what to store; it runs only for a new key,
 * and the facility is checked after it.
 */
export function createLeadOnce(
  db: DatabaseSync,
  delays: Delays,
  rules: CreateRules,
  user: UserRow,
  body: unknown,
  idempotencyKey: string,
  check: () => NewLead,
): { leadId: string; created: boolean } {
  const hash = requestHash(body);
  // No await from the key lookup to the insert: two requests with one key cannot both insert.
  const existing = db
    .prepare(`SELECT lead_id, request_hash FROM ${rules.idempotencyKeysTable} WHERE user_id = ? AND idempotency_key = ?`)
    .get(user.id, idempotencyKey) as { lead_id: string; request_hash: string | null } | undefined;
  if (existing) {
    // A key stored before request_hash was (a loan's, migration 3) has none: it only replays.
    if (existing.request_hash !== null && existing.request_hash !== hash) throw keyReused();
    return { leadId: existing.lead_id, created: false };
  }

  const lead = check();
  requireDealerFacility(db, user, lead.facilityId);
  const now = Date.now();
  const leadId = randomUUID();
  inTransaction(db, () => {
    insertRow(db, rules.leads.name, {
      id: leadId,
      reference: newReference(db, rules),
      dealer_id: user.dealer_id,
      facility_id: lead.facilityId,
      created_by: user.id,
      status: 'PROCESSING',
      // The PROCESSING outcome is approved, only later.
      decision: lead.outcome === 'PROCESSING' ? 'APPROVED' : lead.outcome,
      ...lead.columns,
      created_at: now,
      updated_at: now,
    });
    db.prepare(`INSERT INTO ${rules.idempotencyKeysTable} (user_id, idempotency_key, lead_id, request_hash) VALUES (?, ?, ?, ?)`).run(
      user.id,
      idempotencyKey,
      leadId,
      hash,
    );
    // The PROCESSING outcome's lenders (or credit check) answer late; everyone else's after the usual poll.
    rules.lifecycle.schedule(db, leadId, now + (lead.outcome === 'PROCESSING' ? delays.processingDecideMs : delays.lenderPollMs));
  });
  return { leadId, created: true };
}
