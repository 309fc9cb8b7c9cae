// The organisation's address for the checkout's delivery fields, from GET partner (readable by
// every user, unlike the organisation view's call, which is the organisation admin's).
import type { ApiClient } from '../api/client';
import { leftOut } from '../api/left-out.server';
import type { User } from '../api/schemas';
import { fetchPartner } from '../partner/partner.server';
import { organisationDelivery, type DeliveryStart } from './delivery';

/** The fields the organisation fills; none (logged) when the Partner API does not answer: the dealer types the address. */
export async function loadOrganisationDelivery(api: ApiClient, user: Pick<User, 'firstname' | 'lastname'>): Promise<DeliveryStart> {
  const partner = await fetchPartner(api).catch(leftOut('point shop checkout: the organisation’s address could not be loaded'));
  return partner ? organisationDelivery(partner.address, user) : {};
}
