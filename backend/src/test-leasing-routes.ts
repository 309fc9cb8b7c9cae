// Test-only controls of business leasing (under /__test/leasing, BACKEND_TEST_ROUTES=1 only).
import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { ApiError, notFound } from './api/errors.ts';
import type { Delays } from './config.ts';
import { inTransaction } from './db/transaction.ts';
import { findLeasingLeadRow } from './leasing/lead-store.ts';
import { applyPendingLeasingStep, hasPendingLeasingStep } from './leasing/lifecycle.ts';

export function leasingTestRoutes(db: DatabaseSync, delays: Delays) {
  return new Hono()
    .post('/leads/:leadId/advance', (c) => {
      const leadId = c.req.param('leadId');
      if (!findLeasingLeadRow(db, leadId)) throw notFound(`No leasing lead ${leadId}`);
      if (!hasPendingLeasingStep(db, leadId)) throw new ApiError(409, 'NOTHING_PENDING', 'The lead has no pending step');
      inTransaction(db, () => applyPendingLeasingStep(db, delays, leadId));
      return c.json({ status: findLeasingLeadRow(db, leadId)!.status });
    })
    .get('/sms', (c) => {
      const leadId = c.req.query('leadId');
      const rows = db.prepare(`SELECT lead_id, phone, message, created_at FROM leasing_sms_outbox
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
