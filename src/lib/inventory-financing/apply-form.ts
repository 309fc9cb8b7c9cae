// How the apply form names and orders its fields on the page: ids from the field names, the
// order the error summary lists them in. Pure and client-safe.
import { FIELDS } from './apply';

/**
 * The fields in the order the form shows them, with their label keys under inventoryFinancingApply.fields.
 * @internal exported for its unit tests
 */
export const FIELD_ORDER: readonly (readonly [string, string])[] = [
  [FIELDS.numberPlate, 'numberPlate'],
  [FIELDS.mileageKm, 'mileageKm'],
  [FIELDS.vin, 'vin'],
  [FIELDS.brand, 'brand'],
  [FIELDS.model, 'model'],
  [FIELDS.variant, 'variant'],
  [FIELDS.modelYear, 'modelYear'],
  [FIELDS.vatStatus, 'vatStatus'],
  [FIELDS.price, 'price'],
  [FIELDS.downPayment, 'downPayment'],
  [FIELDS.sellerKind, 'sellerKind'],
  [FIELDS.sellerOrganizationNumber, 'sellerOrganizationNumber'],
  [FIELDS.sellerName, 'sellerName'],
  [FIELDS.contactName, 'contactName'],
  [FIELDS.contactEmail, 'contactEmail'],
  [FIELDS.contactPhone, 'contactPhone'],
  [FIELDS.signatoryPersonalId, 'signatoryPersonalId'],
  [FIELDS.signatoryName, 'signatoryName'],
  [FIELDS.signatoryPhone, 'signatoryPhone'],
  [FIELDS.guarantorPersonalId, 'guarantorPersonalId'],
  [FIELDS.guarantorName, 'guarantorName'],
  [FIELDS.guarantorPhone, 'guarantorPhone'],
  [FIELDS.facilityId, 'facilityId'],
  [FIELDS.termsAccepted, 'termsAccepted'],
  ['idempotencyKey', 'form'],
  ['form', 'form'],
];

/** Each field's label key under inventoryFinancingApply.fields, by the field's name. */
export const FIELD_LABELS: Readonly<Record<string, string>> = Object.fromEntries(FIELD_ORDER);
