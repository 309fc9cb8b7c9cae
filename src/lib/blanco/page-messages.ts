// The loan details page's own messages for the shared lead page pieces (lib/leads/action-result.ts).
import type { LeadPageMessages } from '../leads/action-result';

export const BLANCO_PAGE_MESSAGES: LeadPageMessages = {
  technical: 'blanco.errors.technical',
  done: ['blanco.done.contractSent', 'blanco.done.secondChance', 'blanco.done.invoiceSaved'],
  uploadOutcome: 'blanco.documents.outcome',
};
