// The inventory financing details page's own messages for the shared lead page pieces (lib/leads/action-result.ts).
import type { LeadPageMessages } from '../leads/action-result';

export const INVENTORY_PAGE_MESSAGES: LeadPageMessages = {
  technical: 'inventoryFinancing.details.errors.technical',
  done: ['inventoryFinancing.details.done.contractsSent', 'inventoryFinancing.details.done.linkResent'],
  uploadOutcome: null,
};
