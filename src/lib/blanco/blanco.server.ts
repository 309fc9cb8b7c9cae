// Private loan calls (SPEC §7 blanco, files): server only.
import type { ApiClient } from '../api/client';
import { ENDPOINTS } from '../api/endpoints';
import { CreditProductsSchema, LeadSchema, LeadSummarySchema, MonthlyCostSchema, PriceListSchema, type CreateLead } from '../api/blanco';
import { DocumentSchema, type LeadQuery } from '../api/leads';
import { pageSchema } from '../api/schemas';

const LeadPageSchema = pageSchema(LeadSummarySchema);

export const fetchCreditProducts = (api: ApiClient) => api.get(ENDPOINTS.blanco.creditProducts, CreditProductsSchema);
export const fetchPriceList = (api: ApiClient) => api.get(ENDPOINTS.blanco.priceLists, PriceListSchema);

export const fetchMonthlyCost = (api: ApiClient, credit: number, interestRate: number, term: number) =>
  api.get(ENDPOINTS.blanco.monthlyCost, MonthlyCostSchema, { params: { credit }, query: { interestRate, term } });

/** The same idempotency key twice makes one lead (double click, retry after a timeout). */
export const createLead = (api: ApiClient, lead: CreateLead, idempotencyKey: string) =>
  api.post(ENDPOINTS.blanco.leads, LeadSchema, { body: lead, headers: { 'idempotency-key': idempotencyKey } });

export const fetchLead = (api: ApiClient, leadId: string) => api.get(ENDPOINTS.blanco.lead, LeadSchema, { params: { leadId } });

/** The search travels in the body: it may be a personal identity number. */
export const queryLeads = (api: ApiClient, query: LeadQuery) => api.post(ENDPOINTS.blanco.query, LeadPageSchema, { body: query, read: true });

export const setInvoiceReference = (api: ApiClient, leadId: string, ownInvoiceReference: string) =>
  api.put(ENDPOINTS.blanco.invoice, LeadSchema, { params: { leadId }, body: { ownInvoiceReference } });

export const sendContract = (api: ApiClient, leadId: string) => api.post(ENDPOINTS.blanco.sendContract, LeadSchema, { params: { leadId } });

export const referToSecondChance = (api: ApiClient, leadId: string) =>
  api.post(ENDPOINTS.blanco.secondChance, LeadSchema, { params: { leadId } });

export const uploadLeadDocument = (api: ApiClient, leadId: string, form: FormData) =>
  api.post(ENDPOINTS.files.list, DocumentSchema, { params: { ownerType: 'lead', ownerId: leadId }, body: form });

export const downloadLeadDocument = (api: ApiClient, leadId: string, documentId: string) =>
  api.download(ENDPOINTS.files.document, { params: { ownerType: 'lead', ownerId: leadId, documentId } });
