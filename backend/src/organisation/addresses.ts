// The demo dealers' postal addresses as the provider registers them, answered with GET partner (the
// point shop's checkout starts its delivery address there, issue 25 §2). Made up; a dealer made in a
// test has none (null).
import type { PartnerAddress } from '../../../src/lib/api/schemas.ts';

const DEALER_ADDRESSES: Record<string, PartnerAddress> = {
  'dealer-bilhuset': { street: 'Jägersrovägen 160', postalCode: '212 37', city: 'Malmö' },
  'dealer-autotalo': { street: 'Konalantie 47', postalCode: '00390', city: 'Helsinki' },
  'dealer-bilcenter': { street: 'Viborgvej 143', postalCode: '8210', city: 'Aarhus V' },
};

export const dealerAddressOf = (dealerId: string): PartnerAddress | null => DEALER_ADDRESSES[dealerId] ?? null;
