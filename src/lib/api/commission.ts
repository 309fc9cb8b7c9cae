// Commission calls (SPEC §7 commissions), each answer checked against its schema (commission-schemas.ts).
// Called with the request's ApiClient, so from server code only.
import type { ApiClient } from './client';
import { CommissionMonthSchema, CommissionYearSchema } from './commission-schemas';
import { ENDPOINTS } from './endpoints';

/** 404 PERIOD_NOT_AVAILABLE for a year without any commission month. */
export const fetchCommissionYear = (api: ApiClient, year: number) => api.get(ENDPOINTS.commissions.yearlySummary, CommissionYearSchema, { params: { year } });

/** 404 PERIOD_NOT_AVAILABLE outside the dealer's months; 406 MONTH_NOT_CLOSED (notAcceptable) for the month running now. */
export const fetchCommissionMonth = (api: ApiClient, period: string) =>
  api.get(ENDPOINTS.commissions.monthlySummary, CommissionMonthSchema, { params: { period } });

export const downloadCommissionMonthPdf = (api: ApiClient, period: string) => api.pdf(ENDPOINTS.commissions.monthlySummaryPdf, { params: { period } });
