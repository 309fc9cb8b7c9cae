// What a dealer does on a leasing lead's details page: send the contract to the customer for
// signing, and the link again while they have not signed (send-contract-action.ts). Checks LEASING first.
import { fetchLeasingLead, resendLeasingContract, sendLeasingContract } from '../lib/api/leasing';
import { resendLinkAction, sendContractAction } from './send-contract-action';

export const sendLeasingLeadContract = sendContractAction({
  name: 'send leasing contract',
  roles: ['LEASING'],
  send: sendLeasingContract,
  statusOf: async (api, leadId) => (await fetchLeasingLead(api, leadId)).status,
  messages: { done: 'leasing.details.done.contractSent', notSent: 'leasing.details.errors.contractNotSent', technical: 'leasing.details.errors.technical' },
});

export const resendLeasingLeadContract = resendLinkAction({
  name: 'resend leasing signing link',
  roles: ['LEASING'],
  resend: resendLeasingContract,
  statusOf: async (api, leadId) => (await fetchLeasingLead(api, leadId)).status,
  technicalKey: 'leasing.details.errors.technical',
});
