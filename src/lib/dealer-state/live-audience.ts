// Who hears a live event (issue 39 §3): a lead's status only a user whose roles open that product
// (its reference and status are the product's data), an order's result and the balance only a
// point shop user, a purchase only a marketplace user. The object filters with the roles the
// worker read from the session when the stream opened; a role change closes the user's streams,
// so the page's reconnect asks with the new roles. Server and object only.
import type { Role } from '../api/schemas';
import { LEAD_PRODUCTS } from '../leads/registry';
import type { LiveEvent } from './live-events';

/**
 * The role a user needs to hear an event.
 * @internal exported for its unit tests
 */
export function roleToHear(event: Pick<LiveEvent, 'type' | 'product'>): Role | null {
  if (event.type === 'orderResult' || event.type === 'pointBalance') return 'POINT_SHOP';
  if (event.type === 'purchase') return 'MARKET_PLACE';
  return LEAD_PRODUCTS.find((product) => product.key === event.product)?.role ?? null;
}

/** Whether a user with these roles hears the event; an event of no known product or kind is heard by nobody. */
export function hears(roles: readonly string[], event: Pick<LiveEvent, 'type' | 'product'>): boolean {
  const role = roleToHear(event);
  return role !== null && roles.includes(role);
}
