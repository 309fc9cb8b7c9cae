// One product's lead table (leads, leasing_leads, …): the columns every product has, the lookups by
// dealer, and the parts of an answer built alike from them.
import type { DatabaseSync } from 'node:sqlite';
import type { LeadStatus } from '../../../src/lib/api/leads.ts';

/** The columns every lead table has. */
export interface LeadRowBase {
  id: string;
  reference: string;
  dealer_id: string;
  facility_id: string;
  created_by: string;
  status: LeadStatus;
  decision: LeadStatus;
  contract_signed: number;
  signing_link: string | null;
  commission: number | null;
  points: number | null;
  created_at: number;
  updated_at: number;
}

/**
 * A lead row with the names its answers show, and when its contract's signing link was last texted
 * (the newest text of its outbox; a lead seeded as sent has no text, and got there at updated_at).
 */
export type LeadView<R extends LeadRowBase> = R & { facility_name: string; creator_name: string; contract_sent_at: number | null };

export interface LeadTable<R extends LeadRowBase> {
  /** The table's name, for the product's own statements. */
  name: string;
  /** The texts sent about its leads: (lead_id, phone, message, created_at). */
  smsOutboxTable: string;
  findRow(db: DatabaseSync, leadId: string): R | undefined;
  /** The lead if it is that dealer's. */
  findDealerLead(db: DatabaseSync, dealerId: string, leadId: string): LeadView<R> | undefined;
  dealerLeads(db: DatabaseSync, dealerId: string): LeadView<R>[];
}

export function leadTable<R extends LeadRowBase>(name: string, smsOutboxTable: string): LeadTable<R> {
  const view = `SELECT l.*, f.name AS facility_name, u.firstname || ' ' || u.lastname AS creator_name,
    COALESCE((SELECT MAX(created_at) FROM ${smsOutboxTable} WHERE lead_id = l.id),
      CASE WHEN l.status = 'SENT_TO_CUSTOMER' THEN l.updated_at END) AS contract_sent_at
  FROM ${name} l JOIN facilities f ON f.id = l.facility_id JOIN users u ON u.id = l.created_by`;
  return {
    name,
    smsOutboxTable,
    findRow: (db, leadId) => db.prepare(`SELECT * FROM ${name} WHERE id = ?`).get(leadId) as R | undefined,
    findDealerLead: (db, dealerId, leadId) => db.prepare(`${view} WHERE l.id = ? AND l.dealer_id = ?`).get(leadId, dealerId) as LeadView<R> | undefined,
    dealerLeads: (db, dealerId) => db.prepare(`${view} WHERE l.dealer_id = ?`).all(dealerId) as unknown as LeadView<R>[],
  };
}

export const iso = (ms: number) => new Date(ms).toISOString();

/** What every lead answer and summary starts with. */
export function leadHeader(row: LeadView<LeadRowBase>) {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    contractSentAt: row.contract_sent_at === null ? null : iso(row.contract_sent_at),
  };
}

/** Where the lead was made and by whom. */
export function leadOrigin(row: LeadView<LeadRowBase>) {
  return { facility: { id: row.facility_id, name: row.facility_name }, createdBy: { id: row.created_by, name: row.creator_name } };
}

/** A lead list's row: the header, the product's own fields, then where the lead was made and by whom. */
export function leadSummary<F extends object>(row: LeadView<LeadRowBase>, fields: F) {
  return { ...leadHeader(row), ...fields, ...leadOrigin(row) };
}
