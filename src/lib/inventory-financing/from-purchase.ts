// "Finance this car" from a marketplace purchase (issue 25 §3): the inventory financing application
// opens with the car and its seller filled in from the purchase, read on the server by its id. The
// VIN is not on an ad: the dealer fetches the vehicle by its plate as usual, and corrects anything.
import type { MarketPurchase } from '../api/market-schemas';
import { FIELDS } from './apply';

export function applyValuesFromPurchase(purchase: MarketPurchase): Record<string, string> {
  const { ad } = purchase;
  return {
    [FIELDS.numberPlate]: ad.numberPlate ?? '',
    [FIELDS.brand]: ad.make,
    [FIELDS.model]: ad.model,
    [FIELDS.variant]: ad.variant,
    [FIELDS.modelYear]: String(ad.modelYear),
    [FIELDS.mileageKm]: String(ad.distanceKm),
    [FIELDS.vatStatus]: purchase.vatStatus,
    [FIELDS.price]: String(purchase.price),
    [FIELDS.sellerKind]: 'COMPANY',
    [FIELDS.sellerOrganizationNumber]: purchase.nextSteps.seller.organizationNumber,
    [FIELDS.sellerName]: purchase.nextSteps.seller.name,
  };
}
