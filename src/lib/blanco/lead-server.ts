// The private loan's server part (src/lib/leads/server-part.ts): its list, its newest loans for
// Home, and the loans whose second chance has offers for the customer on Home's to-do.
import { secondChanceTodo } from '../home/todo';
import { defineLeadServer, homeLead, LATEST_CHANGED } from '../leads/server-part';
import { queryLeads } from './blanco.server';
import { blancoList } from './list.server';
import { BLANCO_TABLE } from './rows';

export default defineLeadServer({
  key: 'blanco',
  list: { request: blancoList, table: BLANCO_TABLE },
  homeLeads: async (api, query) =>
    (await queryLeads(api, query)).content.map((lead) => ({ product: 'blanco' as const, ...homeLead(lead), name: lead.applicantName, amount: lead.amount })),
  todoSources: {
    // The latest changed first.
    secondChance: async (api, now) =>
      (await queryLeads(api, { secondChancePhases: ['OFFERS_RECEIVED'], ...LATEST_CHANGED })).content.map((lead) => secondChanceTodo(lead, now)),
  },
});
