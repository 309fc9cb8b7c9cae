// What follows a user from sign-in to sign-in and device to device (ADR 0060): each list's search
// and filters, and the point shop cart. The session holds them while signed in; every change is
// also written to the organisation's Durable Object, and sign-in puts them back in the new session.
import { mentionsPersonalId } from '../forms/personal-id-shape';
import { LEAD_PRODUCTS } from '../leads/registry';

/** A kept list state or cart is forgotten this long after its last change, like a draft. */
export const FOLLOWED_DAYS = 90;

const LIST_KEYS = [...LEAD_PRODUCTS.map((product) => product.key), 'pointShop', 'marketPlace'] as const;
const FOLLOWED = new Set<string>([...LIST_KEYS.flatMap((key) => [`${key}Search`, `${key}ListState`]), 'pointShopCart']);

export type FollowedKey = Extract<keyof App.SessionData, `${string}Search` | `${string}ListState` | 'pointShopCart'>;

const isFollowedKey = (key: string): key is FollowedKey => FOLLOWED.has(key);

/** The followed keys among those a request changed, with their values as JSON (null: deleted). */
export function followedChanges(changed: readonly string[], valueOf: (key: FollowedKey) => unknown): Record<string, string | null> {
  const entries: Record<string, string | null> = {};
  for (const key of changed) {
    if (!isFollowedKey(key)) continue;
    const value = valueOf(key);
    const json = value === undefined ? null : JSON.stringify(value);
    // A search for a customer by personal identity number stays in this session only.
    entries[key] = json !== null && mentionsPersonalId(json) ? null : json;
  }
  return entries;
}

/** What the object kept, as session values: unknown keys and unreadable values are left out. */
export function followedValues(kept: Record<string, string>): [FollowedKey, unknown][] {
  const values: [FollowedKey, unknown][] = [];
  for (const [key, json] of Object.entries(kept)) {
    if (!isFollowedKey(key)) continue;
    try {
      values.push([key, JSON.parse(json) as unknown]);
    } catch {
      // A value the portal did not write: left out, the list starts plain.
    }
  }
  return values;
}
