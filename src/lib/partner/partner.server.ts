// Partner (dealer) calls.
import type { ApiClient } from '../api/client';
import { ENDPOINTS } from '../api/endpoints';
import { isApiError } from '../api/errors';
import { FacilitiesSchema, KeyAccountManagerSchema, PartnerSchema, type Facility, type KeyAccountManager, type Partner } from '../api/schemas';

export function fetchPartner(api: ApiClient): Promise<Partner> {
  return api.get(ENDPOINTS.partner.root, PartnerSchema);
}

/** The key account manager; null when the partner has none. */
export async function fetchKeyAccountManager(api: ApiClient): Promise<KeyAccountManager | null> {
  try {
    return await api.get(ENDPOINTS.partner.kam, KeyAccountManagerSchema);
  } catch (error) {
    if (isApiError(error, 'notFound')) return null;
    throw error;
  }
}

export function fetchFacilities(api: ApiClient): Promise<Facility[]> {
  return api.get(ENDPOINTS.partner.facilities, FacilitiesSchema);
}
