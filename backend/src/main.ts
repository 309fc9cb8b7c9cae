import { createApiApp } from './api/app.ts';
import { createAccessTokenVerifier } from './api/auth.ts';
import { LOAN_LIFECYCLE } from './blanco/lifecycle.ts';
import { INVENTORY_LIFECYCLE } from './business-finance/lifecycle.ts';
import { loadConfig, type Config } from './config.ts';
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

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

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
});
const oidcHandler = createOidcHandler(provider, db, loginGuard);
const server = createBackendServer(api, providerOutage ? withProviderOutage(providerOutage, oidcHandler) : oidcHandler);
const pruneTimer = setInterval(() => pruneExpired(db), 10 * 60 * 1000);
const stopTickers = [LOAN_LIFECYCLE, LEASING_LIFECYCLE, INVENTORY_LIFECYCLE].map((lifecycle) => lifecycle.startTicker(db, config.delays));
stopTickers.push(startChangeFeed(db, config.webhook));

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `port ${config.port} is in use: set BACKEND_PORT` : error.message);
  process.exit(1);
});
server.listen(config.port, '127.0.0.1', () => {
  console.log(`backend ready on http://127.0.0.1:${config.port}`);
});

function shutdown(signal: string): void {
  console.log(`backend stopping (${signal})`);
  clearInterval(pruneTimer);
  for (const stop of stopTickers) stop();
  server.close(() => {
    db.close();
    process.exit(0);
  });
  server.closeIdleConnections();
  // Keep-alive clients must not hold the shutdown up.
  setTimeout(() => server.closeAllConnections(), 2000).unref();
}
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
