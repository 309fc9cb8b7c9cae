// Private loan calls (SPEC §7 blanco, files): server only.
import type { ApiClient } from '../api/client';
import { ENDPOINTS } from '../api/endpoints';
import {
  BLANCO_ENDPOINTS,
  CreditProductsSchema,
  LeadSchema,
  LeadSummarySchema,
  MonthlyCostSchema,
  PriceListSchema,
  type BlancoLeadQuery,
  type CreateLead,
} from '../api/blanco';
import { DocumentSchema } from '../api/leads';
import { pageSchema } from '../api/schemas';

const LeadPageSchema = pageSchema(LeadSummarySchema);

export const fetchCreditProducts = (api: ApiClient) => api.get(BLANCO_ENDPOINTS.creditProducts, CreditProductsSchema);
export const fetchPriceList = (api: ApiClient) => api.get(BLANCO_ENDPOINTS.priceLists, PriceListSchema);

export const fetchMonthlyCost = (api: ApiClient, credit: number, interestRate: number, term: number) =>
  api.get(BLANCO_ENDPOINTS.monthlyCost, MonthlyCostSchema, { params: { credit }, query: { interestRate, term } });

/** The same idempotency key twice makes one lead (double click, retry after a timeout). */
export const createLead = (api: ApiClient, lead: CreateLead, idempotencyKey: string) =>
  api.post(BLANCO_ENDPOINTS.leads, LeadSchema, { body: lead, headers: { 'idempotency-key': idempotencyKey } });

export const fetchLead = (api: ApiClient, leadId: string) => api.get(BLANCO_ENDPOINTS.lead, LeadSchema, { params: { leadId } });

/** The search travels in the body: it may be a personal identity number. */
export const queryLeads = (api: ApiClient, query: BlancoLeadQuery) => api.post(BLANCO_ENDPOINTS.query, LeadPageSchema, { body: query, read: true });

export const setInvoiceReference = (api: ApiClient, leadId: string, ownInvoiceReference: string) =>
  api.put(BLANCO_ENDPOINTS.invoice, LeadSchema, { params: { leadId }, body: { ownInvoiceReference } });

export const sendContract = (api: ApiClient, leadId: string) => api.post(BLANCO_ENDPOINTS.sendContract, LeadSchema, { params: { leadId } });
/** The same signing link texted once more to a customer who has not signed (SendContractSchema). */
export const resendContract = (api: ApiClient, leadId: string) =>
  api.post(BLANCO_ENDPOINTS.sendContract, LeadSchema, { params: { leadId }, body: { again: true } });

export const referToSecondChance = (api: ApiClient, leadId: string) => api.post(BLANCO_ENDPOINTS.secondChance, LeadSchema, { params: { leadId } });

export const uploadLeadDocument = (api: ApiClient, leadId: string, form: FormData) =>
  api.post(ENDPOINTS.files.list, DocumentSchema, { params: { ownerType: 'lead', ownerId: leadId }, body: form });

export const downloadLeadDocument = (api: ApiClient, leadId: string, documentId: string) =>
  api.download(ENDPOINTS.files.document, { params: { ownerType: 'lead', ownerId: leadId, documentId } });
