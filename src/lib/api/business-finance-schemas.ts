// The Partner API contract of inventory financing (business finance, SPEC §3 Inventory financing
// application, §7 business-finance, §9 invoice fee). Shared by the portal and backend/; imports
// valibot and the blanco and lookup contracts only (with extensions, as Node strips types).
import * as v from 'valibot';
import { LEAD_ENTRIES, LEAD_SUMMARY_ENTRIES, LeadQuerySchema } from './leads.ts';
import { VEHICLE_VAT_STATUSES } from './lookup-schemas.ts';
import {
  BUSINESS_APPLICATION_ENTRIES,
  ContactPersonSchema,
  DistanceKmSchema,
  ModelYearSchema,
  MoneySchema,
  NumberPlateSchema,
  plainText,
} from './field-schemas.ts';
import { CURRENCIES, pageSchema, PRICE_LIST_ENTRIES } from './schemas.ts';

/** GET business-finance/self: the dealer as inventory financing knows it. */
export const BusinessFinanceSelfSchema = v.object({
  id: v.string(),
  name: v.string(),
  organizationNumber: v.string(),
  countryCode: v.picklist(['SE', 'FI', 'DK']),
  onboarded: v.boolean(),
});
export type BusinessFinanceSelf = v.InferOutput<typeof BusinessFinanceSelfSchema>;

/** GET business-finance/lines-of-credit: the dealer's limit; every financed car (PAID_OUT) draws its credit amount. */
export const LineOfCreditSchema = v.object({
  currency: v.picklist(CURRENCIES),
  total: v.number(),
  used: v.number(),
  remaining: v.number(),
  activeCars: v.number(),
  status: v.picklist(['ACTIVE', 'BLOCKED']),
});
export type LineOfCredit = v.InferOutput<typeof LineOfCreditSchema>;

/** GET business-finance/price-lists: the country's inventory financing terms. */
export const BusinessFinancePriceListSchema = v.object({
  ...PRICE_LIST_ENTRIES,
  /** The down payment is at least this percentage of the vehicle price. */
  downPaymentMinPercent: v.number(),
  /** Interest per month on the credit amount, in percent. */
  monthlyInterestPercent: v.number(),
  agreementFee: v.number(),
  maxCreditDays: v.number(),
  /** The monthly invoice fee: this percentage of the credit amount … */
  invoiceFeePercent: v.number(),
  /** … at most this much (12.50 EUR, converted with eurRate). */
  invoiceFeeMaxPerMonth: v.number(),
  /** The price list's fixed EUR rate (1 for EUR). */
  eurRate: v.number(),
});
export type BusinessFinancePriceList = v.InferOutput<typeof BusinessFinancePriceListSchema>;

/** GET business-finance/daily-cost/{credit}. */
export const DailyCostSchema = v.object({
  credit: v.number(),
  currency: v.picklist(CURRENCIES),
  monthlyInterestPercent: v.number(),
  /** credit × monthly % × 12 / 365, in cents. */
  interestPerDay: v.number(),
  invoiceFeePerMonth: v.number(),
});
export type DailyCost = v.InferOutput<typeof DailyCostSchema>;

const InventoryVehicleSchema = v.object({
  /** Null: the VIN identifies it. */
  numberPlate: NumberPlateSchema,
  vin: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'A VIN has 17 letters and digits, no I, O or Q')),
  brand: plainText(50),
  model: plainText(80),
  variant: v.nullable(plainText(80)),
  modelYear: ModelYearSchema,
  mileageKm: DistanceKmSchema,
  vatStatus: v.picklist(VEHICLE_VAT_STATUSES),
  price: MoneySchema,
  currency: v.picklist(CURRENCIES),
});
export type InventoryVehicle = v.InferOutput<typeof InventoryVehicleSchema>;

const SellerSchema = v.variant('kind', [
  v.object({ kind: v.literal('COMPANY'), organizationNumber: v.string(), name: plainText(100) }),
  v.object({ kind: v.literal('PRIVATE_PERSON'), name: plainText(100) }),
]);
export type Seller = v.InferOutput<typeof SellerSchema>;

/** A signer as sent: the personal id travels in bodies only, never in a URL. */
const PersonSchema = v.object({
  personalId: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(20)),
  name: plainText(100),
  phone: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
});
export type SignerPerson = v.InferOutput<typeof PersonSchema>;

