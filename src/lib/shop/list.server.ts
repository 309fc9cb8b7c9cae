// The point shop's list request: filters from the URL, the saved list state in the session (a bare
// /point-shop goes back to the filters the dealer left), the API asked once (twice for a page
// beyond the last). A failed call leaves the filters and says the list is unavailable.
import type { ApiClient } from '../api/client';
import { leftOut } from '../api/left-out.server';
import type { CountryCode } from '../api/schemas';
import type { ArticlePage } from '../api/shop-schemas';
import { fetchArticles } from '../api/shop';
import { pageWithinLast, savedStateRedirect } from '../lists/list-request.server';
import { listState } from '../lists/list-state.server';
import type { PortalSession } from '../server/session-store.server';
import { articleQuery, parseShopFilters, shopSearchParams, type ShopFilters } from './list';

export interface ShopListView {
  filters: ShopFilters;
  /** null: the API did not answer (in time). */
  articles: ArticlePage | null;
}

export async function loadShopList({
  url,
  session,
  api,
  country,
  path,
}: {
  url: URL;
  session: PortalSession | undefined;
  api: ApiClient;
  country: CountryCode;
  path: string;
}): Promise<{ redirect: string } | { view: ShopListView }> {
  const state = listState(session, 'pointShop');
  const redirect = await savedStateRedirect(state, url, path);
  if (redirect) return { redirect };
  const query = (asked: ShopFilters) => fetchArticles(api, articleQuery(asked, country)).catch(leftOut('point shop: the articles could not be loaded'));
  const { filters, rows: articles } = await pageWithinLast(parseShopFilters(url.searchParams), query);
  await state.saveQuery(shopSearchParams(filters).toString());
  return { view: { filters, articles } };
}
