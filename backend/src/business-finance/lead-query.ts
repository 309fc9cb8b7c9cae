// POST business-finance/leads/query: the dealer's inventory financing leads through the shared list
// contract (leads/list-query.ts).
import type { FinancingNow, InventoryLeadQuery, InventoryLeadSummary } from '../../../src/lib/api/business-finance-schemas.ts';
import { containsAny, queryList, type Page } from '../leads/list-query.ts';
import { toInventoryLeadSummary, type InventoryLeadView } from './lead-store.ts';

const compact = (text: string) => text.replace(/[\s-]/g, '');

export function queryInventoryLeads(
  leads: InventoryLeadView[],
  userId: string,
  query: InventoryLeadQuery,
  financingOf: (lead: InventoryLeadView) => FinancingNow | null,
): Page<InventoryLeadSummary> {
  return queryList(leads, userId, query, {
    amountOf: (lead) => lead.price,
    // Reference, vehicle, seller or VIN (contains, any case); a plate also without its space or hyphen.
    matchesSearch: (lead, search) =>
      containsAny(search, lead.reference, lead.vehicle_name, lead.seller_name, lead.vin) ||
      (lead.number_plate !== null && containsAny(compact(search), compact(lead.number_plate))),
    toSummary: (lead) => toInventoryLeadSummary(lead, financingOf(lead)),
  });
}
