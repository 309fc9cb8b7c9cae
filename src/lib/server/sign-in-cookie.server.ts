// A sign-in in progress (state, nonce, PKCE verifier, where to go after) lives in a short-lived
// encrypted cookie, not in KV: an anonymous visitor costs no KV write (docs/decisions/0011).
// The cookie also binds the callback to the browser that started the sign-in.
import type { PendingSignIn } from './oidc.server';
import { base64url } from './session-store.server';

/** A sign-in not finished within this time starts again. */
export const SIGN_IN_MAX_AGE_MS = 10 * 60 * 1000;

export interface SignInInProgress extends PendingSignIn {
  returnTo: string;
}

export function signInCookieName(https: boolean): string {
  return https ? '__Host-pp_signin' : 'pp_signin';
}

const keys = new Map<string, Promise<CryptoKey>>();

/** AES-GCM key derived (HKDF) from the client secret, a worker secret only the portal and the provider know. */
function sealingKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', new TextEncoder().encode(secret), 'HKDF', false, ['deriveKey'])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: new TextEncoder().encode('partner-portal sign-in cookie v1') },
          material,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt', 'decrypt'],
        ),
      );
    keys.set(secret, key);
  }
  return key;
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export async function sealSignIn(secret: string, value: SignInInProgress): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sealingKey(secret), plain));
  return `${base64url(iv)}.${base64url(sealed)}`;
}

/** The sign-in this cookie holds; null when it is missing, tampered with or older than SIGN_IN_MAX_AGE_MS. */
export async function openSignIn(secret: string, cookie: string | undefined, now: number): Promise<SignInInProgress | null> {
  if (!cookie) return null;
  const [iv, sealed] = cookie.split('.');
  if (!iv || !sealed) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64url(iv) }, await sealingKey(secret), fromBase64url(sealed));
    const value = JSON.parse(new TextDecoder().decode(plain)) as SignInInProgress;
    if (typeof value.startedAt !== 'number' || now - value.startedAt > SIGN_IN_MAX_AGE_MS || now < value.startedAt - 60_000) return null;
    return value;
  } catch {
    return null;
  }
}
