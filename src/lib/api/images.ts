// Pictures the Partner API's host serves (the marketplace's photos, docs/decisions/0036; the point
// shop's articles, ADR 0035) are shown straight from there: the page CSP's img-src allows the
// country's Partner API origin (docs/decisions/0037). A picture from anywhere else would be
// blocked, so a page leaves it out rather than showing it broken.

/** `url` when it is an http(s) address on `origin`, else null. */
export function imageOnOrigin(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin && (parsed.protocol === 'https:' || parsed.protocol === 'http:') ? parsed.href : null;
  } catch {
    return null;
  }
}
