// What an inventory financing lead's status asks of the dealer (issue 11): the next-step
// sentence and the actions the status allows. The signing links go to the authorised signatory
// and the guarantor by SMS; once every signer has signed the car is paid out and draws on the limit.
import type { LeadStatus } from '../api/leads';

export interface InventoryActions {
  /** Approved: the dealer sends the agreement to the signers. */
  sendContracts: boolean;
  /** The lender wants a word first: the dealer calls the provider. */
  callUs: boolean;
  /** A financed car: the dealer pays it off when it is sold (the payment page). */
  pay: boolean;
}

export function inventoryActionsFor(status: LeadStatus): InventoryActions {
  return { sendContracts: status === 'APPROVED', callUs: status === 'SUPPLEMENT_CONTACT_US', pay: status === 'PAID_OUT' };
}

/** The next-step sentence of a status (inventoryFinancing.nextStep.<STATUS>). */
export const inventoryNextStepKey = (status: LeadStatus): string => `inventoryFinancing.nextStep.${status}`;
