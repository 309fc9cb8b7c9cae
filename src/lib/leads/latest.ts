// Home's latest applications (SPEC §2 Home): the newest leads of every product the dealer has,
// in one list, newest first, each named by its product and linking to its details page.
import type { LeadStatus } from '../api/leads';
import type { Role } from '../api/schemas';
import type { RouteName } from '../routes';
import { LEAD_PRODUCTS } from './registry';
import { statusLabelKey } from './status';

/** The products whose leads Home lists (those with a `home` part in the registry). */
type OnHome = Extract<(typeof LEAD_PRODUCTS)[number], { home: object }>;
export type LeadProduct = OnHome['key'];
const ON_HOME = LEAD_PRODUCTS.filter((product): product is OnHome => 'home' in product);

/** Per product: the role that shows it, its list and details routes, its name (the nav's label), its statuses' names. */
export const LEAD_PRODUCT = Object.fromEntries(
  ON_HOME.map((product) => [
    product.key,
    {
      role: product.role,
      list: product.route,
      details: `${product.route}Details`,
      nameKey: `routes.${product.key}`,
      statusLabelKey: (status: LeadStatus) => statusLabelKey(status, product),
      ...product.home,
    },
  ]),
) as Record<
  LeadProduct,
  { role: Role; list: RouteName; details: RouteName; nameKey: string; statusLabelKey: (status: LeadStatus) => string; allKey: string; unavailableKey: string }
>;

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
  updatedAt: string;
  /** When the contract was last sent to the customer (Home's to-do list), null before. */
  contractSentAt: string | null;
  status: LeadStatus;
  /** Who created it (Home's to-do's "Bara mina"). */
  createdById?: string;
}

export const productsOf = (roles: readonly Role[]): LeadProduct[] => ON_HOME.filter((product) => roles.includes(product.role)).map((product) => product.key);

/** The newest `count` of several products' newest leads (each list newest first already, or not). */
export function newestFirst(lists: readonly (readonly LatestApplication[])[], count = LATEST_COUNT): LatestApplication[] {
  return lists
    .flat()
    .map((lead) => ({ lead, at: Date.parse(lead.createdAt) }))
    .sort((a, b) => b.at - a.at)
    .slice(0, count)
    .map(({ lead }) => lead);
}
