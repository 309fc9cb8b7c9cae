// The checkout form (SPEC §3 delivery address, §5: no PO box, zip per country): the shared delivery
// rules of the API contract with the portal's translation keys, plus the idempotency key that makes a
// double click or a retry one order. Client-safe: one schema for any island and the server action.
import * as v from 'valibot';
import type { CountryCode } from '../api/schemas';
import { deliveryAddressSchema, type DeliveryMessages } from '../api/shop-schemas';
import { validate, type FormResult } from '../forms/validate';
import { ARTICLE_ID, CART_QUANTITY_MAX } from './cart';

/** The form of "add to cart" and of a cart line's quantity (0 removes it), on the article page and the checkout. */
export const CartFormSchema = v.object({
  articleId: v.pipe(v.string(), v.regex(ARTICLE_ID)),
  quantity: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,2}$/), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(CART_QUANTITY_MAX)),
});

export const CHECKOUT_FIELDS = ['address', 'att', 'city', 'zip'] as const;

const key = (name: string) => `pointShop.checkout.errors.${name}`;
const DELIVERY_MESSAGES: DeliveryMessages = { required: key('required'), tooLong: key('tooLong'), poBox: key('poBox'), zip: key('zip') };

function checkoutSchema(country: CountryCode) {
  return v.object({
    idempotencyKey: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{8,200}$/, key('expired'))),
    delivery: deliveryAddressSchema(country, DELIVERY_MESSAGES),
  });
}
type Checkout = v.InferOutput<ReturnType<typeof checkoutSchema>>;

/** The posted form as the schema reads it. */
function checkoutInput(fields: Record<string, string>) {
  return {
    idempotencyKey: fields.idempotencyKey ?? '',
    delivery: Object.fromEntries(CHECKOUT_FIELDS.map((name) => [name, fields[name] ?? ''])),
  };
}

/** Field errors by the form's own names (address, not delivery.address). */
export function validateCheckout(country: CountryCode, fields: Record<string, string>): FormResult<Checkout> {
  const result = validate(checkoutSchema(country), checkoutInput(fields));
  if (result.success) return result;
  const fieldErrors = Object.fromEntries(Object.entries(result.fieldErrors).map(([name, messages]) => [name.replace(/^delivery\./, ''), messages]));
  return { success: false, fieldErrors };
}
