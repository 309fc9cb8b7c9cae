// The price tag form (SPEC §2 PriceTag, §5 heading required): what the dealer typed, read from the
// address (a GET form that works without JavaScript), checked with the schema backend/ uses and
// against the price list, and the query of the PDF download. Pure and client-safe.
import * as v from 'valibot';
import type { CreditProduct, PriceList } from '../api/blanco';
import { creditOf, PriceTagQuerySchema, type PriceTagFormat, type PriceTagQuery } from '../api/price-tag';
import { checkAmount, stepOfRate } from '../blanco/bounds';
import { UNSAFE_TEXT_MESSAGE } from '../forms/fields';

const PRICE_TAG_FIELDS = ['heading', 'vehicle', 'cashPrice', 'downPayment', 'term', 'interestRate'] as const;
type PriceTagField = (typeof PRICE_TAG_FIELDS)[number];
type PriceTagValues = Record<PriceTagField, string>;

export interface PriceTagForm {
  values: PriceTagValues;
  /** Translation keys, per field: priceTag.errors.*, or validation.unsafeCharacters for heading and vehicle. */
  errors: Partial<Record<PriceTagField, string>>;
  /** The checked tag, when the form was sent and is valid. */
  query: PriceTagQuery | null;
}

const ISSUE_FIELD: Record<string, PriceTagField> = {
  heading: 'heading', headingTooLong: 'heading', headingUnsafe: 'heading', vehicleTooLong: 'vehicle', vehicleUnsafe: 'vehicle',
  cashPrice: 'cashPrice', downPayment: 'downPayment', term: 'term', interestRate: 'interestRate',
};
const ISSUE_KEY: Record<string, string> = {
  heading: 'priceTag.errors.headingRequired', headingTooLong: 'priceTag.errors.headingTooLong', vehicleTooLong: 'priceTag.errors.vehicleTooLong',
  headingUnsafe: UNSAFE_TEXT_MESSAGE, vehicleUnsafe: UNSAFE_TEXT_MESSAGE,
  cashPrice: 'priceTag.errors.cashPrice', downPayment: 'priceTag.errors.downPayment', term: 'priceTag.errors.term', interestRate: 'priceTag.errors.interestRate',
};

/** The form as sent in the address; nothing is checked until it was sent (`heading` present). */
export function priceTagForm(search: URLSearchParams, priceList: PriceList, product: CreditProduct | null): PriceTagForm {
  const values = Object.fromEntries(PRICE_TAG_FIELDS.map((field) => [field, search.get(field) ?? ''])) as PriceTagValues;
  if (!search.has('heading')) return { values, errors: {}, query: null };
  const errors: PriceTagForm['errors'] = {};
  const parsed = v.safeParse(PriceTagQuerySchema, values);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const field = ISSUE_FIELD[issue.message];
      if (field && !errors[field]) errors[field] = ISSUE_KEY[issue.message]!;
    }
    return { values, errors, query: null };
  }
  const query = parsed.output;
  const step = stepOfRate(query.interestRate, priceList.steps);
  if (query.downPayment >= query.cashPrice) errors.downPayment = 'priceTag.errors.downPaymentTooHigh';
  else if (!step) errors.interestRate = 'priceTag.errors.interestRate';
  else {
    const problem = product ? checkAmount(creditOf(query), step, product, priceList.steps) : null;
    if (problem) errors.cashPrice = `priceTag.errors.credit.${problem.kind}`;
    else if (!step.terms.includes(query.term)) errors.term = 'priceTag.errors.termUnavailable';
  }
  return { values, errors, query: Object.keys(errors).length === 0 ? query : null };
}

/** The PDF download's address query for a checked tag and a format. */
export function downloadQuery(query: PriceTagQuery, format: PriceTagFormat): string {
  return new URLSearchParams({
    heading: query.heading, vehicle: query.vehicle, cashPrice: String(query.cashPrice), downPayment: String(query.downPayment),
    term: String(query.term), interestRate: String(query.interestRate), format,
  }).toString();
}
