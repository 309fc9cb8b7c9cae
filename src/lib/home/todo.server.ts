// Home's to-do list from the Partner API: every source the user has asked in parallel (each lead
// product with a to-do for its waiting leads, the loans with second-chance offers, the financed stock
// cars, the marketplace purchases not picked up); a source whose call fails is named, the others
// still show (src/lib/home/todo.ts decides what waits, and for what).
import type { ApiClient } from '../api/client';
import { leftOut } from '../api/left-out.server';
import { fetchMarketPurchases } from '../api/market';
import type { Role } from '../api/schemas';
import { LEAD_SERVER, productTodoSource } from '../leads/registry.server';
import { LATEST_CHANGED, type HomeQuery, type LeadServerPart } from '../leads/server-part';
import type { PortalSession } from '../server/session-store.server';
import { keptInSession } from '../server/kept-in-session.server';
import { pickUpTodo, TODO_STATUSES, todoList, todoOf, todoSourcesOf, todoView, type TodoItem, type TodoProduct, type TodoSource, type TodoView } from './todo';

/**
 * The most leads one query reads (the API's page limit), the latest changed first: the list shows
 * the newest, so a dealer with more than 100 waiting misses only the oldest.
 */
const TODO_QUERY: HomeQuery = { statuses: [...TODO_STATUSES], ...LATEST_CHANGED };

export interface Todo extends TodoView {
  /** The sources the user has (none: Home shows no such section). */
  sources: TodoSource[];
  /** The same list with only what the user created ("Bara mina"). */
  mine: TodoView;
  /** Sources whose items could not be loaded. */
  unavailable: TodoSource[];
}

function loadSource(api: ApiClient, source: TodoSource, now: number): Promise<TodoItem[]> {
  if (source === 'pickUps')
    return fetchMarketPurchases(api, true).then((purchases) =>
      purchases.map((purchase) => pickUpTodo({ ...purchase, car: `${purchase.ad.make} ${purchase.ad.model}`, city: purchase.nextSteps.pickUpCity }, now)),
    );
  const own = productTodoSource(source);
  if (own) return own(api, now);
  const product = source as TodoProduct;
  const part = LEAD_SERVER[product] as LeadServerPart | undefined;
  if (!part) return Promise.reject(new Error(`no product loads the ${source} to-do`));
  return part.homeLeads(api, TODO_QUERY).then((leads) => leads.flatMap((lead) => todoOf(product, lead, now) ?? []));
}

async function fetchTodo(api: ApiClient, sources: TodoSource[], userId: string, now: number): Promise<Todo> {
  const loaded = await Promise.all(sources.map((source) => loadSource(api, source, now).catch(leftOut(`home: the ${source} to-do could not be loaded`))));
  const all = todoList(loaded.flatMap((items) => items ?? []));
  return {
    sources,
    ...todoView(all, sources),
    mine: todoView(all, sources, userId),
    unavailable: sources.filter((_, index) => loaded[index] === null),
  };
}

type TodoSession = Pick<PortalSession, 'get' | 'set'>;

/** Who asks: their roles, and whether the marketplace is on (SPEC §6 PayMarketplace). */
export interface TodoUser {
  /** The user's id: "Bara mina" keeps what they created. */
  id: string;
  roles: readonly Role[];
  payMarketplace: boolean;
}

/**
 * The to-do, kept in the session for `freshMs` (SHARED_CACHE_MS, 30 s; the e2e stacks 0) as the
 * point balance is (docs/decisions/0050, 0056): a dealer going back and forth to Home asks the
 * Partner API once per half minute. Any form the dealer posts forgets it (src/middleware/session.ts),
 * so what the dealer just did shows at once; the lender's own changes show within `freshMs`.
 * A list with a source missing is not kept: the next view asks again.
 */
export function homeTodo(api: ApiClient, user: TodoUser, session: TodoSession, freshMs: number, now = Date.now()): Promise<Todo> {
  return keptInSession(
    session,
    'homeTodo',
    freshMs,
    () => fetchTodo(api, todoSourcesOf(user.roles, user.payMarketplace), user.id, now),
    (todo) => todo.unavailable.length === 0,
    now,
  );
}
