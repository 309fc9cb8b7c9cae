// Buying on the marketplace in backend/: binding once confirmed. The first dealer who confirms gets
// the car and everyone after gets "car no longer available", also when two dealers confirm at the
// same moment; a double click or a retry (the same Idempotency-Key) never buys twice; the dealer's
// own ad cannot be bought; a failure on purpose ("purchase could not be completed") buys nothing.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketPurchaseSchema, MarketPurchasesSchema, type MarketPurchase } from '../../src/lib/api/market-schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { tokenOf, USERS } from '../support/blanco-api.ts';
import { adById, allAds, errorOf, otherDealerToken, purchase, resetAd, testAd } from '../support/market-api.ts';
import { callApi, postJson } from '../support/partner-api.ts';

const NO_LONGER_AVAILABLE = { status: 404, code: 'NOT_FOUND', message: 'car no longer available' };

async function purchaseOf(response: Response, status: 200 | 201 = 201): Promise<MarketPurchase> {
  expect(response.status).toBe(status);
  return v.parse(MarketPurchaseSchema, await response.json());
}

describe('marketplace purchases', () => {
  let backend: RunningBackend;
  let anna: string;
  let mette: string;
  let other: string;
  beforeAll(async () => {
    backend = await startBackend();
    anna = await tokenOf(backend, USERS.anna);
    mette = await tokenOf(backend, USERS.mette);
    other = await otherDealerToken(backend, 'kari@testbilar.example', 'SE');
  }, 60_000);
  afterAll(() => backend?.stop());

  it('a confirmed purchase is 201 with the price incl. the fee, the VAT status and what happens next; the car leaves the list', async () => {
    const adId = await testAd(backend, { country: 'SE', price: 189_900, vatStatus: 'VAT_DEDUCTIBLE', make: 'Volvo', model: 'V60' });
    const ad = await adById(backend, anna, adId);
    const bought = await purchaseOf(await purchase(backend, anna, adId));
    expect(bought).toMatchObject({
      price: 189_900,
      purchaseFee: 1_495,
      totalPrice: 191_395,
      currency: 'SEK',
      vatStatus: 'VAT_DEDUCTIBLE',
      vatAmount: 37_980,
      nextSteps: {
        seller: { name: ad.seller.name, organizationNumber: ad.seller.organizationNumber },
        sellerContactsWithinWorkingDays: 1,
        pickUpCity: ad.location,
      },
    });
    expect(bought.reference).toMatch(/^MP-\d{6}$/);
    expect(bought.nextSteps.seller.phone).toMatch(/^\+46 /);
    expect(Date.parse(bought.nextSteps.paymentDueDate) - Date.parse(bought.purchasedAt.slice(0, 10))).toBe(10 * 24 * 3_600_000);
    expect(bought.ad).toMatchObject({ id: adId, status: 'SOLD', purchase: { id: bought.id, reference: bought.reference } });
    expect((await allAds(backend, anna)).map((listed) => listed.id)).not.toContain(adId);
    // The buyer sees the car as bought by them, and the purchase again.
    expect((await adById(backend, anna, adId)).purchase?.id).toBe(bought.id);
    expect(v.parse(MarketPurchaseSchema, await (await callApi(backend, 'se', `market/purchases/${bought.id}`, anna)).json())).toEqual(bought);
    // Anyone else: gone.
    expect(await errorOf(await callApi(backend, 'se', `market/ads/${adId}`, other))).toEqual(NO_LONGER_AVAILABLE);
    expect(await errorOf(await callApi(backend, 'se', `market/purchases/${bought.id}`, other))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('lists the dealer’s purchases newest first, each waiting for pick-up until the buyer says the car is picked up (twice keeps the first time)', async () => {
    const purchasesOf = async (token: string, query = '') => {
      const response = await callApi(backend, 'se', `market/purchases${query}`, token);
      expect(response.status).toBe(200);
      return v.parse(MarketPurchasesSchema, await response.json()).purchases;
    };
    const first = await purchaseOf(await purchase(backend, anna, await testAd(backend, { country: 'SE' })));
    const second = await purchaseOf(await purchase(backend, anna, await testAd(backend, { country: 'SE' })));
    expect(second.pickedUpAt).toBeNull();
    const ids = (await purchasesOf(anna)).map((each) => each.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids.indexOf(second.id)).toBeGreaterThanOrEqual(0);
    expect((await purchasesOf(other)).map((each) => each.id)).not.toContain(first.id);

    const pickedUp = v.parse(
      MarketPurchaseSchema,
      await (await callApi(backend, 'se', `market/purchases/${first.id}/picked-up`, anna, { method: 'POST' })).json(),
    );
    expect(Date.now() - Date.parse(pickedUp.pickedUpAt!)).toBeLessThan(10_000);
    const again = v.parse(
      MarketPurchaseSchema,
      await (await callApi(backend, 'se', `market/purchases/${first.id}/picked-up`, anna, { method: 'POST' })).json(),
    );
    expect(again.pickedUpAt).toBe(pickedUp.pickedUpAt);
    const waiting = (await purchasesOf(anna, '?awaitingPickUp=true')).map((each) => each.id);
    expect(waiting).toContain(second.id);
    expect(waiting).not.toContain(first.id);
    expect((await purchasesOf(anna)).map((each) => each.id)).toContain(first.id);
    expect(await errorOf(await callApi(backend, 'se', `market/purchases/${second.id}/picked-up`, other, { method: 'POST' }))).toMatchObject({ status: 404 });
  });

  it('a second dealer confirming a car already bought gets 404 car no longer available', async () => {
    const adId = await testAd(backend, { country: 'SE' });
    await purchaseOf(await purchase(backend, anna, adId));
    expect(await errorOf(await purchase(backend, other, adId))).toEqual(NO_LONGER_AVAILABLE);
    expect(await errorOf(await purchase(backend, anna, adId))).toEqual(NO_LONGER_AVAILABLE);
  });

  it('two dealers confirming the same car at the same moment: exactly one gets it, the other car no longer available', async () => {
    for (let round = 0; round < 5; round++) {
      const adId = await testAd(backend, { country: 'SE' });
      const answers = await Promise.all([
        purchase(backend, anna, adId),
        purchase(backend, other, adId),
        purchase(backend, anna, adId),
        purchase(backend, other, adId),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, 404, 404, 404]);
      const winner = answers.find((answer) => answer.status === 201)!;
      const bought = await purchaseOf(winner);
      for (const loser of answers.filter((answer) => answer !== winner)) expect(await errorOf(loser)).toEqual(NO_LONGER_AVAILABLE);
      // The car has one purchase, the winner's.
      const winnerToken = answers.indexOf(winner) % 2 === 0 ? anna : other;
      expect((await adById(backend, winnerToken, adId)).purchase?.id).toBe(bought.id);
    }
  });

  it('the same Idempotency-Key twice at once, or again later, answers the one purchase (201 then 200), never a second', async () => {
    const adId = await testAd(backend, { country: 'SE' });
    const [first, second] = await Promise.all([purchase(backend, anna, adId, 'double-click'), purchase(backend, anna, adId, 'double-click')]);
    expect([first!.status, second!.status].sort()).toEqual([200, 201]);
    const one = v.parse(MarketPurchaseSchema, await first!.json());
    const two = v.parse(MarketPurchaseSchema, await second!.json());
    expect(two.id).toBe(one.id);
    // A retry after a lost answer: the same purchase.
    expect((await purchaseOf(await purchase(backend, anna, adId, 'double-click'), 200)).id).toBe(one.id);
    // The key belongs to its user: the same key from another dealer is their own (here: too late).
    expect(await errorOf(await purchase(backend, other, adId, 'double-click'))).toEqual(NO_LONGER_AVAILABLE);
  });

  it('a used Idempotency-Key sent for another car is refused with 422 and buys nothing', async () => {
    const [firstCar, secondCar] = [await testAd(backend, { country: 'SE' }), await testAd(backend, { country: 'SE' })];
    await purchaseOf(await purchase(backend, anna, firstCar, 'one-key'));
    expect(await errorOf(await purchase(backend, anna, secondCar, 'one-key'))).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await adById(backend, anna, secondCar)).status).toBe('AVAILABLE');
  });

  it("the dealer's own ad is refused with 409 OWN_AD and stays on sale; another dealer may buy it", async () => {
    const own = (await allAds(backend, anna)).find((ad) => ad.own)!;
    expect(own.seller.name).toBe('Bilhuset Syd AB');
    expect(await errorOf(await purchase(backend, anna, own.id))).toMatchObject({ status: 409, code: 'OWN_AD' });
    expect((await adById(backend, anna, own.id)).status).toBe('AVAILABLE');
    const danishOwn = (await allAds(backend, mette, {}, 'dk')).find((ad) => ad.own)!;
    expect(await errorOf(await purchase(backend, mette, danishOwn.id, undefined, 'dk'))).toMatchObject({ status: 409, code: 'OWN_AD' });
    // An ad of the other dealer's own, made by the test control: refused to them, bought by Anna.
    const created = (await (
      await postJson(backend, '/__test/market/dealer-users', {
        email: 'sven@grannbilar.example',
        country: 'SE',
        dealerName: 'Grannbilar AB',
        organizationNumber: '556677-8899',
      })
    ).json()) as { organizationNumber: string };
    const sven = await tokenOf(backend, 'sven@grannbilar.example');
    const svensCar = await testAd(backend, { country: 'SE', sellerOrganizationNumber: created.organizationNumber });
    expect((await adById(backend, sven, svensCar)).own).toBe(true);
    expect(await errorOf(await purchase(backend, sven, svensCar))).toMatchObject({ status: 409, code: 'OWN_AD' });
    await purchaseOf(await purchase(backend, anna, svensCar));
  });

  it("a car sold elsewhere, an unknown ad and another country's ad are 404 car no longer available", async () => {
    expect(await errorOf(await purchase(backend, anna, 'seed-mp-se-sold-001'))).toEqual(NO_LONGER_AVAILABLE);
    expect(await errorOf(await purchase(backend, anna, 'no-such-ad'))).toEqual(NO_LONGER_AVAILABLE);
    const danish = (await allAds(backend, mette, {}, 'dk')).find((ad) => !ad.own)!;
    expect(await errorOf(await purchase(backend, anna, danish.id))).toEqual(NO_LONGER_AVAILABLE);
    expect(await errorOf(await purchase(backend, anna, danish.id, undefined, 'dk'))).toEqual(NO_LONGER_AVAILABLE);
    expect((await adById(backend, mette, danish.id, 'dk')).status).toBe('AVAILABLE');
  });

  it('without accepted terms or without an Idempotency-Key nothing is bought: 400 WRONG_DATA', async () => {
    const adId = await testAd(backend, { country: 'SE' });
    for (const body of [{}, { termsAccepted: false }, { termsAccepted: 'yes' }]) {
      expect(await errorOf(await purchase(backend, anna, adId, undefined, 'se', body)), JSON.stringify(body)).toMatchObject({
        status: 400,
        code: 'WRONG_DATA',
      });
    }
    expect(await errorOf(await purchase(backend, anna, adId, null))).toMatchObject({ status: 400, code: 'WRONG_DATA' });
    expect(await errorOf(await purchase(backend, anna, adId, 'x'.repeat(201)))).toMatchObject({ status: 400, code: 'WRONG_DATA' });
    expect((await adById(backend, anna, adId)).status).toBe('AVAILABLE');
  });

  it('a purchase that fails on purpose (injected 500: "purchase could not be completed") leaves the car on sale', async () => {
    const adId = await testAd(backend, { country: 'SE' });
    expect((await postJson(backend, '/__test/faults', { path: `market/ads/${adId}/purchase`, method: 'POST', status: 500, times: 1 })).status).toBe(204);
    expect(await errorOf(await purchase(backend, anna, adId, 'after-fault'))).toMatchObject({ status: 500, code: 'INJECTED_FAULT' });
    expect((await adById(backend, anna, adId)).status).toBe('AVAILABLE');
    // The retry with the same key buys it once.
    await purchaseOf(await purchase(backend, anna, adId, 'after-fault'));
  });

  it('the reset control puts a sold car back on sale, so it can be bought again with a new key', async () => {
    const adId = await testAd(backend, { country: 'SE' });
    const first = await purchaseOf(await purchase(backend, anna, adId));
    await resetAd(backend, adId);
    expect(await adById(backend, other, adId)).toMatchObject({ status: 'AVAILABLE', purchase: null });
    const second = await purchaseOf(await purchase(backend, other, adId));
    expect(second.id).not.toBe(first.id);
    expect((await postJson(backend, '/__test/market/ads/no-such-ad/reset', {})).status).toBe(404);
  });

  it('a user without MARKET_PLACE cannot buy (403 NO_ACCESS), and nothing is bought', async () => {
    const adId = await testAd(backend, { country: 'SE' });
    const erik = await tokenOf(backend, USERS.erik);
    expect(await errorOf(await purchase(backend, erik, adId))).toMatchObject({ status: 403, code: 'NO_ACCESS' });
    expect((await adById(backend, anna, adId)).status).toBe('AVAILABLE');
  });

  it("buys with the PayMarketplace flag off as well: the flag is the portal's to check", async () => {
    const adId = await testAd(backend, { country: 'DK' });
    expect((await postJson(backend, '/__test/flags', { name: 'PayMarketplace', enabled: false })).status).toBe(204);
    try {
      const bought = await purchaseOf(await purchase(backend, mette, adId, undefined, 'dk'));
      expect(bought).toMatchObject({ currency: 'DKK', purchaseFee: 1_095 });
    } finally {
      await postJson(backend, '/__test/flags', { name: 'PayMarketplace', enabled: true });
    }
  });
});
