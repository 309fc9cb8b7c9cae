// The point shop's "My orders" in backend/ (GET shop/orders): the signed-in user's orders in the
// dealer's country, newest first, in pages, each as GET shop/orders/{orderId} answers it; another
// user's orders (of the same dealer or another) never among them; Denmark and a user without the
// role refused as the rest of the shop.
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrderPageSchema, type Order, type OrderPage } from '../../src/lib/api/shop-schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { tokenOf, USERS } from '../support/blanco-api.ts';
import { callApi, postJson } from '../support/partner-api.ts';
import { DELIVERY, errorOf, orderOf, postOrder, resetShop, setBalance } from '../support/shop-api.ts';

const cart = (lines: [string, number][], delivery: object = DELIVERY.se) => ({
  lines: lines.map(([articleId, quantity]) => ({ articleId, quantity })),
  delivery,
});

async function myOrders(backend: RunningBackend, token: string, query = '', country = 'se'): Promise<OrderPage> {
  const response = await callApi(backend, country, `shop/orders${query}`, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return v.parse(OrderPageSchema, await response.json());
}

const ids = (page: OrderPage) => page.content.map((order) => order.id);

describe('my point shop orders', () => {
  let backend: RunningBackend;
  const tokens = {} as Record<'anna' | 'erik' | 'mikko' | 'mette' | 'basic', string>;
  beforeAll(async () => {
    backend = await startBackend();
    // Erik, of Anna's dealer, gets the shop too: a colleague's orders are not Anna's.
    expect((await postJson(backend, '/__test/roles', { email: USERS.erik, roles: ['BLANCO', 'POINT_SHOP'] })).status).toBe(204);
    for (const name of ['anna', 'erik', 'mikko', 'mette', 'basic'] as const) tokens[name] = await tokenOf(backend, USERS[name]);
  }, 30_000);
  beforeEach(async () => {
    await resetShop(backend);
    await setBalance(backend, USERS.anna, 10_000);
    await setBalance(backend, USERS.erik, 5_000);
    await setBalance(backend, USERS.mikko, 8_300);
  });
  afterAll(() => backend?.stop());

  /** Anna's three orders, oldest first: sent, partially sent (2 of 3 in stock), failed (sold out). */
  async function annasThreeOrders(): Promise<Order[]> {
    const orders: Order[] = [];
    for (const lines of [
      [['art-se-13', 1]],
      [
        ['art-se-03', 3],
        ['art-se-01', 1],
      ],
      [['art-se-04', 2]],
    ] as [string, number][][]) {
      orders.push(await orderOf(await postOrder(backend, tokens.anna, cart(lines))));
    }
    return orders;
  }

  it("lists the user's orders newest first, each with its result and lines as the single order answers it", async () => {
    const [sent, partial, failed] = await annasThreeOrders();
    const page = await myOrders(backend, tokens.anna);
    expect(page).toMatchObject({ page: 0, size: 20, totalElements: 3, totalPages: 1 });
    expect(ids(page)).toEqual([failed!.id, partial!.id, sent!.id]);
    expect(page.content.map((order) => order.result)).toEqual(['FAILED', 'PARTIALLY_SENT', 'SENT']);
    expect(page.content[1]!.lines).toEqual([
      {
        articleId: 'art-se-03',
        articleName: 'Keramiskt lackskydd 50 ml',
        unitPrice: 1_900,
        quantity: 3,
        sentQuantity: 2,
        points: 3_800,
        result: 'PARTIALLY_SENT',
      },
      { articleId: 'art-se-01', articleName: 'Bilvårdskit Premium', unitPrice: 1_400, quantity: 1, sentQuantity: 1, points: 1_400, result: 'SENT' },
    ]);
    for (const order of page.content) {
      expect(order).toEqual(await orderOf(await callApi(backend, 'se', `shop/orders/${order.id}`, tokens.anna), 200));
    }
  });

  it('a new order comes first', async () => {
    await annasThreeOrders();
    const newest = await orderOf(await postOrder(backend, tokens.anna, cart([['art-se-02', 1]])));
    const page = await myOrders(backend, tokens.anna);
    expect(page.totalElements).toBe(4);
    expect(page.content[0]).toEqual(newest);
  });

  it("never lists a colleague's or another dealer's orders, and theirs never list the user's", async () => {
    const annas = await orderOf(await postOrder(backend, tokens.anna, cart([['art-se-13', 1]])));
    const eriks = await orderOf(await postOrder(backend, tokens.erik, cart([['art-se-02', 1]], { ...DELIVERY.se, att: 'Erik Svensson' })));
    const mikkos = await orderOf(await postOrder(backend, tokens.mikko, cart([['art-fi-09', 1]], DELIVERY.fi), randomUUID(), 'fi'));
    expect(ids(await myOrders(backend, tokens.anna))).toEqual([annas.id]);
    expect(ids(await myOrders(backend, tokens.erik))).toEqual([eriks.id]);
    expect(ids(await myOrders(backend, tokens.mikko, '', 'fi'))).toEqual([mikkos.id]);
    // The path's country changes nothing: the dealer's country is what counts, as in the rest of the shop.
    expect(ids(await myOrders(backend, tokens.anna, '', 'fi'))).toEqual([annas.id]);
  });

  it('answers an empty first page to a user with no orders', async () => {
    expect(await myOrders(backend, tokens.anna)).toEqual({ content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 });
  });

  it('gives pages of the asked size; a page beyond the last is empty', async () => {
    const [sent, partial, failed] = await annasThreeOrders();
    const first = await myOrders(backend, tokens.anna, '?page=0&size=2');
    expect(first).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(ids(first)).toEqual([failed!.id, partial!.id]);
    expect(ids(await myOrders(backend, tokens.anna, '?page=1&size=2'))).toEqual([sent!.id]);
    expect((await myOrders(backend, tokens.anna, '?page=5&size=2')).content).toEqual([]);
    // Blank values are absent ones: the defaults.
    expect(await myOrders(backend, tokens.anna, '?page=&size=')).toMatchObject({ page: 0, size: 20, totalElements: 3 });
  });

  it.each([
    ['?size=0', 'size'],
    ['?size=51', 'size'],
    ['?size=1.5', 'size'],
    ['?page=-1', 'page'],
    ['?page=x', 'page'],
  ])('%s is 400 WRONG_DATA on %s', async (query, field) => {
    expect(await errorOf(await callApi(backend, 'se', `shop/orders${query}`, tokens.anna))).toMatchObject({ status: 400, code: 'WRONG_DATA', field });
  });

  it('is 403 NO_ACCESS in Denmark (no shop, even with the role) and to a user without the role', async () => {
    expect(await errorOf(await callApi(backend, 'dk', 'shop/orders', tokens.mette))).toMatchObject({ status: 403, code: 'NO_ACCESS' });
    expect(await errorOf(await callApi(backend, 'se', 'shop/orders', tokens.basic))).toMatchObject({ status: 403, code: 'NO_ACCESS' });
  });
});
