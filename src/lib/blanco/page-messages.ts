// The loan details page's own texts for the shared details page (lib/leads/details-page.ts).
import type { LeadDetailsTexts } from '../leads/details-page';

export const BLANCO_PAGE_MESSAGES: LeadDetailsTexts = {
  technical: 'blanco.errors.technical',
  done: ['blanco.done.contractSent', 'blanco.done.secondChance', 'blanco.done.invoiceSaved'],
  uploadOutcome: 'blanco.documents.outcome',
  result: 'blanco.result',
  nextStepTitle: 'blanco.details.actions',
  errors: 'blanco.errors',
  retry: 'blanco.list.retry',
  backToList: 'blanco.details.backToList',
};
