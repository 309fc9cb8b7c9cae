// The organisation admin's colleague forms (issue 25 §4): invite by e-mail with roles, change a
// colleague's roles, deactivate a colleague (after the page asked, naming her). ORGANIZATION_ADMIN
// only; plain forms posting to the colleagues page, so they work without JavaScript. The page keeps
// what happened for its next view and sends the admin there, so no action stays in the address.
import { changeColleagueRoles, deactivateColleague, inviteColleague as invite } from '../lib/api/colleagues';
import { noteAccessChanged } from '../lib/dealer-state/access.server';
import { validate } from '../lib/forms/validate';
import {
  colleagueProblemKey,
  DeactivateFormSchema,
  InviteFormSchema,
  inviteInput,
  RolesFormSchema,
  rolesInput,
  type ColleagueChangeResult,
  type InviteResult,
} from '../lib/organisation/colleagues';
import { defineFormAction, defineParsedFormAction } from './define-form-action';

const ROLES = ['ORGANIZATION_ADMIN'] as const;

export const inviteColleague = defineFormAction<InviteResult>({
  name: 'invite colleague',
  roles: ROLES,
  async handler(form, _context, { api }) {
    const input = inviteInput(form);
    const parsed = validate(InviteFormSchema, input);
    if (!parsed.success) return { status: 'invalid', fieldErrors: parsed.fieldErrors, input };
    const colleague = await invite(api, parsed.output);
    return { status: 'invited', name: `${colleague.firstname} ${colleague.lastname}`, email: colleague.email };
  },
  onError: (error, form) => ({ status: 'failed', messageKey: colleagueProblemKey(error), input: inviteInput(form) }),
});

const failed = (error: unknown): ColleagueChangeResult => ({ status: 'failed', messageKey: colleagueProblemKey(error) });
const refused: ColleagueChangeResult = { status: 'failed', messageKey: 'colleagues.errors.failed' };

// The ticked roles are many values of one field: read with FormData.getAll (rolesInput), not one per name.
export const changeRoles = defineFormAction<ColleagueChangeResult>({
  name: 'change colleague roles',
  roles: ROLES,
  async handler(form, _context, { api, user }) {
    const parsed = validate(RolesFormSchema, rolesInput(form));
    if (!parsed.success) return refused;
    const colleague = await changeColleagueRoles(api, parsed.output.userId, parsed.output.roles);
    // The colleague's open sessions take the new roles on their next request (issue 39 §3).
    await noteAccessChanged(user, colleague.id);
    return { status: 'done', messageKey: 'colleagues.done.rolesChanged', name: `${colleague.firstname} ${colleague.lastname}` };
  },
  onError: failed,
});

export const deactivate = defineParsedFormAction<typeof DeactivateFormSchema, ColleagueChangeResult>({
  name: 'deactivate colleague',
  roles: ROLES,
  schema: DeactivateFormSchema,
  invalid: () => refused,
  async handler({ userId }, _context, { api, user }) {
    const colleague = await deactivateColleague(api, userId);
    // The colleague's open sessions end on their next request, portal-only ones too (issue 39 §3).
    await noteAccessChanged(user, colleague.id);
    return { status: 'done', messageKey: 'colleagues.done.deactivated', name: `${colleague.firstname} ${colleague.lastname}` };
  },
  onError: failed,
});
