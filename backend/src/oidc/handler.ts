import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import type { Provider } from 'oidc-provider';
import type { LoginGuard } from './brute-force.ts';
import { createInteractionHandler } from './interactions.ts';

/** Everything that is not the API: the login pages under /interaction/, the rest is oidc-provider's. */
export function createOidcHandler(provider: Provider, db: DatabaseSync, guard: LoginGuard) {
  const handleInteraction = createInteractionHandler(provider, db, guard);
  const providerCallback = provider.callback();
  return (req: IncomingMessage, res: ServerResponse): Promise<void> =>
    req.url?.startsWith('/interaction/') ? handleInteraction(req, res) : providerCallback(req, res);
}
