import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { ConsumeInvitationSchema, PeekInvitationSchema, type Invited } from '../../../../src/lib/api/schemas.ts';
import type { LoginGuard } from '../../oidc/brute-force.ts';
import { hashPassword, passwordProblems } from '../../passwords.ts';
import { recordChange } from '../../organisation/colleagues.ts';
import { ApiError, parseBody, wrongData } from '../errors.ts';

interface InvitationRow {
  user_id: string;
  expires_at: number;
  used_at: number | null;
}

const invalid = () => new ApiError(410, 'ACTIVATION_INVALID');

/** Account activation: no bearer token, the invitation token is the credential. */
export function invitationRoutes(db: DatabaseSync, guard: LoginGuard) {
  return new Hono()
    .post('/peek', async (c) => {
      const { token } = await parseBody(c, PeekInvitationSchema);
      const invitation = db.prepare('SELECT user_id, expires_at, used_at FROM invitations WHERE token = ?').get(token) as InvitationRow | undefined;
      if (!invitation || invitation.used_at !== null || invitation.expires_at <= Date.now()) throw invalid();
      const row = db
        .prepare('SELECT u.firstname, u.lastname, u.email, d.name AS dealer FROM users u JOIN dealers d ON d.id = u.dealer_id WHERE u.id = ?')
        .get(invitation.user_id) as Invited;
      const invited: Invited = { firstname: row.firstname, lastname: row.lastname, email: row.email, dealer: row.dealer };
      return c.json(invited);
    })
    .post('/consume', async (c) => {
      const { token, password } = await parseBody(c, ConsumeInvitationSchema);
      const problems = passwordProblems(password);
      if (problems.length > 0) throw wrongData(`password: ${problems.join('; ')}`);
      const invitation = db.prepare('SELECT user_id, expires_at, used_at FROM invitations WHERE token = ?').get(token) as InvitationRow | undefined;
      if (!invitation || invitation.used_at !== null || invitation.expires_at <= Date.now()) throw invalid();
      const passwordHash = await hashPassword(password);
      db.exec('BEGIN IMMEDIATE');
      try {
        // The used_at guard makes a concurrent second consume of the same token lose.
        const { changes } = db.prepare('UPDATE invitations SET used_at = ? WHERE token = ? AND used_at IS NULL').run(Date.now(), token);
        if (Number(changes) !== 1) throw invalid();
        db.prepare('UPDATE users SET password_hash = ?, active = 1 WHERE id = ?').run(passwordHash, invitation.user_id);
        const { dealer_id: dealerId } = db.prepare('SELECT dealer_id FROM users WHERE id = ?').get(invitation.user_id) as { dealer_id: string };
        recordChange(db, { dealerId, kind: 'ACTIVATED', actorId: null, userId: invitation.user_id, roles: null });
        db.exec('COMMIT');
        // A new password ends any sign-in block of the account (ADR 0014, as Auth0's password reset).
        const user = db.prepare('SELECT email FROM users WHERE id = ?').get(invitation.user_id) as { email: string } | undefined;
        if (user) guard.passwordChanged(user.email);
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
      return c.body(null, 204);
    });
}
