// POST user-invitations/peek and consume: the calls without a bearer token (the invitation's token is the credential).
import { createApiClient, MIN_READ_BUDGET_MS } from '../api/client';
import { ENDPOINTS } from '../api/endpoints';
import { isApiError } from '../api/errors';
import { InvitedSchema, type Invited } from '../api/schemas';
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

/** Whom the invitation is for (her name, e-mail and company), or null when the link is no longer good or the API does not answer in the page's time. */
export async function invitedBy(baseUrl: string, token: string, answerBy: number): Promise<Invited | null> {
  const api = createApiClient({ baseUrl, accessToken: null });
  try {
    return await api.post(ENDPOINTS.userInvitations.peek, InvitedSchema, {
      body: { token },
      read: true,
      timeoutMs: Math.max(MIN_READ_BUDGET_MS, answerBy - Date.now()),
    });
  } catch (error) {
    if (!isApiError(error, 'notFound'))
      logger.warn('account activation: whom the invitation is for could not be read', { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
