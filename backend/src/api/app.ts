import { Hono } from 'hono';
import { except } from 'hono/combine';
import type { DatabaseSync } from 'node:sqlite';
import { bankPageRoutes } from '../business-finance/bank-page.ts';
import { shopImageRoutes } from '../shop/images.ts';
import { readFlags } from '../flags.ts';
import type { LoginGuard } from '../oidc/brute-force.ts';
import { createFaultStore, faultInjection } from '../test-faults.ts';
import { accessTokenTtlRoutes, providerOutageRoutes, type ProviderOutage } from '../test-provider-faults.ts';
import { analyticsRoutes, analyticsTestRoutes, createAnalyticsStandIn } from '../stand-ins/analytics.ts';
import { chatRoutes, chatTestRoutes, createChatStandIn } from '../stand-ins/chat.ts';
import { testRoutes } from '../test-routes.ts';
import { createVehicleRegister, vehicleRegisterRoutes } from '../vehicles/register.ts';
import { bearerAuth, type AccessTokenVerifier } from './auth.ts';
import type { AppEnv } from './env.ts';
import { handleError } from './errors.ts';
import { accountRoutes } from './routes/account.ts';
import { blancoRoutes } from './routes/blanco.ts';
import type { LeadRouteOptions } from '../leads/lead-routes.ts';
import { businessFinanceRoutes } from './routes/business-finance.ts';
import { commissionRoutes } from './routes/commissions.ts';
import { fileRoutes } from './routes/files.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { invoiceRoutes } from './routes/invoices.ts';
import { leasingRoutes } from './routes/leasing.ts';
import { marketRoutes } from './routes/market.ts';
import { marketPhotoRoutes } from '../market/photos.ts';
import { lookupRoutes } from './routes/lookup.ts';
import { partnerRoutes } from './routes/partner.ts';
import { outboxRoutes } from './routes/outbox.ts';
import { shopRoutes } from './routes/shop.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';
import { tokenRoutes } from './routes/token.ts';

export interface ApiAppOptions {
  db: DatabaseSync;
  verifyAccessToken: AccessTokenVerifier;
  testRoutes: boolean;
  blanco: LeadRouteOptions;
  /** Direct bank payments of invoices: where they start, and the portal origins they may return to. */
  payments: { directPaymentUrl: string; portalOrigins: string[] };
  /** With test routes: the provider outage switch at /__test/provider-outage. */
  providerOutage?: ProviderOutage;
  loginGuard: LoginGuard;
  /** With test routes: how long the access tokens issued from now on live, at /__test/access-token-ttl. */
  accessTokenTtl?: { get(): number; set(seconds: number): void };
}

/**
 * The Partner API (/api/:country/...), the flag service (/flags), the analytics and support chat
 * stand-ins (/stand-in/...) and, if enabled, /__test.
 */
export function createApiApp({
  db,
  verifyAccessToken,
  testRoutes: withTestRoutes,
  blanco,
  payments,
  providerOutage,
  loginGuard,
  accessTokenTtl,
}: ApiAppOptions) {
  const faults = withTestRoutes ? createFaultStore() : undefined;
  const vehicleRegister = createVehicleRegister();
  // The invitation's token is the credential of its two calls: no bearer token.
  const api = new Hono<AppEnv>().use(
    '*',
    except(['/api/:country/user-invitations/consume', '/api/:country/user-invitations/peek'], bearerAuth(db, verifyAccessToken)),
  );
  if (faults) api.use('*', faultInjection(faults));
  api
    .route('/user-invitations', invitationRoutes(db, loginGuard))
    .route('/account', accountRoutes(db))
    .route('/token', tokenRoutes(db))
    .route('/partner', partnerRoutes(db, payments.portalOrigins))
    .route('/shop', shopRoutes(db, blanco.publicUrl))
    .route('/subscriptions', subscriptionRoutes(db))
    .route('/blanco', blancoRoutes(db, blanco, payments))
    .route('/leasing', leasingRoutes(db, blanco))
    .route('/business-finance', businessFinanceRoutes(db, blanco))
    .route('/commissions', commissionRoutes(db))
    .route('/invoices', invoiceRoutes(db, { delays: blanco.delays, ...payments }))
    .route('/market', marketRoutes(db, blanco.publicUrl))
    .route('/files', fileRoutes(db))
    .route('/lookup', lookupRoutes(db, vehicleRegister));

  const analytics = createAnalyticsStandIn();
  const chat = createChatStandIn();
  const app = new Hono<AppEnv>()
    .get('/flags', (c) => c.json(readFlags(db)))
    .route('/stand-in/analytics', analyticsRoutes(analytics, payments.portalOrigins))
    .route('/stand-in/chat', chatRoutes(chat, payments.portalOrigins, blanco.publicUrl))
    .route('/bank', bankPageRoutes(payments.portalOrigins))
    .route('/static/shop', shopImageRoutes(db))
    .route('/static/market', marketPhotoRoutes(db))
    // The stand-in's e-mail outbox (no mail leaves the machine): `npm start` prints its address.
    .route('/outbox', outboxRoutes(db))
    .route('/api/:country{(?:se|fi|dk)}', api);
  if (faults && providerOutage) app.route('/__test/provider-outage', providerOutageRoutes(providerOutage));
  if (faults) app.route('/__test/vehicle-register', vehicleRegisterRoutes(vehicleRegister));
  if (faults && accessTokenTtl) app.route('/__test/access-token-ttl', accessTokenTtlRoutes(accessTokenTtl));
  if (faults) {
    app.route('/__test/analytics', analyticsTestRoutes(analytics));
    app.route('/__test/chat', chatTestRoutes(chat));
    app.route('/__test', testRoutes(db, faults, blanco.delays));
  }
  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND' } }, 404));
  app.onError(handleError);
  return app;
}
