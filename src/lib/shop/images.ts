// Articles' pictures are drawn by the API's host (/static/shop/<id>.svg); the portal serves them
// from its own origin (docs/decisions/0038), so pages keep img-src 'self'.
import { endpointPathTo } from '../routes';
import { ARTICLE_ID } from './cart';

/** The portal's address of an article's picture. */
export const articleImagePath = (articleId: string) => endpointPathTo('PointShopImage', { id: articleId });

/** Where the worker fetches it: the API host's static path; null for an id that is no article id. */
export function articleImageSource(apiBaseUrl: string, articleId: string): string | null {
  if (!ARTICLE_ID.test(articleId)) return null;
  return new URL(`/static/shop/${articleId}.svg`, apiBaseUrl).toString();
}
