// The point shop's articles as the API answers them, and the list query (filters, sort, one page).
// Done in JS over the country's few dozen rows: SQLite's LIKE folds ASCII case only, and names have å, ä, ö.
import type { DatabaseSync } from 'node:sqlite';
import type { Page } from '../leads/list-query.ts';
import { dayOf } from './catalogue.ts';
import type { Article, ArticleCategory, ArticleQuery, ArticleSort, ShopCountry } from '../../../src/lib/api/shop-schemas.ts';

export interface ArticleRow {
  id: string;
  country_code: ShopCountry;
  category: ArticleCategory;
  name: string;
  description: string;
  price: number;
  stock: number;
  expected_inbound_date: string | null;
  added_at: number;
}

/** Where the article's picture is served (images.ts), on the API's own host. */
const articleImageUrl = (publicUrl: string, articleId: string) => `${publicUrl}/static/shop/${encodeURIComponent(articleId)}.svg`;

export function toArticle(row: ArticleRow, publicUrl: string): Article {
  return {
    id: row.id,
    countryCode: row.country_code,
    name: row.name,
    description: row.description,
    category: row.category,
    imageUrl: articleImageUrl(publicUrl, row.id),
    price: row.price,
    stock: row.stock,
    // A date is only news while the article is sold out.
    expectedInboundDate: row.stock === 0 ? row.expected_inbound_date : null,
    addedAt: dayOf(row.added_at),
  };
}

export function findArticle(db: DatabaseSync, country: ShopCountry, articleId: string): ArticleRow | undefined {
  return db.prepare('SELECT * FROM shop_articles WHERE id = ? AND country_code = ?').get(articleId, country) as ArticleRow | undefined;
}

const COLLATORS: Record<ShopCountry, Intl.Collator> = {
  SE: new Intl.Collator('sv', { sensitivity: 'base', numeric: true }),
  FI: new Intl.Collator('fi', { sensitivity: 'base', numeric: true }),
};

function comparator(sort: ArticleSort, collator: Intl.Collator): (a: ArticleRow, b: ArticleRow) => number {
  const byName = (a: ArticleRow, b: ArticleRow) => collator.compare(a.name, b.name);
  switch (sort) {
    case 'name':
      return byName;
    case 'priceAsc':
      return (a, b) => a.price - b.price || byName(a, b);
    case 'priceDesc':
      return (a, b) => b.price - a.price || byName(a, b);
    case 'newest':
      return (a, b) => b.added_at - a.added_at || byName(a, b);
  }
}

export function queryArticles(db: DatabaseSync, country: ShopCountry, query: ArticleQuery, publicUrl: string): Page<Article> {
  const rows = db.prepare('SELECT * FROM shop_articles WHERE country_code = ?').all(country) as unknown as ArticleRow[];
  const needle = query.q?.toLocaleLowerCase() ?? '';
  const compare = comparator(query.sort, COLLATORS[country]);
  const matching = rows
    .filter((row) => !query.category || row.category === query.category)
    .filter((row) => !query.inStock || row.stock > 0)
    .filter((row) => query.maxPrice === undefined || row.price <= query.maxPrice)
    .filter((row) => !needle || `${row.name}\n${row.description}`.toLocaleLowerCase().includes(needle))
    // The id breaks ties, so pages never overlap.
    .sort((a, b) => compare(a, b) || a.id.localeCompare(b.id));
  const { page, size } = query;
  return {
    content: matching.slice(page * size, page * size + size).map((row) => toArticle(row, publicUrl)),
    page,
    size,
    totalElements: matching.length,
    totalPages: Math.ceil(matching.length / size),
  };
}
