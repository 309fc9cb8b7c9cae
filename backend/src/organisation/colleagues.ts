// The organisation admin's colleagues (issue 25 §4): the dealer's users with their roles and where
// they stand, an invitation by e-mail (a new user, inactive until the link sets a password), a
// change of roles, a deactivation that ends every sign-in of the colleague, and every change kept
// with who and when. An admin can neither take their own admin role away nor deactivate themselves.
import { randomBytes, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import {
  INVITATION_DAYS,
  type Colleague,
  type ColleagueChange,
  type ColleagueChangeKind,
  type ColleagueStatus,
  type InviteColleague,
} from '../../../src/lib/api/colleagues-schemas.ts';
import type { CountryCode, Role } from '../../../src/lib/api/schemas.ts';
import { ApiError, notFound } from '../api/errors.ts';
import { inTransaction } from '../db/transaction.ts';
import { findUserByEmail, type UserRow } from '../db/users.ts';
import { revokeAllGrantsOf } from '../oidc/store-queries.ts';
import { sendMail } from './outbox.ts';
import { invitationMail } from './invitation-mail.ts';

const DAY_MS = 86_400_000;
/** The changes the page shows. */
const CHANGES_SHOWN = 50;

const iso = (ms: number) => new Date(ms).toISOString();
const rolesOf = (user: Pick<UserRow, 'roles'>) => JSON.parse(user.roles) as Role[];

function statusOf(user: UserRow, openInvitationUntil: number | null, now: number): ColleagueStatus {
  if (user.active === 1) return 'ACTIVE';
  if (openInvitationUntil === null) return 'DEACTIVATED';
  return openInvitationUntil > now ? 'INVITED' : 'INVITATION_EXPIRED';
}

/** The newest unused invitation's expiry per user of the dealer. */
function openInvitations(db: DatabaseSync, dealerId: string): Map<string, number> {
  const rows = db
    .prepare(
      `SELECT i.user_id, MAX(i.expires_at) AS until FROM invitations i JOIN users u ON u.id = i.user_id
    WHERE u.dealer_id = ? AND i.used_at IS NULL GROUP BY i.user_id`,
    )
    .all(dealerId) as { user_id: string; until: number }[];
  return new Map(rows.map((row) => [row.user_id, row.until]));
}

const collator = new Intl.Collator('sv', { sensitivity: 'base' });

/** Every user of the dealer, by last name; an open invitation's last day with it. */
export function colleaguesOf(db: DatabaseSync, dealerId: string, now = Date.now()): Colleague[] {
  const invitations = openInvitations(db, dealerId);
  const users = db.prepare('SELECT * FROM users WHERE dealer_id = ?').all(dealerId) as unknown as UserRow[];
  return users
    .sort((a, b) => collator.compare(a.lastname, b.lastname) || collator.compare(a.firstname, b.firstname))
    .map((user) => {
      const until = user.active === 1 ? null : (invitations.get(user.id) ?? null);
      return {
        id: user.id,
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        roles: rolesOf(user),
        status: statusOf(user, until, now),
        invitedUntil: until === null ? null : iso(until),
        lastSignedInAt: user.last_signed_in_at === null ? null : iso(user.last_signed_in_at),
      };
    });
}

/** Keeps a change with who made it (null: the colleague themselves) and when. */
export function recordChange(
  db: DatabaseSync,
  change: { dealerId: string; kind: ColleagueChangeKind; actorId: string | null; userId: string; roles: Role[] | null },
  now = Date.now(),
): void {
  db.prepare('INSERT INTO colleague_changes (dealer_id, at, kind, actor_id, user_id, roles) VALUES (?, ?, ?, ?, ?, ?)').run(
    change.dealerId,
    now,
    change.kind,
    change.actorId,
    change.userId,
    change.roles === null ? null : JSON.stringify(change.roles),
  );
}

export function changesOf(db: DatabaseSync, dealerId: string): ColleagueChange[] {
  const rows = db
    .prepare(
      `SELECT c.at, c.kind, c.roles, a.firstname AS actor_first, a.lastname AS actor_last, u.firstname, u.lastname
    FROM colleague_changes c JOIN users u ON u.id = c.user_id LEFT JOIN users a ON a.id = c.actor_id
    WHERE c.dealer_id = ? ORDER BY c.at DESC, c.id DESC LIMIT ?`,
    )
    .all(dealerId, CHANGES_SHOWN) as {
    at: number;
    kind: ColleagueChangeKind;
    roles: string | null;
    actor_first: string | null;
    actor_last: string | null;
    firstname: string;
    lastname: string;
  }[];
  return rows.map((row) => ({
    at: iso(row.at),
    kind: row.kind,
    by: row.actor_first === null ? null : `${row.actor_first} ${row.actor_last ?? ''}`.trim(),
    colleague: `${row.firstname} ${row.lastname}`,
    roles: row.roles === null ? null : (JSON.parse(row.roles) as Role[]),
  }));
}

/**
 * A new colleague (or one deactivated, or whose invitation ran out, invited again): inactive until the
 * e-mailed link sets a password. An active user, or an e-mail another dealer's user has, is a 409.
 */
export function inviteColleague(
  db: DatabaseSync,
  admin: UserRow,
  invite: InviteColleague,
  link: { portalOrigin: string; country: CountryCode },
  now = Date.now(),
): Colleague {
  const existing = findUserByEmail(db, invite.email);
  if (existing && (existing.dealer_id !== admin.dealer_id || existing.active === 1))
    throw new ApiError(409, 'ALREADY_A_USER', 'This e-mail address already has an account');
  const token = randomBytes(24).toString('base64url');
  const userId = existing?.id ?? randomUUID();
  inTransaction(db, () => {
    if (existing) {
      db.prepare('UPDATE users SET firstname = ?, lastname = ?, roles = ? WHERE id = ?').run(
        invite.firstname,
        invite.lastname,
        JSON.stringify(invite.roles),
        userId,
      );
      // Only the newest link works: an older one is as good as used.
      db.prepare('UPDATE invitations SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(now, userId);
    } else {
      db.prepare(`INSERT INTO users (id, email, firstname, lastname, dealer_id, facility_id, roles, active) VALUES (?, ?, ?, ?, ?, ?, ?, 0)`).run(
        userId,
        invite.email,
        invite.firstname,
        invite.lastname,
        admin.dealer_id,
        admin.facility_id,
        JSON.stringify(invite.roles),
      );
    }
    db.prepare('INSERT INTO invitations (token, user_id, expires_at) VALUES (?, ?, ?)').run(token, userId, now + INVITATION_DAYS * DAY_MS);
    recordChange(db, { dealerId: admin.dealer_id, kind: 'INVITED', actorId: admin.id, userId, roles: invite.roles }, now);
    const dealer = db.prepare('SELECT name FROM dealers WHERE id = ?').get(admin.dealer_id) as { name: string };
    const url = `${link.portalOrigin}/activate-account/${token}`;
    sendMail(
      db,
      {
        to: invite.email,
        ...invitationMail(link.country, {
          dealer: dealer.name,
          admin: `${admin.firstname} ${admin.lastname}`,
          url,
          days: INVITATION_DAYS,
          roles: invite.roles,
          expiresAt: now + INVITATION_DAYS * DAY_MS,
        }),
        link: url,
      },
      now,
    );
  });
  return colleaguesOf(db, admin.dealer_id, now).find((colleague) => colleague.id === userId)!;
}

function colleagueOf(db: DatabaseSync, admin: UserRow, userId: string): UserRow {
  const user = db.prepare('SELECT * FROM users WHERE id = ? AND dealer_id = ?').get(userId, admin.dealer_id) as UserRow | undefined;
  if (!user) throw notFound('No such colleague');
  return user;
}

/** New roles; an admin keeps their own ORGANIZATION_ADMIN (409 OWN_ADMIN_ROLE). */
export function changeRoles(db: DatabaseSync, admin: UserRow, userId: string, roles: Role[], now = Date.now()): Colleague {
  const user = colleagueOf(db, admin, userId);
  if (user.id === admin.id && !roles.includes('ORGANIZATION_ADMIN')) throw new ApiError(409, 'OWN_ADMIN_ROLE', 'An admin cannot remove their own admin role');
  const unique = [...new Set(roles)];
  inTransaction(db, () => {
    db.prepare('UPDATE users SET roles = ? WHERE id = ?').run(JSON.stringify(unique), user.id);
    recordChange(db, { dealerId: admin.dealer_id, kind: 'ROLES_CHANGED', actorId: admin.id, userId: user.id, roles: unique }, now);
  });
  return colleaguesOf(db, admin.dealer_id, now).find((colleague) => colleague.id === user.id)!;
}

/**
 * The colleague can no longer sign in, and every sign-in they have ends: their tokens are refused
 * (an inactive user's, api/auth.ts) and their refresh tokens revoked. Open invitations end too.
 * An admin cannot deactivate themselves (409 OWN_ACCOUNT).
 */
export function deactivate(db: DatabaseSync, admin: UserRow, userId: string, now = Date.now()): Colleague {
  const user = colleagueOf(db, admin, userId);
  if (user.id === admin.id) throw new ApiError(409, 'OWN_ACCOUNT', 'An admin cannot deactivate themselves');
  inTransaction(db, () => {
    db.prepare('UPDATE users SET active = 0 WHERE id = ?').run(user.id);
    db.prepare('UPDATE invitations SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(now, user.id);
    revokeAllGrantsOf(db, user.id);
    recordChange(db, { dealerId: admin.dealer_id, kind: 'DEACTIVATED', actorId: admin.id, userId: user.id, roles: null }, now);
  });
  return colleaguesOf(db, admin.dealer_id, now).find((colleague) => colleague.id === user.id)!;
}
