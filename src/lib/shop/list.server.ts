// The point shop's list request: filters from the URL, the saved list state in the session (a bare
// /point-shop goes back to the filters the dealer left), the API asked once (twice for a page
// beyond the last). A failed call leaves the filters and says the list is unavailable.
import type { ApiClient } from '../api/client';
import { leftOut } from '../api/left-out.server';
import type { CountryCode } from '../api/schemas';
import type { ArticlePage } from '../api/shop-schemas';
import { fetchArticles } from '../api/shop';
import { listState } from '../lists/list-state.server';
import { lastPageIfBeyond } from '../lists/paging';
import type { PortalSession } from '../server/session-store.server';
import { articleQuery, parseShopFilters, SHOP_RESET_PARAM, shopSearchParams, type ShopFilters } from './list';

export interface ShopListView {
  filters: ShopFilters;
  /** null: the API did not answer (in time). */
  articles: ArticlePage | null;
}

export async function loadShopList(
  { url, session, api, country, path }: { url: URL; session: PortalSession | undefined; api: ApiClient; country: CountryCode; path: string },
): Promise<{ redirect: string } | { view: ShopListView }> {
  const state = listState(session, 'pointShop');
  if (url.searchParams.has(SHOP_RESET_PARAM)) {
    state.forgetQuery();
    return { redirect: path };
  }
  if (url.search === '') {
    const saved = await state.savedQuery();
    if (saved) return { redirect: `${path}?${saved}` };
  }
  let filters = parseShopFilters(url.searchParams);
  const query = (asked: ShopFilters) => fetchArticles(api, articleQuery(asked, country)).catch(leftOut('point shop: the articles'));
  let articles = await query(filters);
  const last = articles && lastPageIfBeyond(articles);
  if (last !== null && last !== undefined) {
    filters = { ...filters, page: last };
    articles = await query(filters);
  }
  await state.saveQuery(shopSearchParams(filters).toString());
  return { view: { filters, articles } };
}
