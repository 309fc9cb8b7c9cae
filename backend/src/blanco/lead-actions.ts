// What a dealer does to an existing lead: invoice reference, contract to the customer, second chance,
// and the document that answers a supplement request.
import type { DatabaseSync } from 'node:sqlite';
import type { ApplicantInput } from '../../../src/lib/api/blanco.ts';
import { ApiError } from '../api/errors.ts';
import type { Delays } from '../config.ts';
import { inTransaction } from '../db/transaction.ts';
import { sendContract as sendLeadContract, type ContractRules } from '../leads/send-contract.ts';
import { LEADS, type LeadRow } from './lead-store.ts';
import { LOAN_LIFECYCLE, secondChancePath } from './lifecycle.ts';

// Unicode letters and digits only: no spaces, no hyphens (SPEC §5); 20 is the longer of the two limits.
const INVOICE_REFERENCE = /^[\p{L}\p{Nd}]{1,20}$/u;

export function setInvoiceReference(db: DatabaseSync, lead: LeadRow, reference: string): void {
  if (!INVOICE_REFERENCE.test(reference)) {
    throw new ApiError(400, 'INVALID_INVOICE_REFERENCE', 'Letters and digits only, 1 to 20 characters');
  }
  db.prepare('UPDATE leads SET own_invoice_reference = ?, updated_at = ? WHERE id = ?').run(reference, Date.now(), lead.id);
}

const LOAN_CONTRACT: ContractRules<LeadRow> = {
  leads: LEADS,
  lifecycle: LOAN_LIFECYCLE,
  signer: (lead) => {
    const applicant = JSON.parse(lead.applicant) as ApplicantInput;
    return { firstName: applicant.firstname, phone: applicant.phone };
  },
  smsText: {
    SE: (name, dealer, link) => `Hej ${name}! Ditt låneavtal från ${dealer} väntar på din signatur: ${link}`,
    FI: (name, dealer, link) => `Hei ${name}! Lainasopimuksesi (${dealer}) odottaa allekirjoitustasi: ${link}`,
    DK: (name, dealer, link) => `Hej ${name}! Din låneaftale fra ${dealer} venter på din underskrift: ${link}`,
  },
};

/** APPROVED → SENT_TO_CUSTOMER with a signing link, texted to the applicant; signing then follows on the timer. */
export function sendContract(db: DatabaseSync, delays: Delays, publicUrl: string, lead: LeadRow, again = false): void {
  sendLeadContract(db, delays, publicUrl, LOAN_CONTRACT, lead, again);
}

/** DENIED or ACCOUNT_ANALYSIS → second chance at INITIAL; asking again changes nothing. */
export function startSecondChance(db: DatabaseSync, delays: Delays, lead: LeadRow): void {
  if (!secondChancePath(lead.status)) {
    throw new ApiError(409, 'NOT_ELIGIBLE', `A second chance needs a DENIED or ACCOUNT_ANALYSIS lead, not ${lead.status}`);
  }
  if (lead.second_chance_phase !== null) return;
  const now = Date.now();
  inTransaction(db, () => {
    db.prepare("UPDATE leads SET second_chance_phase = 'INITIAL', second_chance_updated_at = ?, updated_at = ? WHERE id = ?").run(now, now, lead.id);
    LOAN_LIFECYCLE.schedule(db, lead.id, now + delays.secondChanceStepMs);
  });
}

/** A document for a lead that waits for supplements sends it to a person for manual inspection. */
export function documentReceived(db: DatabaseSync, lead: LeadRow): void {
  if (lead.status !== 'SUPPLEMENT') return;
  db.prepare("UPDATE leads SET status = 'MANUAL_INSPECTION', updated_at = ? WHERE id = ?").run(Date.now(), lead.id);
}
