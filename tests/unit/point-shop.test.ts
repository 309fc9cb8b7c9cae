// The point shop's pure parts: the list's filters ↔ URL, the cart (adding, limits, restoring, what an
// order leaves, pricing and totals against the balance), the checkout form's rules and answers.
import { describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES, ARTICLE_SORTS, type Order } from '../../src/lib/api/shop-schemas';
import { LOCALES, translator } from '../../src/lib/i18n';
import {
  addToCart,
  availabilityOf,
  cartCount,
  cleanCart,
  exceedsBalance,
  pricedCart,
  setQuantity,
  shortLines,
  withoutOrdered,
  type PricedLine,
} from '../../src/lib/shop/cart';
import { parseCartSync } from '../../src/lib/shop/cart-sync';
import { checkoutLineChanges, checkoutQuantityName, typedCheckout, validateCheckout } from '../../src/lib/shop/checkout';
import { CHECKOUT_MESSAGES, checkoutFeedback, checkoutFormState, checkoutOutcome, PROBLEMS } from '../../src/lib/shop/checkout-result';
import { articleQuery, categoryLabelKey, EMPTY_SHOP_FILTERS, narrowsShop, parseShopFilters, shopHref, sortLabelKey } from '../../src/lib/shop/list';
import { orderResultHref, orderResultTone } from '../../src/lib/shop/order';
import { articleImageUrl } from '../../src/lib/shop/images';
import { stockLabel } from '../../src/lib/shop/stock';

describe('the shop list’s filters in the URL', () => {
  it('reads every filter and writes it back to the same URL', () => {
    const href = '/point-shop?category=TOOLS&q=vax&inStock=1&sort=priceAsc&page=2';
    const filters = parseShopFilters(new URL(href, 'http://x').searchParams);
    expect(filters).toEqual({ category: 'TOOLS', q: 'vax', inStock: true, sort: 'priceAsc', page: 2 });
    expect(shopHref('/point-shop', filters)).toBe(href);
  });

  it('leaves defaults out, so the bare list has the bare URL', () => {
    expect(shopHref('/point-shop', EMPTY_SHOP_FILTERS)).toBe('/point-shop');
    expect(shopHref('/point-shop', { ...EMPTY_SHOP_FILTERS, q: 'a b&c' })).toBe('/point-shop?q=a+b%26c');
  });

  it('falls back to defaults for a hand-made URL instead of failing', () => {
    const filters = parseShopFilters(new URLSearchParams('category=CARS&sort=cheapest&page=-1&inStock=yes&q=' + 'x'.repeat(300)));
    expect(filters).toEqual({ ...EMPTY_SHOP_FILTERS, q: 'x'.repeat(100) });
  });

  it('forgets everything on reset', () => {
    expect(parseShopFilters(new URLSearchParams('reset=1&category=TOOLS'))).toEqual(EMPTY_SHOP_FILTERS);
  });

  it('tells whether anything narrows the list (sort and page do not)', () => {
    expect(narrowsShop({ ...EMPTY_SHOP_FILTERS, sort: 'newest', page: 3 })).toBe(false);
    expect(narrowsShop({ ...EMPTY_SHOP_FILTERS, inStock: true })).toBe(true);
  });

  it('asks the API for the dealer’s country with only the filters set', () => {
    expect(articleQuery({ ...EMPTY_SHOP_FILTERS, category: 'GIFT_CARDS', page: 1 }, 'FI')).toEqual({
      countryCode: 'FI',
      page: 1,
      size: 12,
      sort: 'name',
      category: 'GIFT_CARDS',
    });
  });
});

