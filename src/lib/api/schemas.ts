// The Partner API contract: response and request shapes shared by the portal
// (which validates every response with them) and backend/ (which serves them).
// This file imports valibot only, so backend/ can load it with Node's type stripping.
import * as v from 'valibot';

export const ROLES = ['BLANCO', 'LEASING', 'BUSINESS_FINANCE', 'POINT_SHOP', 'MARKET_PLACE', 'COMMISSION', 'ORGANIZATION_ADMIN'] as const;
const RoleSchema = v.picklist(ROLES);
export type Role = v.InferOutput<typeof RoleSchema>;

/** The largest amount of money (a car's price, a rent, a credit) a form or an answer may hold: above it is a typing accident or an attack. */
export const MONEY_MAX = 100_000_000;
/** The largest distance (a car's mileage, a lease's kilometres) in kilometres. */
export const DISTANCE_KM_MAX = 2_000_000;

/** A month as in routes and report rows (statements, commission): YYYY-MM. */
export const PeriodSchema = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A period is YYYY-MM'));
export const YearSchema = v.pipe(v.string(), v.regex(/^\d{4}$/, 'A year is YYYY'));

/** The currencies the portal's countries pay in: SEK (Sweden), EUR (Finland), DKK (Denmark). */
export const CURRENCIES = ['SEK', 'EUR', 'DKK'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** What every product's price list carries besides its terms: which list, since when, in what currency. */
export const PRICE_LIST_ENTRIES = { id: v.string(), validFrom: v.string(), currency: v.picklist(CURRENCIES) };

const COUNTRY_CODES = ['SE', 'FI', 'DK'] as const;
export const CountryCodeSchema = v.picklist(COUNTRY_CODES);
export type CountryCode = v.InferOutput<typeof CountryCodeSchema>;

const LANGUAGE_CODES = ['sv', 'fi', 'da'] as const;
export const LanguageCodeSchema = v.picklist(LANGUAGE_CODES);
export type LanguageCode = v.InferOutput<typeof LanguageCodeSchema>;

/** A version of the user terms: the date it took effect, YYYY-MM-DD (src/lib/terms-version.ts). */
export const TermsVersionSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a terms version is a date, YYYY-MM-DD'));

/** The user terms a user accepted last, and when (ISO 8601); null: never. */
const TermsAcceptanceSchema = v.object({ version: v.string(), acceptedAt: v.string() });
export type TermsAcceptance = v.InferOutput<typeof TermsAcceptanceSchema>;

/** GET account/me */
export const UserSchema = v.object({
  id: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  phone: v.string(),
  email: v.string(),
  facility: v.object({ id: v.string(), name: v.string(), keyAccountManagerId: v.nullable(v.string()) }),
  dealer: v.object({ name: v.string(), organizationNumber: v.string(), countryCode: CountryCodeSchema }),
  // Unknown roles from a newer API are dropped rather than failing the sign-in.
  grantedRoles: v.pipe(
    v.array(v.string()),
    v.transform((roles) => roles.filter((role): role is Role => (ROLES as readonly string[]).includes(role))),
  ),
  intercomUserId: v.string(),
  intercomUserAuthCode: v.string(),
  language: v.object({
    availableLanguageCodes: v.array(LanguageCodeSchema),
    selectedLanguageCode: v.nullable(LanguageCodeSchema),
  }),
  termsAccepted: v.nullable(TermsAcceptanceSchema),
});
export type User = v.InferOutput<typeof UserSchema>;

/** PUT account/me */
export const UpdateMeSchema = v.object({
  firstname: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  lastname: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  phone: v.pipe(v.string(), v.trim(), v.maxLength(30)),
});

/** PUT account/me/terms: the user accepts this version of the user terms (answer: the user). */
export const AcceptTermsSchema = v.object({ version: TermsVersionSchema });

/** PUT account/me/language */
export const UpdateLanguageSchema = v.object({ languageCode: LanguageCodeSchema });

/** The dealer's postal address, as registered; a part the provider does not hold is null or left out. */
const PartnerAddressSchema = v.object({
  street: v.nullish(v.string()),
  postalCode: v.nullish(v.string()),
  city: v.nullish(v.string()),
});
export type PartnerAddress = v.InferOutput<typeof PartnerAddressSchema>;

/** GET partner: the dealer's root data, readable by every user. `address` is optional: a Partner API without it still answers a partner. */
export const PartnerSchema = v.object({
  id: v.string(),
  name: v.string(),
  organizationNumber: v.string(),
  countryCode: CountryCodeSchema,
  email: v.string(),
  phone: v.string(),
  onboardedToInventoryFinancing: v.boolean(),
  address: v.nullish(PartnerAddressSchema),
});
export type Partner = v.InferOutput<typeof PartnerSchema>;

/** GET partner/kam: the key account manager (phone may be missing) */
export const KeyAccountManagerSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  phoneNumber: v.nullable(v.string()),
});
export type KeyAccountManager = v.InferOutput<typeof KeyAccountManagerSchema>;

