// What the header and side navigation need from the API, started by the middleware so it
// runs while the page loads its own data. It never fails a page: a failed load sets a flag.
import type { ApiClient } from '../api/client';
import type { CountryCode, KeyAccountManager, User } from '../api/schemas';
import { hasAnyRole } from '../permissions';
import { fetchKeyAccountManager, fetchPartner } from '../partner/partner.server';
import { logger } from './logger';

export interface ChromeData {
  /** Only loaded when the navigation needs it (Sweden, without BUSINESS_FINANCE). */
  manager: KeyAccountManager | null;
  managerFailed: boolean;
  /** Whether the partner is onboarded to inventory financing; null when not loaded. */
  onboardedToInventoryFinancing: boolean | null;
}

export const NO_CHROME_DATA: ChromeData = { manager: null, managerFailed: false, onboardedToInventoryFinancing: null };

/** @internal exported for its unit tests */
export function needsManagerForNavigation(user: User, country: CountryCode): boolean {
  return country === 'SE' && !hasAnyRole(user.grantedRoles, ['BUSINESS_FINANCE']);
}

export async function loadChrome(api: ApiClient, user: User, country: CountryCode): Promise<ChromeData> {
  if (!needsManagerForNavigation(user, country)) return NO_CHROME_DATA;
  const [manager, partner] = await Promise.allSettled([fetchKeyAccountManager(api), fetchPartner(api)]);
  if (manager.status === 'rejected') logger.warn('key account manager could not be loaded', { error: String(manager.reason) });
  return {
    manager: manager.status === 'fulfilled' ? manager.value : null,
    managerFailed: manager.status === 'rejected',
    onboardedToInventoryFinancing: partner.status === 'fulfilled' ? partner.value.onboardedToInventoryFinancing : null,
  };
}
