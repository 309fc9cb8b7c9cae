// What a lead product gives the server beside its values (registry.ts): its list (the request it
// makes and the table it shows), its newest leads for Home, its own block on Home and its own
// sources of Home's to-do. Each product declares it in its folder as `<folder>/lead-server.ts`
// (default export), found there by registry.server.ts: adding a product edits no list here.
import type { ApiClient } from '../api/client';
import type { LeadQuery } from '../api/leads';
import type { TodoItem, TodoSource } from '../home/todo';
import type { ProductList } from '../lists/list-request.server';
import type { PortalSession } from '../server/session-store.server';
import { LATEST_COUNT, type LatestApplication } from './latest';
import type { LeadKey } from './registry';
import type { AnyLeadTable } from './rows';

/** Home's latest applications: each product's newest. */
export const NEWEST = { sort: 'newest', page: 0, size: LATEST_COUNT } as const;

/** The API's page limit, the latest changed first: Home's to-do reads the newest waiting. */
export const LATEST_CHANGED = { sort: 'latestChanged', page: 0, size: 100 } as const;

/** A query of the fields every product's list can filter on (statuses, sort, page). */
export type HomeQuery = Pick<LeadQuery, 'statuses' | 'sort' | 'page' | 'size'>;

type HomeBlockLoader = (api: ApiClient, session: Pick<PortalSession, 'get' | 'set'>, freshMs: number) => Promise<unknown>;

export interface LeadListParts {
  // Each product's own row, status, group and sort types: the list handlers are generic over them,
  // and a function's parameter types make one product's list no subtype of another's.
  request: ProductList<any, any, any, any>;
  table: AnyLeadTable;
}

export interface LeadServerPart {
  key: LeadKey;
  list: LeadListParts;
  /** Its leads as Home's latest applications and to-do read them. */
  homeLeads: (api: ApiClient, query: HomeQuery) => Promise<LatestApplication[]>;
  /** Its own block on Home, kept in the session for `freshMs` (src/lib/server/kept-in-session.server.ts). */
  homeBlock?: HomeBlockLoader;
  /** Its own sources of Home's to-do beside its waiting leads (src/lib/home/todo.ts TodoSource). */
  todoSources?: Partial<Record<TodoSource, (api: ApiClient, now: number) => Promise<TodoItem[]>>>;
}

export const defineLeadServer = (part: LeadServerPart): LeadServerPart => part;

/** What Home shows of any product's list row. */
export function homeLead(lead: {
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
