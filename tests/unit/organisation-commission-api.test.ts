// The organisation view's and the commission pages' Partner API calls (lib/api/partner.ts,
// lib/api/commission.ts) through the real API client over a recording fetch: which call each makes,
// and that an answer not matching the contract is refused rather than shown.
import { describe, expect, it } from 'vitest';
import { fetchCommissionMonth, fetchCommissionYear, downloadCommissionMonthPdf } from '../../src/lib/api/commission';
import type { CommissionMonth, CommissionYear } from '../../src/lib/api/commission-schemas';
import { isApiError } from '../../src/lib/api/errors';
import { fetchEmployees, fetchOrganisation } from '../../src/lib/api/partner';
import type { Organisation } from '../../src/lib/api/partner-schemas';
import { recordingApi } from '../support/recording-api';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ORGANISATION: Organisation = {
  name: 'Bilhuset i Malmö AB',
  organizationNumber: '556123-4567',
  countryCode: 'SE',
  email: 'info@bilhuset.example',
  phone: '+46401234567',
  facilities: [
    { id: 'f1', name: 'Malmö' },
    { id: 'f2', name: 'Lund' },
  ],
  bankAccount: { type: 'BBAN', clearingNumber: '5000', accountNumber: '1234560', iban: null },
};
const EMPLOYEES = {
  content: [{ id: 'u1', firstname: 'Anna', lastname: 'Andersson', email: 'anna@bilhuset.example', phone: '+46701234501' }],
  page: 1,
  size: 20,
  totalElements: 21,
  totalPages: 2,
};
const YEAR: CommissionYear = {
  year: 2025,
  currency: 'SEK',
  totalPaidOut: 1_500,
  months: [{ month: '2025-01', commission: 1_400, adjustment: 100, paidOut: 1_500, closed: true }],
};
const MONTH: CommissionMonth = {
  period: '2025-01',
  currency: 'SEK',
  commission: 1_400,
  adjustment: 100,
  total: 1_500,
  lines: [
    { kind: 'BLANCO', reference: 'BL-100001', leadId: 'lead-1', date: '2025-01-14', amount: 1_400 },
    { kind: 'ADJUSTMENT', reference: 'ADJ-1', leadId: null, date: '2025-01-31', amount: 100 },
  ],
};

describe('the organisation view’s calls', () => {
  it('reads the organisation with its facilities and each kind of bank account', async () => {
    const accounts: Organisation['bankAccount'][] = [
      { type: 'BANKGIRO', accountNumber: '50501055' },
      { type: 'PLUSGIRO', accountNumber: '4100046' },
      ORGANISATION.bankAccount,
      { type: 'FI_BANK', iban: 'FI2112345600000785', bic: 'NDEAFIHH' },
      { type: 'IBAN', iban: 'DK5000400440116243', bic: 'DABADKKK' },
      { type: 'MISSING' },
    ];
    for (const bankAccount of accounts) {
      const { api, calls } = recordingApi({ 'GET partner/organisation': json({ ...ORGANISATION, bankAccount }) });
      expect(await fetchOrganisation(api)).toEqual({ ...ORGANISATION, bankAccount });
      expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET http://api.test/se/partner/organisation']);
    }
  });

  it('refuses an organisation whose bank account is not one the contract knows, or lacks its number', async () => {
    for (const bankAccount of [
      { type: 'CHEQUE', accountNumber: '1' },
      { type: 'BANKGIRO' },
      { type: 'BBAN', clearingNumber: '5000', accountNumber: '1234560' },
    ]) {
      const { api } = recordingApi({ 'GET partner/organisation': json({ ...ORGANISATION, bankAccount }) });
      await expect(fetchOrganisation(api)).rejects.toSatisfy((error) => isApiError(error, 'technical'));
    }
    const { api } = recordingApi({ 'GET partner/organisation': json({ ...ORGANISATION, facilities: [{ id: 'f1' }] }) });
    await expect(fetchOrganisation(api)).rejects.toSatisfy((error) => isApiError(error, 'technical'));
  });

  it('asks for a page of the dealer’s users, with the name only when one is searched for', async () => {
    const { api, calls } = recordingApi({
      'GET partner/employees?page=1&size=20': json(EMPLOYEES),
      'GET partner/employees?page=0&size=20&name=Anna': json(EMPLOYEES),
    });
    expect(await fetchEmployees(api, { page: 1, size: 20 })).toEqual(EMPLOYEES);
    expect(await fetchEmployees(api, { page: 0, size: 20, name: 'Anna' })).toEqual(EMPLOYEES);
    expect(await fetchEmployees(api, { page: 1, size: 20, name: '' })).toEqual(EMPLOYEES);
    expect(calls.map((call) => call.url.replace('http://api.test/se/', ''))).toEqual([
      'partner/employees?page=1&size=20',
      'partner/employees?page=0&size=20&name=Anna',
      'partner/employees?page=1&size=20',
    ]);
  });
});

describe('the commission pages’ calls', () => {
  it('read a year’s commission rows and a month’s lines by their period in the path', async () => {
    const { api, calls } = recordingApi({
      'GET commissions/yearly-summary/2025': json(YEAR),
      'GET commissions/monthly-summary/2025-01': json(MONTH),
    });
    expect(await fetchCommissionYear(api, 2025)).toEqual(YEAR);
    expect(await fetchCommissionMonth(api, '2025-01')).toEqual(MONTH);
    expect(calls.map((call) => call.method)).toEqual(['GET', 'GET']);
  });

  it('download a closed month’s PDF with the name the API gives', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n');
    const { api, calls } = recordingApi({
      'GET commissions/monthly-summary/2025-01/pdf': new Response(pdf, {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="commission-2025-01.pdf"' },
      }),
    });
    const file = await downloadCommissionMonthPdf(api, '2025-01');
    expect(file.fileName).toBe('commission-2025-01.pdf');
    expect(file.contentType).toBe('application/pdf');
    expect(new Uint8Array(file.body)).toEqual(pdf);
    expect(calls[0]?.headers.get('accept')).toBe('application/pdf');
  });

  it('tell a month not yet closed (notAcceptable) from one not available (notFound)', async () => {
    const { api } = recordingApi({ 'GET commissions/monthly-summary/2025-02': json({ error: { code: 'MONTH_NOT_CLOSED' } }, 406) });
    await expect(fetchCommissionMonth(api, '2025-02')).rejects.toSatisfy((error) => isApiError(error, 'notAcceptable'));
    await expect(fetchCommissionYear(api, 1999)).rejects.toSatisfy((error) => isApiError(error, 'notFound'));
  });
});
