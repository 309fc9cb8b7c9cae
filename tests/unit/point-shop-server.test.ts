// The point shop's server side: the cart kept in the session and priced afresh by the API (a price
// from the browser never counts), and the list request with its saved filters (lib/shop/cart.server.ts,
// lib/shop/list.server.ts), over an in-memory session and the real API client on a recording fetch.
import { describe, expect, it, vi } from 'vitest';
import type { Article, ArticlePage } from '../../src/lib/api/shop-schemas';
import { formatPoints } from '../../src/lib/format';
import type { PortalSession } from '../../src/lib/server/session-store.server';
import { cartView, loadCartView, priceCart, readCart, saveCart } from '../../src/lib/shop/cart.server';
import { loadShopList } from '../../src/lib/shop/list.server';
import { recordingApi } from '../support/recording-api';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const article = (id: string, price: number, stock: number, name = `Artikel ${id}`): Article => ({
  id,
  countryCode: 'SE',
  name,
  description: '',
  category: 'CAR_CARE',
  imageUrl: `http://api.test/static/shop/${id}.svg`,
  price,
  stock,
  expectedInboundDate: null,
  addedAt: '2026-05-08',
});
const page = (content: Article[], pageNumber: number, totalPages: number): ArticlePage => ({
  content,
  page: pageNumber,
  size: 12,
  totalElements: totalPages * 12,
  totalPages,
});

/** An in-memory session that records writes. */
function fakeSession(initial: Record<string, unknown> = {}) {
  const data = new Map(Object.entries(initial));
  const writes: string[] = [];
  const session = {
    get: vi.fn(async (key: string) => data.get(key)),
    set: vi.fn((key: string, value: unknown) => {
      writes.push(`set ${key}`);
      data.set(key, value);
    }),
    delete: vi.fn((key: string) => {
      writes.push(`delete ${key}`);
      data.delete(key);
    }),
  };
  return { session: session as unknown as PortalSession, data, writes };
}

describe('the cart in the session', () => {
  it('reads an empty session as an empty cart, and a tampered one as its well-formed lines', async () => {
    expect(await readCart(fakeSession().session)).toEqual([]);
    expect(await readCart(fakeSession({ pointShopCart: { articleId: 'a', quantity: 1 } }).session)).toEqual([]);
    expect(await readCart(fakeSession({ pointShopCart: [{ articleId: 'a', quantity: 2, price: 1 }, null] }).session)).toEqual([
      { articleId: 'a', quantity: 2 },
    ]);
  });

  it('is written only when it changed', async () => {
    const { session, writes } = fakeSession({ pointShopCart: [{ articleId: 'a', quantity: 2 }] });
    await saveCart(session, [{ articleId: 'a', quantity: 2 }]);
    expect(writes).toEqual([]);
    await saveCart(session, [{ articleId: 'a', quantity: 3 }]);
    await saveCart(session, [{ articleId: 'b', quantity: 3 }]);
    await saveCart(session, [
      { articleId: 'b', quantity: 3 },
      { articleId: 'c', quantity: 1 },
    ]);
    expect(writes).toEqual(['set pointShopCart', 'set pointShopCart', 'set pointShopCart']);
  });

  it('is removed from the session once emptied, and nothing is written for an empty cart that stays empty', async () => {
    const { session, data, writes } = fakeSession({ pointShopCart: [{ articleId: 'a', quantity: 2 }] });
    await saveCart(session, []);
    expect(data.has('pointShopCart')).toBe(false);
    await saveCart(session, []);
    expect(writes).toEqual(['delete pointShopCart']);
  });
});