describe('the cart', () => {
  it('adds to an article’s line and caps it at what one order takes', () => {
    let cart = addToCart([], 'art-se-01', 2);
    cart = addToCart(cart, 'art-se-02', 1);
    cart = addToCart(cart, 'art-se-01', 98);
    expect(cart).toEqual([
      { articleId: 'art-se-01', quantity: 99 },
      { articleId: 'art-se-02', quantity: 1 },
    ]);
    expect(cartCount(cart)).toBe(100);
  });

  it('takes no 51st article', () => {
    const full = Array.from({ length: 50 }, (_, index) => ({ articleId: `a${index}`, quantity: 1 }));
    expect(addToCart(full, 'another', 1)).toHaveLength(50);
  });

  it('removes a line set to 0', () => {
    expect(
      setQuantity(
        [
          { articleId: 'a', quantity: 2 },
          { articleId: 'b', quantity: 1 },
        ],
        'a',
        0,
      ),
    ).toEqual([{ articleId: 'b', quantity: 1 }]);
  });

  it('keeps from a stored or sent cart only well-formed lines, each article once, and never a price', () => {
    const stored = [
      { articleId: 'a', quantity: 2, price: 1 },
      { articleId: 'a', quantity: 5 },
      { articleId: '../x', quantity: 1 },
      { articleId: 'b', quantity: 0 },
      'junk',
    ];
    expect(cleanCart(stored)).toEqual([{ articleId: 'a', quantity: 2 }]);
    expect(cleanCart('not a cart')).toEqual([]);
  });

  it('after an order keeps only what was not sent', () => {
    const order = {
      lines: [
        { articleId: 'a', sentQuantity: 2 },
        { articleId: 'b', sentQuantity: 1 },
        { articleId: 'c', sentQuantity: 0 },
      ],
    } as Order;
    expect(
      withoutOrdered(
        [
          { articleId: 'a', quantity: 2 },
          { articleId: 'b', quantity: 3 },
          { articleId: 'c', quantity: 1 },
          { articleId: 'd', quantity: 1 },
        ],
        order,
      ),
    ).toEqual([
      { articleId: 'b', quantity: 2 },
      { articleId: 'c', quantity: 1 },
      { articleId: 'd', quantity: 1 },
    ]);
  });

  const line = (articleId: string, quantity: number, unitPrice: number, stock: number | null): PricedLine => ({
    articleId,
    quantity,
    unitPrice,
    name: articleId,
    stock: stock ?? 0,
    availability: availabilityOf(quantity, stock),
  });

  it('totals at the API’s prices, leaving out articles no longer in the shop', () => {
    const cart = pricedCart([line('a', 2, 1500, 10), line('b', 1, 330, 1), line('gone', 3, 999, null)]);
    expect(cart.total).toBe(3330);
    expect(cart.count).toBe(3);
  });

  it('names the lines the stock cannot cover', () => {
    const cart = pricedCart([line('a', 2, 100, 10), line('short', 3, 100, 2), line('out', 1, 100, 0)]);
    expect(shortLines(cart).map((l) => [l.articleId, l.availability])).toEqual([
      ['short', 'short'],
      ['out', 'soldOut'],
    ]);
  });

  it('is over the balance only when the total exceeds it', () => {
    expect(exceedsBalance({ total: 12_500 }, 12_500)).toBe(false);
    expect(exceedsBalance({ total: 12_501 }, 12_500)).toBe(true);
  });
});

describe('the cart island’s sync requests', () => {
  it('reads add and set, and refuses anything else (a browser-saved cart to restore among it)', () => {
    expect(parseCartSync({ restore: [{ articleId: 'a', quantity: 1 }] })).toBeNull();
    expect(parseCartSync({ add: { articleId: 'a', quantity: 2 } })).toEqual({ add: { articleId: 'a', quantity: 2 } });
    expect(parseCartSync({ set: { articleId: 'a', quantity: 0 } })).toEqual({ set: { articleId: 'a', quantity: 0 } });
    expect(parseCartSync({ add: { articleId: 'a', quantity: 0 } })).toBeNull();
    expect(parseCartSync({ set: { articleId: 'a', quantity: 100 } })).toBeNull();
    expect(parseCartSync(null)).toBeNull();
  });
});

