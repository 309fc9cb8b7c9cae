// An ad's photos are served by the Partner API's host (docs/decisions/0036) and shown straight from
// there: the page CSP's img-src allows that one origin (docs/decisions/0037). A photo from anywhere
// else would be blocked by the CSP anyway, so it is left out rather than shown broken.
export function photosFrom(photos: readonly { url: string }[], allowedOrigin: string): string[] {
  return photos.flatMap(({ url }) => {
    try {
      const parsed = new URL(url);
      return parsed.origin === allowedOrigin && (parsed.protocol === 'https:' || parsed.protocol === 'http:') ? [parsed.href] : [];
    } catch {
      return [];
    }
  });
}

/** The origin the photos come from: the country's Partner API. */
export const photoOrigin = (apiBaseUrl: string): string => new URL(apiBaseUrl).origin;
