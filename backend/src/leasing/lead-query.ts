// POST leasing/leads/query: the dealer's leasing leads through the shared list contract (leads/list-query.ts).
import type { LeasingLeadQuery, LeasingLeadSummary } from '../../../src/lib/api/leasing-schemas.ts';
import { containsAny, queryList, type Page } from '../leads/list-query.ts';
import { toLeasingLeadSummary, type LeasingLeadView } from './lead-store.ts';
import { searchMatchesOrganizationNumber } from './organizations.ts';

export function queryLeasingLeads(leads: LeasingLeadView[], userId: string, query: LeasingLeadQuery): Page<LeasingLeadSummary> {
  return queryList(leads, userId, query, {
    amountOf: (lead) => lead.price,
    // Reference, customer or contact person (contains, any case), or the organisation number's digits.
    matchesSearch: (lead, search) =>
      containsAny(search, lead.reference, lead.customer_name, lead.contact_name) || searchMatchesOrganizationNumber(search, lead.customer_org_number),
    toSummary: toLeasingLeadSummary,
  });
}
