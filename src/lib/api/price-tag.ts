// The price tag's query (SPEC §7 blanco/price-tag/{credit}, §5 heading required), shared by the
// portal's form and backend/. Query values arrive as text; the credit in the path is the cash price
// less the down payment. Nothing in it names a person. Heading and vehicle are printed on the tag, so
// they follow every form's text rule (forms/fields.ts: NFC, no control, bidirectional or zero-width
// characters).
import * as v from 'valibot';
import { parseNumber } from '../forms/number.ts';
import { textSchema } from '../forms/text.ts';

const PRICE_TAG_FORMATS = ['A4', 'SIGN'] as const;
export type PriceTagFormat = (typeof PRICE_TAG_FORMATS)[number];

/** The language the tag is printed in (the dealer's portal language); without it, the country's own. */
const PRICE_TAG_LANGUAGES = ['sv', 'fi', 'da'] as const;
export type PriceTagLanguage = (typeof PRICE_TAG_LANGUAGES)[number];

const HEADING_MAX = 60;
const VEHICLE_MAX = 120;

/** A number as the dealer typed it, grouped as the language writes it ("150 000", the Danish "150.000") or not, else the issue `key`. */
const numberText = (key: string) =>
  v.pipe(
    v.string(key),
    v.transform(parseNumber),
    v.check((value) => value !== null && Number.isFinite(value), key),
    v.transform(Number),
  );

export const PriceTagQuerySchema = v.object({
  heading: v.optional(textSchema(HEADING_MAX, { required: 'heading', tooLong: 'headingTooLong', unsafe: 'headingUnsafe' }), ''),
  vehicle: v.optional(textSchema(VEHICLE_MAX, { tooLong: 'vehicleTooLong', unsafe: 'vehicleUnsafe' }), ''),
  cashPrice: v.pipe(numberText('cashPrice'), v.minValue(1, 'cashPrice')),
  downPayment: v.pipe(v.optional(v.string(), '0'), numberText('downPayment'), v.minValue(0, 'downPayment')),
  term: v.pipe(numberText('term'), v.integer('term'), v.minValue(1, 'term')),
  interestRate: v.pipe(numberText('interestRate'), v.minValue(0, 'interestRate')),
  format: v.optional(v.picklist(PRICE_TAG_FORMATS, 'format'), 'A4'),
  language: v.optional(v.picklist(PRICE_TAG_LANGUAGES, 'language')),
});
export type PriceTagQuery = v.InferOutput<typeof PriceTagQuerySchema>;

/** The credit a price tag advertises: the cash price less the down payment. */
export const creditOf = (query: Pick<PriceTagQuery, 'cashPrice' | 'downPayment'>) => query.cashPrice - query.downPayment;

/**
 * The monthly cost as a tag's large figure: in whole kronor/euros, rounded up, so the customer never
 * pays more a month than the tag says (the representative example gives it to the öre/cent).
 */
export const tagMonthlyCost = (monthlyCost: number) => Math.ceil(monthlyCost);