/** POST business-finance/leads with an Idempotency-Key header: the same key and body twice make one lead. */
export const CreateInventoryLeadSchema = v.object({
  ...BUSINESS_APPLICATION_ENTRIES,
  vehicle: InventoryVehicleSchema,
  downPayment: MoneySchema,
  seller: SellerSchema,
  signatory: PersonSchema,
  /** Null when the signatory is the guarantor too (guarantorIsSignatory). */
  guarantor: v.nullable(PersonSchema),
  guarantorIsSignatory: v.boolean(),
});
export type CreateInventoryLead = v.InferOutput<typeof CreateInventoryLeadSchema>;

const FinanceTermsSchema = v.object({
  downPayment: v.number(),
  /** Price − down payment: what the car draws on the limit once financed. */
  creditAmount: v.number(),
  agreementFee: v.number(),
  monthlyInterestPercent: v.number(),
  maxCreditDays: v.number(),
  /** Days since the payout (0 before). */
  usedDays: v.number(),
  /** Set at the payout: a month after it, and maxCreditDays after it (YYYY-MM-DD). */
  firstPaymentDate: v.nullable(v.string()),
  finalPaymentDate: v.nullable(v.string()),
});

const SIGNER_ROLES = ['SIGNATORY', 'GUARANTOR'] as const;

/** POST business-finance/leads/{leadId}/contracts/resend: the signing link again to the signer in this role. */
export const ResendContractSchema = v.object({ role: v.picklist(SIGNER_ROLES) });
const SignerSchema = v.object({
  /** One signer with both roles when the guarantor is the signatory. */
  roles: v.array(v.picklist(SIGNER_ROLES)),
  name: v.string(),
  phone: v.string(),
  signingLink: v.nullable(v.string()),
  signed: v.boolean(),
});
export type Signer = v.InferOutput<typeof SignerSchema>;

export const InventoryLeadSchema = v.object({
  ...LEAD_ENTRIES,
  loanType: v.literal('INVENTORY_FINANCING'),
  vehicle: InventoryVehicleSchema,
  financeTerms: FinanceTermsSchema,
  seller: v.variant('kind', [
    v.object({ kind: v.literal('COMPANY'), organizationNumber: v.string(), name: v.string() }),
    v.object({ kind: v.literal('PRIVATE_PERSON'), name: v.string() }),
  ]),
  /** Always the dealer. */
  buyer: v.object({ name: v.string(), organizationNumber: v.string() }),
  contactPerson: ContactPersonSchema,
  /** Names only: personal ids are not answered back. */
  signatory: v.object({ name: v.string(), phone: v.string() }),
  guarantor: v.object({ name: v.string(), phone: v.string() }),
  guarantorIsSignatory: v.boolean(),
  signers: v.array(SignerSchema),
});
export type InventoryLead = v.InferOutput<typeof InventoryLeadSchema>;

/** A financed car's days and what paying it off costs today (its settlement invoice's total once issued). */
const FinancingNowSchema = v.object({
  usedDays: v.number(),
  maxCreditDays: v.number(),
  /** The interest of the days used so far. */
  interestSoFar: v.number(),
  /** The credit amount, the interest so far and a month's invoice fee. */
  payOffAmount: v.number(),
});
export type FinancingNow = v.InferOutput<typeof FinancingNowSchema>;

const InventoryLeadSummarySchema = v.object({
  ...LEAD_SUMMARY_ENTRIES,
  vehicle: v.string(),
  numberPlate: v.nullable(v.string()),
  vin: v.string(),
  sellerName: v.string(),
  price: v.number(),
  creditAmount: v.number(),
  currency: v.picklist(CURRENCIES),
  /** Null unless the car is financed now (PAID_OUT). */
  financing: v.nullable(FinancingNowSchema),
});
export type InventoryLeadSummary = v.InferOutput<typeof InventoryLeadSummarySchema>;
export const InventoryLeadPageSchema = pageSchema(InventoryLeadSummarySchema);

/**
 * POST business-finance/leads/query: the loan list's contract. The search matches the reference,
 * vehicle, number plate, VIN or seller; cheapest and mostExpensive sort by the vehicle price.
 */
export const InventoryLeadQuerySchema = LeadQuerySchema;
export type InventoryLeadQuery = v.InferOutput<typeof InventoryLeadQuerySchema>;
