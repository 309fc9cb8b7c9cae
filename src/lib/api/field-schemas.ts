// The fields a dealer sends in more than one product's application, checked alike by the portal's
// client and backend/ (imports with `.ts`, as Node strips types).
import * as v from 'valibot';
import { DISTANCE_KM_MAX, MONEY_MAX } from './schemas.ts';

/** A vehicle price, rent or other amount: above MONEY_MAX it is a typing accident. */
export const MoneySchema = v.pipe(v.number(), v.minValue(0), v.maxValue(MONEY_MAX));

/** A name or other one-line text: no control, format (bidirectional, zero-width) or line separator characters. */
export const plainText = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max), v.regex(/^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u));

/** Null: a stock car without plates (usual in Denmark). */
export const NumberPlateSchema = v.nullable(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[\p{Lu}\p{Nd}][\p{Lu}\p{Nd} -]{0,9}$/u)));

export const ModelYearSchema = v.pipe(v.number(), v.integer(), v.minValue(1950), v.maxValue(2100));

/** Kilometres driven: above DISTANCE_KM_MAX it is a typing accident. */
export const DistanceKmSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(DISTANCE_KM_MAX));

/** The customer's contact person for the contract. */
export const ContactPersonSchema = v.object({
  name: plainText(100),
  email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.email()),
  phone: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
});
export type ContactPerson = v.InferOutput<typeof ContactPersonSchema>;

/** What an application for a business (leasing, inventory financing) sends besides its terms: the facility, the contact person, the terms accepted. */
export const BUSINESS_APPLICATION_ENTRIES = {
  facilityId: v.string(),
  contactPerson: ContactPersonSchema,
  confirmations: v.object({ termsAccepted: v.literal(true) }),
};
