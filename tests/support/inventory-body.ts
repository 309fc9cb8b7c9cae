// An inventory financing application as the Partner API takes it, for the integration and the
// end-to-end tests alike (no test runner imported here).
import type { CreateInventoryLead } from '../../src/lib/api/business-finance-schemas.ts';

/** Valid Swedish personal ids of made-up signers (tests/support/blanco-api.ts's people). */
export const SIGNATORY = { personalId: '19850312-9820', name: 'Astrid Lindqvist', phone: '+46 70 111 22 33' };
export const GUARANTOR = { personalId: '19791104-9836', name: 'Johan Bergström', phone: '+46 70 444 55 66' };

/** A Swedish stock car bought from a company, the guarantor another person than the signatory. */
export function inventoryBody(overrides: Partial<CreateInventoryLead> & { price?: number } = {}): CreateInventoryLead {
  const { price = 200_000, ...rest } = overrides;
  return {
    facilityId: 'facility-malmo',
    vehicle: {
      numberPlate: 'ABC 12A',
      vin: 'YV1UZL1V1P1234567',
      brand: 'Volvo',
      model: 'XC60',
      variant: 'B4 AWD Core',
      modelYear: 2022,
      mileageKm: 48_000,
      vatStatus: 'VAT_DEDUCTIBLE',
      price,
      currency: 'SEK',
    },
    downPayment: 40_000,
    seller: { kind: 'COMPANY', organizationNumber: '556789-0107', name: 'Skånebygg Entreprenad AB' },
    contactPerson: { name: 'Anna Andersson', email: 'anna.admin@bilhuset.example', phone: '+46 70 123 45 01' },
    signatory: SIGNATORY,
    guarantor: GUARANTOR,
    guarantorIsSignatory: false,
    confirmations: { termsAccepted: true },
    ...rest,
  };
}

/** The same application for a Finnish dealer (EUR, a plated car) or a Danish one (DKK, a stock car without plates). */
export function nordicInventoryBody(country: 'FI' | 'DK', price: number): CreateInventoryLead {
  const base = inventoryBody();
  return country === 'FI'
    ? {
        ...base,
        facilityId: 'facility-helsinki',
        vehicle: { ...base.vehicle, numberPlate: 'ABC-123', price, currency: 'EUR' },
        downPayment: price * 0.2,
        seller: { kind: 'COMPANY', organizationNumber: '2345678-0', name: 'Kuljetus Oy' },
        signatory: { personalId: '180482-9023', name: 'Aino Korhonen', phone: '+358 40 123 4567' },
        guarantor: null,
        guarantorIsSignatory: true,
      }
    : {
        ...base,
        facilityId: 'facility-aarhus',
        vehicle: { ...base.vehicle, numberPlate: null, price, currency: 'DKK' },
        downPayment: price * 0.2,
        seller: { kind: 'PRIVATE_PERSON', name: 'Jens Jensen' },
        signatory: { personalId: '140583-1070', name: 'Mette Hansen', phone: '+45 20 12 34 56' },
        guarantor: null,
        guarantorIsSignatory: true,
      };
}
