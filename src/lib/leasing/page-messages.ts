// The leasing details page's own messages for the shared lead page pieces (lib/leads/action-result.ts).
import type { LeadPageMessages } from '../leads/action-result';

export const LEASING_PAGE_MESSAGES: LeadPageMessages = {
  technical: 'leasing.details.errors.technical',
  done: ['leasing.details.done.contractSent'],
  uploadOutcome: 'leasing.details.documents.outcome',
};