const FacilitySchema = v.object({ id: v.string(), name: v.string() });
/** GET partner/facilities */
export const FacilitiesSchema = v.array(FacilitySchema);
export type Facility = v.InferOutput<typeof FacilitySchema>;

const EmployeeSchema = v.object({
  id: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  phone: v.string(),
});
export type Employee = v.InferOutput<typeof EmployeeSchema>;

/** A page of a paged list: page is zero-based. */
export function pageSchema<T extends v.GenericSchema>(item: T) {
  return v.object({
    content: v.array(item),
    page: v.number(),
    size: v.number(),
    totalElements: v.number(),
    totalPages: v.number(),
  });
}
/** GET partner/employees?page&size&name */
export const EmployeePageSchema = pageSchema(EmployeeSchema);

/** GET shop/account */
export const ShopAccountSchema = v.object({ balance: v.number() });

/** POST user-invitations/consume (no bearer token) */
export const ConsumeInvitationSchema = v.object({ token: v.string(), password: v.string() });

/** POST user-invitations/peek { token } (no bearer token): whom an open invitation is for, so the activation page can greet her by name. */
export const PeekInvitationSchema = v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });
export const InvitedSchema = v.object({ firstname: v.string(), lastname: v.string(), email: v.string(), dealer: v.string() });
export type Invited = v.InferOutput<typeof InvitedSchema>;

/** GET flags (feature flag service, no bearer token) */
export const FLAG_NAMES = ['in-maintenance', 'PayMarketplace'] as const;
export type FlagName = (typeof FLAG_NAMES)[number];
export const FlagsSchema = v.object({ 'in-maintenance': v.boolean(), PayMarketplace: v.boolean() });
export type Flags = v.InferOutput<typeof FlagsSchema>;

/** Every error body the API sends: { error: { code, message } } */
export const ApiErrorBodySchema = v.object({
  error: v.object({ code: v.string(), message: v.optional(v.string()) }),
});

/** Notification channels and the events a user can be told about (SPEC §3 Profile). */
export const CHANNELS = ['EMAIL', 'SMS'] as const;
const ChannelSchema = v.picklist(CHANNELS);
export type Channel = v.InferOutput<typeof ChannelSchema>;
export const NOTIFICATION_EVENTS = ['bankApproved', 'bankDenied', 'bankSupplement', 'paidOut', 'signed'] as const;
const NotificationEventSchema = v.picklist(NOTIFICATION_EVENTS);
export type NotificationEvent = v.InferOutput<typeof NotificationEventSchema>;

/** GET subscriptions/channels: every channel, on or off, for the signed-in user. */
export const ChannelSubscriptionsSchema = v.array(v.object({ channel: ChannelSchema, enabled: v.boolean() }));
/** GET subscriptions/statuses: every event, on or off, for the signed-in user. */
export const StatusSubscriptionsSchema = v.array(v.object({ status: NotificationEventSchema, enabled: v.boolean() }));
/** PUT subscriptions/channels/{channel} and PUT subscriptions/statuses/{status} (answer 204). */
export const SubscriptionToggleSchema = v.object({ enabled: v.boolean() });
