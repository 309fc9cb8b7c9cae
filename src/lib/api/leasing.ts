// Business leasing calls (SPEC §7 leasing and lookup/organizations), each answer checked against
// its schema (leasing-schemas.ts). Called with the request's ApiClient, so from server code only.
import type { ApiClient } from './client';
import { ENDPOINTS } from './endpoints';
import { DocumentSchema } from './leads';
import {
  LEASING_DOCUMENT_OWNER,
  LeasingLeadPageSchema,
  LeasingLeadSchema,
  LeasingMonthlyCostSchema,
  LeasingPriceListSchema,
  OrganizationSchema,
  type CreateLeasingLead,
  type LeasingLeadQuery,
} from './leasing-schemas';

/** Leasing's Partner API paths (SPEC §7 leasing), relative to the country's API base URL. */
const LEASING_ENDPOINTS = {
  priceLists: 'leasing/price-lists',
  monthlyCost: 'leasing/monthly-cost/{credit}',
  leads: 'leasing/leads',
  lead: 'leasing/leads/{leadId}',
  query: 'leasing/leads/query',
  sendContract: 'leasing/leads/{leadId}/send-contract',
} as const;

export const fetchLeasingPriceList = (api: ApiClient) => api.get(LEASING_ENDPOINTS.priceLists, LeasingPriceListSchema);

/** The API's rent for these terms: the one the application sends and the details page shows. */
export const fetchLeasingMonthlyCost = (api: ApiClient, terms: Pick<CreateLeasingLead, 'price' | 'firstRent' | 'residual' | 'months'>) =>
  api.get(LEASING_ENDPOINTS.monthlyCost, LeasingMonthlyCostSchema, {
    params: { credit: terms.price },
    query: { firstRent: terms.firstRent, residual: terms.residual, months: terms.months },
  });

/** The same idempotency key and body twice make one lead (double click, retry after a timeout). */
export const createLeasingLead = (api: ApiClient, lead: CreateLeasingLead, idempotencyKey: string) =>
  api.post(LEASING_ENDPOINTS.leads, LeasingLeadSchema, { body: lead, headers: { 'idempotency-key': idempotencyKey } });

export const fetchLeasingLead = (api: ApiClient, leadId: string) => api.get(LEASING_ENDPOINTS.lead, LeasingLeadSchema, { params: { leadId } });

/** The search travels in the body: it may be an organisation number, for a sole trader a personnummer. */
export const queryLeasingLeads = (api: ApiClient, query: LeasingLeadQuery) =>
  api.post(LEASING_ENDPOINTS.query, LeasingLeadPageSchema, { body: query, read: true });

export const sendLeasingContract = (api: ApiClient, leadId: string) => api.post(LEASING_ENDPOINTS.sendContract, LeasingLeadSchema, { params: { leadId } });
/** The same signing link texted once more to a customer who has not signed (SendContractSchema). */
export const resendLeasingContract = (api: ApiClient, leadId: string) =>
  api.post(LEASING_ENDPOINTS.sendContract, LeasingLeadSchema, { params: { leadId }, body: { again: true } });

/** 404 ORGANIZATION_NOT_FOUND (SPEC §8 "no organisation found") for a valid number nobody has; 400 for an invalid one. */
export const lookupOrganization = (api: ApiClient, organizationNumber: string) =>
  api.post(ENDPOINTS.lookup.organizations, OrganizationSchema, { body: { organizationNumber }, read: true });

const documentsOf = (leadId: string) => ({ ownerType: LEASING_DOCUMENT_OWNER, ownerId: leadId });

export const uploadLeasingDocument = (api: ApiClient, leadId: string, form: FormData) =>
  api.post(ENDPOINTS.files.list, DocumentSchema, { params: documentsOf(leadId), body: form });

export const downloadLeasingDocument = (api: ApiClient, leadId: string, documentId: string) =>
  api.download(ENDPOINTS.files.document, { params: { ...documentsOf(leadId), documentId } });