describe('pricing the cart', () => {
  it('asks the API for each line’s price and stock now, in the dealer’s country', async () => {
    const { api, calls } = recordingApi({
      'GET shop/article/a?countryCode=FI': json(article('a', 1_400, 25, 'Bilvårdskit')),
      'GET shop/article/b?countryCode=FI': json(article('b', 330, 1)),
    });
    const cart = await priceCart(api, 'FI', [
      { articleId: 'a', quantity: 2 },
      { articleId: 'b', quantity: 3 },
    ]);
    expect(cart).toEqual({
      lines: [
        { articleId: 'a', quantity: 2, name: 'Bilvårdskit', unitPrice: 1_400, stock: 25, availability: 'inStock' },
        { articleId: 'b', quantity: 3, name: 'Artikel b', unitPrice: 330, stock: 1, availability: 'short' },
      ],
      count: 5,
      total: 3_790,
    });
    expect(calls.map((call) => call.url)).toEqual(['http://api.test/se/shop/article/a?countryCode=FI', 'http://api.test/se/shop/article/b?countryCode=FI']);
  });

  it('marks an article the shop no longer has as gone, priced at nothing', async () => {
    const { api } = recordingApi({ 'GET shop/article/a?countryCode=SE': json(article('a', 100, 5)) });
    const cart = await priceCart(api, 'SE', [
      { articleId: 'a', quantity: 1 },
      { articleId: 'old', quantity: 4 },
    ]);
    expect(cart?.lines[1]).toEqual({ articleId: 'old', quantity: 4, name: '', unitPrice: 0, stock: 0, availability: 'gone' });
    expect(cart).toMatchObject({ count: 1, total: 100 });
  });

  it('cannot price the cart when the API fails for any line', async () => {
    const { api } = recordingApi({ 'GET shop/article/a?countryCode=SE': json(article('a', 100, 5)), 'GET shop/article/b?countryCode=SE': json({}, 500) });
    expect(
      await priceCart(api, 'SE', [
        { articleId: 'a', quantity: 1 },
        { articleId: 'b', quantity: 1 },
      ]),
    ).toBeNull();
  });

  it('after a 401 the client tells the middleware, which signs the dealer out whatever the cart shows', async () => {
    const { api, sessionEnded } = recordingApi({ 'GET shop/article/a?countryCode=SE': json({ error: { code: 'UNAUTHORIZED' } }, 401) });
    expect(await priceCart(api, 'SE', [{ articleId: 'a', quantity: 1 }])).toBeNull();
    expect(sessionEnded()).toBe(true);
  });
});

describe('the cart as the island shows it', () => {
  it('shows each line’s points in the dealer’s language and leaves out articles no longer in the shop', () => {
    const view = cartView(
      {
        lines: [
          { articleId: 'a', quantity: 2, name: 'Bilvårdskit', unitPrice: 1_400, stock: 25, availability: 'inStock' },
          { articleId: 'old', quantity: 4, name: '', unitPrice: 0, stock: 0, availability: 'gone' },
          { articleId: 'b', quantity: 3, name: 'Vax', unitPrice: 330, stock: 0, availability: 'soldOut' },
        ],
        count: 5,
        total: 3_790,
      },
      'fi-FI',
    );
    expect(view).toEqual({
      lines: [
        { articleId: 'a', name: 'Bilvårdskit', quantity: 2, priceText: formatPoints(2_800, 'fi-FI'), availability: 'inStock' },
        { articleId: 'b', name: 'Vax', quantity: 3, priceText: formatPoints(990, 'fi-FI'), availability: 'soldOut' },
      ],
      count: 5,
      totalText: formatPoints(3_790, 'fi-FI'),
    });
    expect(view.totalText).toMatch(/^3\s790 p$/);
  });

  it('is the session’s cart priced now, or nothing when the API cannot price it', async () => {
    const { api } = recordingApi({ 'GET shop/article/a?countryCode=SE': json(article('a', 1_400, 25)) });
    const { session } = fakeSession({ pointShopCart: [{ articleId: 'a', quantity: 1 }] });
    expect(await loadCartView({ session, api, country: 'SE', locale: 'sv-SE' })).toMatchObject({ count: 1, totalText: formatPoints(1_400, 'sv-SE') });
    const down = recordingApi({ 'GET shop/article/a?countryCode=SE': json({}, 503) });
    expect(await loadCartView({ session, api: down.api, country: 'SE', locale: 'sv-SE' })).toBeNull();
  });
});

