// The inventory financing details page's own texts for the shared details page (lib/leads/details-page.ts).
import type { LeadDetailsTexts } from '../leads/details-page';

export const INVENTORY_PAGE_MESSAGES: LeadDetailsTexts = {
  technical: 'inventoryFinancing.details.errors.technical',
  done: ['inventoryFinancing.details.done.contractsSent', 'inventoryFinancing.details.done.linkResent'],
  uploadOutcome: null,
  result: 'inventoryFinancingApply.result',
  nextStepTitle: 'inventoryFinancing.nextStep.title',
  errors: 'inventoryFinancing.details.errors',
  retry: 'inventoryFinancing.details.retry',
  backToList: 'inventoryFinancing.details.backToList',
};
