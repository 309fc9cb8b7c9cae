// The automatic part of a leasing lead's life: the credit decision, the customer's signature and
// the payout to the dealer. As the loan's (blanco/lifecycle.ts): at most one pending step per lead
// in leasing_lead_timers, what it does follows from the lead's state, so a restart carries on.
import type { DatabaseSync } from 'node:sqlite';
import { commissionOf } from '../blanco/lifecycle.ts';
import type { Delays } from '../config.ts';
import { inTransaction } from '../db/transaction.ts';
import { findLeasingLeadRow } from './lead-store.ts';

const TICK_MS = 250;

export function scheduleLeasing(db: DatabaseSync, leadId: string, dueAt: number): void {
  db.prepare(`INSERT INTO leasing_lead_timers (lead_id, due_at) VALUES (?, ?)
    ON CONFLICT (lead_id) DO UPDATE SET due_at = excluded.due_at`).run(leadId, dueAt);
}

export function hasPendingLeasingStep(db: DatabaseSync, leadId: string): boolean {
  return db.prepare('SELECT 1 FROM leasing_lead_timers WHERE lead_id = ?').get(leadId) !== undefined;
}

/** Applies the lead's pending step now (the timer is consumed) and schedules the one after it. */
export function applyPendingLeasingStep(db: DatabaseSync, delays: Delays, leadId: string, now = Date.now()): void {
  db.prepare('DELETE FROM leasing_lead_timers WHERE lead_id = ?').run(leadId);
  const lead = findLeasingLeadRow(db, leadId);
  if (!lead) return;
  if (lead.status === 'PROCESSING') {
    db.prepare('UPDATE leasing_leads SET status = decision, updated_at = ? WHERE id = ?').run(now, leadId);
  } else if (lead.status === 'SENT_TO_CUSTOMER') {
    db.prepare("UPDATE leasing_leads SET status = 'SIGNED', contract_signed = 1, updated_at = ? WHERE id = ?").run(now, leadId);
    scheduleLeasing(db, leadId, now + delays.payoutDelayMs);
  } else if (lead.status === 'SIGNED') {
    // The dealer is paid the price; commission and points as for a loan of that amount.
    const { commission, points } = commissionOf(lead.price);
    db.prepare("UPDATE leasing_leads SET status = 'PAID_OUT', commission = ?, points = ?, updated_at = ? WHERE id = ?")
      .run(commission, points, now, leadId);
  }
}

function applyDueLeasingSteps(db: DatabaseSync, delays: Delays, now = Date.now()): void {
  const due = db.prepare('SELECT lead_id FROM leasing_lead_timers WHERE due_at <= ? ORDER BY due_at').all(now) as { lead_id: string }[];
  for (const { lead_id: leadId } of due) inTransaction(db, () => applyPendingLeasingStep(db, delays, leadId, now));
}

/** The leasing ticker of main.ts; returns its stop function. */
export function startLeasingTicker(db: DatabaseSync, delays: Delays): () => void {
  const timer = setInterval(() => {
    try {
      applyDueLeasingSteps(db, delays);
    } catch (error) {
      console.error('leasing ticker:', error);
    }
  }, TICK_MS);
  return () => clearInterval(timer);
}
