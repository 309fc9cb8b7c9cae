// The loan list as a product list: the shared request handler (src/lib/lists) asks this for a page.
import type { LeadSummary } from '../api/blanco';
import type { LeadSort, LeadStatus } from '../api/leads';
import type { ProductList } from '../lists/list-request.server';
import { pathTo } from '../routes';
import { queryLeads } from './blanco.server';
import { toLeadQuery } from '../leads/lead-query';
import { BLANCO_LIST } from './list';
import type { StatusGroup } from '../leads/status';

export const blancoList: ProductList<LeadSummary, LeadStatus, StatusGroup, LeadSort> = {
  key: 'blanco',
  path: pathTo('Blanco'),
  filters: BLANCO_LIST,
  query: (api, filters, search) => queryLeads(api, toLeadQuery(filters, search)),
};
