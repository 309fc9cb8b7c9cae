// Inventory financing's server part (src/lib/leads/server-part.ts): its list, its newest cars for
// Home, the limit block on Home, and the financed cars near their maximum on Home's to-do.
import { queryInventoryLeads } from '../api/business-finance';
import { stockCarTodo } from '../home/todo';
import { defineLeadServer, homeLead } from '../leads/server-part';
import { homeLimit } from './limit.server';
import { inventoryList } from './list.server';
import { INVENTORY_TABLE } from './rows';

export default defineLeadServer({
  key: 'inventoryFinancing',
  list: { request: inventoryList, table: INVENTORY_TABLE },
  // A stock car is named by the car: its buyer is always the dealer.
  homeLeads: async (api, query) =>
    (await queryInventoryLeads(api, query)).content.map((lead) => ({
      product: 'inventoryFinancing' as const,
      ...homeLead(lead),
      name: lead.vehicle,
      amount: lead.price,
    })),
  homeBlock: homeLimit,
  todoSources: {
    // The financed cars, the oldest applications first (those paid out longest ago, nearest their maximum).
    stockCars: async (api, now) =>
      (await queryInventoryLeads(api, { statuses: ['PAID_OUT'], sort: 'oldest', page: 0, size: 100 })).content.flatMap((car) => stockCarTodo(car, now) ?? []),
  },
});
