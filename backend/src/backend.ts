// backend/ assembled from its configuration: the database, the identity provider, the Partner API,
// the lifecycles' tickers and the change feed, behind one HTTP server. main.ts runs it as the
// process of `npm start` and the end-to-end stacks; the integration tests run it in their own
// process (tests/support/backend.ts), so a test file pays for a database, not for a Node start.
import type { Server } from 'node:http';
import { createApiApp } from './api/app.ts';
import { createAccessTokenVerifier } from './api/auth.ts';
import { LOAN_LIFECYCLE } from './blanco/lifecycle.ts';
import { INVENTORY_LIFECYCLE } from './business-finance/lifecycle.ts';
import type { Config } from './config.ts';
import { LEASING_LIFECYCLE } from './leasing/lifecycle.ts';
import { prepareDatabase } from './db/database.ts';
import { pruneExpired } from './oidc/adapter.ts';
import { createLoginGuard } from './oidc/brute-force.ts';
import { createOidcHandler } from './oidc/handler.ts';
import { loadSigningKeys } from './oidc/keys.ts';
import { createProvider } from './oidc/provider.ts';
import { createBackendServer } from './server.ts';
import { startChangeFeed } from './webhooks/change-feed.ts';
import { createProviderOutage, withProviderOutage } from './test-provider-faults.ts';

export interface Backend {
  server: Server;
  /** Stops the tickers, closes the server (idle keep-alive clients at once, busy ones after 2 s) and the database. */
  close(): Promise<void>;
}

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** Everything backend/ runs, not yet listening: call `server.listen(config.port, '127.0.0.1')`. */
export async function createBackend(config: Config): Promise<Backend> {
  const db = await prepareDatabase(config.dataDir);
  pruneExpired(db);
  const keys = await loadSigningKeys(config.dataDir);
  const provider = createProvider(config, db, keys);
  const providerOutage = config.testRoutes ? createProviderOutage() : undefined;
  const loginGuard = createLoginGuard(config.loginBlockMs);
  const api = createApiApp({
    db,
    verifyAccessToken: await createAccessTokenVerifier(keys.publicJwk, config.publicUrl),
    testRoutes: config.testRoutes,
    blanco: { delays: config.delays, publicUrl: config.publicUrl },
    payments: { directPaymentUrl: config.directPaymentUrl, portalOrigins: config.portalOrigins },
    providerOutage,
    loginGuard,
    accessTokenTtl: config.testRoutes ? { get: () => config.accessTokenTtl, set: (seconds) => (config.accessTokenTtl = seconds) } : undefined,
  });
  const oidcHandler = createOidcHandler(provider, db, loginGuard);
  const server = createBackendServer(api, providerOutage ? withProviderOutage(providerOutage, oidcHandler) : oidcHandler);
  const pruneTimer = setInterval(() => pruneExpired(db), PRUNE_EVERY_MS);
  const stopTickers = [LOAN_LIFECYCLE, LEASING_LIFECYCLE, INVENTORY_LIFECYCLE].map((lifecycle) => lifecycle.startTicker(db, config.delays));
  stopTickers.push(startChangeFeed(db, config.webhook));

  return {
    server,
    close: () =>
      new Promise<void>((done) => {
        clearInterval(pruneTimer);
        for (const stop of stopTickers) stop();
        const closed = () => {
          db.close();
          done();
        };
        if (!server.listening) return closed();
        server.close(closed);
        server.closeIdleConnections();
        // Keep-alive clients must not hold the shutdown up.
        setTimeout(() => server.closeAllConnections(), 2000).unref();
      }),
  };
}
