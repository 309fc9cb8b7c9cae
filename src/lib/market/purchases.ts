// The dealer's marketplace purchases after the confirm (issue 25 §3): My purchases lists them with
// what happens next, each waits for its pick-up until the dealer says the car is picked up, and a
// dealer who finances stock cars can finance it straight away (the application filled from it).
import * as v from 'valibot';
import type { MarketPurchase } from '../api/market-schemas';

/** The pick-up form: the purchase it is about. */
export const PickUpFormSchema = v.object({ purchaseId: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)) });

/** Where a purchase stands: the seller calls about the pick-up, or the car is with the dealer. */
export type PurchaseStage = 'awaitingPickUp' | 'pickedUp';

export const purchaseStage = (purchase: Pick<MarketPurchase, 'pickedUpAt'>): PurchaseStage => (purchase.pickedUpAt === null ? 'awaitingPickUp' : 'pickedUp');

/** The inventory financing application's query parameter naming the purchase it is filled from (an id, never a number of a person or company). */
export const FROM_PURCHASE_PARAM = 'purchase';
