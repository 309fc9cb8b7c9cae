import { describe, expect, it } from 'vitest';
import type { MarketPurchase } from '../../src/lib/api/market-schemas';
import { FIELDS } from '../../src/lib/inventory-financing/apply';
import { applyValuesFromPurchase } from '../../src/lib/inventory-financing/from-purchase';
import { purchaseStage } from '../../src/lib/market/purchases';

const PURCHASE = {
  id: 'p-1',
  reference: 'MP-123456',
  price: 189_900,
  purchaseFee: 1_495,
  totalPrice: 191_395,
  currency: 'SEK',
  vatStatus: 'MARGIN_SCHEME',
  vatAmount: null,
  purchasedAt: '2026-11-24T10:00:00.000Z',
  pickedUpAt: null,
  ad: { make: 'Volvo', model: 'V60', variant: 'B4 Momentum', modelYear: 2021, distanceKm: 42_000, numberPlate: 'ABC 12A' },
  nextSteps: {
    seller: { name: 'Göteborgs Bilcenter AB', organizationNumber: '556612-3401', phone: '+46 31 712 40 00', email: 's@example.com' },
    sellerContactsWithinWorkingDays: 1,
    pickUpCity: 'Göteborg',
    paymentDueDate: '2026-12-04',
  },
} as unknown as MarketPurchase;

describe('a marketplace purchase after the confirm', () => {
  it('waits for its pick-up until the dealer says the car is picked up', () => {
    expect(purchaseStage(PURCHASE)).toBe('awaitingPickUp');
    expect(purchaseStage({ pickedUpAt: '2026-11-25T08:00:00.000Z' })).toBe('pickedUp');
  });

  it('fills the inventory financing application with the car, its price without the fee, and the seller as a company', () => {
    expect(applyValuesFromPurchase(PURCHASE)).toEqual({
      [FIELDS.numberPlate]: 'ABC 12A',
      [FIELDS.brand]: 'Volvo',
      [FIELDS.model]: 'V60',
      [FIELDS.variant]: 'B4 Momentum',
      [FIELDS.modelYear]: '2021',
      [FIELDS.mileageKm]: '42000',
      [FIELDS.vatStatus]: 'MARGIN_SCHEME',
      [FIELDS.price]: '189900',
      [FIELDS.sellerKind]: 'COMPANY',
      [FIELDS.sellerOrganizationNumber]: '556612-3401',
      [FIELDS.sellerName]: 'Göteborgs Bilcenter AB',
    });
    // A Danish car without plates: the plate is left empty for the VIN lookup.
    expect(applyValuesFromPurchase({ ...PURCHASE, ad: { ...PURCHASE.ad, numberPlate: null } })[FIELDS.numberPlate]).toBe('');
  });
});
