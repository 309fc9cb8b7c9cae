// POST business-finance/leads/{id}/contracts: an approved lead's agreement goes to its signers, each
// texted a signing link of their own (the signatory and the guarantor; one text when they are the
// same person); they then sign in turn on the lifecycle's timer.
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { SignerPerson } from '../../../src/lib/api/business-finance-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { ApiError } from '../api/errors.ts';
import type { Delays } from '../config.ts';
import { inTransaction } from '../db/transaction.ts';
import { signersOf, type InventoryLeadRow, type StoredSigner } from './lead-store.ts';
import { INVENTORY_LIFECYCLE } from './lifecycle.ts';

const SMS_TEXT: Record<CountryCode, (firstName: string, dealer: string, link: string) => string> = {
  SE: (name, dealer, link) => `Hej ${name}! Lagerfinansieringsavtalet för ${dealer} väntar på din signatur: ${link}`,
  FI: (name, dealer, link) => `Hei ${name}! Varastorahoitussopimus (${dealer}) odottaa allekirjoitustasi: ${link}`,
  DK: (name, dealer, link) => `Hej ${name}! Lagerfinansieringsaftalen for ${dealer} venter på din underskrift: ${link}`,
};

const dealerOf = (db: DatabaseSync, lead: InventoryLeadRow) =>
  db.prepare('SELECT name, country_code FROM dealers WHERE id = ?').get(lead.dealer_id) as { name: string; country_code: CountryCode };

export function sendInventoryContracts(db: DatabaseSync, delays: Delays, publicUrl: string, lead: InventoryLeadRow): void {
  if (lead.status !== 'APPROVED') throw new ApiError(409, 'NOT_APPROVED', `The lead is ${lead.status}, not APPROVED`);
  const dealer = dealerOf(db, lead);
  const signatory = JSON.parse(lead.signatory) as SignerPerson;
  const guarantor = JSON.parse(lead.guarantor) as SignerPerson;
  const link = () => `${publicUrl}/sign/${randomBytes(18).toString('base64url')}`;
  const signer = (person: SignerPerson, roles: StoredSigner['roles']): StoredSigner => ({
    roles,
    name: person.name,
    phone: person.phone,
    signingLink: link(),
    signedAt: null,
  });
  const signers =
    lead.guarantor_is_signatory === 1 ? [signer(signatory, ['SIGNATORY', 'GUARANTOR'])] : [signer(signatory, ['SIGNATORY']), signer(guarantor, ['GUARANTOR'])];
  const now = Date.now();
  inTransaction(db, () => {
    db.prepare(`UPDATE business_finance_leads SET status = 'SENT_TO_CUSTOMER', signers = ?, signing_link = ?, updated_at = ? WHERE id = ?`).run(
      JSON.stringify(signers),
      signers[0]!.signingLink,
      now,
      lead.id,
    );
    const text = db.prepare('INSERT INTO business_finance_sms_outbox (lead_id, phone, message, created_at) VALUES (?, ?, ?, ?)');
    for (const { name, phone, signingLink } of signers) {
      text.run(lead.id, phone, SMS_TEXT[dealer.country_code](name.split(' ')[0]!, dealer.name, signingLink!), now);
    }
    INVENTORY_LIFECYCLE.schedule(db, lead.id, now + delays.signingDelayMs);
  });
}

/**
 * POST business-finance/leads/{id}/contracts/resend: the signing link again, by SMS, to the signer
 * in `role` who has not signed yet (a lost or deleted text); the link stays the same.
 */
export function resendInventoryContract(db: DatabaseSync, lead: InventoryLeadRow, role: StoredSigner['roles'][number]): void {
  if (lead.status !== 'SENT_TO_CUSTOMER') throw new ApiError(409, 'NOT_SENT', `The lead is ${lead.status}: no agreement waits for signing`);
  const signer = signersOf(lead).find((each) => each.roles.includes(role));
  if (!signer) throw new ApiError(404, 'NOT_FOUND', `No ${role} on this lead`);
  if (signer.signedAt !== null) throw new ApiError(409, 'ALREADY_SIGNED', `The ${role} has signed`);
  const dealer = dealerOf(db, lead);
  db.prepare('INSERT INTO business_finance_sms_outbox (lead_id, phone, message, created_at) VALUES (?, ?, ?, ?)').run(
    lead.id,
    signer.phone,
    SMS_TEXT[dealer.country_code](signer.name.split(' ')[0]!, dealer.name, signer.signingLink!),
    Date.now(),
  );
}
