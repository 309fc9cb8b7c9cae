// The Partner API contract every lead product shares (SPEC §3, §4, §7): a lead's status, the list
// query and its sorts, and the documents kept with a lead. Loans, leasing and inventory financing
// each build their own contract on it. Shared by the portal and backend/; imports valibot and its
// own plain values only (with the extension, as Node strips types).
import * as v from 'valibot';
import { LEAD_SORTS, LEAD_STATUSES } from './lead-values.ts';

export { LEAD_SORTS, LEAD_STATUSES };

const LeadStatusSchema = v.picklist(LEAD_STATUSES);
export type LeadStatus = v.InferOutput<typeof LeadStatusSchema>;

const LeadSortSchema = v.picklist(LEAD_SORTS);
export type LeadSort = v.InferOutput<typeof LeadSortSchema>;

/** POST <product>/leads/query: in a body, since the search may hold a personal identity number. */
export const LeadQuerySchema = v.object({
  /** Reference, applicant name or personal identity number. */
  search: v.optional(v.string()),
  statuses: v.optional(v.array(LeadStatusSchema)),
  facilityId: v.optional(v.string()),
  /** Only the signed-in user's own applications (the API takes the user from the token). */
  mine: v.optional(v.boolean()),
  sort: v.optional(LeadSortSchema),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
});
export type LeadQuery = v.InferOutput<typeof LeadQuerySchema>;

/**
 * POST <product>/leads/{leadId}/send-contract (loans, leasing): `again` texts the same signing link
 * once more to a customer who has not signed yet; without it, a lead already sent is a 409.
 */
export const SendContractSchema = v.object({ again: v.optional(v.boolean()) });

/** A file kept with a lead (or another owner): GET files/{ownerType}/{ownerId}. */
export const DocumentSchema = v.object({
  documentId: v.string(),
  ownerType: v.string(),
  ownerId: v.string(),
  fileName: v.string(),
  contentType: v.picklist(['application/pdf', 'image/png', 'image/jpeg']),
  size: v.number(),
  description: v.string(),
  uploadedAt: v.string(),
});
export type Document = v.InferOutput<typeof DocumentSchema>;
/** @internal exported for the integration tests, which check backend/'s answers with it */
export const DocumentsSchema = v.array(DocumentSchema);

/** POST files/notify-intercom (SPEC §7): after an upload, the provider's support hears of the new documents of that owner. */
export const NotifyIntercomSchema = v.object({
  ownerType: v.string(),
  ownerId: v.string(),
  documentIds: v.pipe(v.array(v.string()), v.minLength(1), v.maxLength(20)),
});
export type NotifyIntercom = v.InferOutput<typeof NotifyIntercomSchema>;

const NamedRefSchema = v.object({ id: v.string(), name: v.string() });

/** What every product's list row carries; a product spreads these into its row's schema. */
export const LEAD_SUMMARY_ENTRIES = {
  id: v.string(),
  reference: v.string(),
  status: LeadStatusSchema,
  createdAt: v.string(),
  updatedAt: v.string(),
  /** When the contract's signing link was last sent to the customer; null before it is sent. */
  contractSentAt: v.nullable(v.string()),
  facility: NamedRefSchema,
  createdBy: NamedRefSchema,
};

/** What every product's lead carries besides its own terms. */
export const LEAD_ENTRIES = { ...LEAD_SUMMARY_ENTRIES, contractSigned: v.boolean() };

/** A lead the customer signs through one link, with its documents, commission and points (loans and leasing). */
export const SIGNED_BY_LINK_ENTRIES = {
  signingLink: v.nullable(v.string()),
  documents: v.array(DocumentSchema),
  commission: v.nullable(v.number()),
  points: v.nullable(v.number()),
};
