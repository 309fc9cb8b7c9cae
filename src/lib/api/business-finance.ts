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
import { InvoicesSchema, MonthlyStatementSchema, PaymentSchema, YearlySummarySchema, type PaymentRequest } from './business-finance-invoices-schemas';

/**
 * Inventory financing's Partner API paths (SPEC §7 business-finance), relative to the country's API base URL.
 * @internal exported for the integration tests, which check that no path carries a personal id
 */
export const BUSINESS_FINANCE_ENDPOINTS = {
  self: 'business-finance/self',
  linesOfCredit: 'business-finance/lines-of-credit',
  priceLists: 'business-finance/price-lists',
  dailyCost: 'business-finance/daily-cost/{credit}',
  leads: 'business-finance/leads',
  lead: 'business-finance/leads/{leadId}',
  query: 'business-finance/leads/query',
  contracts: 'business-finance/leads/{leadId}/contracts',
  resendContract: 'business-finance/leads/{leadId}/contracts/resend',
  invoices: 'business-finance/leads/{leadId}/invoices',
  engagementReport: 'business-finance/leads/engagement-report',
  yearlySummary: 'business-finance/transactions/yearly-summary/{year}',
  monthlyStatement: 'business-finance/transactions/monthly-statement/{period}',
  monthlyStatementPdf: 'business-finance/transactions/monthly-statement/{period}/pdf',
} as const;

export const fetchBusinessFinanceSelf = (api: ApiClient) => api.get(BUSINESS_FINANCE_ENDPOINTS.self, BusinessFinanceSelfSchema);

/** 403 NOT_ONBOARDED for a dealer not onboarded to inventory financing. */
export const fetchLineOfCredit = (api: ApiClient) => api.get(BUSINESS_FINANCE_ENDPOINTS.linesOfCredit, LineOfCreditSchema);

export const fetchBusinessFinancePriceList = (api: ApiClient) => api.get(BUSINESS_FINANCE_ENDPOINTS.priceLists, BusinessFinancePriceListSchema);

export const fetchDailyCost = (api: ApiClient, credit: number) => api.get(BUSINESS_FINANCE_ENDPOINTS.dailyCost, DailyCostSchema, { params: { credit } });

/** The same idempotency key and body twice make one lead (double click, retry after a timeout). */
export const createInventoryLead = (api: ApiClient, lead: CreateInventoryLead, idempotencyKey: string) =>
  api.post(BUSINESS_FINANCE_ENDPOINTS.leads, InventoryLeadSchema, { body: lead, headers: { 'idempotency-key': idempotencyKey } });

export const fetchInventoryLead = (api: ApiClient, leadId: string) => api.get(BUSINESS_FINANCE_ENDPOINTS.lead, InventoryLeadSchema, { params: { leadId } });

export const queryInventoryLeads = (api: ApiClient, query: InventoryLeadQuery) =>
  api.post(BUSINESS_FINANCE_ENDPOINTS.query, InventoryLeadPageSchema, { body: query, read: true });

/** Texts a signing link to the signatory and the guarantor (once when they are the same person). */
export const sendInventoryContracts = (api: ApiClient, leadId: string) =>
  api.post(BUSINESS_FINANCE_ENDPOINTS.contracts, InventoryLeadSchema, { params: { leadId } });

/** Texts the signer in `role` their signing link again (only while they have not signed). */
export const resendInventoryContract = (api: ApiClient, leadId: string, role: 'SIGNATORY' | 'GUARANTOR') =>
  api.post(BUSINESS_FINANCE_ENDPOINTS.resendContract, InventoryLeadSchema, { params: { leadId }, body: { role } });

/** A financed car's invoices (its settlement invoice once paid out; none before). */
export const fetchInventoryInvoices = (api: ApiClient, leadId: string) => api.get(BUSINESS_FINANCE_ENDPOINTS.invoices, InvoicesSchema, { params: { leadId } });

/**
 * DIRECT: the invoice is PROCESSING and the dealer goes to the answer's redirectUrl (the bank), which
 * returns them to request.returnUrl (a portal address); INVOICE: it stays OPEN, its PDF at pdfPath.
 * Asking again with the same method changes nothing.
 */
export const payInvoice = (api: ApiClient, invoiceId: string, request: PaymentRequest) =>
  api.post(ENDPOINTS.invoices.payment, PaymentSchema, { params: { invoiceId }, body: request });

export const downloadInvoicePdf = (api: ApiClient, invoiceId: string) => api.pdf(ENDPOINTS.invoices.pdf, { params: { invoiceId } });

/** The year's months with their interest; notFound (PERIOD_NOT_AVAILABLE) for a year without any. */
export const fetchYearlySummary = (api: ApiClient, year: number) =>
  api.get(BUSINESS_FINANCE_ENDPOINTS.yearlySummary, YearlySummarySchema, { params: { year } });

/** The month's lines (YYYY-MM): the CSV's rows, summing to the PDF's total; notFound for a month not available. */
export const fetchMonthlyStatement = (api: ApiClient, period: string) =>
  api.get(BUSINESS_FINANCE_ENDPOINTS.monthlyStatement, MonthlyStatementSchema, { params: { period } });

export const downloadMonthlyStatementPdf = (api: ApiClient, period: string) => api.pdf(BUSINESS_FINANCE_ENDPOINTS.monthlyStatementPdf, { params: { period } });

/** The active statement: every car financed now. */
export const downloadEngagementReport = (api: ApiClient) => api.pdf(BUSINESS_FINANCE_ENDPOINTS.engagementReport);
