// A part of a page the Partner API could not give: left out (null) and logged, so the page shows
// the rest with its own "could not be loaded" in that place. A 401 is not a missing part: it goes
// on to the middleware, which signs the dealer out.
import { logger } from '../server/logger';
import { isApiError, rethrowUnauthorized } from './errors';

/** For a `.catch()`: `fetchPriceList(api).catch(leftOut('leasing apply: price list'))`. */
export const leftOut =
  (what: string) =>
  (error: unknown): null => {
    rethrowUnauthorized(error);
    logger.error(`${what} could not be loaded`, { kind: isApiError(error) ? error.kind : 'unexpected', error: String(error) });
    return null;
  };
