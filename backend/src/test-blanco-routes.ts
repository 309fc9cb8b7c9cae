// Test-only controls of the private loan area (under /__test, BACKEND_TEST_ROUTES=1 only).
import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { ApiError, notFound } from './api/errors.ts';
import { findLeadRow } from './blanco/lead-store.ts';
import { applyPendingStep, hasPendingStep } from './blanco/lifecycle.ts';
import type { Delays } from './config.ts';
import { inTransaction } from './db/transaction.ts';

export function blancoTestRoutes(db: DatabaseSync, delays: Delays) {
  return new Hono()
    .post('/leads/:leadId/advance', (c) => {
      const leadId = c.req.param('leadId');
      if (!findLeadRow(db, leadId)) throw notFound(`No lead ${leadId}`);
      if (!hasPendingStep(db, leadId)) throw new ApiError(409, 'NOTHING_PENDING', 'The lead has no pending step');
      inTransaction(db, () => applyPendingStep(db, delays, leadId));
      const lead = findLeadRow(db, leadId)!;
      return c.json({ status: lead.status, secondChancePhase: lead.second_chance_phase });
    })
    .get('/sms', (c) => {
      const leadId = c.req.query('leadId');
      const rows = db.prepare(`SELECT lead_id, phone, message, created_at FROM sms_outbox
        WHERE ? IS NULL OR lead_id = ? ORDER BY id`).all(leadId ?? null, leadId ?? null) as
        { lead_id: string; phone: string; message: string; created_at: number }[];
      return c.json({
        messages: rows.map((row) => ({
          leadId: row.lead_id,
          phone: row.phone,
          message: row.message,
          sentAt: new Date(row.created_at).toISOString(),
        })),
      });
    });
}
