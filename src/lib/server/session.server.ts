// What the server-side session holds for a signed-in user, read and written in one place.
import type { AstroCookies } from 'astro';
import type { User } from '../api/schemas';
import type { SessionTokens } from './tokens';

type Session = NonNullable<import('astro').APIContext['session']>;

export interface SignedIn {
  tokens: SessionTokens;
  user: User;
  pointBalance: number | null;
}

export async function readSignedIn(session: Session): Promise<SignedIn | null> {
  const [tokens, user, pointBalance] = await Promise.all([session.get('tokens'), session.get('user'), session.get('pointBalance')]);
  if (!tokens || !user) return null;
  return { tokens, user, pointBalance: pointBalance ?? null };
}

/** Sign-in: a new session id, so an id planted before sign-in is worthless after it. */
export async function startSignedInSession(session: Session, signedIn: SignedIn): Promise<void> {
  await session.regenerate();
  session.delete('pendingSignIn');
  session.set('tokens', signedIn.tokens);
  session.set('user', signedIn.user);
  session.set('pointBalance', signedIn.pointBalance);
}

export function endSession(session: Session, cookies: AstroCookies): void {
  session.destroy();
  cookies.delete('pp_session', { path: '/' });
}
