// The organisation admin's colleague calls (issue 25 §4), each answer checked against its schema.
// Called with the request's ApiClient, so from server code only.
import type { ApiClient } from './client';
import { ColleagueChangesSchema, ColleagueSchema, ColleaguesSchema, type InviteColleague } from './colleagues-schemas';
import { ENDPOINTS } from './endpoints';
import type { Role } from './schemas';

export const fetchColleagues = async (api: ApiClient) => (await api.get(ENDPOINTS.partner.colleagues, ColleaguesSchema)).colleagues;

export const fetchColleagueChanges = async (api: ApiClient) => (await api.get(ENDPOINTS.partner.colleagueChanges, ColleagueChangesSchema)).changes;

/** 409 ALREADY_A_USER: the e-mail address has an account. */
export const inviteColleague = (api: ApiClient, invite: InviteColleague) => api.post(ENDPOINTS.partner.colleagueInvitations, ColleagueSchema, { body: invite });

/** 409 OWN_ADMIN_ROLE: an admin's own admin role stays. */
export const changeColleagueRoles = (api: ApiClient, userId: string, roles: Role[]) =>
  api.put(ENDPOINTS.partner.colleagueRoles, ColleagueSchema, { params: { userId }, body: { roles } });

/** 409 OWN_ACCOUNT: an admin cannot deactivate themselves. */
export const deactivateColleague = (api: ApiClient, userId: string) =>
  api.post(ENDPOINTS.partner.colleagueDeactivation, ColleagueSchema, { params: { userId } });