describe('the checkout form', () => {
  const form = { idempotencyKey: '3f0e8a42-9a3b-4c55-8d1e-5b8a3c2d1e0f', address: 'Storgatan 12', att: 'Anna Andersson', city: 'Malmö', zip: '21122' };

  it('takes a Swedish street address and writes the zip as Swedish post does', () => {
    const result = validateCheckout('SE', form);
    expect(result.success && result.output.delivery).toEqual({ address: 'Storgatan 12', att: 'Anna Andersson', city: 'Malmö', zip: '211 22' });
  });

  it('refuses a PO box in either country’s words, at the address field, with the portal’s message', () => {
    for (const [country, address, zip] of [
      ['SE', 'Box 123', '21122'],
      ['FI', 'PL 12', '00100'],
      ['FI', 'Postilokero 7', '00100'],
    ] as const) {
      expect(validateCheckout(country, { ...form, address, zip })).toEqual({ success: false, fieldErrors: { address: ['pointShop.checkout.errors.poBox'] } });
    }
  });

  it('wants the recipient and the country’s zip', () => {
    expect(validateCheckout('FI', { ...form, att: ' ', zip: '123 45' })).toEqual({
      success: false,
      fieldErrors: { att: ['pointShop.checkout.errors.required'], zip: ['pointShop.checkout.errors.zip'] },
    });
  });

  it('keeps what was typed and the key after a refusal, and starts afresh after an order', () => {
    const refused = { data: { status: 'form' as const, input: form, fieldErrors: {}, problem: PROBLEMS.negativeBalance } };
    expect(checkoutFormState(refused, () => 'new-key-123')).toEqual({
      input: form,
      errors: {},
      problem: PROBLEMS.negativeBalance,
      idempotencyKey: form.idempotencyKey,
    });
    expect(checkoutFormState({ data: { status: 'ordered', href: '/x' } }, () => 'new-key-123').idempotencyKey).toBe('new-key-123');
    expect(checkoutFormState({ error: { code: 'FORBIDDEN' } }, () => 'new-key-123').problem).toEqual(PROBLEMS.noShop);
  });

  it('a cart change at checkout sets every line to its field, or removes one, and carries the typed address back', () => {
    const posted = { ...form, [checkoutQuantityName('art-se-01')]: '1', [checkoutQuantityName('art-se-07')]: '3', articleId: 'art-se-01' };
    expect(checkoutLineChanges(posted)).toEqual([
      { articleId: 'art-se-01', quantity: '1' },
      { articleId: 'art-se-07', quantity: '3' },
    ]);
    expect(checkoutLineChanges({ ...posted, remove: 'art-se-07' })).toEqual([{ articleId: 'art-se-07', quantity: '0' }]);
    expect(checkoutLineChanges({ address: 'Storgatan 12' })).toEqual([]);
    expect(typedCheckout(posted)).toEqual(form);
    expect(typedCheckout({ [checkoutQuantityName('art-se-01')]: '1', city: 'Lund' })).toEqual({ city: 'Lund' });

    const changed = { data: { status: 'changed' as const, articleId: 'art-se-01', quantity: 1, input: { ...form, city: 'Lund' } } };
    expect(checkoutFormState(undefined, () => 'new-key-123', changed)).toEqual({
      input: { ...form, city: 'Lund' },
      errors: {},
      problem: null,
      idempotencyKey: form.idempotencyKey,
    });
    const withoutKey = { data: { status: 'changed' as const, articleId: 'art-se-01', quantity: 1, input: { city: 'Lund' } } };
    expect(checkoutFormState(undefined, () => 'new-key-123', withoutKey).idempotencyKey).toBe('new-key-123');
  });

  it('on the send lifecycle, field errors are the error summary and a refusal is an alert with its own title, with or without JavaScript', () => {
    const fieldErrors = { address: ['pointShop.checkout.errors.poBox'] };
    expect(checkoutFeedback({ errors: fieldErrors, problem: PROBLEMS.invalid })).toEqual({
      serverErrors: fieldErrors,
      serverMessage: CHECKOUT_MESSAGES.summary,
      problem: null,
    });
    expect(checkoutFeedback({ errors: {}, problem: PROBLEMS.negativeBalance })).toEqual({
      serverErrors: {},
      serverMessage: PROBLEMS.negativeBalance.message,
      problem: PROBLEMS.negativeBalance,
    });
    expect(checkoutFeedback({ errors: {}, problem: null })).toEqual({ serverErrors: {}, serverMessage: null, problem: null });

    expect(checkoutOutcome({ status: 'ordered', href: '/point-shop/checkout?order=o-1' })).toEqual({
      outcome: { kind: 'done', href: '/point-shop/checkout?order=o-1' },
      problem: null,
    });
    const invalid = checkoutOutcome({ status: 'form', input: form, fieldErrors, problem: PROBLEMS.invalid });
    expect(invalid).toEqual({ outcome: { kind: 'form', fieldErrors, message: CHECKOUT_MESSAGES.summary, idempotencyKey: form.idempotencyKey }, problem: null });
    const stock = PROBLEMS.insufficientStock('Vax');
    expect(checkoutOutcome({ status: 'form', input: form, fieldErrors: {}, problem: stock })).toEqual({
      outcome: { kind: 'form', fieldErrors: {}, message: stock.message, idempotencyKey: form.idempotencyKey },
      problem: stock,
    });
    // The reused key's answer hands a fresh key; a key that is not one is never sent again.
    const fresh = checkoutOutcome({
      status: 'form',
      input: { ...form, idempotencyKey: '9b2f4c1e-7d3a-4e8b-a6c5-2f1e0d9c8b7a' },
      fieldErrors: {},
      problem: PROBLEMS.changedAfterSend,
    });
    expect(fresh.outcome).toMatchObject({ idempotencyKey: '9b2f4c1e-7d3a-4e8b-a6c5-2f1e0d9c8b7a', message: PROBLEMS.changedAfterSend.message });
    expect(checkoutOutcome({ status: 'form', input: { ...form, idempotencyKey: 'x' }, fieldErrors: {}, problem: null }).outcome).toEqual({
      kind: 'form',
      fieldErrors: {},
      message: 'errors.technical',
    });
  });

  it('names the short articles in the stock message', () => {
    expect(PROBLEMS.insufficientStock('Biopresentkort, Vax').params).toEqual({ articles: 'Biopresentkort, Vax' });
  });
});

