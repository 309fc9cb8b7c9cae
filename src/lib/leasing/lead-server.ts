// Business leasing's server part (src/lib/leads/server-part.ts): its list and its newest leases for Home.
import { queryLeasingLeads } from '../api/leasing';
import { defineLeadServer, homeLead } from '../leads/server-part';
import { leasingList } from './list.server';
import { LEASING_TABLE } from './rows';

export default defineLeadServer({
  key: 'leasing',
  list: { request: leasingList, table: LEASING_TABLE },
  homeLeads: async (api, query) =>
    (await queryLeasingLeads(api, query)).content.map((lead) => ({
      product: 'leasing' as const,
      ...homeLead(lead),
      name: lead.customerName,
      amount: lead.price,
    })),
});
