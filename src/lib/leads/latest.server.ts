// Home's latest applications from the Partner API: each product the dealer has asked in
// parallel for its newest five; a product whose call fails is named, the others still show.
import type { ApiClient } from '../api/client';
import { rethrowUnauthorized } from '../api/errors';
import { queryLeasingLeads } from '../api/leasing';
import type { Role } from '../api/schemas';
import { queryLeads } from '../blanco/blanco.server';
import { LATEST_COUNT, newestFirst, productsOf, type LatestApplication, type LeadProduct } from './latest';

const NEWEST = { sort: 'newest', page: 0, size: LATEST_COUNT } as const;

const LOADERS: Record<LeadProduct, (api: ApiClient) => Promise<LatestApplication[]>> = {
  blanco: async (api) =>
    (await queryLeads(api, NEWEST)).content.map((lead) => ({ product: 'blanco', id: lead.id, reference: lead.reference, name: lead.applicantName, amount: lead.amount, createdAt: lead.createdAt, status: lead.status })),
  leasing: async (api) =>
    (await queryLeasingLeads(api, NEWEST)).content.map((lead) => ({ product: 'leasing', id: lead.id, reference: lead.reference, name: lead.customerName, amount: lead.price, createdAt: lead.createdAt, status: lead.status })),
};

export interface LatestApplications {
  /** The products the dealer has (none: Home shows no such section). */
  products: LeadProduct[];
  applications: LatestApplication[];
  /** Products whose leads could not be loaded. */
  unavailable: LeadProduct[];
}

export async function fetchLatestApplications(api: ApiClient, roles: readonly Role[]): Promise<LatestApplications> {
  const products = productsOf(roles);
  const loaded = await Promise.all(
    products.map((product) =>
      LOADERS[product](api).catch((error: unknown) => {
        rethrowUnauthorized(error);
        return null;
      }),
    ),
  );
  return {
    products,
    applications: newestFirst(loaded.filter((leads) => leads !== null)),
    unavailable: products.filter((_, index) => loaded[index] === null),
  };
}
