// A purchase is binding once confirmed (SPEC §4): in one IMMEDIATE transaction, the first buyer who
// confirms gets the car and every later one "car no longer available"; a dealer's own ad is refused;
// the same Idempotency-Key again answers the purchase it made, never a second one.
import { randomInt, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { ApiError } from '../api/errors.ts';
import { inTransaction } from '../db/transaction.ts';
import type { UserRow } from '../db/users.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { carNoLongerAvailable, findAd, findPurchase, type PurchaseRow } from './ad-store.ts';
import { MARKET_TERMS } from './terms.ts';

const ownAd = () => new ApiError(409, 'OWN_AD', "The dealer's own ad cannot be bought");
const keyReused = () =>
  new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used to buy another car; send a new key for a new purchase');

function newReference(db: DatabaseSync): string {
  const taken = db.prepare('SELECT 1 FROM market_purchases WHERE reference = ?');
  for (;;) {
    const reference = `MP-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    if (taken.get(reference) === undefined) return reference;
  }
}

/** The purchase this user's key made (created false) or a new one (created true); throws 404, 409 or 422. */
export function purchaseAd(
  db: DatabaseSync,
  user: UserRow,
  country: CountryCode,
  adId: string,
  idempotencyKey: string,
  now = Date.now(),
): { purchase: PurchaseRow; created: boolean } {
  return inTransaction(db, () => {
    const earlier = db
      .prepare('SELECT ad_id, purchase_id FROM market_idempotency_keys WHERE user_id = ? AND idempotency_key = ?')
      .get(user.id, idempotencyKey) as { ad_id: string; purchase_id: string } | undefined;
    if (earlier) {
      if (earlier.ad_id !== adId) throw keyReused();
      return { purchase: findPurchase(db, earlier.purchase_id)!, created: false };
    }
    const ad = findAd(db, adId);
    // Another country's ad is not on this dealer's marketplace at all.
    if (!ad || ad.country_code !== country || ad.status !== 'AVAILABLE') throw carNoLongerAvailable();
    if (ad.seller_dealer_id === user.dealer_id) throw ownAd();

    const purchase: PurchaseRow = {
      id: randomUUID(),
      reference: newReference(db),
      ad_id: ad.id,
      dealer_id: user.dealer_id,
      user_id: user.id,
      price: ad.price,
      purchase_fee: MARKET_TERMS[ad.country_code].purchaseFee,
      currency: ad.currency,
      vat_status: ad.vat_status,
      created_at: now,
      picked_up_at: null,
    };
    db.prepare(
      `INSERT INTO market_purchases (id, reference, ad_id, dealer_id, user_id, price, purchase_fee, currency, vat_status, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      purchase.id,
      purchase.reference,
      purchase.ad_id,
      purchase.dealer_id,
      purchase.user_id,
      purchase.price,
      purchase.purchase_fee,
      purchase.currency,
      purchase.vat_status,
      purchase.created_at,
    );
    // The status in the WHERE too: should the check above ever be split from this write, the car still sells once.
    const sold = db.prepare("UPDATE market_ads SET status = 'SOLD', purchase_id = ? WHERE id = ? AND status = 'AVAILABLE'").run(purchase.id, ad.id);
    if (Number(sold.changes) !== 1) throw carNoLongerAvailable();
    db.prepare('INSERT INTO market_idempotency_keys (user_id, idempotency_key, ad_id, purchase_id) VALUES (?, ?, ?, ?)').run(
      user.id,
      idempotencyKey,
      ad.id,
      purchase.id,
    );
    return { purchase, created: true };
  });
}
