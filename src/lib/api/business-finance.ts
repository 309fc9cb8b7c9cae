// Inventory financing calls (SPEC §7 business-finance), each answer checked against its schema
// (business-finance-schemas.ts). Called with the request's ApiClient, so from server code only.
import type { ApiClient } from './client';
import { ENDPOINTS } from './endpoints';
import {
  BusinessFinancePriceListSchema,
  BusinessFinanceSelfSchema,
  DailyCostSchema,
  InventoryLeadPageSchema,
  InventoryLeadSchema,
  LineOfCreditSchema,
  type CreateInventoryLead,
  type InventoryLeadQuery,
} from './business-finance-schemas';

export const fetchBusinessFinanceSelf = (api: ApiClient) => api.get(ENDPOINTS.businessFinance.self, BusinessFinanceSelfSchema);

/** 403 NOT_ONBOARDED for a dealer not onboarded to inventory financing. */
export const fetchLineOfCredit = (api: ApiClient) => api.get(ENDPOINTS.businessFinance.linesOfCredit, LineOfCreditSchema);

export const fetchBusinessFinancePriceList = (api: ApiClient) =>
  api.get(ENDPOINTS.businessFinance.priceLists, BusinessFinancePriceListSchema);

export const fetchDailyCost = (api: ApiClient, credit: number) =>
  api.get(ENDPOINTS.businessFinance.dailyCost, DailyCostSchema, { params: { credit } });

/** The same idempotency key and body twice make one lead (double click, retry after a timeout). */
export const createInventoryLead = (api: ApiClient, lead: CreateInventoryLead, idempotencyKey: string) =>
  api.post(ENDPOINTS.businessFinance.leads, InventoryLeadSchema, { body: lead, headers: { 'idempotency-key': idempotencyKey } });

export const fetchInventoryLead = (api: ApiClient, leadId: string) =>
  api.get(ENDPOINTS.businessFinance.lead, InventoryLeadSchema, { params: { leadId } });

export const queryInventoryLeads = (api: ApiClient, query: InventoryLeadQuery) =>
  api.post(ENDPOINTS.businessFinance.query, InventoryLeadPageSchema, { body: query, read: true });

/** Texts a signing link to the signatory and the guarantor (once when they are the same person). */
export const sendInventoryContracts = (api: ApiClient, leadId: string) =>
  api.post(ENDPOINTS.businessFinance.contracts, InventoryLeadSchema, { params: { leadId } });