describe('stock, pictures and results', () => {
  it('says how much is left, and when a sold-out article comes, in the country’s zone', () => {
    expect(stockLabel({ stock: 10, expectedInboundDate: null }, 'sv-SE', 'Europe/Stockholm')).toMatchObject({ key: 'pointShop.stock.inStock', tone: 'ok' });
    expect(stockLabel({ stock: 2, expectedInboundDate: null }, 'sv-SE', 'Europe/Stockholm')).toEqual({
      key: 'pointShop.stock.low',
      params: { count: 2 },
      tone: 'low',
    });
    expect(stockLabel({ stock: 0, expectedInboundDate: '2026-12-15' }, 'fi-FI', 'Europe/Helsinki')).toEqual({
      key: 'pointShop.stock.soldOutUntil',
      params: { date: '15.12.2026' },
      tone: 'out',
    });
    expect(stockLabel({ stock: 0, expectedInboundDate: null }, 'sv-SE', 'Europe/Stockholm').key).toBe('pointShop.stock.soldOut');
  });

  it('shows a picture only from the Partner API’s origin, which the page CSP allows', () => {
    const api = 'http://127.0.0.1:8787/api/se';
    expect(articleImageUrl('http://127.0.0.1:8787/static/shop/art-se-01.svg', api)).toBe('http://127.0.0.1:8787/static/shop/art-se-01.svg');
    expect(articleImageUrl('https://cdn.example.com/static/shop/art-se-01.svg', api)).toBeNull();
    expect(articleImageUrl('http://127.0.0.1:9999/static/shop/art-se-01.svg', api)).toBeNull();
    expect(articleImageUrl('javascript:alert(1)', api)).toBeNull();
    expect(articleImageUrl('/static/shop/art-se-01.svg', api)).toBeNull();
  });

  it('links an order’s result and gives each result its tone', () => {
    expect(orderResultHref('ord 1')).toBe('/point-shop/checkout?order=ord+1');
    expect([orderResultTone('SENT'), orderResultTone('PARTIALLY_SENT'), orderResultTone('FAILED')]).toEqual(['success', 'warning', 'error']);
  });
});

describe('the shop’s pages by country', () => {
  it('exist in Sweden and Finland, never in Denmark, whatever the roles', async () => {
    const { routeAvailableIn } = await import('../../src/lib/permissions');
    const { routeByName } = await import('../../src/lib/routes');
    for (const name of ['PointShop', 'PointShopArticle', 'PointShopCheckout', 'PointShopOrders'] as const) {
      expect([routeAvailableIn(routeByName(name), 'SE'), routeAvailableIn(routeByName(name), 'FI'), routeAvailableIn(routeByName(name), 'DK')]).toEqual([
        true,
        true,
        false,
      ]);
    }
    expect(routeAvailableIn(routeByName('Leasing'), 'DK')).toBe(true);
  });
});

