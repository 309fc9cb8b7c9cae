// An ad's photos are served by the Partner API's host (docs/decisions/0036) and shown straight from
// there (src/lib/api/images.ts): a photo from anywhere else is left out.
import { imageOnOrigin } from '../api/images';
import { configuredOrigin } from '../configured-origin';

export function photosFrom(photos: readonly { url: string }[], allowedOrigin: string): string[] {
  return photos.flatMap(({ url }) => imageOnOrigin(url, allowedOrigin) ?? []);
}

/** The first photo that may be shown, reading no further (a card on Home shows one). */
export function firstPhotoFrom(photos: readonly { url: string }[], allowedOrigin: string): string | undefined {
  for (const { url } of photos) {
    const shown = imageOnOrigin(url, allowedOrigin);
    if (shown) return shown;
  }
  return undefined;
}

/** The origin the photos come from: the country's Partner API. */
export const photoOrigin = configuredOrigin;
