// A small OpenID provider test double on node:http: discovery, JWKS and a token endpoint
// whose answers each test scripts (crafted ID tokens signed with jose, outages, invalid_grant).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export const CLIENT_ID = 'partner-portal';
export const CLIENT_SECRET = 'double-secret';
const KEY_ID = 'double-key-1';

type CryptoKeyLike = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

interface TokenAnswer {
  status: number;
  body?: unknown;
  /** Close the connection without an answer (a network failure). */
  drop?: boolean;
  /** Answer this late (a stalled provider). */
  delayMs?: number;
}

export interface OidcDouble {
  issuer: string;
  /** Answers of the token endpoint, first in first out; the last one repeats. */
  tokenAnswers: TokenAnswer[];
  /** How many requests reached the token endpoint. */
  tokenRequests: number;
  /** A signed ID token with these claims and header changes (kid and alg RS256 unless overridden). */
  idToken(claims: JWTPayload, header?: { kid?: string | null; alg?: string }, key?: CryptoKeyLike): Promise<string>;
  /** A key the provider's JWKS does not hold. */
  strangerKey: CryptoKeyLike;
  close(): Promise<void>;
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

function drain(request: IncomingMessage): Promise<string> {
  return new Promise((done) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => done(body));
  });
}

export async function startOidcDouble(): Promise<OidcDouble> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const double: OidcDouble = {
    issuer: '',
    tokenAnswers: [],
    tokenRequests: 0,
    strangerKey: stranger.privateKey,
    async idToken(claims, header = {}, key = privateKey) {
      const protectedHeader: { alg: string; kid?: string } = { alg: header.alg ?? 'RS256' };
      const kid = header.kid === undefined ? KEY_ID : header.kid;
      if (kid !== null) protectedHeader.kid = kid;
      return new SignJWT(claims).setProtectedHeader(protectedHeader).sign(key);
    },
    close: async () => {},
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://double').pathname;
    if (path === '/.well-known/openid-configuration') {
      json(response, 200, {
        issuer: double.issuer,
        authorization_endpoint: `${double.issuer}/authorize`,
        token_endpoint: `${double.issuer}/token`,
        jwks_uri: `${double.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
      return;
    }
    if (path === '/jwks') {
      json(response, 200, { keys: [jwk] });
      return;
    }
    if (path === '/token' && request.method === 'POST') {
      void drain(request).then(() => {
        double.tokenRequests += 1;
        const answer = double.tokenAnswers.length > 1 ? double.tokenAnswers.shift() : double.tokenAnswers[0];
        if (!answer || answer.drop) {
          response.socket?.destroy();
          return;
        }
        setTimeout(() => json(response, answer.status, answer.body ?? {}), answer.delayMs ?? 0);
      });
      return;
    }
    json(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  double.issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  double.close = () =>
    new Promise((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return double;
}