describe('Home’s point shop teaser', () => {
  const article = (id: string, stock: number) => ({
    id,
    countryCode: 'SE',
    name: id,
    description: '',
    category: 'TOOLS',
    imageUrl: '',
    price: 100,
    stock,
    expectedInboundDate: null,
    addedAt: '2026-11-01',
  });
  const apiAnswering = (answer: () => Promise<unknown>) => {
    const asked: unknown[] = [];
    const api = {
      get: (_path: string, _schema: unknown, options: unknown) => {
        asked.push(options);
        return answer();
      },
    };
    return { api: api as unknown as import('../../src/lib/api/client').ApiClient, asked };
  };

  it('shows three articles in stock, the newest first', async () => {
    const { loadPointShopTeaser } = await import('../../src/lib/shop/teaser.server');
    const { api, asked } = apiAnswering(async () => ({
      content: [article('a', 2), article('b', 0), article('c', 5), article('d', 1)],
      page: 0,
      size: 3,
      totalElements: 4,
      totalPages: 2,
    }));
    expect((await loadPointShopTeaser(api, 'SE'))?.map((a) => a.id)).toEqual(['a', 'c', 'd']);
    expect(asked).toEqual([{ query: { countryCode: 'SE', size: 3, sort: 'newest', inStock: true } }]);
  });

  it('is unavailable alone when its call fails, and asks nothing in Denmark', async () => {
    const { loadPointShopTeaser } = await import('../../src/lib/shop/teaser.server');
    const { ApiError } = await import('../../src/lib/api/errors');
    expect(
      await loadPointShopTeaser(
        apiAnswering(async () => {
          throw new ApiError('unavailable', null, null);
        }).api,
        'FI',
      ),
    ).toBeNull();
    const denmark = apiAnswering(async () => ({}));
    expect(await loadPointShopTeaser(denmark.api, 'DK')).toEqual([]);
    expect(denmark.asked).toEqual([]);
    expect(
      await loadPointShopTeaser(
        apiAnswering(async () => {
          throw new ApiError('unauthorized', 401, null);
        }).api,
        'SE',
      ),
    ).toBeNull();
  });
});

describe('the cart at its limits', () => {
  it('keeps up to 99 of an article from a stored or sent cart, and drops a line of 100', () => {
    expect(
      cleanCart([
        { articleId: 'a', quantity: 99 },
        { articleId: 'b', quantity: 100 },
        { articleId: 'c', quantity: 1 },
      ]),
    ).toEqual([
      { articleId: 'a', quantity: 99 },
      { articleId: 'c', quantity: 1 },
    ]);
  });

  it('keeps the first 50 articles of a sent cart of 51', () => {
    const sent = Array.from({ length: 51 }, (_, index) => ({ articleId: `a${index}`, quantity: 1 }));
    const kept = cleanCart(sent);
    expect(kept).toHaveLength(50);
    expect(kept.at(-1)).toEqual({ articleId: 'a49', quantity: 1 });
  });

  it('drops empty lines and article ids that are not text', () => {
    expect(cleanCart([null, { articleId: 123, quantity: 1 }, { articleId: 'a', quantity: 1 }])).toEqual([{ articleId: 'a', quantity: 1 }]);
    expect(cleanCart({ articleId: 'a', quantity: 1 })).toEqual([]);
  });

  it('adds nothing when asked to add none of a new article', () => {
    expect(addToCart([{ articleId: 'a', quantity: 1 }], 'b', 0)).toEqual([{ articleId: 'a', quantity: 1 }]);
  });

  it('keeps a line set to one', () => {
    expect(setQuantity([{ articleId: 'a', quantity: 3 }], 'a', 1)).toEqual([{ articleId: 'a', quantity: 1 }]);
  });

  it('has an article in stock when the stock is exactly the quantity, and short when one less', () => {
    expect(availabilityOf(3, 3)).toBe('inStock');
    expect(availabilityOf(4, 3)).toBe('short');
    expect(availabilityOf(1, 0)).toBe('soldOut');
    expect(availabilityOf(1, null)).toBe('gone');
  });
});

describe('the shop list’s filters, each on its own', () => {
  it('narrows the list by a category or a search alone', () => {
    expect(narrowsShop({ ...EMPTY_SHOP_FILTERS, category: 'TOOLS' })).toBe(true);
    expect(narrowsShop({ ...EMPTY_SHOP_FILTERS, q: 'vax' })).toBe(true);
    expect(narrowsShop(EMPTY_SHOP_FILTERS)).toBe(false);
  });

  it('asks the API for the search and in-stock only when they are set', () => {
    expect(articleQuery({ ...EMPTY_SHOP_FILTERS, q: 'vax', inStock: true }, 'SE')).toEqual({
      countryCode: 'SE',
      page: 0,
      size: 12,
      sort: 'name',
      q: 'vax',
      inStock: true,
    });
  });

  it('has a label for every category and sort in every language', () => {
    expect(categoryLabelKey('TOOLS')).toBe('pointShop.categories.TOOLS');
    expect(sortLabelKey('priceAsc')).toBe('pointShop.sorts.priceAsc');
    for (const locale of LOCALES) {
      const t = translator(locale);
      for (const category of ARTICLE_CATEGORIES) expect(() => t(categoryLabelKey(category))).not.toThrow();
      for (const sort of ARTICLE_SORTS) expect(() => t(sortLabelKey(sort))).not.toThrow();
    }
  });
});
