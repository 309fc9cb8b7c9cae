// POST blanco/leads/query: the dealer's leads filtered, sorted and paged. Done in JS: SQLite's
// LIKE folds ASCII case only, and applicant names have å, ä, ø.
import type { LeadQuery, LeadSort, LeadSummary } from '../../../src/lib/api/blanco.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { toLeadSummary, type LeadView } from './lead-store.ts';
import { searchMatchesPersonalId } from './personal-id.ts';

const COMPARE: Record<LeadSort, (a: LeadView, b: LeadView) => number> = {
  newest: (a, b) => b.created_at - a.created_at,
  oldest: (a, b) => a.created_at - b.created_at,
  latestChanged: (a, b) => b.updated_at - a.updated_at,
  cheapest: (a, b) => a.amount - b.amount,
  mostExpensive: (a, b) => b.amount - a.amount,
};

function matchesSearch(country: CountryCode, lead: LeadView, search: string): boolean {
  const needle = search.toLocaleLowerCase();
  return lead.reference.toLocaleLowerCase().includes(needle)
    || lead.applicant_name.toLocaleLowerCase().includes(needle)
    || searchMatchesPersonalId(country, search, lead.applicant_personal_id);
}

export interface LeadPage {
  content: LeadSummary[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export function queryLeads(leads: LeadView[], country: CountryCode, userId: string, query: LeadQuery): LeadPage {
  const search = query.search?.trim() ?? '';
  const page = query.page ?? 0;
  const size = query.size ?? 20;
  const compare = COMPARE[query.sort ?? 'newest'];
  const matching = leads
    .filter((lead) => !query.mine || lead.created_by === userId)
    .filter((lead) => !query.statuses?.length || query.statuses.includes(lead.status))
    .filter((lead) => !query.facilityId || lead.facility_id === query.facilityId)
    .filter((lead) => !search || matchesSearch(country, lead, search))
    // The reference breaks ties, so pages never overlap.
    .sort((a, b) => compare(a, b) || a.reference.localeCompare(b.reference));
  return {
    content: matching.slice(page * size, page * size + size).map(toLeadSummary),
    page,
    size,
    totalElements: matching.length,
    totalPages: Math.ceil(matching.length / size),
  };
}
