// Point shop orders in backend/: the server prices the cart, takes what is in stock (sent, partially sent,
// failed, only what is sent costs points), refuses a cart above the balance with nothing taken, a PO box
// and a foreign zip; concurrent orders never overspend or oversell, and one Idempotency-Key is one order.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { tokenOf, USERS } from '../support/blanco-api.ts';
import { callApi } from '../support/partner-api.ts';
import { article, balanceOf, DELIVERY, errorOf, orderOf, postOrder, resetShop, setBalance, setStock } from '../support/shop-api.ts';

const today = () => new Date().toISOString().slice(0, 10);
const cart = (lines: [string, number][], delivery: object = DELIVERY.se) => ({
  lines: lines.map(([articleId, quantity]) => ({ articleId, quantity })),
  delivery,
});

describe('point shop orders', () => {
  let backend: RunningBackend;
  const tokens = {} as Record<'anna' | 'mikko', string>;
  beforeAll(async () => {
    backend = await startBackend();
    for (const name of ['anna', 'mikko'] as const) tokens[name] = await tokenOf(backend, USERS[name]);
  }, 30_000);
  beforeEach(async () => {
    await resetShop(backend);
    await setBalance(backend, USERS.anna, 10_000);
    await setBalance(backend, USERS.mikko, 8_300);
  });
  afterAll(() => backend?.stop());

  it("a cart in stock is SENT: balance and stock go down by the server's prices, and the order reads back", async () => {
    const order = await orderOf(
      await postOrder(
        backend,
        tokens.anna,
        cart(
          [
            ['art-se-01', 2],
            ['art-se-13', 1],
          ],
          { ...DELIVERY.se, zip: '21122' },
        ),
      ),
    );
    expect(order).toMatchObject({
      result: 'SENT',
      pointsOrdered: 3_220,
      pointsCharged: 3_220,
      balance: 6_780,
      delivery: { address: 'Storgatan 12', att: 'Anna Andersson', city: 'Malmö', zip: '211 22' },
      lines: [
        { articleId: 'art-se-01', articleName: 'Bilvårdskit Premium', unitPrice: 1_400, quantity: 2, sentQuantity: 2, points: 2_800, result: 'SENT' },
        { articleId: 'art-se-13', articleName: 'Termos 0,75 l i rostfritt stål', unitPrice: 420, quantity: 1, sentQuantity: 1, points: 420, result: 'SENT' },
      ],
    });
    expect(order.number).toMatch(/^PS-\d{6}$/);
    expect(await balanceOf(backend, tokens.anna)).toBe(6_780);
    expect((await article(backend, tokens.anna, 'art-se-01', 'SE')).stock).toBe(23);
    expect((await article(backend, tokens.anna, 'art-se-13', 'SE')).stock).toBe(59);
    const read = await callApi(backend, 'se', `shop/orders/${order.id}`, tokens.anna);
    expect(await orderOf(read, 200)).toEqual(order);
  });

  it('a line with too little stock is PARTIALLY_SENT naming the article, costs only what was sent, and empties the stock', async () => {
    const order = await orderOf(
      await postOrder(
        backend,
        tokens.anna,
        cart([
          ['art-se-03', 3],
          ['art-se-01', 1],
        ]),
      ),
    );
    expect(order).toMatchObject({ result: 'PARTIALLY_SENT', pointsOrdered: 7_100, pointsCharged: 5_200, balance: 4_800 });
    expect(order.lines[0]).toEqual({
      articleId: 'art-se-03',
      articleName: 'Keramiskt lackskydd 50 ml',
      unitPrice: 1_900,
      quantity: 3,
      sentQuantity: 2,
      points: 3_800,
      result: 'PARTIALLY_SENT',
    });
    expect(order.lines[1]!.result).toBe('SENT');
    expect(await balanceOf(backend, tokens.anna)).toBe(4_800);
    const emptied = await article(backend, tokens.anna, 'art-se-03', 'SE');
    expect(emptied.stock).toBe(0);
    expect(emptied.expectedInboundDate! > today()).toBe(true);
  });

  it('a sold-out line FAILS and keeps its points; a cart of only sold-out articles is a FAILED order that costs nothing', async () => {
    const mixed = await orderOf(
      await postOrder(
        backend,
        tokens.anna,
        cart([
          ['art-se-04', 2],
          ['art-se-13', 1],
        ]),
      ),
    );
    expect(mixed).toMatchObject({ result: 'PARTIALLY_SENT', pointsOrdered: 1_180, pointsCharged: 420, balance: 9_580 });
    expect(mixed.lines[0]).toMatchObject({ articleName: 'Fälgborstar, set om 3', sentQuantity: 0, points: 0, result: 'FAILED' });
    const failed = await orderOf(
      await postOrder(
        backend,
        tokens.anna,
        cart([
          ['art-se-04', 1],
          ['art-se-07', 1],
        ]),
      ),
    );
    expect(failed).toMatchObject({ result: 'FAILED', pointsCharged: 0, balance: 9_580 });
    expect(failed.lines.map((line) => line.result)).toEqual(['FAILED', 'FAILED']);
    expect(await balanceOf(backend, tokens.anna)).toBe(9_580);
  });

  it('a cart above the balance is 409 NEGATIVE_BALANCE, and neither points nor stock are taken', async () => {
    await setBalance(backend, USERS.anna, 1_000);
    const refused = await postOrder(backend, tokens.anna, cart([['art-se-01', 1]]));
    expect(await errorOf(refused)).toMatchObject({ status: 409, code: 'NEGATIVE_BALANCE' });
    // The cart's total counts, even where a sold-out line would have left it within the balance.
    const withSoldOut = await postOrder(
      backend,
      tokens.anna,
      cart([
        ['art-se-13', 1],
        ['art-se-04', 2],
      ]),
    );
    expect(await errorOf(withSoldOut)).toMatchObject({ status: 409, code: 'NEGATIVE_BALANCE' });
    expect(await balanceOf(backend, tokens.anna)).toBe(1_000);
    expect((await article(backend, tokens.anna, 'art-se-01', 'SE')).stock).toBe(25);
    expect((await article(backend, tokens.anna, 'art-se-13', 'SE')).stock).toBe(60);
  });

  it('exactly the balance is enough; one point more than the balance is not', async () => {
    await setBalance(backend, USERS.anna, 1_399);
    expect(await errorOf(await postOrder(backend, tokens.anna, cart([['art-se-01', 1]])))).toMatchObject({ status: 409, code: 'NEGATIVE_BALANCE' });
    await setBalance(backend, USERS.anna, 1_400);
    expect(await orderOf(await postOrder(backend, tokens.anna, cart([['art-se-01', 1]])))).toMatchObject({ result: 'SENT', balance: 0 });
    expect(await balanceOf(backend, tokens.anna)).toBe(0);
  });

  it.each([
    ['se', 'anna', ['Box 123', 'Box123', 'Postbox 45', 'P.O. Box 7', 'Postboks 12', 'PL 12', 'Storgatan 1, box 55']],
    ['fi', 'mikko', ['PL 12', 'pl. 304', 'Postilokero 12', 'PB 34', 'Box 5']],
  ] as const)('in %s a PO box address is 400 WRONG_DATA on delivery.address, and nothing is ordered', async (country, user, addresses) => {
    for (const address of addresses) {
      const response = await postOrder(backend, tokens[user], cart([[`art-${country}-01`, 1]], { ...DELIVERY[country], address }), randomUUID(), country);
      expect(await errorOf(response), address).toMatchObject({ status: 400, code: 'WRONG_DATA', field: 'delivery.address' });
    }
    expect(await balanceOf(backend, tokens[user], country)).toBe(user === 'anna' ? 10_000 : 8_300);
  });

  it('street names that only begin like a box word are street addresses', async () => {
    for (const address of ['Boxholmsvägen 3', 'Plogvägen 12', 'Boksvej 4']) {
      expect((await postOrder(backend, tokens.anna, cart([['art-se-13', 1]], { ...DELIVERY.se, address }))).status, address).toBe(201);
    }
    expect((await postOrder(backend, tokens.mikko, cart([['art-fi-13', 1]], { ...DELIVERY.fi, address: 'Pläkkitie 3' }), randomUUID(), 'fi')).status).toBe(201);
  });

  it.each([
    [
      'se',
      'anna',
      ['1234', '123456', '12 345', 'ABC 12', ''],
      [
        ['21122', '211 22'],
        ['211 22', '211 22'],
      ],
    ],
    [
      'fi',
      'mikko',
      ['0010', '001 00', '001000', 'FI-00100'],
      [
        ['00100', '00100'],
        [' 33100 ', '33100'],
      ],
    ],
  ] as const)(
    'in %s a zip not of the country is 400 WRONG_DATA on delivery.zip; a good one is kept as the post writes it',
    async (country, user, bad, good) => {
      for (const zip of bad) {
        const response = await postOrder(backend, tokens[user], cart([[`art-${country}-13`, 1]], { ...DELIVERY[country], zip }), randomUUID(), country);
        expect(await errorOf(response), zip).toMatchObject({ status: 400, code: 'WRONG_DATA', field: 'delivery.zip' });
      }
      for (const [zip, kept] of good) {
        const response = await postOrder(backend, tokens[user], cart([[`art-${country}-13`, 1]], { ...DELIVERY[country], zip }), randomUUID(), country);
        expect((await orderOf(response)).delivery.zip).toBe(kept);
      }
    },
  );

  it('a recipient, street and city are required', async () => {
    for (const field of ['address', 'att', 'city'] as const) {
      const response = await postOrder(backend, tokens.anna, cart([['art-se-13', 1]], { ...DELIVERY.se, [field]: '  ' }));
      expect(await errorOf(response)).toMatchObject({ status: 400, field: `delivery.${field}` });
    }
  });

  it('the server prices every line: a price sent along is ignored', async () => {
    const body = { lines: [{ articleId: 'art-se-01', quantity: 1, price: 1, unitPrice: 1 }], delivery: DELIVERY.se, pointsCharged: 1 };
    expect(await orderOf(await postOrder(backend, tokens.anna, body))).toMatchObject({ pointsCharged: 1_400, balance: 8_600 });
  });

  it("an article not in the dealer's shop is 400 UNKNOWN_ARTICLE naming the line, and nothing is taken", async () => {
    for (const articleId of ['art-fi-01', 'nope']) {
      const response = await postOrder(
        backend,
        tokens.anna,
        cart([
          ['art-se-01', 1],
          [articleId, 1],
        ]),
      );
      expect(await errorOf(response)).toMatchObject({ status: 400, code: 'UNKNOWN_ARTICLE', field: 'lines.1.articleId' });
    }
    expect((await article(backend, tokens.anna, 'art-se-01', 'SE')).stock).toBe(25);
    expect(await balanceOf(backend, tokens.anna)).toBe(10_000);
  });

  it('a cart that is empty, lists an article twice, or has a quantity of 0 or 100, and a missing key, are 400', async () => {
    const cases: [unknown, string][] = [
      [cart([]), 'lines'],
      [
        cart([
          ['art-se-01', 1],
          ['art-se-01', 2],
        ]),
        'lines',
      ],
      [cart([['art-se-01', 0]]), 'lines.0.quantity'],
      [cart([['art-se-01', 100]]), 'lines.0.quantity'],
      [cart([['art-se-01', 1.5]]), 'lines.0.quantity'],
      [{ lines: [{ articleId: 'art-se-01', quantity: 1 }] }, 'delivery'],
    ];
    for (const [body, field] of cases) {
      expect(await errorOf(await postOrder(backend, tokens.anna, body)), field).toMatchObject({ status: 400, code: 'WRONG_DATA', field });
    }
    const withoutKey = await callApi(backend, 'se', 'shop/orders', tokens.anna, { method: 'POST', body: cart([['art-se-01', 1]]) });
    expect(await errorOf(withoutKey)).toMatchObject({ status: 400, code: 'WRONG_DATA' });
    expect(await balanceOf(backend, tokens.anna)).toBe(10_000);
  });

  it('the same Idempotency-Key twice is one order (201, then 200 with it); with another cart it is 422', async () => {
    const body = cart([['art-se-01', 1]]);
    const first = await orderOf(await postOrder(backend, tokens.anna, body, 'shop-key-1'));
    const again = await orderOf(await postOrder(backend, tokens.anna, body, 'shop-key-1'), 200);
    expect(again).toEqual(first);
    expect(await balanceOf(backend, tokens.anna)).toBe(8_600);
    expect((await article(backend, tokens.anna, 'art-se-01', 'SE')).stock).toBe(24);
    expect(await errorOf(await postOrder(backend, tokens.anna, cart([['art-se-01', 2]]), 'shop-key-1'))).toMatchObject({
      status: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    // Keys are per user: Mikko's order under the same key is his own.
    expect((await postOrder(backend, tokens.mikko, cart([['art-fi-01', 1]], DELIVERY.fi), 'shop-key-1', 'fi')).status).toBe(201);
  });

  it('a double click: the same Idempotency-Key five times at once makes one order, charged once', async () => {
    const body = cart([
      ['art-se-01', 1],
      ['art-se-13', 2],
    ]);
    const responses = await Promise.all(Array.from({ length: 5 }, () => postOrder(backend, tokens.anna, body, 'double-click')));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const orders = await Promise.all(responses.map((response) => response.json() as Promise<{ id: string }>));
    expect(new Set(orders.map((order) => order.id)).size).toBe(1);
    expect(await balanceOf(backend, tokens.anna)).toBe(10_000 - 1_400 - 840);
    expect((await article(backend, tokens.anna, 'art-se-01', 'SE')).stock).toBe(24);
  });

  it('two orders at once that together exceed the balance: exactly one succeeds, the other is NEGATIVE_BALANCE', async () => {
    await setBalance(backend, USERS.anna, 2_000);
    const responses = await Promise.all([1, 2].map(() => postOrder(backend, tokens.anna, cart([['art-se-01', 1]]))));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.status === 409)!;
    expect((await errorOf(refused)).code).toBe('NEGATIVE_BALANCE');
    expect(await balanceOf(backend, tokens.anna)).toBe(600);
    expect((await article(backend, tokens.anna, 'art-se-01', 'SE')).stock).toBe(24);
  });

  it('ten orders at once for a balance that covers three: three succeed and the balance never goes below zero', async () => {
    await setBalance(backend, USERS.anna, 1_300);
    const responses = await Promise.all(Array.from({ length: 10 }, () => postOrder(backend, tokens.anna, cart([['art-se-13', 1]]))));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(3);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(7);
    expect(await balanceOf(backend, tokens.anna)).toBe(1_300 - 3 * 420);
  });

  it("two orders at once for the last item in stock: one gets it, the other's line FAILS and costs nothing", async () => {
    await setStock(backend, 'art-se-11', 1);
    const responses = await Promise.all([1, 2].map(() => postOrder(backend, tokens.anna, cart([['art-se-11', 1]]))));
    const orders = await Promise.all(responses.map((response) => orderOf(response)));
    expect(orders.map((order) => order.result).sort()).toEqual(['FAILED', 'SENT']);
    expect(orders.find((order) => order.result === 'FAILED')!.lines[0]).toMatchObject({ articleName: 'Biopresentkort, 2 biljetter', sentQuantity: 0 });
    expect(await balanceOf(backend, tokens.anna)).toBe(10_000 - 330);
    expect((await article(backend, tokens.anna, 'art-se-11', 'SE')).stock).toBe(0);
  });

  it("a Finnish dealer orders from the Finnish shop with a Finnish address; nobody reads another user's order", async () => {
    const order = await orderOf(await postOrder(backend, tokens.mikko, cart([['art-fi-09', 2]], DELIVERY.fi), randomUUID(), 'fi'));
    expect(order).toMatchObject({ result: 'SENT', pointsCharged: 1_100, balance: 7_200, lines: [{ articleName: 'Ravintolalahjakortti 50 €' }] });
    expect(await balanceOf(backend, tokens.mikko, 'fi')).toBe(7_200);
    expect(await errorOf(await callApi(backend, 'se', `shop/orders/${order.id}`, tokens.anna))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    // A Swedish article is not in the Finnish shop.
    expect(await errorOf(await postOrder(backend, tokens.mikko, cart([['art-se-01', 1]], DELIVERY.fi), randomUUID(), 'fi'))).toMatchObject({
      status: 400,
      code: 'UNKNOWN_ARTICLE',
    });
  });

  it('the reset control removes every order and puts the stock back as seeded', async () => {
    const order = await orderOf(await postOrder(backend, tokens.anna, cart([['art-se-03', 2]])));
    await resetShop(backend);
    expect((await callApi(backend, 'se', `shop/orders/${order.id}`, tokens.anna)).status).toBe(404);
    expect((await article(backend, tokens.anna, 'art-se-03', 'SE')).stock).toBe(2);
    // Its key is gone too: the same key orders anew.
    expect((await postOrder(backend, tokens.anna, cart([['art-se-13', 1]]), 'after-reset')).status).toBe(201);
  });
});

describe('point shop after a restart', () => {
  it('keeps the orders and the stock, and does not seed the articles twice', async () => {
    const first = await startBackend({ keepData: true });
    let second: RunningBackend | undefined;
    try {
      const token = await tokenOf(first, USERS.anna);
      const order = await orderOf(await postOrder(first, token, cart([['art-se-03', 1]])));
      await first.stop();
      // The same port: the issuer, and so the token, stay valid.
      second = await startBackend({ dataDir: first.dataDir, port: first.port });
      expect((await article(second, token, 'art-se-03', 'SE')).stock).toBe(1);
      expect(await orderOf(await callApi(second, 'se', `shop/orders/${order.id}`, token), 200)).toEqual(order);
      const all = await callApi(second, 'se', 'shop/article?countryCode=SE&size=100', token);
      expect(((await all.json()) as { totalElements: number }).totalElements).toBe(24);
    } finally {
      await second?.stop();
      await first.stop();
      await rm(first.dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
