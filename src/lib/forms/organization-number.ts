// The organisation number rule (organization-number-rule.ts) with a Swedish sole trader's
// personnummer checked in full (its date too): for the server and the portal's own endpoints.
import type { CountryCode } from '../api/schemas';
import { organizationNumberProblemBy, type OrganizationNumberProblem } from './organization-number-rule';
import { isValidPersonalId } from './personal-id';

export type { OrganizationNumberProblem } from './organization-number-rule';

/** What is wrong with a typed organisation number, or null (organization-number-rule.ts). */
export function organizationNumberProblem(country: CountryCode, raw: string): OrganizationNumberProblem | null {
  return organizationNumberProblemBy(country, raw, isValidPersonalId);
}
