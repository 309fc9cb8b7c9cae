// The organisation view's calls (SPEC §7 partner), each answer checked against its schema. Called with
// the request's ApiClient, so from server code only.
import type { ApiClient } from './client';
import { ENDPOINTS } from './endpoints';
import { OrganisationSchema } from './partner-schemas';
import { EmployeePageSchema } from './schemas';

/** ORGANIZATION_ADMIN: the dealer's root data, facilities and bank account. */
export const fetchOrganisation = (api: ApiClient) => api.get(ENDPOINTS.partner.organisation, OrganisationSchema);

/** ORGANIZATION_ADMIN: the dealer's users, page zero-based, name matching first, last or full name. */
export const fetchEmployees = (api: ApiClient, query: { page: number; size: number; name?: string }) =>
  api.get(ENDPOINTS.partner.employees, EmployeePageSchema, {
    query: { page: String(query.page), size: String(query.size), ...(query.name ? { name: query.name } : {}) },
  });
