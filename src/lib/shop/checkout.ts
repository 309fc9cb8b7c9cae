// The checkout form (SPEC §3 delivery address, §5: no PO box, zip per country): the shared delivery
// rules of the API contract with the portal's translation keys, plus the idempotency key that makes a
// double click or a retry one order. Client-safe: one schema for any island and the server action.
import * as v from 'valibot';
import type { CountryCode } from '../api/schemas';
import { deliveryAddressSchema, type DeliveryMessages } from '../api/shop-schemas';
import { idempotencyKeySchema, UNSAFE_TEXT_MESSAGE } from '../forms/fields';
import { validate, type FormResult } from '../forms/validate';
import { ARTICLE_ID, CART_QUANTITY_MAX } from './cart';

/** The form of "add to cart" and of a cart line's quantity (0 removes it), on the article page and the checkout. */
export const CartFormSchema = v.object({
  articleId: v.pipe(v.string(), v.regex(ARTICLE_ID)),
  quantity: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,2}$/), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(CART_QUANTITY_MAX)),
});

export const CHECKOUT_FIELDS = ['address', 'att', 'city', 'zip'] as const;

/** At checkout a line's quantity is `quantity.<articleId>` inside the order form, so a change posts the address typed so far too. */
export const checkoutQuantityName = (articleId: string) => `quantity.${articleId}`;
/** The checkout's remove button: its value is the article's id. */
export const REMOVE_FIELD = 'remove';

/**
 * The line changes a checkout cart post asks for, in CartFormSchema's shape: Remove sets its line to
 * 0; Update (or Enter in any field of the order form, whose default button is the first Update, so
 * Enter never places an order) sets every line to its quantity field.
 */
export function checkoutLineChanges(fields: Record<string, string>): { articleId: string; quantity: string }[] {
  const removed = fields[REMOVE_FIELD];
  if (removed !== undefined) return [{ articleId: removed, quantity: '0' }];
  const prefix = checkoutQuantityName('');
  return Object.entries(fields)
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, quantity]) => ({ articleId: name.slice(prefix.length), quantity }));
}

/** The delivery address and key as typed, carried through a cart change at checkout so nothing typed is lost. */
export function typedCheckout(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(['idempotencyKey', ...CHECKOUT_FIELDS].flatMap((name) => (fields[name] === undefined ? [] : [[name, fields[name]!]])));
}

const key = (name: string) => `pointShop.checkout.errors.${name}`;
const DELIVERY_MESSAGES: DeliveryMessages = {
  required: key('required'),
  tooLong: key('tooLong'),
  unsafe: UNSAFE_TEXT_MESSAGE,
  poBox: key('poBox'),
  zip: key('zip'),
};

function checkoutSchema(country: CountryCode) {
  return v.object({
    idempotencyKey: idempotencyKeySchema(key('expired')),
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