describe('the point shop list request', () => {
  const PATH = '/point-shop';
  const url = (query: string) => new URL(`http://se.localhost${PATH}${query}`);

  it('goes back to the filters the dealer left when the bare list is opened', async () => {
    const { api, calls } = recordingApi({});
    const { session } = fakeSession({ pointShopListState: 'category=TOOLS&page=2' });
    expect(await loadShopList({ url: url(''), session, api, country: 'SE', path: PATH })).toEqual({ redirect: '/point-shop?category=TOOLS&page=2' });
    expect(calls).toHaveLength(0);
  });

  it('shows the filters in the address rather than the saved ones', async () => {
    const found = page([article('a', 100, 5)], 0, 1);
    const { api } = recordingApi({ 'GET shop/article?countryCode=SE&page=0&size=12&sort=name&category=OUTDOOR': json(found) });
    const { session, data } = fakeSession({ pointShopListState: 'category=TOOLS&page=2' });
    const result = await loadShopList({ url: url('?category=OUTDOOR'), session, api, country: 'SE', path: PATH });
    expect(result).toEqual({ view: { filters: { category: 'OUTDOOR', q: '', inStock: false, sort: 'name', page: 0 }, articles: found } });
    expect(data.get('pointShopListState')).toBe('category=OUTDOOR');
  });

  it('forgets the saved filters on reset and shows the bare list', async () => {
    const { api, calls } = recordingApi({});
    const { session, data } = fakeSession({ pointShopListState: 'category=TOOLS' });
    expect(await loadShopList({ url: url('?reset=1'), session, api, country: 'SE', path: PATH })).toEqual({ redirect: PATH });
    expect(data.has('pointShopListState')).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('asks the API for the filtered page once and saves the filters', async () => {
    const found = page([article('a', 100, 5)], 1, 3);
    const { api, calls } = recordingApi({ 'GET shop/article?countryCode=FI&page=1&size=12&sort=priceAsc&q=vax&inStock=true': json(found) });
    const { session, data } = fakeSession();
    const result = await loadShopList({ url: url('?q=vax&inStock=1&sort=priceAsc&page=1'), session, api, country: 'FI', path: PATH });
    expect(result).toEqual({ view: { filters: { category: null, q: 'vax', inStock: true, sort: 'priceAsc', page: 1 }, articles: found } });
    expect(calls).toHaveLength(1);
    expect(data.get('pointShopListState')).toBe('q=vax&inStock=1&sort=priceAsc&page=1');
  });

  it('shows the bare list when nothing is saved', async () => {
    const found = page([article('a', 100, 5)], 0, 1);
    const { api } = recordingApi({ 'GET shop/article?countryCode=SE&page=0&size=12&sort=name': json(found) });
    const { session, writes } = fakeSession();
    expect(await loadShopList({ url: url(''), session, api, country: 'SE', path: PATH })).toEqual({
      view: { filters: { category: null, q: '', inStock: false, sort: 'name', page: 0 }, articles: found },
    });
    expect(writes).toEqual([]);
  });

  it('shows the last page instead of an empty one beyond it, and saves that page', async () => {
    const last = page([article('z', 100, 5)], 2, 3);
    const { api, calls } = recordingApi({
      'GET shop/article?countryCode=SE&page=7&size=12&sort=name': json(page([], 7, 3)),
      'GET shop/article?countryCode=SE&page=2&size=12&sort=name': json(last),
    });
    const { session, data } = fakeSession();
    const result = await loadShopList({ url: url('?page=7'), session, api, country: 'SE', path: PATH });
    expect(result).toEqual({ view: { filters: { category: null, q: '', inStock: false, sort: 'name', page: 2 }, articles: last } });
    expect(calls).toHaveLength(2);
    expect(data.get('pointShopListState')).toBe('page=2');
  });

  it('keeps the filters and says the list is unavailable when the API fails, asking once', async () => {
    const { api, calls } = recordingApi({ 'GET shop/article?countryCode=SE&page=0&size=12&sort=name&category=TOOLS': json({}, 500) });
    const { session } = fakeSession();
    const result = await loadShopList({ url: url('?category=TOOLS'), session, api, country: 'SE', path: PATH });
    expect(result).toEqual({ view: { filters: { category: 'TOOLS', q: '', inStock: false, sort: 'name', page: 0 }, articles: null } });
    expect(calls).toHaveLength(1);
  });

  it('after a 401 the client tells the middleware, which signs the dealer out whatever the list shows', async () => {
    const { api, sessionEnded } = recordingApi({
      'GET shop/article?countryCode=SE&page=0&size=12&sort=name&category=TOOLS': json({ error: { code: 'UNAUTHORIZED' } }, 401),
    });
    const loaded = await loadShopList({ url: url('?category=TOOLS'), session: fakeSession().session, api, country: 'SE', path: PATH });
    expect(loaded).toMatchObject({ view: { articles: null } });
    expect(sessionEnded()).toBe(true);
  });
});
