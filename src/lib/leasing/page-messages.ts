// The leasing details page's own texts for the shared details page (lib/leads/details-page.ts).
import type { LeadDetailsTexts } from '../leads/details-page';

export const LEASING_PAGE_MESSAGES: LeadDetailsTexts = {
  technical: 'leasing.details.errors.technical',
  done: ['leasing.details.done.contractSent'],
  uploadOutcome: 'leasing.details.documents.outcome',
  result: 'leasing.result',
  nextStepTitle: 'leasing.nextStep.title',
  errors: 'leasing.details.errors',
  retry: 'leasing.details.retry',
  backToList: 'leasing.details.backToList',
};
