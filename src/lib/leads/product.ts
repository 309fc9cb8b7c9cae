// A lead product as one value (docs/decisions/0045): loans, leasing and inventory financing each
// define one in their own folder, and the registry (registry.ts) derives from them the routes, the
// portal's endpoints, the list keys, the form types, the navigation and Home's latest applications.
// Plain data: no behaviour and no imports but types, so the route table and islands may read it.
import type { LEAD_STATUSES } from '../api/lead-values.ts';
import type { Role } from '../api/schemas.ts';
import type { IconName } from '../ui/icons.ts';

/** A route of a product's own besides its list, details and application (inventory financing's payment). */
interface ExtraLeadRoute {
  name: string;
  /** Below the product's path, with the lead's `:id` (`/:id/payment`). */
  below: string;
  layout: 'standard' | 'narrow';
}

export interface LeadProductValue {
  /** The product's key: its texts' namespace, its list's saved state, its form type (`<key>Apply`). */
  key: string;
  /** Its routes' names: `<route>` (the list), `<route>Apply`, `<route>Details`. */
  route: string;
  /** Its pages' path: the list; `<path>/apply`; `<path>/:id`. */
  path: string;
  /** The role that opens it. */
  role: Role;
  extraRoutes?: readonly ExtraLeadRoute[];
  /** Whether a dealer adds documents to its leads (the portal's document endpoints). */
  documents: boolean;
  /** Its entry in the side navigation (icon by name, src/lib/ui/icons.ts). */
  nav: {
    section: 'apply' | 'otherServices';
    icon: IconName;
    /** Without the role, in Sweden, the entry opens the key account manager instead (SPEC §6). */
    managerWithoutRole?: boolean;
  };
  /** Its newest leads among Home's latest applications: the link to all of them and what a failure says. */
  home?: { allKey: string; unavailableKey: string };
  /** Its leads waiting for the dealer (contract to send, documents, an unsigned contract) on Home's to-do list (src/lib/home/todo.ts). */
  todo?: boolean;
  /** The form fields that name a saved draft in the drafts list (src/lib/dealer-state/drafts.ts), joined by a space. */
  draftLabel: readonly string[];
  /** Statuses the product names in its own words (`<key>.statusLabel.<status>`), where the shared name would not be true of it. */
  ownStatusLabels?: readonly (typeof LEAD_STATUSES)[number][];
}

export const defineLeadProduct = <const P extends LeadProductValue>(product: P): P => product;
