// The point shop's articles in backend/: who may see them (never Denmark), each country's own catalogue,
// paging, the four sorts, the filters, one article with its stock and inbound date, and its picture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES, ARTICLE_SORTS } from '../../src/lib/api/shop-schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { tokenOf, USERS } from '../support/blanco-api.ts';
import { callApi } from '../support/partner-api.ts';
import { article, articlePage, errorOf, setStock } from '../support/shop-api.ts';

const today = () => new Date().toISOString().slice(0, 10);

describe('point shop articles', () => {
  let backend: RunningBackend;
  const tokens = {} as Record<'anna' | 'erik' | 'mikko' | 'mette', string>;
  beforeAll(async () => {
    backend = await startBackend();
    for (const name of ['anna', 'erik', 'mikko', 'mette'] as const) tokens[name] = await tokenOf(backend, USERS[name]);
  }, 30_000);
  afterAll(() => backend?.stop());

  it('a Swedish dealer sees 24 Swedish articles, a Finnish dealer 24 Finnish ones', async () => {
    const swedish = await articlePage(backend, tokens.anna, 'countryCode=SE&size=100');
    expect(swedish.totalElements).toBe(24);
    expect(swedish.content.every((item) => item.countryCode === 'SE')).toBe(true);
    expect(swedish.content.map((item) => item.name)).toContain('Bilvårdskit Premium');
    const finnish = await articlePage(backend, tokens.mikko, 'countryCode=FI&size=100', 'fi');
    expect(finnish.totalElements).toBe(24);
    expect(finnish.content.map((item) => item.name)).toContain('Autonhoitopakkaus Premium');
    // Some sold out, some with only a few left.
    for (const page of [swedish, finnish]) {
      expect(page.content.filter((item) => item.stock === 0).length).toBeGreaterThanOrEqual(3);
      expect(page.content.filter((item) => item.stock >= 1 && item.stock <= 3).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('Denmark has no shop: a Danish dealer with POINT_SHOP gets 403 on articles, one article and orders', async () => {
    for (const path of ['shop/article?countryCode=DK', 'shop/article/art-se-01?countryCode=DK', 'shop/article?countryCode=SE']) {
      expect(await errorOf(await callApi(backend, 'dk', path, tokens.mette))).toMatchObject({ status: 403, code: 'NO_ACCESS' });
    }
    const order = await callApi(backend, 'dk', 'shop/orders', tokens.mette, { method: 'POST', body: {} });
    expect(await errorOf(order)).toMatchObject({ status: 403, code: 'NO_ACCESS' });
  });

  it("another country's shop is refused (403), and a user without POINT_SHOP is refused everything (403)", async () => {
    for (const countryCode of ['FI', 'DK']) {
      expect(await errorOf(await callApi(backend, 'se', `shop/article?countryCode=${countryCode}`, tokens.anna))).toMatchObject({
        status: 403,
        code: 'NO_ACCESS',
      });
    }
    for (const path of ['shop/account', 'shop/article?countryCode=SE', 'shop/article/art-se-01?countryCode=SE']) {
      expect(await errorOf(await callApi(backend, 'se', path, tokens.erik))).toMatchObject({ status: 403, code: 'NO_ACCESS' });
    }
  });

  it('a missing countryCode or a bad page size or sort is 400 WRONG_DATA naming the field', async () => {
    expect(await errorOf(await callApi(backend, 'se', 'shop/article', tokens.anna))).toMatchObject({ status: 400, code: 'WRONG_DATA', field: 'countryCode' });
    expect(await errorOf(await callApi(backend, 'se', 'shop/article/art-se-01', tokens.anna))).toMatchObject({ status: 400, field: 'countryCode' });
    expect(await errorOf(await callApi(backend, 'se', 'shop/article?countryCode=SE&size=0', tokens.anna))).toMatchObject({ status: 400, field: 'size' });
    expect(await errorOf(await callApi(backend, 'se', 'shop/article?countryCode=SE&size=101', tokens.anna))).toMatchObject({ status: 400, field: 'size' });
    expect(await errorOf(await callApi(backend, 'se', 'shop/article?countryCode=SE&page=-1', tokens.anna))).toMatchObject({ status: 400, field: 'page' });
    expect(await errorOf(await callApi(backend, 'se', 'shop/article?countryCode=SE&sort=cheap', tokens.anna))).toMatchObject({ status: 400, field: 'sort' });
    expect(await errorOf(await callApi(backend, 'se', 'shop/article?countryCode=SE&category=FOOD', tokens.anna))).toMatchObject({
      status: 400,
      field: 'category',
    });
  });

  it('pages of 10 cover the 24 articles once each, the last page holding 4', async () => {
    const pages = await Promise.all([0, 1, 2].map((page) => articlePage(backend, tokens.anna, `countryCode=SE&size=10&page=${page}`)));
    expect(pages.map((page) => page.content.length)).toEqual([10, 10, 4]);
    expect(pages[0]).toMatchObject({ page: 0, size: 10, totalElements: 24, totalPages: 3 });
    expect(new Set(pages.flatMap((page) => page.content.map((item) => item.id))).size).toBe(24);
    expect((await articlePage(backend, tokens.anna, 'countryCode=SE&size=10&page=3')).content).toEqual([]);
    // Without size: a page of 12, sorted by name.
    expect((await articlePage(backend, tokens.anna, 'countryCode=SE')).content).toHaveLength(12);
  });

  it("sorts by name in the country's alphabet, by points either way, and newest first", async () => {
    const names = (await articlePage(backend, tokens.anna, 'countryCode=SE&size=100&sort=name')).content.map((item) => item.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('sv').compare));
    expect(names[0]).toBe('Bilkamera Full HD med GPS');
    expect(names.at(-1)).toBe('Vandringsryggsäck 35 l');
    const cheapest = (await articlePage(backend, tokens.anna, 'countryCode=SE&size=100&sort=priceAsc')).content;
    expect(cheapest.map((item) => item.price)).toEqual(cheapest.map((item) => item.price).sort((a, b) => a - b));
    expect(cheapest[0]).toMatchObject({ name: 'Biopresentkort, 2 biljetter', price: 330 });
    const dearest = (await articlePage(backend, tokens.anna, 'countryCode=SE&size=3&sort=priceDesc')).content;
    expect(dearest.map((item) => item.price)).toEqual([14_900, 4_800, 3_500]);
    const newest = (await articlePage(backend, tokens.anna, 'countryCode=SE&size=100&sort=newest')).content;
    expect(newest[0]!.name).toBe('Robotgräsklippare för 600 m²');
    expect(newest.map((item) => item.addedAt)).toEqual(
      newest
        .map((item) => item.addedAt)
        .sort()
        .reverse(),
    );
    const finnish = (await articlePage(backend, tokens.mikko, 'countryCode=FI&size=100&sort=name', 'fi')).content.map((item) => item.name);
    expect(finnish).toEqual([...finnish].sort(new Intl.Collator('fi').compare));
  });

  it('every sort lists the same 24 articles, and every category has articles in both countries', async () => {
    for (const sort of ARTICLE_SORTS) {
      const { content } = await articlePage(backend, tokens.anna, `countryCode=SE&size=100&sort=${sort}`);
      expect(new Set(content.map((item) => item.id)).size, sort).toBe(24);
    }
    for (const category of ARTICLE_CATEGORIES) {
      expect((await articlePage(backend, tokens.anna, `countryCode=SE&category=${category}`)).totalElements, category).toBe(4);
      expect((await articlePage(backend, tokens.mikko, `countryCode=FI&category=${category}`, 'fi')).totalElements, category).toBe(4);
    }
  });

  it('filters by category, by stock, by points and by words in the name or description, in any case', async () => {
    const giftCards = await articlePage(backend, tokens.anna, 'countryCode=SE&size=100&category=GIFT_CARDS');
    expect(giftCards.totalElements).toBe(4);
    expect(giftCards.content.every((item) => item.category === 'GIFT_CARDS')).toBe(true);
    const inStock = await articlePage(backend, tokens.anna, 'countryCode=SE&size=100&inStock=true');
    expect(inStock.totalElements).toBe(19);
    expect(inStock.content.every((item) => item.stock > 0)).toBe(true);
    const affordable = await articlePage(backend, tokens.anna, 'countryCode=SE&size=100&maxPrice=450&sort=priceAsc');
    expect(affordable.content.map((item) => item.price)).toEqual([330, 380, 420, 450]);
    const words = await articlePage(backend, tokens.anna, 'countryCode=SE&size=100&q=PRESENTKORT');
    expect(words.content.map((item) => item.name).sort()).toEqual([
      'Biopresentkort, 2 biljetter',
      'Presentkort drivmedel 1 000 kr',
      'Restaurangpresentkort 500 kr',
    ]);
    expect((await articlePage(backend, tokens.anna, 'countryCode=SE&q=gräs')).content.map((item) => item.name)).toEqual(['Robotgräsklippare för 600 m²']);
    expect((await articlePage(backend, tokens.anna, 'countryCode=SE&q=usb-c')).content.map((item) => item.name)).toEqual(['Starthjälp med powerbank 1 000 A']);
    const both = await articlePage(backend, tokens.anna, 'countryCode=SE&size=100&category=TOOLS&inStock=true');
    expect(both.totalElements).toBe(3);
    // Blank filters, as a plain form sends them, are no filters.
    expect((await articlePage(backend, tokens.anna, 'countryCode=SE&category=&q=&size=100')).totalElements).toBe(24);
    const finnish = await articlePage(backend, tokens.mikko, 'countryCode=FI&size=100&q=lahjakortti', 'fi');
    expect(finnish.totalElements).toBe(3);
    expect((await articlePage(backend, tokens.anna, 'countryCode=SE&q=lahjakortti')).totalElements).toBe(0);
  });

  it("one article: in stock without an inbound date; sold out with the day more comes; other countries' are 404", async () => {
    expect(await article(backend, tokens.anna, 'art-se-01', 'SE')).toMatchObject({
      id: 'art-se-01',
      name: 'Bilvårdskit Premium',
      category: 'CAR_CARE',
      price: 1_400,
      stock: 25,
      expectedInboundDate: null,
    });
    const soldOut = await article(backend, tokens.anna, 'art-se-04', 'SE');
    expect(soldOut).toMatchObject({ name: 'Fälgborstar, set om 3', stock: 0 });
    expect(soldOut.expectedInboundDate! > today()).toBe(true);
    expect((await article(backend, tokens.mikko, 'art-fi-04', 'FI')).name).toBe('Vanneharjasarja, 3 kpl');
    expect(await errorOf(await callApi(backend, 'se', 'shop/article/art-fi-01?countryCode=SE', tokens.anna))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await errorOf(await callApi(backend, 'fi', 'shop/article/art-se-01?countryCode=FI', tokens.mikko))).toMatchObject({ status: 404 });
    expect(await errorOf(await callApi(backend, 'se', 'shop/article/nope?countryCode=SE', tokens.anna))).toMatchObject({ status: 404 });
  });

  it('the test control sets the stock, with or without an inbound date', async () => {
    await setStock(backend, 'art-se-02', 0, '2027-01-15');
    expect(await article(backend, tokens.anna, 'art-se-02', 'SE')).toMatchObject({ stock: 0, expectedInboundDate: '2027-01-15' });
    await setStock(backend, 'art-se-02', 0);
    expect(await article(backend, tokens.anna, 'art-se-02', 'SE')).toMatchObject({ stock: 0, expectedInboundDate: null });
    await setStock(backend, 'art-se-02', 40);
    expect(await article(backend, tokens.anna, 'art-se-02', 'SE')).toMatchObject({ stock: 40, expectedInboundDate: null });
    const unknown = await fetch(`${backend.url}/__test/shop/articles/nope/stock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ stock: 1 }),
    });
    expect(unknown.status).toBe(404);
  });

  it("every article's picture is an SVG served by the backend itself, without a token", async () => {
    const { content } = await articlePage(backend, tokens.anna, 'countryCode=SE&size=100');
    for (const item of content) expect(item.imageUrl).toBe(`${backend.url}/static/shop/${item.id}.svg`);
    const response = await fetch(content.find((item) => item.id === 'art-se-01')!.imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<title id="t">Bilvårdskit Premium</title>');
    expect(svg).not.toContain('<script');
    expect((await fetch(`${backend.url}/static/shop/art-se-99.svg`)).status).toBe(404);
    expect((await fetch(`${backend.url}/static/shop/..%2Fportal.db`)).status).toBe(404);
  });
});
