// What the application form needs from the API, loaded in parallel: the price list, the
// credit products (as one set of bounds) and the dealer's facilities. Server only.
import type { CreditProduct, PriceList } from '../api/blanco';
import type { ApiClient } from '../api/client';
import type { Facility } from '../api/schemas';
import { fetchFacilities } from '../partner/partner.server';
import { logger } from '../server/logger';
import { fetchCreditProducts, fetchPriceList } from './blanco.server';
import { overallProduct } from './bounds';

interface ApplyContext {
  priceList: PriceList;
  product: CreditProduct;
  facilities: Facility[];
}

/** The parts without which the form cannot be filled in (ADR 0013: each is named to the dealer). */
type ApplyPart = 'priceList' | 'creditProducts';

/** ready, or which parts could not be loaded (the page names them and offers a retry). */
export type ApplyContextResult = { kind: 'ready'; context: ApplyContext } | { kind: 'missing'; parts: ApplyPart[] };

/**
 * `ownFacility` stands in when the facility list cannot be loaded: the dealer can still apply
 * for the facility they belong to (it comes with the signed-in user, no extra call).
 */
export function loadApplyContext(api: ApiClient, ownFacility?: Facility): Promise<ApplyContextResult> {
  // A form post without JavaScript runs the action and then renders the page in one request
  // (one client): load once, so a hung call costs that request one budget, not two.
  let pending = loadedPerRequest.get(api);
  if (!pending) {
    pending = load(api, ownFacility);
    loadedPerRequest.set(api, pending);
  }
  return pending;
}

const loadedPerRequest = new WeakMap<ApiClient, Promise<ApplyContextResult>>();

async function load(api: ApiClient, ownFacility: Facility | undefined): Promise<ApplyContextResult> {
  const [priceList, products, facilities] = await Promise.allSettled([fetchPriceList(api), fetchCreditProducts(api), fetchFacilities(api)]);
  const failed = [priceList, products, facilities].filter((settled) => settled.status === 'rejected');
  for (const settled of failed) logger.error('blanco apply: could not load', { error: String((settled as PromiseRejectedResult).reason) });
  const missing: ApplyPart[] = [];
  if (priceList.status === 'rejected' || priceList.value.steps.length === 0) missing.push('priceList');
  const product = products.status === 'fulfilled' ? overallProduct(products.value) : null;
  if (!product) missing.push('creditProducts');
  const facilityList = facilities.status === 'fulfilled' && facilities.value.length > 0 ? facilities.value : ownFacility ? [ownFacility] : [];
  if (missing.length > 0 || priceList.status === 'rejected' || !product) return { kind: 'missing', parts: missing };
  // Without any facility the form could not be sent: treat it like missing bounds.
  if (facilityList.length === 0) return { kind: 'missing', parts: ['creditProducts'] };
  return { kind: 'ready', context: { priceList: priceList.value, product, facilities: facilityList } };
}
