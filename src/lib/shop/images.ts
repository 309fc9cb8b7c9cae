// Articles' pictures are SVGs drawn by the Partner API's host (/static/shop/<id>.svg, ADR 0035) and
// shown straight from there: the page CSP's img-src allows the country's Partner API origin
// (docs/decisions/0037, the marketplace's photos). A picture from anywhere else would be blocked, so
// the page leaves it out rather than showing it broken.

/** The picture's URL when it is on the Partner API's origin, else null. */
export function articleImageUrl(imageUrl: string, apiBaseUrl: string): string | null {
  try {
    const url = new URL(imageUrl);
    return url.origin === new URL(apiBaseUrl).origin && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
  } catch {
    return null;
  }
}
