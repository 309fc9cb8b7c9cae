// Home's to-do list from the Partner API: each product with a to-do asked in parallel for its leads
// in the statuses that may wait for the dealer; a product whose call fails is named, the others
// still show (src/lib/home/todo.ts decides which leads wait, and for what).
import type { ApiClient } from '../api/client';
import { leftOut } from '../api/left-out.server';
import type { Role } from '../api/schemas';
import { LEAD_SERVER, type HomeQuery } from '../leads/registry.server';
import type { PortalSession } from '../server/session-store.server';
import { TODO_SHOWN, TODO_STATUSES, todoList, todoOf, todoProductsOf, type TodoItem, type TodoProduct } from './todo';

/**
 * The most leads one product's to-do query reads (the API's page limit), the latest changed first:
 * the list shows the newest, so a dealer with more than 100 waiting misses only the oldest.
 */
const TODO_QUERY: HomeQuery = { statuses: [...TODO_STATUSES], sort: 'latestChanged', page: 0, size: 100 };

export interface Todo {
  /** The products whose leads may be on the list (none: Home shows no such section). */
  products: TodoProduct[];
  /** The newest TODO_SHOWN items. */
  items: TodoItem[];
  /** How many more wait, and in which products' lists. */
  more: number;
  moreIn: TodoProduct[];
  /** Products whose leads could not be loaded. */
  unavailable: TodoProduct[];
}

async function fetchTodo(api: ApiClient, roles: readonly Role[], now = Date.now()): Promise<Todo> {
  const products = todoProductsOf(roles);
  const loaded = await Promise.all(
    products.map((product) =>
      LEAD_SERVER[product].homeLeads(api, TODO_QUERY).catch(leftOut(`home: the ${product} to-do could not be loaded`)),
    ),
  );
  const all = todoList(products.flatMap((product, index) => (loaded[index] ?? []).flatMap((lead) => todoOf(product, lead, now) ?? [])));
  const rest = all.slice(TODO_SHOWN);
  return {
    products,
    items: all.slice(0, TODO_SHOWN),
    more: rest.length,
    moreIn: products.filter((product) => rest.some((item) => item.product === product)),
    unavailable: products.filter((_, index) => loaded[index] === null),
  };
}

type TodoSession = Pick<PortalSession, 'get' | 'set'>;

/**
 * The to-do, kept in the session for `freshMs` (SHARED_CACHE_MS, 30 s; the e2e stacks 0) as the
 * point balance is (docs/decisions/0050, 0056): a dealer going back and forth to Home asks the
 * Partner API once per half minute. Any form the dealer posts forgets it (src/middleware/session.ts),
 * so what the dealer just did shows at once; the lender's own changes show within `freshMs`.
 * A list with a product missing is not kept: the next view asks again.
 */
export async function homeTodo(api: ApiClient, roles: readonly Role[], session: TodoSession, freshMs: number, now = Date.now()): Promise<Todo> {
  const kept = await session.get('homeTodo');
  if (kept && now - kept.at < freshMs) return kept.todo;
  const todo = await fetchTodo(api, roles, now);
  if (freshMs > 0 && todo.unavailable.length === 0) session.set('homeTodo', { at: now, todo });
  return todo;
}
