// The Partner API contract of business leasing and of the organisation lookup (SPEC §3 Leasing
// application, §7 leasing and lookup). Shared by the portal and backend/; imports valibot and
// the blanco contract only (with extensions, as Node strips types).
import * as v from 'valibot';
import { LEAD_ENTRIES, LEAD_SUMMARY_ENTRIES, LeadQuerySchema, SIGNED_BY_LINK_ENTRIES } from './leads.ts';
import {
  BUSINESS_APPLICATION_ENTRIES,
  ContactPersonSchema,
  DistanceKmSchema,
  ModelYearSchema,
  MoneySchema,
  NumberPlateSchema,
  plainText,
} from './field-schemas.ts';
import { pageSchema, PRICE_LIST_ENTRIES } from './schemas.ts';

/** GET leasing/price-lists: the dealer's leasing terms (one rate; rents monthly, in arrears). */
export const LeasingPriceListSchema = v.object({
  ...PRICE_LIST_ENTRIES,
  /** Nominal yearly rate in percent. */
  interestRate: v.number(),
  minMonths: v.number(),
  maxMonths: v.number(),
  /** Bounds of the vehicle price excl. VAT. */
  minPrice: v.number(),
  maxPrice: v.number(),
});
export type LeasingPriceList = v.InferOutput<typeof LeasingPriceListSchema>;

/** GET leasing/monthly-cost/{credit}?firstRent&residual&months, credit = price excl. VAT; every amount excl. VAT. */
export const LeasingMonthlyCostSchema = v.object({
  price: v.number(),
  firstRent: v.number(),
  residual: v.number(),
  months: v.number(),
  interestRate: v.number(),
  /** Price − first raised rent. */
  financedAmount: v.number(),
  /** The monthly rent, paid at the end of each month. */
  rent: v.number(),
  totalRents: v.number(),
  /** First raised rent + every rent + residual. */
  totalCost: v.number(),
});
export type LeasingMonthlyCost = v.InferOutput<typeof LeasingMonthlyCostSchema>;

/** POST lookup/organizations (a body, never a URL: a Swedish sole trader's number is a personnummer). */
export const OrganizationLookupSchema = v.object({ organizationNumber: v.string() });

const ORGANIZATION_KINDS = ['COMPANY', 'SOLE_TRADER'] as const;
export const OrganizationSchema = v.object({
  /** Canonical: SE `NNNNNN-NNNN`, FI `NNNNNNN-N`, DK `NNNNNNNN`. */
  organizationNumber: v.string(),
  kind: v.picklist(ORGANIZATION_KINDS),
  name: v.string(),
  vatNumber: v.string(),
  address: v.object({ street: v.string(), postalCode: v.string(), city: v.string() }),
  /** Who may sign for the company (for a sole trader: the owner). */
  signatory: v.object({ name: v.string() }),
});
export type Organization = v.InferOutput<typeof OrganizationSchema>;

/** The owner type of a leasing lead's documents in the files routes. */
export const LEASING_DOCUMENT_OWNER = 'leasing-lead';

const LeasingVehicleSchema = v.object({
  brand: plainText(50),
  model: plainText(80),
  year: ModelYearSchema,
  numberPlate: NumberPlateSchema,
  distanceKm: DistanceKmSchema,
});
export type LeasingVehicle = v.InferOutput<typeof LeasingVehicleSchema>;

/** POST leasing/leads with an Idempotency-Key header: the same key and body twice make one lead. */
export const CreateLeasingLeadSchema = v.object({
  ...BUSINESS_APPLICATION_ENTRIES,
  vehicle: LeasingVehicleSchema,
  customer: v.object({ organizationNumber: v.string(), name: plainText(100) }),
  price: MoneySchema,
  firstRent: MoneySchema,
  residual: MoneySchema,
  months: v.pipe(v.number(), v.integer()),
  /**
   * The rent monthly-cost/{credit} gave for these terms, which the dealer quoted: the API refuses a
   * different one (409 RENT_CHANGED) rather than store a rent nobody was shown. Absent, it prices the lead itself.
   */
  rent: v.optional(MoneySchema),
});
export type CreateLeasingLead = v.InferOutput<typeof CreateLeasingLeadSchema>;

export const LeasingLeadSchema = v.object({
  ...LEAD_ENTRIES,
  /** Uploaded with files/leasing-lead/{leadId}. */
  ...SIGNED_BY_LINK_ENTRIES,
  loanType: v.literal('LEASING'),
  vehicle: LeasingVehicleSchema,
  customer: v.object({ organizationNumber: v.string(), name: v.string(), kind: v.picklist(ORGANIZATION_KINDS) }),
  contactPerson: ContactPersonSchema,
  price: v.number(),
  firstRent: v.number(),
  residual: v.number(),
  months: v.number(),
  interestRate: v.number(),
  rent: v.number(),
});
export type LeasingLead = v.InferOutput<typeof LeasingLeadSchema>;

/** A row of the leasing list. */
const LeasingLeadSummarySchema = v.object({
  ...LEAD_SUMMARY_ENTRIES,
  customerName: v.string(),
  vehicle: v.string(),
  price: v.number(),
  rent: v.number(),
  months: v.number(),
});
export type LeasingLeadSummary = v.InferOutput<typeof LeasingLeadSummarySchema>;
export const LeasingLeadPageSchema = pageSchema(LeasingLeadSummarySchema);
type LeasingLeadPage = v.InferOutput<typeof LeasingLeadPageSchema>;

/**
 * POST leasing/leads/query: the loan list's contract. The search matches the reference, the
 * customer's name, the contact person or the organisation number; cheapest and mostExpensive
 * sort by the price excl. VAT.
 */
export const LeasingLeadQuerySchema = LeadQuerySchema;
export type LeasingLeadQuery = v.InferOutput<typeof LeasingLeadQuerySchema>;
