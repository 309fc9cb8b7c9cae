// The Partner API contract of the private loan (blanco) area (SPEC §3, §4, §7), on the contract
// every lead product shares (leads.ts). Shared by the portal and backend/; imports valibot and the
// contract's own files only (with the extension, as Node strips types).
import * as v from 'valibot';
import { MARITAL_STATUSES, MONTHLY_MONEY_MAX, RESIDENCE_TYPES, SOURCES_OF_INCOME } from './blanco-values.ts';
import { LEAD_ENTRIES, LEAD_SUMMARY_ENTRIES, LeadQuerySchema, SIGNED_BY_LINK_ENTRIES } from './leads.ts';
import { PRICE_LIST_ENTRIES } from './schemas.ts';

const SECOND_CHANCE_PHASES = ['INITIAL', 'PROCESSING', 'OFFERS_RECEIVED', 'AWAITING_SIGNATURE', 'DISBURSED', 'DECLINED', 'ERROR', 'EXCEPTION'] as const;
const SecondChancePhaseSchema = v.picklist(SECOND_CHANCE_PHASES);
export type SecondChancePhase = v.InferOutput<typeof SecondChancePhaseSchema>;

/** The amounts a private loan may be of and the terms (months) it may run over. */
const LOAN_BOUNDS_ENTRIES = { minAmount: v.number(), maxAmount: v.number(), terms: v.array(v.number()) };

/** GET blanco/credit-products: the private loan's overall bounds in this country. */
const CreditProductSchema = v.object({ id: v.string(), ...LOAN_BOUNDS_ENTRIES });
export const CreditProductsSchema = v.array(CreditProductSchema);
export type CreditProduct = v.InferOutput<typeof CreditProductSchema>;

/** One interest-rate step of a price list: its own amount bounds and terms. */
const PriceStepSchema = v.object({
  interestRate: v.number(),
  ...LOAN_BOUNDS_ENTRIES,
  setupFee: v.number(),
  monthlyFee: v.number(),
});
export type PriceStep = v.InferOutput<typeof PriceStepSchema>;

/** GET blanco/price-lists: the dealer's current price list. */
export const PriceListSchema = v.object({
  ...PRICE_LIST_ENTRIES,
  steps: v.array(PriceStepSchema),
});
export type PriceList = v.InferOutput<typeof PriceListSchema>;

/** GET blanco/monthly-cost/{credit}?interestRate&term */
export const MonthlyCostSchema = v.object({
  credit: v.number(),
  interestRate: v.number(),
  term: v.number(),
  setupFee: v.number(),
  monthlyFee: v.number(),
  /** Annuity payment plus the monthly fee. */
  monthlyCost: v.number(),
  /** Everything the customer pays over the term. */
  totalCost: v.number(),
  /** Effective annual rate in percent, fees included. */
  effectiveRate: v.number(),
});
export type MonthlyCost = v.InferOutput<typeof MonthlyCostSchema>;

/** Names and employer: the portal's form allows 100 characters. */
const APPLICANT_TEXT_MAX = 100;

const Money = v.pipe(v.number(), v.minValue(0), v.maxValue(MONTHLY_MONEY_MAX));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20));
// The portal refuses these characters with a field message; the API refuses them too.
const ApplicantText = v.pipe(v.string(), v.maxLength(APPLICANT_TEXT_MAX), v.regex(/^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u));

/** The applicant and co-applicant part of an application (SPEC §3 Applicant form). */
const ApplicantInputSchema = v.object({
  personalId: v.string(),
  firstname: ApplicantText,
  lastname: ApplicantText,
  email: v.pipe(v.string(), v.maxLength(254)),
  phone: v.pipe(v.string(), v.maxLength(40)),
  countryOfBirth: v.string(),
  /** Denmark only. */
  danishCitizen: v.nullable(v.boolean()),
  /** Denmark: bands 0-1, 2-6, 7-17, over 18. Finland and Sweden: under 18 only. */
  children: v.object({
    under18: v.nullable(Count),
    age0to1: v.nullable(Count),
    age2to6: v.nullable(Count),
    age7to17: v.nullable(Count),
    over18: v.nullable(Count),
  }),
  monthlyIncome: Money,
  sourceOfIncome: v.picklist(SOURCES_OF_INCOME),
  employerName: v.nullable(ApplicantText),
  /** YYYY-MM-DD */
  employmentStartedTime: v.nullable(v.string()),
  typeOfResidence: v.picklist(RESIDENCE_TYPES),
  /** YYYY-MM-DD */
  habitationDate: v.string(),
  maritalStatus: v.picklist(MARITAL_STATUSES),
  livingExpenses: Money,
  loanExpenses: Money,
  otherExpenses: Money,
  householdSharePercent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
});
export type ApplicantInput = v.InferOutput<typeof ApplicantInputSchema>;

