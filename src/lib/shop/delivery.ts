// Where the checkout's delivery address starts (issue 25 §2): the organisation's registered address
// with the signed-in user as the recipient, every field the dealer's to change. What the dealer typed
// or posted always wins, even a field emptied on purpose. Pure and client-safe.
import { isPoBoxAddress } from '../api/shop-schemas';
import type { PartnerAddress } from '../api/schemas';
import { CHECKOUT_FIELDS } from './checkout';

/** The checkout's fields the organisation fills, each only when it has something for it. */
export type DeliveryStart = Partial<Record<(typeof CHECKOUT_FIELDS)[number], string>>;

/** A field's value when the provider gave one worth showing. */
const given = (value: string | null | undefined) => value?.trim() || undefined;

/**
 * The organisation's address in the checkout's fields: only the parts it has. A PO box is left out
 * (the shop sends parcels to a street address only), so the dealer types the street rather than
 * meeting an error they did not cause.
 */
export function organisationDelivery(address: PartnerAddress | null | undefined, recipient: { firstname: string; lastname: string }): DeliveryStart {
  const street = given(address?.street);
  const values: DeliveryStart = {
    address: street && !isPoBoxAddress(street) ? street : undefined,
    att: given(`${recipient.firstname} ${recipient.lastname}`),
    city: given(address?.city),
    zip: given(address?.postalCode),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** The form's first values: whatever came back from a post or a cart change, and the organisation's address where nothing did. */
export function startingDelivery(typed: Record<string, string>, organisation: DeliveryStart): Record<string, string> {
  return { ...organisation, ...typed };
}

/** Whether the fields hold something the dealer would lose by leaving: anything other than what the form starts with from the organisation. */
export function deliveryChanged(fields: Record<string, string>, organisation: DeliveryStart): boolean {
  return CHECKOUT_FIELDS.some((name) => (fields[name] ?? '').trim() !== (organisation[name] ?? ''));
}
