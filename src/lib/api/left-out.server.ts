// A part of a page the Partner API could not give: left out (null) and logged, so the page shows
// the rest with its own "could not be loaded" in that place. After a 401 the middleware signs the
// dealer out whatever the page rendered (locals.unauthorized, docs/decisions/0049).
import { logger } from '../server/logger';
import { isApiError } from './errors';

/** For a `.catch()`: `fetchPriceList(api).catch(leftOut('leasing apply: the price list could not be loaded'))`. */
export const leftOut =
  (message: string) =>
  (error: unknown): null => {
    logger.error(message, { kind: isApiError(error) ? error.kind : 'unexpected', error: String(error) });
    return null;
  };
