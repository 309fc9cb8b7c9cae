// The binding purchase's form and its outcomes (SPEC §4 market, §5 terms, §8 market errors). The
// form carries an idempotency key made when the confirm page is drawn, so a double click, a retry
// after "purchase could not be completed" or a resend after a lost answer buys the car once.
import * as v from 'valibot';
import { isApiError, isKeyReused } from '../api/errors';

export const PURCHASE_FIELDS = { adId: 'adId', idempotencyKey: 'idempotencyKey', termsAccepted: 'termsAccepted' } as const;

/** What the confirm form posts. An unticked box is absent from a form post. */
export const MarketPurchaseFormSchema = v.object({
  adId: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  idempotencyKey: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  termsAccepted: v.optional(v.literal('on')),
});

/**
 * Why a purchase did not happen, as the confirm page says it: the terms not accepted; the car sold
 * to someone else, withdrawn or unknown ("car no longer available", notFound); the dealer's own ad
 * (409 OWN_AD); anything else "purchase could not be completed", with a retry under the same key.
 */
export type PurchaseProblem = 'termsNotAccepted' | 'noLongerAvailable' | 'ownAd' | 'notCompleted';

export function purchaseProblemOf(error: unknown): PurchaseProblem {
  if (isApiError(error, 'notFound')) return 'noLongerAvailable';
  if (isApiError(error) && error.code === 'OWN_AD') return 'ownAd';
  return 'notCompleted';
}

/**
 * Whether the same key may be sent again. A retry of a purchase that could not be completed keeps
 * its key (the backend answers the first purchase if one was made); 422 IDEMPOTENCY_KEY_REUSED means
 * the key went with another car, so a fresh one is needed.
 */
export function keepsKey(error: unknown): boolean {
  return !isKeyReused(error);
}

export const PROBLEM_MESSAGE: Record<PurchaseProblem, string> = {
  termsNotAccepted: 'marketPlace.confirm.errors.termsNotAccepted',
  noLongerAvailable: 'marketPlace.errors.noLongerAvailable',
  ownAd: 'marketPlace.ad.ownAd',
  notCompleted: 'marketPlace.errors.notCompleted',
};
