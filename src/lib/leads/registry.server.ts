// The lead products' server parts, beside their values in registry.ts (docs/decisions/0045): each
// one's list (the request it makes and the table it shows: the list page and the one list
// partial, src/pages/api/[lead]/leads.astro), the loader of its newest leads for Home's latest
// applications, its sources of Home's to-do and its own block on Home. Its actions, which need the
// framework, are registered beside the other actions (src/actions/lead-actions.ts): src/lib imports
// nothing from src/actions (tests/unit/boundaries.test.ts).
import type { ApiClient } from '../api/client';
import { queryInventoryLeads } from '../api/business-finance';
import { queryLeasingLeads } from '../api/leasing';
import { queryLeads } from '../blanco/blanco.server';
import { blancoList } from '../blanco/list.server';
import { BLANCO_TABLE } from '../blanco/rows';
import { inventoryList } from '../inventory-financing/list.server';
import { homeLimit } from '../inventory-financing/limit.server';
import { INVENTORY_TABLE } from '../inventory-financing/rows';
import { leasingList } from '../leasing/list.server';
import { LEASING_TABLE } from '../leasing/rows';
import type { ProductList } from '../lists/list-request.server';
import type { LeadQuery } from '../api/leads';
import { LATEST_COUNT, type LatestApplication, type LeadProduct } from './latest';
import type { TodoProduct } from '../home/todo';
import { LEAD_PRODUCTS, type LeadKey } from './registry';
import type { AnyLeadTable } from './rows';
import type { PortalSession } from '../server/session-store.server';
import type { Role } from '../api/schemas';
import { hasAnyRole } from '../permissions';

/** Home's latest applications: each product's newest. */
export const NEWEST = { sort: 'newest', page: 0, size: LATEST_COUNT } as const;

/** The API's page limit, the latest changed first: Home's to-do reads the newest waiting. */
export const LATEST_CHANGED = { sort: 'latestChanged', page: 0, size: 100 } as const;

/** A query of the fields every product's list can filter on (statuses, sort, page). */
export type HomeQuery = Pick<LeadQuery, 'statuses' | 'sort' | 'page' | 'size'>;

type HomeBlockLoader = (api: ApiClient, session: Pick<PortalSession, 'get' | 'set'>, freshMs: number) => Promise<unknown>;

export const LEAD_SERVER = {
  blanco: {
    list: { request: blancoList, table: BLANCO_TABLE },
    homeLeads: async (api: ApiClient, query: HomeQuery): Promise<LatestApplication[]> =>
      (await queryLeads(api, query)).content.map((lead) => ({ product: 'blanco', ...homeLead(lead), name: lead.applicantName, amount: lead.amount })),
    /** Home's to-do: the loans whose second chance has offers for the customer, the latest changed first. */
    secondChanceOffers: async (api: ApiClient) => (await queryLeads(api, { secondChancePhases: ['OFFERS_RECEIVED'], ...LATEST_CHANGED })).content,
  },
  leasing: {
    list: { request: leasingList, table: LEASING_TABLE },
    homeLeads: async (api: ApiClient, query: HomeQuery): Promise<LatestApplication[]> =>
      (await queryLeasingLeads(api, query)).content.map((lead) => ({ product: 'leasing', ...homeLead(lead), name: lead.customerName, amount: lead.price })),
  },
  inventoryFinancing: {
    list: { request: inventoryList, table: INVENTORY_TABLE },
    // A stock car is named by the car: its buyer is always the dealer.
    homeLeads: async (api: ApiClient, query: HomeQuery): Promise<LatestApplication[]> =>
      (await queryInventoryLeads(api, query)).content.map((lead) => ({
        product: 'inventoryFinancing',
        ...homeLead(lead),
        name: lead.vehicle,
        amount: lead.price,
      })),
    homeBlock: homeLimit,
    /** Home's to-do: the financed cars, the oldest applications first (those paid out longest ago, nearest their maximum). */
    financedCars: async (api: ApiClient) => (await queryInventoryLeads(api, { statuses: ['PAID_OUT'], sort: 'oldest', page: 0, size: 100 })).content,
  },
} satisfies Record<
  LeadKey,
  {
    list: LeadListParts;
    /** Kept in the session for `freshMs` (src/lib/server/kept-in-session.server.ts). */
    homeBlock?: HomeBlockLoader;
    /** A product's own source of Home's to-do beside its waiting leads (src/lib/home/todo.ts TodoSource). */
    secondChanceOffers?: (api: ApiClient) => Promise<unknown[]>;
    financedCars?: (api: ApiClient) => Promise<unknown[]>;
  }
> &
  Record<LeadProduct | TodoProduct, { homeLeads: (api: ApiClient, query: HomeQuery) => Promise<LatestApplication[]> }>;

/** What Home shows of any product's list row. */
function homeLead(lead: {
  id: string;
  reference: string;
  status: LatestApplication['status'];
  createdAt: string;
  updatedAt: string;
  contractSentAt: string | null;
  createdBy: { id: string };
}) {
  return {
    createdById: lead.createdBy.id,
    id: lead.id,
    reference: lead.reference,
    status: lead.status,
    createdAt: lead.createdAt,
    updatedAt: lead.updatedAt,
    contractSentAt: lead.contractSentAt,
  };
}

interface LeadListParts {
  // Each product's own row, status, group and sort types: the list handlers are generic over them,
  // and a function's parameter types make one product's list no subtype of another's.
  request: ProductList<any, any, any, any>;
  table: AnyLeadTable;
}

/** The lead product whose pages are at `path` (`/leasing`), with its list's parts; undefined for any other path. */
export function leadListAt(path: string): ({ product: (typeof LEAD_PRODUCTS)[number] } & LeadListParts) | undefined {
  const product = LEAD_PRODUCTS.find((candidate) => candidate.path === path);
  return product && { product, ...LEAD_SERVER[product.key].list };
}

/** A product's own block on Home, loaded: its product's `components/<folder>/HomeBlock.astro` shows it (src/components/leads/ProductHomeBlock.astro). */
export type HomeBlockData = { product: LeadKey; data: unknown };

/** Each product's own block on Home that the user's roles open, loaded side by side, in the registry's order. */
export function productHomeBlocks(
  api: ApiClient,
  roles: readonly Role[],
  session: Pick<PortalSession, 'get' | 'set'>,
  freshMs: number,
): Promise<HomeBlockData[]> {
  return Promise.all(
    LEAD_PRODUCTS.flatMap((product) => {
      const parts = LEAD_SERVER[product.key];
      const load: HomeBlockLoader | undefined = 'homeBlock' in parts ? parts.homeBlock : undefined;
      if (!load || !hasAnyRole(roles, [product.role])) return [];
      return [load(api, session, freshMs).then((data) => ({ product: product.key, data }))];
    }),
  );
}
