// Articles' pictures are SVGs drawn by the Partner API's host (/static/shop/<id>.svg, ADR 0035) and
// shown straight from there (src/lib/api/images.ts): a picture from anywhere else is left out.
import { imageOnOrigin } from '../api/images';
import { configuredOrigin } from '../configured-origin';

/** The picture's URL when it is on the Partner API's origin, else null. */
export const articleImageUrl = (imageUrl: string, apiBaseUrl: string): string | null => imageOnOrigin(imageUrl, configuredOrigin(apiBaseUrl));
