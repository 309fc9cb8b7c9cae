// src/lib/api/business-finance.ts through the real API client over a recording fetch: which call
// each function makes (method, path, body, headers) and that answers are checked against their schemas.
import { describe, expect, it } from 'vitest';
import { RECORDING_BASE, recordingApi } from '../support/recording-api';
import { isApiError } from '../../src/lib/api/errors';
import {
  createInventoryLead,
  downloadEngagementReport,
  downloadInvoicePdf,
  downloadMonthlyStatementPdf,
  fetchInventoryInvoices,
  fetchMonthlyStatement,
  fetchYearlySummary,
  payInvoice,
  fetchBusinessFinancePriceList,
  fetchBusinessFinanceSelf,
  fetchDailyCost,
  fetchInventoryLead,
  fetchLineOfCredit,
  queryInventoryLeads,
  sendInventoryContracts,
} from '../../src/lib/api/business-finance';
import type { CreateInventoryLead, InventoryLead } from '../../src/lib/api/business-finance-schemas';

const BASE = RECORDING_BASE;
const fakeApi = recordingApi;

const json = (body: unknown, status = 200) => Response.json(body, { status });
const VEHICLE = {
  numberPlate: 'ABC 12A',
  vin: 'YV1DZ8256C2271234',
  brand: 'Volvo',
  model: 'XC60',
  variant: 'T6 Recharge',
  modelYear: 2023,
  mileageKm: 42_000,
  vatStatus: 'VAT_DEDUCTIBLE',
  price: 389_000,
  currency: 'SEK',
} as const;
const LEAD: InventoryLead = {
  id: 'B1',
  reference: 'BF-123456',
  status: 'APPROVED',
  loanType: 'INVENTORY_FINANCING',
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-01T10:00:00Z',
  contractSentAt: null,
  vehicle: VEHICLE,
  financeTerms: {
    downPayment: 38_900,
    creditAmount: 350_100,
    agreementFee: 995,
    monthlyInterestPercent: 0.65,
    maxCreditDays: 180,
    usedDays: 0,
    firstPaymentDate: null,
    finalPaymentDate: null,
  },
  seller: { kind: 'PRIVATE_PERSON', name: 'Sara Säljare' },
  buyer: { name: 'Bilhuset Syd AB', organizationNumber: '556123-4567' },
  contactPerson: { name: 'Anna Andersson', email: 'anna@example.com', phone: '+46 70 123 45 01' },
  signatory: { name: 'Per Persson', phone: '+46 70 111 22 33' },
  guarantor: { name: 'Per Persson', phone: '+46 70 111 22 33' },
  guarantorIsSignatory: true,
  signers: [],
  facility: { id: 'f1', name: 'Malmö' },
  createdBy: { id: 'u1', name: 'Anna' },
  contractSigned: false,
};

