// What a lead signed by one link lets the dealer do in its status (loans and leasing; SPEC §4):
// send the contract once approved, open the signing link while the customer signs, call the
// provider when the lender wants a word. Each product says when documents can be added.
import type { LeadStatus } from '../api/leads';

export interface SignedLeadActions {
  sendContract: boolean;
  /** The contract is with the customer: the dealer can open the signing link on the customer's device. */
  openSigningLink: boolean;
  /** …or have the same link texted again (Home's to-do list names a contract unsigned for days). */
  resendLink: boolean;
  /** The lender wants a word first: the dealer calls the provider. */
  callUs: boolean;
  uploadDocuments: boolean;
}

export function signedLeadActions(lead: { status: LeadStatus; signingLink: string | null }, uploadDocuments: boolean): SignedLeadActions {
  return {
    sendContract: lead.status === 'APPROVED',
    openSigningLink: lead.status === 'SENT_TO_CUSTOMER' && lead.signingLink !== null,
    resendLink: lead.status === 'SENT_TO_CUSTOMER' && lead.signingLink !== null,
    callUs: lead.status === 'SUPPLEMENT_CONTACT_US',
    uploadDocuments,
  };
}
