// What the server-side session holds for a signed-in user, read and written in one place.
import type { User } from '../api/schemas';
import type { PortalSession } from './session-store.server';
import type { SessionTokens } from './tokens';

export interface SignedIn {
  tokens: SessionTokens;
  user: User;
  pointBalance: number | null;
}

export async function readSignedIn(session: PortalSession): Promise<SignedIn | null> {
  const [tokens, user, pointBalance] = await Promise.all([session.get('tokens'), session.get('user'), session.get('pointBalance')]);
  if (!tokens || !user) return null;
  return { tokens, user, pointBalance: pointBalance ?? null };
}

/** Sign-in: a new session id, so an id planted before sign-in is worthless after it. */
export async function startSignedInSession(session: PortalSession, signedIn: SignedIn): Promise<void> {
  await session.regenerate();
  // Data kept for the user before (src/lib/partner/facilities.server.ts) is never another's.
  session.delete('facilities');
  session.set('tokens', signedIn.tokens);
  session.set('user', signedIn.user);
  session.set('pointBalance', signedIn.pointBalance);
  session.set('userReadAt', Date.now());
}

export function endSession(session: PortalSession): void {
  session.destroy();
}
