// The lead products' server parts, beside their values in registry.ts (docs/decisions/0045): each
// product declares its own in its folder, `src/lib/<folder>/lead-server.ts` (server-part.ts says
// what it holds), found here by that name, as its Home block's markup is found by its folder
// (src/components/leads/ProductHomeBlock.astro). Its actions, which need the framework, are
// registered beside the other actions (src/actions/lead-actions.ts): src/lib imports nothing from
// src/actions (tests/unit/boundaries.test.ts).
import type { ApiClient } from '../api/client';
import type { Role } from '../api/schemas';
import type { TodoItem, TodoSource } from '../home/todo';
import { hasAnyRole } from '../permissions';
import type { PortalSession } from '../server/session-store.server';
import { LEAD_PRODUCTS, type LeadKey } from './registry';
import type { LeadListParts, LeadServerPart } from './server-part';

const declared = Object.values(import.meta.glob<LeadServerPart>('../*/lead-server.ts', { eager: true, import: 'default' }));

/** Each registered product's server part, by its key; a product registered without one stops the worker at its start. */
export const LEAD_SERVER = Object.fromEntries(
  LEAD_PRODUCTS.map((product) => {
    const part = declared.find((candidate) => candidate.key === product.key);
    if (!part) throw new Error(`lead product ${product.key} has no server part: src/lib/<its folder>/lead-server.ts`);
    return [product.key, part];
  }),
) as Record<LeadKey, LeadServerPart>;

/** The to-do sources a product adds beside its waiting leads (second-chance offers, financed cars near their maximum). */
export function productTodoSource(source: TodoSource): ((api: ApiClient, now: number) => Promise<TodoItem[]>) | undefined {
  return LEAD_PRODUCTS.map((product) => LEAD_SERVER[product.key].todoSources?.[source]).find((load) => load !== undefined);
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
      const load = LEAD_SERVER[product.key].homeBlock;
      if (!load || !hasAnyRole(roles, [product.role])) return [];
      return [load(api, session, freshMs).then((data) => ({ product: product.key, data }))];
    }),
  );
}
