// The automatic part of an inventory financing lead's life, on the shared machinery
// (leads/lifecycle.ts): the decision as any lead's; then each signer signs in turn on the signing
// timer, and once all have, the car is paid out (financed) and draws on the limit; a direct payment of
// its settlement invoice arrives on the payout timer, and the car is paid off (FINISHED).
import { commissionOf, leadLifecycle } from '../leads/lifecycle.ts';
import { markInvoicePaid, processingSettlementOf } from './invoices.ts';
import { INVENTORY_LEADS, signersOf } from './lead-store.ts';

export const INVENTORY_LIFECYCLE = leadLifecycle({
  leads: INVENTORY_LEADS,
  timersTable: 'business_finance_lead_timers',
  tickerName: 'business finance ticker',
  payoutAmount: (lead) => lead.credit_amount,
  ownStep: (db, delays, lead, now, schedule) => {
    if (lead.status === 'SENT_TO_CUSTOMER') {
      const signers = signersOf(lead);
      const next = signers.find((signer) => signer.signedAt === null);
      if (next) next.signedAt = now;
      const allSigned = signers.every((signer) => signer.signedAt !== null);
      db.prepare(`UPDATE business_finance_leads SET signers = ?, status = ?, contract_signed = ?, updated_at = ? WHERE id = ?`).run(
        JSON.stringify(signers),
        allSigned ? 'SIGNED' : 'SENT_TO_CUSTOMER',
        allSigned ? 1 : 0,
        now,
        lead.id,
      );
      schedule(db, lead.id, now + (allSigned ? delays.payoutDelayMs : delays.signingDelayMs));
      return true;
    }
    if (lead.status === 'SIGNED') {
      const { commission, points } = commissionOf(lead.credit_amount);
      db.prepare(
        `UPDATE business_finance_leads SET status = 'PAID_OUT', paid_out_at = ?, commission = ?, points = ?, updated_at = ?
        WHERE id = ?`,
      ).run(now, commission, points, now, lead.id);
      return true;
    }
    if (lead.status === 'PAID_OUT') {
      // A direct bank payment of the settlement invoice arrives (payment.ts scheduled it).
      const invoice = processingSettlementOf(db, lead.id);
      if (invoice) markInvoicePaid(db, invoice, now);
      return true;
    }
    return false;
  },
});
