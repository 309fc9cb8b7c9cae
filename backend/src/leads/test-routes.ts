// Test-only controls every product's leads have (under /__test, BACKEND_TEST_ROUTES=1 only): apply a
// lead's pending step now, read its state, read the SMS outbox, and date the texts sent about a lead back (a
// contract unsigned for days, without waiting days).
import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { ApiError, notFound } from '../api/errors.ts';
import type { Delays } from '../config.ts';
import { inTransaction } from '../db/transaction.ts';
import type { LeadRowBase, LeadTable } from './lead-table.ts';
import type { Lifecycle } from './lifecycle.ts';

export interface LeadTestControls<R extends LeadRowBase> {
  leads: LeadTable<R>;
  lifecycle: Lifecycle;
  /** What the 404 calls the lead ("lead", "leasing lead"). */
  noun: string;
  /** The advance answer: the lead's state after the step. */
  stateOf: (lead: R) => object;
}

export function leadTestRoutes<R extends LeadRowBase>(db: DatabaseSync, delays: Delays, controls: LeadTestControls<R>) {
  const { leads, lifecycle } = controls;
  return (
    new Hono()
      .post('/leads/:leadId/advance', (c) => {
        const leadId = c.req.param('leadId');
        if (!leads.findRow(db, leadId)) throw notFound(`No ${controls.noun} ${leadId}`);
        if (!lifecycle.hasPendingStep(db, leadId)) throw new ApiError(409, 'NOTHING_PENDING', 'The lead has no pending step');
        inTransaction(db, () => lifecycle.applyPendingStep(db, delays, leadId));
        return c.json(controls.stateOf(leads.findRow(db, leadId)!));
      })
      // The lead's state as the advance answer gives it (a step the ticker applied first is read here).
      .get('/leads/:leadId', (c) => {
        const leadId = c.req.param('leadId');
        const lead = leads.findRow(db, leadId);
        if (!lead) throw notFound(`No ${controls.noun} ${leadId}`);
        return c.json(controls.stateOf(lead));
      })
      // Sets a lead's status as the lender would (the portal's live updates are measured on it).
      .post('/leads/:leadId/status', async (c) => {
        const leadId = c.req.param('leadId');
        if (!leads.findRow(db, leadId)) throw notFound(`No ${controls.noun} ${leadId}`);
        const { status } = (await c.req.json()) as { status: string };
        if (typeof status !== 'string' || !/^[A-Z_]{2,40}$/.test(status)) throw new ApiError(400, 'BAD_STATUS', 'status: a lead status');
        db.prepare(`UPDATE ${leads.name} SET status = ?, updated_at = ? WHERE id = ?`).run(status, Date.now(), leadId);
        return c.body(null, 204);
      })
      .post('/leads/:leadId/texts-sent-days-ago', async (c) => {
        const leadId = c.req.param('leadId');
        if (!leads.findRow(db, leadId)) throw notFound(`No ${controls.noun} ${leadId}`);
        const { days } = (await c.req.json()) as { days: number };
        if (!Number.isInteger(days) || days < 0) throw new ApiError(400, 'BAD_DAYS', 'days: a whole number of days, 0 or more');
        const at = Date.now() - days * 86_400_000;
        const changed = db.prepare(`UPDATE ${leads.smsOutboxTable} SET created_at = ? WHERE lead_id = ?`).run(at, leadId).changes;
        if (changed === 0) throw new ApiError(409, 'NO_TEXTS', 'Nothing was texted about this lead yet');
        return c.body(null, 204);
      })
      .get('/sms', (c) => {
        const leadId = c.req.query('leadId');
        const rows = db
          .prepare(
            `SELECT lead_id, phone, message, created_at FROM ${leads.smsOutboxTable}
        WHERE ? IS NULL OR lead_id = ? ORDER BY id`,
          )
          .all(leadId ?? null, leadId ?? null) as { lead_id: string; phone: string; message: string; created_at: number }[];
        return c.json({
          messages: rows.map((row) => ({
            leadId: row.lead_id,
            phone: row.phone,
            message: row.message,
            sentAt: new Date(row.created_at).toISOString(),
          })),
        });
      })
  );
}
