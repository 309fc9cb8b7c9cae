// POST blanco/leads/query: the dealer's loans through the shared list contract (leads/list-query.ts).
import type { BlancoLeadQuery, LeadSummary } from '../../../src/lib/api/blanco.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { containsAny, queryList, type Page } from '../leads/list-query.ts';
import { toLeadSummary, type LeadView } from './lead-store.ts';
import { searchMatchesPersonalId } from './personal-id.ts';

export type LeadPage = Page<LeadSummary>;

export function queryLeads(leads: LeadView[], country: CountryCode, userId: string, query: BlancoLeadQuery): LeadPage {
  const phases = query.secondChancePhases ?? [];
  const referred = phases.length === 0 ? leads : leads.filter((lead) => lead.second_chance_phase !== null && phases.includes(lead.second_chance_phase));
  return queryList(referred, userId, query, {
    amountOf: (lead) => lead.amount,
    // Reference or applicant name (contains, any case), or the applicant's personal id.
    matchesSearch: (lead, search) =>
      containsAny(search, lead.reference, lead.applicant_name) || searchMatchesPersonalId(country, search, lead.applicant_personal_id),
    toSummary: toLeadSummary,
  });
}
