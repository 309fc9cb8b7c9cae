// The lead products' server parts, beside their values in registry.ts (docs/decisions/0045): each
// one's application action (registered as `apply<Route>` in src/actions/index.ts) and, for those on
// Home, how its newest leads become Home's latest applications.
import type { ActionAPIContext } from 'astro:actions';
import type { ApiClient } from '../api/client';
import { queryLeasingLeads } from '../api/leasing';
import { queryLeads } from '../blanco/blanco.server';
import { LATEST_COUNT, type LatestApplication, type LeadProduct } from './latest';
import type { LeadKey } from './registry';

const NEWEST = { sort: 'newest', page: 0, size: LATEST_COUNT } as const;

// Loaded when first posted: the actions' module brings astro:actions, which the rest of this file
// (Home's loaders, unit-tested without Astro) does without.
const applyBlanco = async (form: FormData, context: ActionAPIContext) => (await import('../../actions/blanco-apply')).applyBlanco(form, context);
const applyLeasing = async (form: FormData, context: ActionAPIContext) => (await import('../../actions/leasing-apply')).applyLeasing(form, context);
const applyInventoryFinancing = async (form: FormData, context: ActionAPIContext) => (await import('../../actions/inventory-apply')).applyInventoryFinancing(form, context);

export const LEAD_SERVER = {
  blanco: {
    apply: applyBlanco,
    latest: async (api: ApiClient): Promise<LatestApplication[]> =>
      (await queryLeads(api, NEWEST)).content.map((lead) => ({ product: 'blanco', id: lead.id, reference: lead.reference, name: lead.applicantName, amount: lead.amount, createdAt: lead.createdAt, status: lead.status })),
  },
  leasing: {
    apply: applyLeasing,
    latest: async (api: ApiClient): Promise<LatestApplication[]> =>
      (await queryLeasingLeads(api, NEWEST)).content.map((lead) => ({ product: 'leasing', id: lead.id, reference: lead.reference, name: lead.customerName, amount: lead.price, createdAt: lead.createdAt, status: lead.status })),
  },
  inventoryFinancing: { apply: applyInventoryFinancing },
} satisfies Record<LeadKey, { apply: unknown }> & Record<LeadProduct, { latest: (api: ApiClient) => Promise<LatestApplication[]> }>;
