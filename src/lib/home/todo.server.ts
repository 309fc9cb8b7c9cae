// Home's to-do list from the Partner API: each product with a to-do asked in parallel for its leads
// in the statuses that may wait for the dealer; a product whose call fails is named, the others
// still show (src/lib/home/todo.ts decides which leads wait, and for what).
import type { ApiClient } from '../api/client';
import { leftOut } from '../api/left-out.server';
import type { Role } from '../api/schemas';
import { LEAD_SERVER, type HomeQuery } from '../leads/registry.server';
import { TODO_STATUSES, todoList, todoOf, todoProductsOf, type TodoItem, type TodoProduct } from './todo';

/** The most leads one product's to-do query reads (the API's page limit): the oldest waiting first. */
const TODO_QUERY: HomeQuery = { statuses: [...TODO_STATUSES], sort: 'oldest', page: 0, size: 100 };

export interface Todo {
  /** The products whose leads may be on the list (none: Home shows no such section). */
  products: TodoProduct[];
  items: TodoItem[];
  /** Products whose leads could not be loaded. */
  unavailable: TodoProduct[];
}

export async function fetchTodo(api: ApiClient, roles: readonly Role[], now = Date.now()): Promise<Todo> {
  const products = todoProductsOf(roles);
  const loaded = await Promise.all(
    products.map((product) =>
      LEAD_SERVER[product].homeLeads(api, TODO_QUERY).catch(leftOut(`home: the ${product} to-do could not be loaded`)),
    ),
  );
  const items = products.flatMap((product, index) => (loaded[index] ?? []).flatMap((lead) => todoOf(product, lead, now) ?? []));
  return { products, items: todoList(items), unavailable: products.filter((_, index) => loaded[index] === null) };
}