describe('inventory financing calls', () => {
  it('read the dealer, the limit, the price list and the daily cost of a credit', async () => {
    const self = { id: 'd', name: 'Bilhuset Syd AB', organizationNumber: '5561234567', countryCode: 'SE', onboarded: true };
    const line = { currency: 'SEK', total: 5_000_000, used: 1_200_000, remaining: 3_800_000, activeCars: 4, status: 'ACTIVE' };
    const list = {
      id: 'p',
      validFrom: '2026-01-01',
      currency: 'SEK',
      downPaymentMinPercent: 10,
      monthlyInterestPercent: 0.65,
      agreementFee: 995,
      maxCreditDays: 180,
      invoiceFeePercent: 0.28,
      invoiceFeeMaxPerMonth: 145,
      eurRate: 11.6,
    };
    const cost = { credit: 100_000, currency: 'SEK', monthlyInterestPercent: 0.65, interestPerDay: 21.37, invoiceFeePerMonth: 145 };
    const { api } = fakeApi({
      'GET business-finance/self': json(self),
      'GET business-finance/lines-of-credit': json(line),
      'GET business-finance/price-lists': json(list),
      'GET business-finance/daily-cost/100000': json(cost),
    });
    expect(await fetchBusinessFinanceSelf(api)).toEqual(self);
    expect(await fetchLineOfCredit(api)).toEqual(line);
    expect(await fetchBusinessFinancePriceList(api)).toEqual(list);
    expect(await fetchDailyCost(api, 100_000)).toEqual(cost);
  });

  it('create a lead with the Idempotency-Key header, read it, query the list and send the contracts', async () => {
    const page = { content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 };
    const { api, calls } = fakeApi({
      'POST business-finance/leads': json(LEAD, 201),
      'GET business-finance/leads/B1': json(LEAD),
      'POST business-finance/leads/query': json(page),
      'POST business-finance/leads/B1/contracts': json({ ...LEAD, status: 'SENT_TO_CUSTOMER' }),
    });
    const body = { facilityId: 'f1', vehicle: VEHICLE, downPayment: 38_900 } as unknown as CreateInventoryLead;
    expect(await createInventoryLead(api, body, 'key-1')).toEqual(LEAD);
    expect(calls[0]!.headers.get('idempotency-key')).toBe('key-1');
    expect(calls[0]!.body).toEqual(body);
    expect(await fetchInventoryLead(api, 'B1')).toEqual(LEAD);
    expect(await queryInventoryLeads(api, { search: 'ABC 12A' })).toEqual(page);
    expect(calls[2]!.body).toEqual({ search: 'ABC 12A' });
    expect((await sendInventoryContracts(api, 'B1')).status).toBe('SENT_TO_CUSTOMER');
  });

  it("read a car's invoices, pay one directly or by invoice, and download its PDF asking for a PDF", async () => {
    const invoice = {
      invoiceId: 'I1',
      leadId: 'B1',
      number: 'BFI-2026-000001',
      kind: 'SETTLEMENT',
      issueDate: '2026-11-23',
      dueDate: '2026-12-07',
      lines: [
        { kind: 'CREDIT_AMOUNT', amount: 350_100, days: null },
        { kind: 'INTEREST', amount: 0, days: 0 },
        { kind: 'INVOICE_FEE', amount: 145, days: null },
      ],
      total: 350_245,
      currency: 'SEK',
      status: 'OPEN',
      paymentMethod: null,
      paymentReference: '20260000011',
      payTo: '5050-1055',
      paidAt: null,
    };
    const direct = { method: 'DIRECT', invoiceId: 'I1', status: 'PROCESSING', redirectUrl: 'https://bank.example/pay?invoice=1' };
    const { api, calls } = fakeApi({
      'GET business-finance/leads/B1/invoices': json({ invoices: [invoice] }),
      'POST invoices/I1/payment': json(direct),
      'GET invoices/I1/pdf': new Response(new Uint8Array([37, 80, 68, 70]), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="invoice-BFI-2026-000001.pdf"' },
      }),
    });
    expect(await fetchInventoryInvoices(api, 'B1')).toEqual({ invoices: [invoice] });
    const request = { method: 'DIRECT', returnUrl: 'http://se.localhost:4321/inventory-financing/B1/payment' } as const;
    expect(await payInvoice(api, 'I1', request)).toEqual(direct);
    expect(calls[1]!.body).toEqual(request);
    const pdf = await downloadInvoicePdf(api, 'I1');
    expect(calls[2]!.headers.get('accept')).toBe('application/pdf');
    expect(pdf).toMatchObject({ fileName: 'invoice-BFI-2026-000001.pdf', contentType: 'application/pdf' });
    expect(new Uint8Array(pdf.body)).toEqual(new Uint8Array([37, 80, 68, 70]));
  });

  it("read the yearly summary and a month's statement, and download the statements as PDFs", async () => {
    const summary = { year: 2026, currency: 'SEK', months: [{ month: '2026-01', interest: 2231.02 }], total: 2231.02 };
    const statement = {
      period: '2026-01',
      currency: 'SEK',
      lines: [{ reference: 'BF-123456', vehicle: 'Volvo XC60', numberPlate: 'ABC 12D', days: 31, interest: 2231.02 }],
      total: 2231.02,
    };
    const pdf = () => new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } });
    const { api, calls } = fakeApi({
      'GET business-finance/transactions/yearly-summary/2026': json(summary),
      'GET business-finance/transactions/monthly-statement/2026-01': json(statement),
      'GET business-finance/transactions/monthly-statement/2026-01/pdf': pdf(),
      'GET business-finance/leads/engagement-report': pdf(),
    });
    expect(await fetchYearlySummary(api, 2026)).toEqual(summary);
    expect(await fetchMonthlyStatement(api, '2026-01')).toEqual(statement);
    expect((await downloadMonthlyStatementPdf(api, '2026-01')).contentType).toBe('application/pdf');
    expect((await downloadEngagementReport(api)).contentType).toBe('application/pdf');
    expect(calls.slice(2).map((call) => call.headers.get('accept'))).toEqual(['application/pdf', 'application/pdf']);
  });

  it('a month not available and a PDF not accepted are the notFound and notAcceptable errors', async () => {
    const { api } = fakeApi({
      'GET business-finance/transactions/monthly-statement/2019-01': json({ error: { code: 'PERIOD_NOT_AVAILABLE' } }, 404),
      'GET business-finance/leads/engagement-report': json({ error: { code: 'NOT_ACCEPTABLE' } }, 406),
    });
    const missing = await fetchMonthlyStatement(api, '2019-01').catch((caught: unknown) => caught);
    expect(isApiError(missing, 'notFound')).toBe(true);
    expect(missing).toMatchObject({ code: 'PERIOD_NOT_AVAILABLE' });
    expect(isApiError(await downloadEngagementReport(api).catch((caught: unknown) => caught), 'notAcceptable')).toBe(true);
  });

  it('an answer that breaks the contract is an error, not data', async () => {
    const { api } = fakeApi({ 'GET business-finance/lines-of-credit': json({ total: 'lots' }) });
    const error = await fetchLineOfCredit(api).catch((caught: unknown) => caught);
    expect(isApiError(error)).toBe(true);
  });
});
