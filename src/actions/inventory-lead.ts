// What a dealer does on an inventory financing lead's details page: send the agreement to the
// authorised signatory and the guarantor, each with a signing link by SMS
// (send-contract-action.ts). Checks BUSINESS_FINANCE first.
import { fetchInventoryLead, sendInventoryContracts } from '../lib/api/business-finance';
import { sendContractAction } from './send-contract-action';

export const sendInventoryLeadContracts = sendContractAction({
  name: 'send inventory financing contracts',
  roles: ['BUSINESS_FINANCE'],
  send: sendInventoryContracts,
  statusOf: async (api, leadId) => (await fetchInventoryLead(api, leadId)).status,
  messages: {
    done: 'inventoryFinancing.details.done.contractsSent',
    notSent: 'inventoryFinancing.details.errors.contractsNotSent',
    technical: 'inventoryFinancing.details.errors.technical',
  },
});
