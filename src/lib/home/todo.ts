// Home's to-do list: what waits for the dealer today, each item named by what is to be done and
// opening where the action is. Its sources (docs/decisions/0056, 0057):
// - every lead product with a `todo` part in the registry (loans, leasing): approved and waiting for
//   the contract to be sent, waiting for documents or for a call to the provider (the lists' "needs
//   action" group), or sent to the customer and unsigned for UNSIGNED_DAYS days or more;
// - loans whose second chance has offers for the customer;
// - financed stock cars with NEAR_MAX_DAYS_LEFT days or fewer left of their maximum, with what
//   paying them off now costs;
// - marketplace purchases still waiting at their sellers to be picked up.
import type { LeadStatus } from '../api/leads';
import type { Currency, Role } from '../api/schemas';
import type { RouteName } from '../routes';
import { LEAD_PRODUCTS } from '../leads/registry';
import { GROUP_PARAM } from '../lists/filters';

type WithTodo = Extract<(typeof LEAD_PRODUCTS)[number], { todo: true; home: object }>;
export type TodoProduct = WithTodo['key'];
const WITH_TODO = LEAD_PRODUCTS.filter((product): product is WithTodo => 'todo' in product && product.todo === true && 'home' in product);

/** Where an item comes from: a lead product's own statuses, or one of the other sources. */
export type TodoSource = TodoProduct | 'secondChance' | 'stockCars' | 'pickUps';

/**
 * A contract sent this many days ago and still unsigned is worth a reminder.
 * @internal exported for its unit tests
 */
export const UNSIGNED_DAYS = 3;
/**
 * A financed car with this many days or fewer left of its maximum is on the list: a month to sell
 * it or pay it off before the provider invoices it.
 * @internal exported for its unit tests
 */
export const NEAR_MAX_DAYS_LEFT = 30;
const DAY_MS = 86_400_000;

/** The statuses the to-do query asks each lead product for. */
export const TODO_STATUSES = [
  'APPROVED',
  'SUPPLEMENT',
  'SUPPLEMENT_ACTION',
  'SUPPLEMENT_CONTACT_US',
  'SENT_TO_CUSTOMER',
] as const satisfies readonly LeadStatus[];

type LeadKind = 'sendContract' | 'supplement' | 'callUs' | 'unsigned';

/**
 * How many items Home shows; the rest are counted, with each source's list a click away.
 * @internal exported for its unit tests
 */
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
  /** Who created it: the to-do's "Bara mina". */
  createdById?: string;
}

interface ItemBase {
  source: TodoSource;
  id: string;
  reference: string;
  /** Whom or what it is about: the customer, or the car. */
  name: string;
  /** Since when it waits (the lead's last change, when its contract was sent, when the car was bought). */
  since: string;
  /** Whole days since then. */
  days: number;
  /** The user who created the lead ("Bara mina" shows only the user's own); null for the organisation's own (a car bought). */
  ownerId?: string | null;
}

export type TodoItem = ItemBase &
  (
    | { kind: LeadKind | 'secondChanceOffers' }
    | { kind: 'pickUp'; city: string }
    | { kind: 'nearMaxDays'; usedDays: number; maxDays: number; payOffAmount: number; currency: Currency }
  );

interface SourceInfo {
  /** Who sees the source's items. */
  role: Role;
  /** The product it belongs to, named on each item. */
  nameKey: string;
  /** What Home says when its call fails (as on Home's other blocks). */
  unavailableKey: string;
  /** Where the items it has past TODO_SHOWN are: a list, and its query. */
  list: RouteName;
  listQuery: string;
  /** The link to that list, named by what it filters ("Privatlån som kräver åtgärd"; `{product}` is the source's name). */
  moreKey: string;
}

const LEAD_SOURCES = Object.fromEntries(
  WITH_TODO.map((product) => [
    product.key,
    {
      role: product.role,
      nameKey: `routes.${product.key}`,
      unavailableKey: product.home.unavailableKey,
      list: product.route,
      listQuery: `${GROUP_PARAM}=needsAction`,
      moreKey: 'home.todo.moreLink.needsAction',
    },
  ]),
) as Record<TodoProduct, SourceInfo>;

export const TODO_SOURCES: Record<TodoSource, SourceInfo> = {
  ...LEAD_SOURCES,
  secondChance: {
    role: 'BLANCO',
    nameKey: 'routes.blanco',
    unavailableKey: 'home.todo.unavailable.secondChance',
    list: 'Blanco',
    listQuery: 'status=DENIED&status=ACCOUNT_ANALYSIS',
    moreKey: 'home.todo.moreLink.secondChance',
  },
  stockCars: {
    role: 'BUSINESS_FINANCE',
    nameKey: 'routes.inventoryFinancing',
    unavailableKey: 'home.todo.unavailable.stockCars',
    list: 'InventoryFinancing',
    listQuery: 'status=PAID_OUT',
    moreKey: 'home.todo.moreLink.stockCars',
  },
  pickUps: {
    role: 'MARKET_PLACE',
    nameKey: 'routes.marketPlace',
    unavailableKey: 'home.todo.unavailable.pickUps',
    list: 'MarketPlacePurchases',
    listQuery: '',
    moreKey: 'home.todo.moreLink.pickUps',
  },
};

/** The sources a user has: by role, and the marketplace only with its flag on (SPEC §6). */
export function todoSourcesOf(roles: readonly Role[], payMarketplace: boolean): TodoSource[] {
  return (Object.keys(TODO_SOURCES) as TodoSource[]).filter((source) => roles.includes(TODO_SOURCES[source].role) && (source !== 'pickUps' || payMarketplace));
}

