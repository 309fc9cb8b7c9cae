// The Partner API contract of the organisation view (SPEC §3 organisation, §7 partner): the dealer's
// root data with its facilities and the bank account commissions are paid to. Shared by the portal
// and backend/; imports valibot and the shared contract only (with extensions, as Node strips types).
import * as v from 'valibot';
import { CountryCodeSchema } from './schemas.ts';

/** The account as the provider holds it: digits only, IBAN without spaces; the portal writes it in the country's format. */
const BankAccountSchema = v.variant('type', [
  v.object({ type: v.literal('BANKGIRO'), accountNumber: v.string() }),
  v.object({ type: v.literal('PLUSGIRO'), accountNumber: v.string() }),
  /** A domestic account: clearing (SE) or registration (DK) number and account number; the IBAN where the bank gave one. */
  v.object({ type: v.literal('BBAN'), clearingNumber: v.string(), accountNumber: v.string(), iban: v.nullable(v.string()) }),
  /** A Finnish account: an IBAN since 2012 (FIkk + 14 digits), with the bank's BIC. */
  v.object({ type: v.literal('FI_BANK'), iban: v.string(), bic: v.string() }),
  v.object({ type: v.literal('IBAN'), iban: v.string(), bic: v.string() }),
  /** No account: commissions cannot be paid out until the provider has one. */
  v.object({ type: v.literal('MISSING') }),
]);
export type BankAccount = v.InferOutput<typeof BankAccountSchema>;

/** GET partner/organisation (ORGANIZATION_ADMIN): the dealer's root data, facilities and bank account. */
export const OrganisationSchema = v.object({
  name: v.string(),
  organizationNumber: v.string(),
  countryCode: CountryCodeSchema,
  email: v.string(),
  phone: v.string(),
  facilities: v.array(v.object({ id: v.string(), name: v.string() })),
  bankAccount: BankAccountSchema,
});
export type Organisation = v.InferOutput<typeof OrganisationSchema>;

/** GET partner/administrators (any user of the dealer): who in the organisation grants roles, by name only. */
export const AdministratorsSchema = v.object({
  administrators: v.array(v.object({ id: v.string(), firstname: v.string(), lastname: v.string() })),
});
export type Administrators = v.InferOutput<typeof AdministratorsSchema>;

/** POST partner/access-requests: the user asks the organisation's administrators for access to a page (named as the user read it). */
export const AccessRequestSchema = v.object({
  page: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80), v.regex(/^[^\p{Cc}\p{Cf}<>]*$/u)),
});
