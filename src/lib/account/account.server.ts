// Account calls: who is signed in, their point balance, their language, their acceptance of the user terms.
import type { ApiClient } from '../api/client';
import { ENDPOINTS } from '../api/endpoints';
import { ShopAccountSchema, UserSchema, type LanguageCode, type User } from '../api/schemas';
import { hasAnyRole } from '../permissions';
import { logger } from '../server/logger';

export function fetchMe(api: ApiClient): Promise<User> {
  return api.get(ENDPOINTS.account.me, UserSchema);
}

/** The point balance, for point shop users only (others: null, no call made). */
async function fetchPointBalance(api: ApiClient, user: User): Promise<number | null> {
  if (!hasAnyRole(user.grantedRoles, ['POINT_SHOP'])) return null;
  const account = await api.get(ENDPOINTS.shop.account, ShopAccountSchema);
  return account.balance;
}

/**
 * The balance kept at sign-in, or null when the point shop cannot give it now: a slow or failing
 * point shop never fails a sign-in (it did, at 2 s, with five dealers signing in at once on a loaded
 * machine). The header then shows no balance until Home or its menu asks again.
 */
export async function pointBalanceAtSignIn(api: ApiClient, user: User): Promise<number | null> {
  try {
    return await fetchPointBalance(api, user);
  } catch (error) {
    logger.warn('the point balance could not be read at sign-in', { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** The user accepts this version of the user terms; the API answers the user as stored. */
export function acceptTerms(api: ApiClient, version: string): Promise<User> {
  return api.put(ENDPOINTS.account.terms, UserSchema, { body: { version } });
}

export function saveLanguage(api: ApiClient, languageCode: LanguageCode): Promise<void> {
  return api.send('PUT', ENDPOINTS.account.language, { body: { languageCode } });
}

export function revokeApiToken(api: ApiClient): Promise<void> {
  return api.send('POST', ENDPOINTS.token.revoke, { body: {} });
}
