// The automatic part of a loan's life: the lenders' decision, the customer's signature and the payout
// (leads/lifecycle.ts), and before them the second-chance phases of a declined loan.
import type { DatabaseSync } from 'node:sqlite';
import type { SecondChancePhase } from '../../../src/lib/api/blanco.ts';
import type { LeadStatus } from '../../../src/lib/api/leads.ts';
import type { Delays } from '../config.ts';
import { leadLifecycle, type Schedule } from '../leads/lifecycle.ts';
import { LEADS, type LeadRow } from './lead-store.ts';

// DENIED leads find a partner lender; ACCOUNT_ANALYSIS ones are declined there too.
const SECOND_CHANCE_PATHS: Partial<Record<LeadStatus, SecondChancePhase[]>> = {
  DENIED: ['INITIAL', 'PROCESSING', 'OFFERS_RECEIVED', 'AWAITING_SIGNATURE', 'DISBURSED'],
  ACCOUNT_ANALYSIS: ['INITIAL', 'PROCESSING', 'DECLINED'],
};

export function secondChancePath(status: LeadStatus): SecondChancePhase[] | undefined {
  return SECOND_CHANCE_PATHS[status];
}

/** A lead in second chance moves to its next phase (the last one ends the timers). */
function secondChanceStep(db: DatabaseSync, delays: Delays, lead: LeadRow, now: number, schedule: Schedule): boolean {
  if (lead.second_chance_phase === null) return false;
  const path = secondChancePath(lead.status) ?? [];
  const index = path.indexOf(lead.second_chance_phase);
  const next = index < 0 ? undefined : path[index + 1];
  if (!next) return true;
  db.prepare('UPDATE leads SET second_chance_phase = ?, second_chance_updated_at = ?, updated_at = ? WHERE id = ?').run(next, now, now, lead.id);
  if (index + 2 < path.length) schedule(db, lead.id, now + delays.secondChanceStepMs);
  return true;
}

export const LOAN_LIFECYCLE = leadLifecycle({
  leads: LEADS,
  timersTable: 'lead_timers',
  tickerName: 'lead ticker',
  payoutAmount: (lead) => lead.amount,
  ownStep: secondChanceStep,
});
