// What a dealer does to an existing leasing lead: send the agreement to the customer's contact person.
import type { DatabaseSync } from 'node:sqlite';
import type { ContactPerson } from '../../../src/lib/api/field-schemas.ts';
import type { Delays } from '../config.ts';
import { sendContract, type ContractRules } from '../leads/send-contract.ts';
import { LEASING_LEADS, type LeasingLeadRow } from './lead-store.ts';
import { LEASING_LIFECYCLE } from './lifecycle.ts';

const LEASING_CONTRACT: ContractRules<LeasingLeadRow> = {
  leads: LEASING_LEADS,
  lifecycle: LEASING_LIFECYCLE,
  signer: (lead) => {
    const contact = JSON.parse(lead.contact_person) as ContactPerson;
    return { firstName: contact.name.split(' ')[0]!, phone: contact.phone };
  },
  smsText: {
    SE: (name, dealer, link) => `Hej ${name}! Leasingavtalet från ${dealer} väntar på din signatur: ${link}`,
    FI: (name, dealer, link) => `Hei ${name}! Leasingsopimus (${dealer}) odottaa allekirjoitustasi: ${link}`,
    DK: (name, dealer, link) => `Hej ${name}! Leasingaftalen fra ${dealer} venter på din underskrift: ${link}`,
  },
};

/** APPROVED → SENT_TO_CUSTOMER with a signing link, texted to the contact person; signing then follows on the timer. */
export function sendLeasingContract(db: DatabaseSync, delays: Delays, publicUrl: string, lead: LeasingLeadRow, again = false): void {
  sendContract(db, delays, publicUrl, LEASING_CONTRACT, lead, again);
}
