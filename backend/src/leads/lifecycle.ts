// The automatic part of every product's lead life: the decision, the customer's signature and the
// payout. Each lead has at most one pending step in its product's timers table; what that step does
// follows from the lead's state, so a restart simply carries on. One ticker a product applies them.
import type { DatabaseSync } from 'node:sqlite';
import type { Delays } from '../config.ts';
import { inTransaction } from '../db/transaction.ts';
import type { LeadRowBase, LeadTable } from './lead-table.ts';

const COMMISSION_RATE = 0.012;
const TICK_MS = 250;

export function commissionOf(amount: number): { commission: number; points: number } {
  return { commission: Math.round(amount * COMMISSION_RATE), points: Math.round(amount / 100) };
}

export type Schedule = (db: DatabaseSync, leadId: string, dueAt: number) => void;

export interface LifecycleRules<R extends LeadRowBase> {
  leads: LeadTable<R>;
  /** Holds each lead's one pending step (lead_id, due_at). */
  timersTable: string;
  /** Names the ticker in its error log. */
  tickerName: string;
  /** What the dealer is paid out, on which commission and points are reckoned. */
  payoutAmount: (lead: R) => number;
  /** A step of the product's own, tried first; true when it was the lead's step. */
  ownStep?: (db: DatabaseSync, delays: Delays, lead: R, now: number, schedule: Schedule) => boolean;
}

export interface Lifecycle {
  schedule: Schedule;
  hasPendingStep: (db: DatabaseSync, leadId: string) => boolean;
  /** Applies the lead's pending step now (the timer is consumed) and schedules the one after it. */
  applyPendingStep: (db: DatabaseSync, delays: Delays, leadId: string, now?: number) => void;
  /** The product's ticker of main.ts; returns its stop function. */
  startTicker: (db: DatabaseSync, delays: Delays) => () => void;
}

export function leadLifecycle<R extends LeadRowBase>(rules: LifecycleRules<R>): Lifecycle {
  const { leads, timersTable } = rules;
  const schedule: Schedule = (db, leadId, dueAt) => {
    db.prepare(
      `INSERT INTO ${timersTable} (lead_id, due_at) VALUES (?, ?)
      ON CONFLICT (lead_id) DO UPDATE SET due_at = excluded.due_at`,
    ).run(leadId, dueAt);
  };

  const applyPendingStep = (db: DatabaseSync, delays: Delays, leadId: string, now = Date.now()) => {
    db.prepare(`DELETE FROM ${timersTable} WHERE lead_id = ?`).run(leadId);
    const lead = leads.findRow(db, leadId);
    if (!lead) return;
    if (rules.ownStep?.(db, delays, lead, now, schedule)) return;
    if (lead.status === 'PROCESSING') {
      db.prepare(`UPDATE ${leads.name} SET status = decision, updated_at = ? WHERE id = ?`).run(now, leadId);
    } else if (lead.status === 'SENT_TO_CUSTOMER') {
      db.prepare(`UPDATE ${leads.name} SET status = 'SIGNED', contract_signed = 1, updated_at = ? WHERE id = ?`).run(now, leadId);
      schedule(db, leadId, now + delays.payoutDelayMs);
    } else if (lead.status === 'SIGNED') {
      const { commission, points } = commissionOf(rules.payoutAmount(lead));
      db.prepare(`UPDATE ${leads.name} SET status = 'PAID_OUT', commission = ?, points = ?, updated_at = ? WHERE id = ?`).run(commission, points, now, leadId);
      // The seller's points are theirs at the payout: the balance the portal shows includes them.
      db.prepare('UPDATE users SET point_balance = point_balance + ? WHERE id = ?').run(points, lead.created_by);
    }
  };

  /** Every step whose time has come, oldest first, each in its own transaction. */
  const applyDueSteps = (db: DatabaseSync, delays: Delays, now = Date.now()) => {
    const due = db.prepare(`SELECT lead_id FROM ${timersTable} WHERE due_at <= ? ORDER BY due_at`).all(now) as { lead_id: string }[];
    for (const { lead_id: leadId } of due) inTransaction(db, () => applyPendingStep(db, delays, leadId, now));
  };

  return {
    schedule,
    hasPendingStep: (db, leadId) => db.prepare(`SELECT 1 FROM ${timersTable} WHERE lead_id = ?`).get(leadId) !== undefined,
    applyPendingStep,
    startTicker: (db, delays) => {
      const timer = setInterval(() => {
        try {
          applyDueSteps(db, delays);
        } catch (error) {
          console.error(`${rules.tickerName}:`, error);
        }
      }, TICK_MS);
      return () => clearInterval(timer);
    },
  };
}
