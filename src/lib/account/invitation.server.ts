// POST user-invitations/consume: the one call without a bearer token.
import { createApiClient, MIN_READ_BUDGET_MS } from '../api/client';
import { ENDPOINTS } from '../api/endpoints';
import { isApiError } from '../api/errors';
import { logger } from '../server/logger';

/** `noAnswer`: the API did not answer within the page's time; the account may or may not be active yet. */
export type ConsumeOutcome = 'activated' | 'linkInvalid' | 'noAnswer' | 'failed';

/**
 * Activates the account; the API is given what is left of the page's time (`answerBy`, 3.5 s a
 * page, issue 39 §4), at least 0.8 s, so a hung API never holds the dealer's page for the 8 s of a write.
 */
export async function consumeInvitation(baseUrl: string, token: string, password: string, answerBy: number): Promise<ConsumeOutcome> {
  const api = createApiClient({ baseUrl, accessToken: null });
  try {
    await api.send('POST', ENDPOINTS.userInvitations.consume, { body: { token, password }, timeoutMs: Math.max(MIN_READ_BUDGET_MS, answerBy - Date.now()) });
    return 'activated';
  } catch (error) {
    if (isApiError(error, 'notFound')) return 'linkInvalid';
    if (isApiError(error, 'unavailable')) {
      logger.warn('account activation: no answer in time', { error: error instanceof Error ? error.message : String(error) });
      return 'noAnswer';
    }
    logger.error('account activation failed', { error: error instanceof Error ? error.message : String(error) });
    return 'failed';
  }
}
