// Home's to-do list: the leads that wait for the dealer today, each named by what is to be done and
// opening at the lead's next step, where the action is. A lead product with a `todo` part in the
// registry puts its leads here: approved and waiting for the contract to be sent, waiting for
// documents or for a call to the provider (the lists' "needs action" group), or sent to the
// customer and unsigned for UNSIGNED_DAYS days or more.
import type { LeadStatus } from '../api/leads';
import type { Role } from '../api/schemas';
import type { RouteName } from '../routes';
import { LEAD_PRODUCTS } from '../leads/registry';

type WithTodo = Extract<(typeof LEAD_PRODUCTS)[number], { todo: true; home: object }>;
export type TodoProduct = WithTodo['key'];
const WITH_TODO = LEAD_PRODUCTS.filter((product): product is WithTodo => 'todo' in product && product.todo === true && 'home' in product);

/**
 * A contract sent this many days ago and still unsigned is worth a reminder.
 * @internal exported for its unit tests
 */
export const UNSIGNED_DAYS = 3;
const DAY_MS = 86_400_000;

/** The statuses the to-do query asks each product for. */
export const TODO_STATUSES = ['APPROVED', 'SUPPLEMENT', 'SUPPLEMENT_ACTION', 'SUPPLEMENT_CONTACT_US', 'SENT_TO_CUSTOMER'] as const satisfies readonly LeadStatus[];

type TodoKind = 'sendContract' | 'supplement' | 'callUs' | 'unsigned';

/** How many items Home shows; the rest are counted, with each product's "needs action" list a click away. */
export const TODO_SHOWN = 10;

/** What a to-do item needs of a lead (a product's list row, mapped). */
export interface TodoLead {
  id: string;
  reference: string;
  /** The applicant's name (loan) or the customer's (leasing). */
  name: string;
  status: LeadStatus;
  updatedAt: string;
  contractSentAt: string | null;
}

export interface TodoItem {
  kind: TodoKind;
  product: TodoProduct;
  id: string;
  reference: string;
  name: string;
  /** Since when the lead waits (its last change, or when its contract was sent). */
  since: string;
  /** Whole days since then. */
  days: number;
}

/** Per product: the page an item opens, the product's name, and what a failed load says (as on Home's latest applications). */
export const TODO_PRODUCT = Object.fromEntries(
  WITH_TODO.map((product) => [product.key, { list: product.route, details: `${product.route}Details`, nameKey: `routes.${product.key}`, unavailableKey: product.home.unavailableKey }]),
) as Record<TodoProduct, { list: RouteName; details: RouteName; nameKey: string; unavailableKey: string }>;

export const todoProductsOf = (roles: readonly Role[]): TodoProduct[] => WITH_TODO.filter((product) => roles.includes(product.role)).map((product) => product.key);

const KIND_OF: Partial<Record<LeadStatus, TodoKind>> = {
  APPROVED: 'sendContract',
  SUPPLEMENT: 'supplement',
  SUPPLEMENT_ACTION: 'supplement',
  SUPPLEMENT_CONTACT_US: 'callUs',
  SENT_TO_CUSTOMER: 'unsigned',
};

/** The lead's to-do item, or null when it does not wait for the dealer (an unsigned contract: not yet). */
export function todoOf(product: TodoProduct, lead: TodoLead, now: number): TodoItem | null {
  const kind = KIND_OF[lead.status];
  if (!kind) return null;
  const since = kind === 'unsigned' ? lead.contractSentAt : lead.updatedAt;
  if (since === null) return null;
  const days = Math.max(0, Math.floor((now - Date.parse(since)) / DAY_MS));
  if (kind === 'unsigned' && days < UNSIGNED_DAYS) return null;
  return { kind, product, id: lead.id, reference: lead.reference, name: lead.name, since, days };
}

/**
 * Every product's items in one list, the newest first: what just came back from the lender is
 * often the customer at the desk. Past TODO_SHOWN, each product's "needs action" list has the rest.
 */
export function todoList(items: readonly TodoItem[]): TodoItem[] {
  return items.map((item) => ({ item, at: Date.parse(item.since) })).sort((a, b) => b.at - a.at).map(({ item }) => item);
}
