// The price tag's calls (SPEC §7 blanco/price-lists, monthly-cost/{credit}, price-tag/{credit}): server only.
import type { ApiClient } from '../api/client';
import { creditOf, type PriceTagLanguage, type PriceTagQuery } from '../api/price-tag';
import type { Locale } from '../i18n';
import { BLANCO_ENDPOINTS } from '../api/blanco';

/** The tag is printed in the language the dealer uses the portal in (sv-FI: Swedish, with Finland's terms). */
const PRINTED_IN: Record<Locale, PriceTagLanguage> = { 'sv-SE': 'sv', 'sv-FI': 'sv', 'fi-FI': 'fi', 'da-DK': 'da' };

export const downloadPriceTag = (api: ApiClient, query: PriceTagQuery, locale: Locale) =>
  api.pdf(BLANCO_ENDPOINTS.priceTag, {
    params: { credit: creditOf(query) },
    query: {
      heading: query.heading,
      vehicle: query.vehicle,
      cashPrice: query.cashPrice,
      downPayment: query.downPayment,
      term: query.term,
      interestRate: query.interestRate,
      format: query.format,
      language: PRINTED_IN[locale],
    },
  });
