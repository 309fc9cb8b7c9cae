// POST user-invitations/consume: the one call without a bearer token.
import { createApiClient } from '../api/client';
import { ENDPOINTS } from '../api/endpoints';
import { isApiError } from '../api/errors';
import { logger } from '../server/logger';

export type ConsumeOutcome = 'activated' | 'linkInvalid' | 'failed';

export async function consumeInvitation(baseUrl: string, token: string, password: string): Promise<ConsumeOutcome> {
  const api = createApiClient({ baseUrl, accessToken: null });
  try {
    await api.send('POST', ENDPOINTS.userInvitations.consume, { body: { token, password } });
    return 'activated';
  } catch (error) {
    if (isApiError(error, 'notFound')) return 'linkInvalid';
    logger.error('account activation failed', { error: error instanceof Error ? error.message : String(error) });
    return 'failed';
  }
}
