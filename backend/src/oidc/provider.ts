import type { DatabaseSync } from 'node:sqlite';
import Provider, { type Client, type Grant, type KoaContextWithOIDC } from 'oidc-provider';
import { API_AUDIENCE, CLIENT_ID, CLIENT_SECRET, type Config } from '../config.ts';
import { findUserById } from '../db/users.ts';
import { createSqliteAdapter } from './adapter.ts';
import type { SigningKeys } from './keys.ts';
import { logoutSource, renderError } from './pages.ts';

const DAY = 24 * 60 * 60;
const API_SCOPES = 'openid profile email offline_access';

function findAccount(db: DatabaseSync) {
  return async (_ctx: KoaContextWithOIDC, sub: string) => {
    const user = findUserById(db, sub);
    if (!user || user.active !== 1) return undefined;
    return {
      accountId: user.id,
      claims: async () => ({
        sub: user.id,
        email: user.email,
        email_verified: true,
        name: `${user.firstname} ${user.lastname}`,
        given_name: user.firstname,
        family_name: user.lastname,
      }),
    };
  };
}

// First-party client: grant what it asks for instead of showing a consent screen.
async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant> {
  const { oidc } = ctx;
  const clientId = oidc.client!.clientId;
  const accountId = oidc.session!.accountId!;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const grant = existing?.accountId === accountId ? existing : new oidc.provider.Grant({ clientId, accountId });
  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
  grant.addOIDCClaims([...oidc.requestParamClaims]);
  for (const [indicator, server] of Object.entries(oidc.resourceServers)) {
    grant.addResourceScope(
      indicator,
      server.scope
        .split(' ')
        .filter((scope) => oidc.requestParamScopes.has(scope))
        .join(' '),
    );
  }
  await grant.save();
  return grant;
}

export function createProvider(config: Config, db: DatabaseSync, keys: SigningKeys): Provider {
  const provider = new Provider(config.publicUrl, {
    adapter: createSqliteAdapter(db, config.refreshReuseIntervalS),
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: config.portalOrigins.map((origin) => `${origin}/callback`),
        post_logout_redirect_uris: config.portalOrigins,
      },
    ],
    jwks: { keys: [keys.privateJwk] },
    cookies: {
      names: { session: 'op_session', interaction: 'op_interaction', resume: 'op_resume' },
      keys: keys.cookieKeys,
    },
    claims: { openid: ['sub'], profile: ['name', 'given_name', 'family_name'], email: ['email', 'email_verified'] },
    scopes: API_SCOPES.split(' '),
    extraParams: ['audience'],
    findAccount: findAccount(db),
    loadExistingGrant,
    pkce: { required: () => true },
    // offline_access would otherwise be dropped unless the request also had prompt=consent.
    issueRefreshToken: async (_ctx: KoaContextWithOIDC, client: Client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    interactions: { url: async (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      revocation: '/oauth/revoke',
      jwks: '/.well-known/jwks.json',
      userinfo: '/userinfo',
      end_session: '/v2/logout',
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (ctx: KoaContextWithOIDC, _client: Client, oneOf?: string[]) =>
          oneOf ?? (ctx.oidc.params?.audience as string | undefined) ?? API_AUDIENCE,
        getResourceServerInfo: async () => ({
          scope: API_SCOPES,
          audience: API_AUDIENCE,
          accessTokenFormat: 'jwt',
          accessTokenTTL: config.accessTokenTtl,
          jwt: { sign: { alg: 'RS256' } },
        }),
        // A refresh keeps the audience the sign-in asked for.
        useGrantedResource: async () => true,
      },
    },
    ttl: {
      // Read at each issue: the end-to-end tests change it on a running backend (/__test/access-token-ttl).
      AccessToken: () => config.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
    renderError,
  });
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider server_error', error));
  return provider;
}
