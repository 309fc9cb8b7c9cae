// The point shop's list (SPEC §2 PointShop, §3 points shop): category, search by name, in stock
// only, sort and page, read from and written to the URL (a plain GET form and links that work
// without JavaScript). Unlike the lead lists' search, a name of goods is no personal data, so the
// search is in the URL too; the whole query string is the saved list state.
import * as v from 'valibot';
import type { CountryCode } from '../api/schemas';
import { ARTICLE_CATEGORIES, ARTICLE_SORTS, type ArticleCategory, type ArticleQueryInput, type ArticleSort } from '../api/shop-schemas';
import { RESET_PARAM } from '../lists/filters';

const SHOP_PAGE_SIZE = 12;
const SEARCH_MAX = 100;

export interface ShopFilters {
  category: ArticleCategory | null;
  q: string;
  inStock: boolean;
  sort: ArticleSort;
  page: number;
}

/** @internal exported for its unit tests */
export const EMPTY_SHOP_FILTERS: ShopFilters = { category: null, q: '', inStock: false, sort: 'name', page: 0 };

/** What a query string may hold; anything unknown falls back to its default, nothing throws. */
const schema = v.object({
  category: v.fallback(v.nullable(v.picklist(ARTICLE_CATEGORIES)), null),
  q: v.fallback(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((text) => text.slice(0, SEARCH_MAX)),
    ),
    '',
  ),
  inStock: v.fallback(
    v.pipe(
      v.literal('1'),
      v.transform(() => true),
    ),
    false,
  ),
  sort: v.fallback(v.picklist(ARTICLE_SORTS), 'name'),
  page: v.fallback(v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.toNumber()), 0),
});

export function parseShopFilters(params: URLSearchParams): ShopFilters {
  if (params.has(RESET_PARAM)) return { ...EMPTY_SHOP_FILTERS };
  return v.parse(schema, {
    category: params.get('category'),
    q: params.get('q'),
    inStock: params.get('inStock'),
    sort: params.get('sort'),
    page: params.get('page'),
  });
}

/** The query string of some filters, defaults left out, so equal filters make equal URLs. */
export function shopSearchParams(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.q) params.set('q', filters.q);
  if (filters.inStock) params.set('inStock', '1');
  if (filters.sort !== 'name') params.set('sort', filters.sort);
  if (filters.page > 0) params.set('page', String(filters.page));
  return params;
}

export function shopHref(path: string, filters: ShopFilters): string {
  const query = shopSearchParams(filters).toString();
  return query ? `${path}?${query}` : path;
}

/** Whether anything narrows the list (sort and page only order and cut it). */
export function narrowsShop(filters: ShopFilters): boolean {
  return filters.category !== null || filters.q !== '' || filters.inStock;
}

/** GET shop/article's query for these filters in the dealer's country. */
export function articleQuery(filters: ShopFilters, countryCode: CountryCode): ArticleQueryInput {
  return {
    countryCode,
    page: filters.page,
    size: SHOP_PAGE_SIZE,
    sort: filters.sort,
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.inStock ? { inStock: true } : {}),
  };
}

/** Translation keys of a category and a sort, under the `pointShop` section. */
export const categoryLabelKey = (category: ArticleCategory) => `pointShop.categories.${category}`;
export const sortLabelKey = (sort: ArticleSort) => `pointShop.sorts.${sort}`;
