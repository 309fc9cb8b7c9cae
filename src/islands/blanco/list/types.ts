import type { LeadSummary } from '../../../lib/api/blanco';

/** One page of the loan list as the API sends it. */
export interface LeadPageData {
  content: LeadSummary[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}
