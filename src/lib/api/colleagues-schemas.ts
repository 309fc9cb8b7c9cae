// The Partner API contract of the organisation admin's colleagues (issue 25 §4; SPEC §7 partner and
// user-invitations): the dealer's users with their roles and status, an invitation by e-mail with
// the roles the colleague gets, a change of roles, a deactivation, and every change with who and
// when. Shared by the portal and backend/; imports valibot and the shared contract only.
import * as v from 'valibot';
import { ROLES } from './schemas.ts';

const RoleSchema = v.picklist(ROLES);

/** An invitation link is good this many days (SPEC §8 "too old or already used" after). */
export const INVITATION_DAYS = 7;

const COLLEAGUE_STATUSES = ['ACTIVE', 'INVITED', 'INVITATION_EXPIRED', 'DEACTIVATED'] as const;
export type ColleagueStatus = (typeof COLLEAGUE_STATUSES)[number];

export const ColleagueSchema = v.object({
  id: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  roles: v.array(RoleSchema),
  status: v.picklist(COLLEAGUE_STATUSES),
  /** An open invitation's last day (ISO 8601); null once activated, or without one. */
  invitedUntil: v.nullable(v.string()),
  /** When the colleague last signed in (ISO 8601); null: never. */
  lastSignedInAt: v.nullable(v.string()),
});
export type Colleague = v.InferOutput<typeof ColleagueSchema>;

/** GET partner/colleagues (ORGANIZATION_ADMIN): every user of the dealer, deactivated ones too. */
export const ColleaguesSchema = v.object({ colleagues: v.array(ColleagueSchema) });

const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100), v.regex(/^[^\p{Cc}\p{Cf}<>]*$/u));

/** POST partner/colleagues/invitations: the invitation e-mail goes to `email`, with a link to set a password. */
export const InviteColleagueSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254)),
  firstname: Name,
  lastname: Name,
  roles: v.pipe(v.array(RoleSchema), v.minLength(1)),
});
export type InviteColleague = v.InferOutput<typeof InviteColleagueSchema>;

/** PUT partner/colleagues/{userId}/roles: none is a basic user (Home and the user pages only). */
export const ColleagueRolesSchema = v.object({ roles: v.array(RoleSchema) });

const COLLEAGUE_CHANGE_KINDS = ['INVITED', 'ACTIVATED', 'ROLES_CHANGED', 'DEACTIVATED'] as const;
export type ColleagueChangeKind = (typeof COLLEAGUE_CHANGE_KINDS)[number];

const ColleagueChangeSchema = v.object({
  at: v.string(),
  kind: v.picklist(COLLEAGUE_CHANGE_KINDS),
  /** Who made it; null when the colleague did (an activation). */
  by: v.nullable(v.string()),
  /** Whom it is about. */
  colleague: v.string(),
  /** The roles given (invited, changed); null otherwise. */
  roles: v.nullable(v.array(RoleSchema)),
});
export type ColleagueChange = v.InferOutput<typeof ColleagueChangeSchema>;

/** GET partner/colleagues/changes: the latest changes, the newest first. */
export const ColleagueChangesSchema = v.object({ changes: v.array(ColleagueChangeSchema) });
