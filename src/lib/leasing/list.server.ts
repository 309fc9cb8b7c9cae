// The leasing list as a product list: the shared request handler (src/lib/lists) asks this for a page.
import type { LeadSort, LeadStatus } from '../api/leads';
import { queryLeasingLeads } from '../api/leasing';
import type { LeasingLeadSummary } from '../api/leasing-schemas';
import type { StatusGroup } from '../leads/status';
import { toLeadQuery } from '../leads/lead-query';
import type { ProductList } from '../lists/list-request.server';
import { pathTo } from '../routes';
import { LEASING_LIST } from './list';

export const leasingList: ProductList<LeasingLeadSummary, LeadStatus, StatusGroup, LeadSort> = {
  key: 'leasing',
  path: pathTo('Leasing'),
  filters: LEASING_LIST,
  query: (api, filters, search) => queryLeasingLeads(api, toLeadQuery(filters, search)),
};
