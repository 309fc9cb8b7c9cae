// The articles' pictures: small SVGs drawn here (a category's symbol on its colour, the article's name
// beneath), served by backend/ itself at /static/shop/<articleId>.svg so no outside host is involved.
// Public like any shop picture: no token, as an <img> sends none.
import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type { ArticleCategory } from '../../../src/lib/api/shop-schemas.ts';
import type { ArticleRow } from './articles.ts';

const LOOKS: Record<ArticleCategory, { background: string; foreground: string; symbol: string }> = {
  // A drop of car shampoo.
  CAR_CARE: {
    background: '#dbeafe',
    foreground: '#1d4ed8',
    symbol: '<path d="M200 50 C230 100 260 130 260 165 A60 60 0 0 1 140 165 C140 130 170 100 200 50 Z"/>',
  },
  // A spanner.
  TOOLS: {
    background: '#e5e7eb',
    foreground: '#374151',
    symbol:
      '<g transform="rotate(-45 200 130)"><rect x="185" y="70" width="30" height="130" rx="8"/><circle cx="200" cy="70" r="34"/><rect x="190" y="30" width="20" height="40" fill="#e5e7eb"/></g>',
  },
  // A wrapped present.
  GIFT_CARDS: {
    background: '#fce7f3',
    foreground: '#be185d',
    symbol:
      '<rect x="130" y="95" width="140" height="105" rx="6"/><rect x="120" y="75" width="160" height="30" rx="6"/><rect x="192" y="75" width="16" height="125" fill="#fce7f3"/>',
  },
  // Two mountains.
  OUTDOOR: {
    background: '#dcfce7',
    foreground: '#15803d',
    symbol: '<polygon points="110,200 180,80 250,200"/><polygon points="190,200 245,110 300,200" opacity="0.7"/>',
  },
  // A screen.
  ELECTRONICS: {
    background: '#ede9fe',
    foreground: '#6d28d9',
    symbol:
      '<rect x="120" y="60" width="160" height="110" rx="10"/><rect x="135" y="75" width="130" height="80" fill="#ede9fe"/><rect x="170" y="180" width="60" height="14" rx="4"/>',
  },
  // A house.
  HOME_GARDEN: {
    background: '#fef3c7',
    foreground: '#b45309',
    symbol:
      '<polygon points="200,55 290,130 110,130"/><rect x="135" y="125" width="130" height="80"/><rect x="185" y="155" width="30" height="50" fill="#fef3c7"/>',
  },
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function articleSvg(article: Pick<ArticleRow, 'name' | 'category'>): string {
  const look = LOOKS[article.category];
  const name = escapeXml(article.name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-labelledby="t">` +
    `<title id="t">${name}</title><rect width="400" height="300" fill="${look.background}"/>` +
    `<g fill="${look.foreground}">${look.symbol}</g>` +
    `<text x="200" y="260" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" fill="${look.foreground}">${name}</text></svg>`
  );
}

/** GET /static/shop/<articleId>.svg */
export function shopImageRoutes(db: DatabaseSync) {
  return new Hono().get('/:file{[a-z0-9-]+\\.svg}', (c) => {
    const id = c.req.param('file').replace(/\.svg$/, '');
    const article = db.prepare('SELECT name, category FROM shop_articles WHERE id = ?').get(id) as Pick<ArticleRow, 'name' | 'category'> | undefined;
    if (!article) return c.json({ error: { code: 'NOT_FOUND' } }, 404);
    return c.body(articleSvg(article), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      // Opened on its own, the picture can run nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
}
