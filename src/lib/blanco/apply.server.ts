// What the application form needs from the API, loaded in parallel: the price list, the
// credit products (as one set of bounds) and the dealer's facilities. Server only.
import type { CreditProduct, PriceList } from '../api/blanco';
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import type { Facility } from '../api/schemas';
import { fetchFacilities } from '../partner/partner.server';
import { logger } from '../server/logger';
import { fetchCreditProducts, fetchPriceList } from './blanco.server';
import { overallProduct } from './bounds';

export interface ApplyContext {
  priceList: PriceList;
  product: CreditProduct;
  facilities: Facility[];
}

/** ready, or which SPEC §8 message to show instead of the form. */
export type ApplyContextResult = { kind: 'ready'; context: ApplyContext } | { kind: 'priceListUnavailable' } | { kind: 'technical' };

export async function loadApplyContext(api: ApiClient): Promise<ApplyContextResult> {
  const [priceList, products, facilities] = await Promise.allSettled([fetchPriceList(api), fetchCreditProducts(api), fetchFacilities(api)]);
  for (const settled of [priceList, products, facilities]) {
    // An expired session ends it (forced logout), whichever call noticed.
    if (settled.status === 'rejected' && isApiError(settled.reason, 'unauthorized')) throw settled.reason;
  }
  const failed = [priceList, products, facilities].filter((settled) => settled.status === 'rejected');
  for (const settled of failed) logger.error('blanco apply: could not load', { error: String((settled as PromiseRejectedResult).reason) });
  if (priceList.status === 'rejected' || priceList.value.steps.length === 0) return { kind: 'priceListUnavailable' };
  const product = products.status === 'fulfilled' ? overallProduct(products.value) : null;
  if (!product || facilities.status === 'rejected' || facilities.value.length === 0) return { kind: 'technical' };
  return { kind: 'ready', context: { priceList: priceList.value, product, facilities: facilities.value } };
}