/** Where an item opens: at the action itself. */
export function todoTarget(item: TodoItem): { route: RouteName; hash: string } {
  switch (item.kind) {
    case 'secondChanceOffers':
      return { route: 'BlancoDetails', hash: '#second-chance-heading' };
    case 'nearMaxDays':
      return { route: 'InventoryFinancingPayment', hash: '' };
    case 'pickUp':
      return { route: 'MarketPlacePurchase', hash: '#pick-up' };
    default:
      return { route: `${TODO_SOURCES[item.source].list}Details` as RouteName, hash: '#next-step' };
  }
}

const daysSince = (since: string, now: number) => Math.max(0, Math.floor((now - Date.parse(since)) / DAY_MS));

const KIND_OF: Partial<Record<LeadStatus, LeadKind>> = {
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
  const days = daysSince(since, now);
  if (kind === 'unsigned' && days < UNSIGNED_DAYS) return null;
  return { kind, source: product, id: lead.id, reference: lead.reference, name: lead.name, since, days, ownerId: lead.createdById ?? null };
}

/** A loan whose second chance has offers: the customer chooses one, often with the dealer's help. */
export function secondChanceTodo(
  lead: { id: string; reference: string; applicantName: string; updatedAt: string; createdBy?: { id: string } },
  now: number,
): TodoItem {
  return {
    kind: 'secondChanceOffers',
    source: 'secondChance',
    id: lead.id,
    reference: lead.reference,
    name: lead.applicantName,
    since: lead.updatedAt,
    days: daysSince(lead.updatedAt, now),
    ownerId: lead.createdBy?.id ?? null,
  };
}

/** What a stock car's item needs: its list row's figures (null financing: not financed now). */
export interface StockCar {
  id: string;
  reference: string;
  vehicle: string;
  updatedAt: string;
  currency: Currency;
  financing: { usedDays: number; maxCreditDays: number; payOffAmount: number } | null;
  createdBy?: { id: string };
}

/** A financed car close to its maximum days, or null: NEAR_MAX_DAYS_LEFT days left is on the list, one more is not. */
export function stockCarTodo(car: StockCar, now: number): TodoItem | null {
  const { financing } = car;
  if (!financing || financing.maxCreditDays - financing.usedDays > NEAR_MAX_DAYS_LEFT) return null;
  return {
    kind: 'nearMaxDays',
    source: 'stockCars',
    id: car.id,
    reference: car.reference,
    name: car.vehicle,
    since: car.updatedAt,
    days: daysSince(car.updatedAt, now),
    usedDays: financing.usedDays,
    maxDays: financing.maxCreditDays,
    payOffAmount: financing.payOffAmount,
    currency: car.currency,
    ownerId: car.createdBy?.id ?? null,
  };
}

/** A car bought on the marketplace and not yet picked up from its seller. */
export function pickUpTodo(purchase: { id: string; reference: string; car: string; city: string; purchasedAt: string }, now: number): TodoItem {
  return {
    kind: 'pickUp',
    source: 'pickUps',
    id: purchase.id,
    reference: purchase.reference,
    name: purchase.car,
    city: purchase.city,
    since: purchase.purchasedAt,
    days: daysSince(purchase.purchasedAt, now),
    ownerId: null,
  };
}

/**
 * The kinds of waiting, the most urgent first: a car near its maximum days costs every day, an unsigned contract keeps a customer waiting.
 * @internal exported for its unit tests
 */
export const TODO_KINDS = [
  'nearMaxDays',
  'unsigned',
  'sendContract',
  'supplement',
  'callUs',
  'secondChanceOffers',
  'pickUp',
] as const satisfies readonly TodoItem['kind'][];

/**
 * How many wait of each kind, the most urgent kind first, kinds with none left out.
 * @internal exported for its unit tests
 */
export function todoCounts(items: readonly Pick<TodoItem, 'kind'>[]): { kind: (typeof TODO_KINDS)[number]; count: number }[] {
  return TODO_KINDS.map((kind) => ({ kind, count: items.filter((item) => item.kind === kind).length })).filter(({ count }) => count > 0);
}

const daysLeft = (item: TodoItem) => (item.kind === 'nearMaxDays' ? item.maxDays - item.usedDays : Number.POSITIVE_INFINITY);

/**
 * Every source's items in one list. Cars near their maximum come first, the fewest days left
 * first: each day past it costs. Then the rest, the newest first: what just came back from the
 * lender is often the customer at the desk.
 */
export function todoList(items: readonly TodoItem[]): TodoItem[] {
  return items
    .map((item) => ({ item, left: daysLeft(item), at: Date.parse(item.since) }))
    .sort((a, b) => a.left - b.left || b.at - a.at)
    .map(({ item }) => item);
}

/** The to-do as one view shows it: the first TODO_SHOWN items, the counts per kind of all, and how many more wait where. */
export interface TodoView {
  items: TodoItem[];
  counts: ReturnType<typeof todoCounts>;
  more: number;
  moreIn: TodoSource[];
}

/** A view of the list (todoList's order): everyone's, or only what the user created ("Bara mina"). */
export function todoView(all: readonly TodoItem[], sources: readonly TodoSource[], mineOf: string | null = null): TodoView {
  const shown = mineOf === null ? all : all.filter((item) => item.ownerId === mineOf);
  const rest = shown.slice(TODO_SHOWN);
  return {
    items: shown.slice(0, TODO_SHOWN),
    counts: todoCounts(shown),
    more: rest.length,
    moreIn: sources.filter((source) => rest.some((item) => item.source === source)),
  };
}
