// The Partner API contract of inventory financing's invoices, payment and statements (SPEC §3 report
// row, §5 invoice fee, §7 business-finance and invoices calls). Shared by the portal and backend/;
// imports valibot and the shared contract only (with extensions, as Node strips types).
import * as v from 'valibot';
import { CURRENCIES, PeriodSchema } from './schemas.ts';

const INVOICE_STATUSES = ['OPEN', 'PROCESSING', 'PAID'] as const;
const PAYMENT_METHODS = ['DIRECT', 'INVOICE'] as const;
/** What an invoice line charges: the car's credit, its interest for the days used, the monthly invoice fee. */
const INVOICE_LINE_KINDS = ['CREDIT_AMOUNT', 'INTEREST', 'INVOICE_FEE'] as const;

const InvoiceLineSchema = v.object({
  kind: v.picklist(INVOICE_LINE_KINDS),
  amount: v.number(),
  /** The interest line's days (used days of the credit); null on the other lines. */
  days: v.nullable(v.number()),
});
export type InvoiceLine = v.InferOutput<typeof InvoiceLineSchema>;

/**
 * An invoice of a financed car. The settlement invoice pays the car off: once PAID the lead is FINISHED.
 * @internal exported for the integration tests, which check backend/'s answers with it
 */
export const InvoiceSchema = v.object({
  invoiceId: v.string(),
  leadId: v.string(),
  number: v.string(),
  kind: v.literal('SETTLEMENT'),
  /** YYYY-MM-DD. */
  issueDate: v.string(),
  dueDate: v.string(),
  lines: v.array(InvoiceLineSchema),
  /** The sum of the lines, to the cent. */
  total: v.number(),
  currency: v.picklist(CURRENCIES),
  status: v.picklist(INVOICE_STATUSES),
  /** The method chosen last (null before any). */
  paymentMethod: v.nullable(v.picklist(PAYMENT_METHODS)),
  /** The reference to pay with (OCR in Sweden, viitenumero in Finland, FIK in Denmark). */
  paymentReference: v.string(),
  /** Where to pay, as the country writes it: the provider's bankgiro (SE), IBAN with BIC (FI), FI-kort creditor (DK). */
  payTo: v.string(),
  paidAt: v.nullable(v.string()),
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;

/** GET business-finance/leads/{leadId}/invoices: none before the payout. */
export const InvoicesSchema = v.object({ invoices: v.array(InvoiceSchema) });

/** POST invoices/{invoiceId}/payment: direct bank payment (back to returnUrl, a portal address) or by invoice. */
export const PaymentRequestSchema = v.variant('method', [
  v.object({ method: v.literal('DIRECT'), returnUrl: v.pipe(v.string(), v.maxLength(2000), v.url()) }),
  v.object({ method: v.literal('INVOICE') }),
]);
export type PaymentRequest = v.InferOutput<typeof PaymentRequestSchema>;

export const PaymentSchema = v.variant('method', [
  /** The invoice is PROCESSING: the dealer goes to redirectUrl (the bank), which sends them back to returnUrl. */
  v.object({ method: v.literal('DIRECT'), invoiceId: v.string(), status: v.picklist(INVOICE_STATUSES), redirectUrl: v.string() }),
  /** The invoice stays OPEN until its payment arrives; the PDF is at pdfPath (Partner API path). */
  v.object({ method: v.literal('INVOICE'), invoiceId: v.string(), status: v.picklist(INVOICE_STATUSES), pdfPath: v.string() }),
]);
export type Payment = v.InferOutput<typeof PaymentSchema>;

/** GET business-finance/transactions/yearly-summary/{year}: one report row per available month. */
export const YearlySummarySchema = v.object({
  year: v.number(),
  currency: v.picklist(CURRENCIES),
  months: v.array(v.object({ month: PeriodSchema, interest: v.number() })),
  total: v.number(),
});
export type YearlySummary = v.InferOutput<typeof YearlySummarySchema>;

const StatementLineSchema = v.object({
  reference: v.string(),
  vehicle: v.string(),
  /** The car's registration number; null for a car without plates (a Danish stock car may have none). */
  numberPlate: v.nullable(v.string()),
  /** Days of the month the car was financed. */
  days: v.number(),
  interest: v.number(),
});
export type StatementLine = v.InferOutput<typeof StatementLineSchema>;

/** GET business-finance/transactions/monthly-statement/{period}: the lines of the month's PDF (and the portal's CSV). */
export const MonthlyStatementSchema = v.object({
  period: PeriodSchema,
  currency: v.picklist(CURRENCIES),
  lines: v.array(StatementLineSchema),
  /** The sum of the lines' interest, to the cent: the PDF's total. */
  total: v.number(),
});
export type MonthlyStatement = v.InferOutput<typeof MonthlyStatementSchema>;
