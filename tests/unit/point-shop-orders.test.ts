// My orders (issue 25 §3): the page asked in the URL, its links, what each order shows (its result in
// the result page's words, why it was not sent in full, its lines), the call to the API and its
// request: the last page for one beyond it, nothing for an API that did not answer.
import { describe, expect, it } from 'vitest';
import { fetchOrders } from '../../src/lib/api/shop';
import type { Order, OrderPage } from '../../src/lib/api/shop-schemas';
import { countKey } from '../../src/lib/messages';
import { LOCALES, translator } from '../../src/lib/i18n';
import { orderView, ordersHref, ordersPageOf, ORDERS_PAGE_SIZE } from '../../src/lib/shop/orders';
import { loadMyOrders } from '../../src/lib/shop/orders.server';
import { recordingApi } from '../support/recording-api';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const line = (articleName: string, quantity: number, sentQuantity: number, result: Order['result']) => ({
  articleId: `id-${articleName}`,
  articleName,
  unitPrice: 100,
  quantity,
  sentQuantity,
  points: 100 * sentQuantity,
  result,
});
const order = (id: string, result: Order['result'], lines = [line('Termos', 1, 1, 'SENT')]): Order => ({
  id,
  number: `PS-00000${id}`,
  createdAt: '2026-11-24T08:00:00.000Z',
  result,
  lines,
  delivery: { address: 'Storgatan 12', att: 'Anna Andersson', city: 'Malmö', zip: '211 22' },
  pointsOrdered: 300,
  pointsCharged: 100,
  balance: 9_900,
});
const pageOf = (content: Order[], page: number, totalPages: number): OrderPage => ({
  content,
  page,
  size: ORDERS_PAGE_SIZE,
  totalElements: totalPages * ORDERS_PAGE_SIZE,
  totalPages,
});
const url = (search: string) => new URL(`http://se.localhost/point-shop/orders${search}`);

describe('my orders’ pages in the URL', () => {
  it('reads the page asked for, and anything else as the first', () => {
    expect(ordersPageOf(new URLSearchParams('page=3'))).toBe(3);
    expect(ordersPageOf(new URLSearchParams('page=0'))).toBe(0);
    for (const asked of ['', 'page=-1', 'page=1.5', 'page=x', 'page=', 'page=1234567']) expect(ordersPageOf(new URLSearchParams(asked)), asked).toBe(0);
    expect(ordersPageOf(new URLSearchParams('page=999999'))).toBe(100_000);
  });

  it('links the first page as the bare path and the others with their page', () => {
    expect(ordersHref(0)).toBe('/point-shop/orders');
    expect(ordersHref(2)).toBe('/point-shop/orders?page=2');
    expect(ordersPageOf(new URL(ordersHref(2), 'http://x').searchParams)).toBe(2);
  });
});

describe('an order in my orders', () => {
  it('says its result in the result page’s words, with its tone, and why it was not sent in full', () => {
    expect(
      [orderView(order('1', 'SENT')), orderView(order('2', 'PARTIALLY_SENT')), orderView(order('3', 'FAILED'))].map(({ resultKey, tone, explainKey }) => [
        resultKey,
        tone,
        explainKey,
      ]),
    ).toEqual([
      ['pointShop.result.status.SENT', 'success', null],
      ['pointShop.result.status.PARTIALLY_SENT', 'warning', 'pointShop.orders.explain.PARTIALLY_SENT'],
      ['pointShop.result.status.FAILED', 'error', 'pointShop.orders.explain.FAILED'],
    ]);
  });

  it('shows each line with what was ordered, what was sent, its points and its own result, in the API’s order', () => {
    const view = orderView(
      order('4', 'PARTIALLY_SENT', [line('Lackskydd', 3, 2, 'PARTIALLY_SENT'), line('Borstar', 2, 0, 'FAILED'), line('Kit', 1, 1, 'SENT')]),
    );
    expect(view).toMatchObject({ id: '4', number: 'PS-000004', createdAt: '2026-11-24T08:00:00.000Z', pointsCharged: 100, delivery: { city: 'Malmö' } });
    expect(view.lines).toEqual([
      { articleName: 'Lackskydd', quantity: 3, sentQuantity: 2, points: 200, resultKey: 'pointShop.result.status.PARTIALLY_SENT' },
      { articleName: 'Borstar', quantity: 2, sentQuantity: 0, points: 0, resultKey: 'pointShop.result.status.FAILED' },
      { articleName: 'Kit', quantity: 1, sentQuantity: 1, points: 100, resultKey: 'pointShop.result.status.SENT' },
    ]);
  });

  it('has every text it names in every locale, the count in both its forms', () => {
    for (const locale of LOCALES) {
      const t = translator(locale);
      for (const result of ['PARTIALLY_SENT', 'FAILED'] as const) expect(t(orderView(order('5', result)).explainKey!), locale).not.toBe('');
      expect(t(countKey('pointShop.orders.orderCount', 1, locale), { count: 1 }), locale).toMatch(/1/);
      expect(t(countKey('pointShop.orders.orderCount', 12, locale), { count: 12 }), locale).toMatch(/12/);
      expect(t('pointShop.orders.linesOf', { number: 'PS-123456' }), locale).toContain('PS-123456');
      // Its pages' links take the shared list texts.
      expect(t('pointShop.orders.page', { page: 2 }), locale).toMatch(/2/);
    }
  });
});

describe('my orders from the API', () => {
  it('asks for a page of the dealer’s orders', async () => {
    const found = pageOf([order('1', 'SENT')], 1, 2);
    const { api, calls } = recordingApi({ 'GET shop/orders?page=1&size=20': json(found) });
    expect(await fetchOrders(api, { page: 1, size: 20 })).toEqual(found);
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('gives the page the URL asks for', async () => {
    const found = pageOf([order('1', 'SENT')], 1, 3);
    const { api, calls } = recordingApi({ 'GET shop/orders?page=1&size=20': json(found) });
    expect(await loadMyOrders(api, url('?page=1'))).toEqual(found);
    expect(calls).toHaveLength(1);
  });

  it('gives the last page for one beyond it (the list shrank since the link was made), and an empty first page as it is', async () => {
    const last = pageOf([order('1', 'SENT')], 1, 2);
    const { api, calls } = recordingApi({ 'GET shop/orders?page=7&size=20': json(pageOf([], 7, 2)), 'GET shop/orders?page=1&size=20': json(last) });
    expect(await loadMyOrders(api, url('?page=7'))).toEqual(last);
    expect(calls).toHaveLength(2);
    const none = { content: [], page: 0, size: ORDERS_PAGE_SIZE, totalElements: 0, totalPages: 0 };
    const empty = recordingApi({ 'GET shop/orders?page=0&size=20': json(none) });
    expect(await loadMyOrders(empty.api, url(''))).toEqual(none);
    expect(empty.calls).toHaveLength(1);
  });

  it('gives nothing when the API fails or answers off the contract, so the page says the part is unavailable', async () => {
    for (const answer of [json({ error: { code: 'INJECTED_FAULT' } }, 500), json({ content: [{ id: 1 }] })]) {
      const { api } = recordingApi({ 'GET shop/orders?page=0&size=20': answer });
      expect(await loadMyOrders(api, url(''))).toBeNull();
    }
  });
});