/** POST blanco/leads with an Idempotency-Key header: the same key twice makes one lead. */
export const CreateLeadSchema = v.object({
  amount: v.number(),
  term: v.number(),
  interestRate: v.number(),
  facilityId: v.string(),
  applicant: ApplicantInputSchema,
  coApplicant: v.nullable(ApplicantInputSchema),
  confirmations: v.object({
    creditCheckInformed: v.literal(true),
    loanOnlyForPurchase: v.literal(true),
    /** The reseller's duties (SPEC §5): the customer's identity was checked, and the loan is never paid to the customer. */
    identityChecked: v.literal(true),
    neverPaidToCustomer: v.literal(true),
    termsAccepted: v.literal(true),
  }),
});
export type CreateLead = v.InferOutput<typeof CreateLeadSchema>;

/** An applicant as the lead shows them: the name whole and in its parts (a new application for the same customer starts from them). */
const PersonSummarySchema = v.object({
  name: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  personalId: v.string(),
  phone: v.string(),
  email: v.string(),
});

export const LeadSchema = v.object({
  ...LEAD_ENTRIES,
  ...SIGNED_BY_LINK_ENTRIES,
  loanType: v.literal('BLANCO'),
  amount: v.number(),
  term: v.number(),
  interestRate: v.number(),
  desiredInterestRate: v.nullable(v.number()),
  monthlyCost: v.number(),
  applicant: PersonSummarySchema,
  coApplicant: v.nullable(PersonSummarySchema),
  ownInvoiceReference: v.nullable(v.string()),
  secondChance: v.nullable(v.object({ phase: SecondChancePhaseSchema, updatedAt: v.string() })),
});
export type Lead = v.InferOutput<typeof LeadSchema>;

/** A row of the loan list. */
export const LeadSummarySchema = v.object({
  ...LEAD_SUMMARY_ENTRIES,
  amount: v.number(),
  interestRate: v.number(),
  applicantName: v.string(),
  /** Where the loan's second chance stands; null when it was never referred. */
  secondChancePhase: v.nullable(SecondChancePhaseSchema),
});
export type LeadSummary = v.InferOutput<typeof LeadSummarySchema>;

/** POST blanco/leads/query: the shared list contract, and the loans whose second chance is in any of these phases. */
export const BlancoLeadQuerySchema = v.object({
  ...LeadQuerySchema.entries,
  secondChancePhases: v.optional(v.array(SecondChancePhaseSchema)),
});
export type BlancoLeadQuery = v.InferOutput<typeof BlancoLeadQuerySchema>;

/** PUT blanco/leads/{leadId}/invoice */
export const InvoiceReferenceSchema = v.object({ ownInvoiceReference: v.string() });

/** The loan's Partner API paths (SPEC §7 blanco), relative to the country's API base URL. */
export const BLANCO_ENDPOINTS = {
  creditProducts: 'blanco/credit-products',
  priceLists: 'blanco/price-lists',
  priceTag: 'blanco/price-tag/{credit}',
  monthlyCost: 'blanco/monthly-cost/{credit}',
  leads: 'blanco/leads',
  lead: 'blanco/leads/{leadId}',
  query: 'blanco/leads/query',
  invoice: 'blanco/leads/{leadId}/invoice',
  sendContract: 'blanco/leads/{leadId}/send-contract',
  secondChance: 'blanco/v2/sambla-application/{leadId}',
} as const;
