// Sending any product's contract: APPROVED → SENT_TO_CUSTOMER with a signing link, texted to the
// customer (the product's SMS outbox); signing then follows on the product's timer. Asked `again`
// while the customer has not signed, the same link is texted once more and nothing else changes;
// a plain send of a lead already sent stays a 409, so a form posted twice texts once.
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { ApiError } from '../api/errors.ts';
import type { Delays } from '../config.ts';
import { inTransaction } from '../db/transaction.ts';
import type { LeadRowBase, LeadTable } from './lead-table.ts';
import type { Lifecycle } from './lifecycle.ts';

export interface ContractRules<R extends LeadRowBase> {
  leads: LeadTable<R>;
  lifecycle: Lifecycle;
  /** Who signs: the first name the text greets and the phone it goes to. */
  signer: (lead: R) => { firstName: string; phone: string };
  smsText: Record<CountryCode, (firstName: string, dealer: string, link: string) => string>;
}

export function sendContract<R extends LeadRowBase>(
  db: DatabaseSync,
  delays: Delays,
  publicUrl: string,
  rules: ContractRules<R>,
  lead: R,
  again = false,
): void {
  const sentLink = lead.status === 'SENT_TO_CUSTOMER' ? lead.signing_link : null;
  if (again && sentLink === null) throw new ApiError(409, 'NOT_SENT', `The lead is ${lead.status}: no signing link waits for the customer`);
  if (!again && lead.status !== 'APPROVED') throw new ApiError(409, 'NOT_APPROVED', `The lead is ${lead.status}, not APPROVED`);
  const dealer = db.prepare('SELECT name, country_code FROM dealers WHERE id = ?').get(lead.dealer_id) as { name: string; country_code: CountryCode };
  const signer = rules.signer(lead);
  const text = (link: string) => rules.smsText[dealer.country_code](signer.firstName, dealer.name, link);
  if (again && sentLink !== null) {
    db.prepare(`INSERT INTO ${rules.leads.smsOutboxTable} (lead_id, phone, message, created_at) VALUES (?, ?, ?, ?)`).run(
      lead.id,
      signer.phone,
      text(sentLink),
      Date.now(),
    );
    return;
  }
  const link = `${publicUrl}/sign/${randomBytes(18).toString('base64url')}`;
  const now = Date.now();
  inTransaction(db, () => {
    db.prepare(`UPDATE ${rules.leads.name} SET status = 'SENT_TO_CUSTOMER', signing_link = ?, updated_at = ? WHERE id = ?`).run(link, now, lead.id);
    db.prepare(`INSERT INTO ${rules.leads.smsOutboxTable} (lead_id, phone, message, created_at) VALUES (?, ?, ?, ?)`).run(
      lead.id,
      signer.phone,
      text(link),
      now,
    );
    rules.lifecycle.schedule(db, lead.id, now + delays.signingDelayMs);
  });
}
