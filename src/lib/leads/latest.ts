// Home's latest applications (SPEC §2 Home): the newest leads of every product the dealer has,
// in one list, newest first, each named by its product and linking to its details page.
import type { LeadStatus } from '../api/leads';
import type { Role } from '../api/schemas';
import type { RouteName } from '../routes';

const LEAD_PRODUCTS = ['blanco', 'leasing'] as const;
export type LeadProduct = (typeof LEAD_PRODUCTS)[number];

/** Per product: the role that shows it, its list and details routes, its name (the nav's label). */
export const LEAD_PRODUCT: Record<LeadProduct, { role: Role; list: RouteName; details: RouteName; nameKey: string; allKey: string; unavailableKey: string }> = {
  blanco: { role: 'BLANCO', list: 'Blanco', details: 'BlancoDetails', nameKey: 'routes.blanco', allKey: 'home.allLoans', unavailableKey: 'home.blancoUnavailable' },
  leasing: { role: 'LEASING', list: 'Leasing', details: 'LeasingDetails', nameKey: 'routes.leasing', allKey: 'home.allLeasing', unavailableKey: 'home.leasingUnavailable' },
};

/** How many Home shows. */
export const LATEST_COUNT = 5;

export interface LatestApplication {
  product: LeadProduct;
  id: string;
  reference: string;
  /** The applicant's name (loan) or the customer's (leasing). */
  name: string;
  /** The loan amount or the vehicle price excl. VAT. */
  amount: number;
  createdAt: string;
  status: LeadStatus;
}

export const productsOf = (roles: readonly Role[]): LeadProduct[] => LEAD_PRODUCTS.filter((product) => roles.includes(LEAD_PRODUCT[product].role));

/** The newest `count` of several products' newest leads (each list newest first already, or not). */
export function newestFirst(lists: readonly (readonly LatestApplication[])[], count = LATEST_COUNT): LatestApplication[] {
  return lists
    .flat()
    .map((lead) => ({ lead, at: Date.parse(lead.createdAt) }))
    .sort((a, b) => b.at - a.at)
    .slice(0, count)
    .map(({ lead }) => lead);
}
