// The organisation admin's colleagues page (issue 25 §4): what an admin may do with each colleague,
// the invitation form's checks (the messages are colleagues.errors.* keys), and what a refused
// change means. Pure: the page, its actions and the tests share it.
import * as v from 'valibot';
import type { Colleague } from '../api/colleagues-schemas';
import { isApiError } from '../api/errors';
import type { FieldErrors } from '../forms/validate';
import { ROLES, type Role } from '../api/schemas';

const key = (name: string) => `colleagues.errors.${name}`;

/** The roles an admin gives, in the order the form lists them. */
export const ASSIGNABLE_ROLES: readonly Role[] = ROLES;

/** The form field holding the ticked roles (one value per role). */
export const ROLES_FIELD = 'roles';

const rolesFrom = (form: FormData): Role[] => form.getAll(ROLES_FIELD).filter((value): value is Role => ASSIGNABLE_ROLES.includes(value as Role));

const Name = (required: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(key(required)), v.maxLength(100, key('tooLong')));

export const InviteFormSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(key('emailRequired')), v.email(key('emailInvalid')), v.maxLength(254, key('emailInvalid'))),
  firstname: Name('firstnameRequired'),
  lastname: Name('lastnameRequired'),
  roles: v.pipe(v.array(v.picklist(ROLES)), v.minLength(1, key('rolesRequired'))),
});

/** The invitation form as the schema reads it. */
export function inviteInput(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '');
  return { email: text('email'), firstname: text('firstname'), lastname: text('lastname'), roles: rolesFrom(form) };
}

/** A roles form: the colleague and the roles ticked. */
export const RolesFormSchema = v.object({ userId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)), roles: v.array(v.picklist(ROLES)) });
export const rolesInput = (form: FormData) => ({ userId: String(form.get('userId') ?? ''), roles: rolesFrom(form) });

export const DeactivateFormSchema = v.object({ userId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });

/** What the admin may do with a colleague: never take their own admin role or deactivate themselves. */
export function colleagueActions(colleague: Colleague, adminId: string) {
  const self = colleague.id === adminId;
  return {
    self,
    changeRoles: colleague.status === 'ACTIVE' || colleague.status === 'INVITED',
    /** The admin's own admin role stays ticked and cannot be unticked. */
    adminRoleLocked: self,
    deactivate: !self && colleague.status !== 'DEACTIVATED',
    inviteAgain: colleague.status === 'INVITATION_EXPIRED' || colleague.status === 'DEACTIVATED',
  };
}

/** Why the Partner API refused a change, as the page says it. */
export function colleagueProblemKey(error: unknown): string {
  if (isApiError(error) && error.code === 'ALREADY_A_USER') return key('alreadyAUser');
  if (isApiError(error) && error.code === 'OWN_ADMIN_ROLE') return key('ownAdminRole');
  if (isApiError(error) && error.code === 'OWN_ACCOUNT') return key('ownAccount');
  if (isApiError(error, 'notFound')) return key('notFound');
  return key('failed');
}

/** The invitation form's outcome. */
export type InviteResult =
  | { status: 'invited'; name: string; email: string }
  | { status: 'invalid'; fieldErrors: FieldErrors; input: ReturnType<typeof inviteInput> }
  | { status: 'failed'; messageKey: string; input: ReturnType<typeof inviteInput> };

/** A change of roles' or a deactivation's outcome. */
export type ColleagueChangeResult = { status: 'done'; messageKey: string; name: string } | { status: 'failed'; messageKey: string };

/** What the colleagues table's search looks in: the name and the e-mail, in lower case. */
export function colleagueSearchText(colleague: Pick<Colleague, 'firstname' | 'lastname' | 'email'>): string {
  return `${colleague.firstname} ${colleague.lastname} ${colleague.email}`.normalize('NFC').toLocaleLowerCase();
}

/** Whether a row stays in the table: every typed word is in its text, and it has the role chosen (any, when none is). */
export function colleagueMatches(row: { text: string; roles: readonly string[] }, query: string, role: string): boolean {
  const words = query.normalize('NFC').toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => row.text.includes(word)) && (role === '' || row.roles.includes(role));
}
