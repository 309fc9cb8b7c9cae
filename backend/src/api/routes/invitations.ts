import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { ConsumeInvitationSchema } from '../../../../src/lib/api/schemas.ts';
import { hashPassword, passwordProblems } from '../../passwords.ts';
import { ApiError, parseBody, wrongData } from '../errors.ts';

interface InvitationRow {
  user_id: string;
  expires_at: number;
  used_at: number | null;
}

const invalid = () => new ApiError(410, 'ACTIVATION_INVALID');

/** Account activation: no bearer token, the invitation token is the credential. */
export function invitationRoutes(db: DatabaseSync) {
  return new Hono().post('/consume', async (c) => {
    const { token, password } = await parseBody(c, ConsumeInvitationSchema);
    const problems = passwordProblems(password);
    if (problems.length > 0) throw wrongData(`password: ${problems.join('; ')}`);
    const invitation = db.prepare('SELECT user_id, expires_at, used_at FROM invitations WHERE token = ?')
      .get(token) as InvitationRow | undefined;
    if (!invitation || invitation.used_at !== null || invitation.expires_at <= Date.now()) throw invalid();
    const passwordHash = await hashPassword(password);
    db.exec('BEGIN IMMEDIATE');
    try {
      // The used_at guard makes a concurrent second consume of the same token lose.
      const { changes } = db.prepare('UPDATE invitations SET used_at = ? WHERE token = ? AND used_at IS NULL')
        .run(Date.now(), token);
      if (Number(changes) !== 1) throw invalid();
      db.prepare('UPDATE users SET password_hash = ?, active = 1 WHERE id = ?').run(passwordHash, invitation.user_id);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
    return c.body(null, 204);
  });
}
