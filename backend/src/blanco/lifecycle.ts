// The automatic part of a lead's life: the lenders' decision, the customer's signature, the payout
// and the second-chance phases. Each lead has at most one pending step in lead_timers; what that
// step does follows from the lead's state, so a restart simply carries on.
import type { DatabaseSync } from 'node:sqlite';
import type { LeadStatus, SecondChancePhase } from '../../../src/lib/api/blanco.ts';
import type { Delays } from '../config.ts';
import { inTransaction } from '../db/transaction.ts';
import { findLeadRow } from './lead-store.ts';

const COMMISSION_RATE = 0.012;
const TICK_MS = 250;

// DENIED leads find a partner lender; ACCOUNT_ANALYSIS ones are declined there too.
const SECOND_CHANCE_PATHS: Partial<Record<LeadStatus, SecondChancePhase[]>> = {
  DENIED: ['INITIAL', 'PROCESSING', 'OFFERS_RECEIVED', 'AWAITING_SIGNATURE', 'DISBURSED'],
  ACCOUNT_ANALYSIS: ['INITIAL', 'PROCESSING', 'DECLINED'],
};

export function secondChancePath(status: LeadStatus): SecondChancePhase[] | undefined {
  return SECOND_CHANCE_PATHS[status];
}

export function schedule(db: DatabaseSync, leadId: string, dueAt: number): void {
  db.prepare('INSERT INTO lead_timers (lead_id, due_at) VALUES (?, ?) ON CONFLICT (lead_id) DO UPDATE SET due_at = excluded.due_at')
    .run(leadId, dueAt);
}

export function hasPendingStep(db: DatabaseSync, leadId: string): boolean {
  return db.prepare('SELECT 1 FROM lead_timers WHERE lead_id = ?').get(leadId) !== undefined;
}

/** Applies the lead's pending step now (the timer is consumed) and schedules the one after it. */
export function applyPendingStep(db: DatabaseSync, delays: Delays, leadId: string, now = Date.now()): void {
  db.prepare('DELETE FROM lead_timers WHERE lead_id = ?').run(leadId);
  const lead = findLeadRow(db, leadId);
  if (!lead) return;
  if (lead.second_chance_phase !== null) {
    const path = secondChancePath(lead.status) ?? [];
    const index = path.indexOf(lead.second_chance_phase);
    const next = index < 0 ? undefined : path[index + 1];
    if (!next) return;
    db.prepare('UPDATE leads SET second_chance_phase = ?, second_chance_updated_at = ?, updated_at = ? WHERE id = ?')
      .run(next, now, now, leadId);
    if (index + 2 < path.length) schedule(db, leadId, now + delays.secondChanceStepMs);
    return;
  }
  if (lead.status === 'PROCESSING') {
    db.prepare('UPDATE leads SET status = decision, updated_at = ? WHERE id = ?').run(now, leadId);
  } else if (lead.status === 'SENT_TO_CUSTOMER') {
    db.prepare("UPDATE leads SET status = 'SIGNED', contract_signed = 1, updated_at = ? WHERE id = ?").run(now, leadId);
    schedule(db, leadId, now + delays.payoutDelayMs);
  } else if (lead.status === 'SIGNED') {
    const { commission, points } = commissionOf(lead.amount);
    db.prepare("UPDATE leads SET status = 'PAID_OUT', commission = ?, points = ?, updated_at = ? WHERE id = ?")
      .run(commission, points, now, leadId);
  }
}

/** Every step whose time has come, oldest first, each in its own transaction. */
function applyDueSteps(db: DatabaseSync, delays: Delays, now = Date.now()): void {
  const due = db.prepare('SELECT lead_id FROM lead_timers WHERE due_at <= ? ORDER BY due_at').all(now) as { lead_id: string }[];
  for (const { lead_id: leadId } of due) inTransaction(db, () => applyPendingStep(db, delays, leadId, now));
}

/** The single ticker of main.ts; returns its stop function. */
export function startLeadTicker(db: DatabaseSync, delays: Delays): () => void {
  const timer = setInterval(() => {
    try {
      applyDueSteps(db, delays);
    } catch (error) {
      console.error('lead ticker:', error);
    }
  }, TICK_MS);
  return () => clearInterval(timer);
}

export function commissionOf(amount: number): { commission: number; points: number } {
  return { commission: Math.round(amount * COMMISSION_RATE), points: Math.round(amount / 100) };
}
