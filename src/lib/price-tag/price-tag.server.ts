// The price tag's calls (SPEC §7 blanco/price-lists, monthly-cost/{credit}, price-tag/{credit}): server only.
import type { ApiClient } from '../api/client';
import { creditOf, type PriceTagQuery } from '../api/price-tag';
import { BLANCO_ENDPOINTS } from '../api/blanco';

export const downloadPriceTag = (api: ApiClient, query: PriceTagQuery) =>
  api.pdf(BLANCO_ENDPOINTS.priceTag, {
    params: { credit: creditOf(query) },
    query: {
      heading: query.heading, vehicle: query.vehicle, cashPrice: query.cashPrice, downPayment: query.downPayment,
      term: query.term, interestRate: query.interestRate, format: query.format,
    },
  });
