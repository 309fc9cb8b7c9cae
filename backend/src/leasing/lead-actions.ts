// What a dealer does to an existing leasing lead: send the agreement to the customer's contact person.
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { ContactPerson } from '../../../src/lib/api/leasing-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { ApiError } from '../api/errors.ts';
import type { Delays } from '../config.ts';
import { inTransaction } from '../db/transaction.ts';
import type { LeasingLeadRow } from './lead-store.ts';
import { LEASING_LIFECYCLE } from './lifecycle.ts';

const SMS_TEXT: Record<CountryCode, (name: string, dealer: string, link: string) => string> = {
  SE: (name, dealer, link) => `Hej ${name}! Leasingavtalet från ${dealer} väntar på din signatur: ${link}`,
  FI: (name, dealer, link) => `Hei ${name}! Leasingsopimus (${dealer}) odottaa allekirjoitustasi: ${link}`,
  DK: (name, dealer, link) => `Hej ${name}! Leasingaftalen fra ${dealer} venter på din underskrift: ${link}`,
};

/** APPROVED → SENT_TO_CUSTOMER with a signing link, texted to the contact person; signing then follows on the timer. */
export function sendLeasingContract(db: DatabaseSync, delays: Delays, publicUrl: string, lead: LeasingLeadRow): void {
  if (lead.status !== 'APPROVED') throw new ApiError(409, 'NOT_APPROVED', `The lead is ${lead.status}, not APPROVED`);
  const dealer = db.prepare('SELECT name, country_code FROM dealers WHERE id = ?').get(lead.dealer_id) as
    { name: string; country_code: CountryCode };
  const contact = JSON.parse(lead.contact_person) as ContactPerson;
  const link = `${publicUrl}/sign/${randomBytes(18).toString('base64url')}`;
  const now = Date.now();
  inTransaction(db, () => {
    db.prepare("UPDATE leasing_leads SET status = 'SENT_TO_CUSTOMER', signing_link = ?, updated_at = ? WHERE id = ?")
      .run(link, now, lead.id);
    db.prepare('INSERT INTO leasing_sms_outbox (lead_id, phone, message, created_at) VALUES (?, ?, ?, ?)')
      .run(lead.id, contact.phone, SMS_TEXT[dealer.country_code](contact.name.split(' ')[0]!, dealer.name, link), now);
    LEASING_LIFECYCLE.schedule(db, lead.id, now + delays.signingDelayMs);
  });
}
