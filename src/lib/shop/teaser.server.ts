// Home's point shop teaser (SPEC §2 Home): three articles in stock, the newest first. Null when the
// call failed, so the block alone says so.
import type { ApiClient } from '../api/client';
import type { CountryCode } from '../api/schemas';
import { fetchArticles } from '../api/shop';
import { hasPointShop, type Article } from '../api/shop-schemas';

const TEASER_SIZE = 3;

export async function loadPointShopTeaser(api: ApiClient, country: CountryCode): Promise<Article[] | null> {
  if (!hasPointShop(country)) return [];
  try {
    const page = await fetchArticles(api, { countryCode: country, size: TEASER_SIZE, sort: 'newest', inStock: true });
    return page.content.filter((article) => article.stock > 0).slice(0, TEASER_SIZE);
  } catch (error) {
    return null;
  }
}
