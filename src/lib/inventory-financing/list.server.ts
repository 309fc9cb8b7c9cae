// The inventory financing list as a product list: the shared request handler (src/lib/lists) asks this for a page.
import type { LeadSort, LeadStatus } from '../api/leads';
import { queryInventoryLeads } from '../api/business-finance';
import type { InventoryLeadSummary } from '../api/business-finance-schemas';
import type { StatusGroup } from '../leads/status';
import { toLeadQuery } from '../leads/lead-query';
import type { ProductList } from '../lists/list-request.server';
import { pathTo } from '../routes';
import { INVENTORY_LIST } from './list';

export const inventoryList: ProductList<InventoryLeadSummary, LeadStatus, StatusGroup, LeadSort> = {
  key: 'inventoryFinancing',
  path: pathTo('InventoryFinancing'),
  filters: INVENTORY_LIST,
  query: (api, filters, search) => queryInventoryLeads(api, toLeadQuery(filters, search)),
};
