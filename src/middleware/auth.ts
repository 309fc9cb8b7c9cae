import { defineMiddleware } from 'astro:middleware';
import { createApiClient } from '../lib/api/client';
import { isApiError } from '../lib/api/errors';
import { readSignedIn } from '../lib/server/session.server';
import { logger } from '../lib/server/logger';
import { refreshFailureOutcome, refreshOnce, replacementFor } from '../lib/server/refresh.server';
import { forcedLogout } from '../lib/server/sign-out.server';
import { needsRefresh } from '../lib/server/tokens';

/**
 * Loads the signed-in user from the session, refreshes the access token before it
 * expires, and ends the session when the provider refuses the refresh (invalid_grant)
 * or the API answers 401. Any other refresh failure is transient (docs/decisions/0010).
 */
export const auth = defineMiddleware(async (context, next) => {
  const { locals } = context;
  const { session } = locals;
  if (locals.screen === 'maintenance') return next();
  const signedIn = await readSignedIn(session);
  if (!signedIn) return next();

  let tokens = signedIn.tokens;
  if (needsRefresh(tokens, Date.now())) {
    try {
      tokens = await refreshOnce(locals.config.oidc, tokens);
      session.set('tokens', tokens);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const outcome = refreshFailureOutcome(error, tokens, Date.now());
      if (outcome === 'signOut') return forcedLogout(context, `token refresh refused: ${reason}`);
      // A provider outage: keep working on the access token while it lasts; the next request tries again.
      logger.warn('token refresh failed, session kept', { reason, path: context.url.pathname });
      // Expired too: this request cannot be served as the dealer, but the session stays for when the provider is back.
      if (outcome === 'keepSessionNotSignedIn') return next();
    }
  }
  locals.user = signedIn.user;
  locals.pointBalance = signedIn.pointBalance;
  locals.api = createApiClient({
    baseUrl: locals.config.apiBaseUrl[locals.country],
    accessToken: tokens.accessToken,
    onUnauthorized: () => {
      locals.unauthorized = true;
    },
  });

  let response: Response;
  try {
    response = await next();
  } catch (error) {
    // A page that let the 401 through: the session ends all the same.
    if (locals.unauthorized || isApiError(error, 'unauthorized')) return forcedLogout(context, 'the Partner API answered 401');
    throw error;
  }
  // Astro writes back the whole session it loaded: never tokens a parallel request rotated.
  const newer = replacementFor(tokens);
  if (newer) session.set('tokens', newer);
  if (!locals.unauthorized) return response;
  await response.body?.cancel();
  return forcedLogout(context, 'the Partner API answered 401');
});
