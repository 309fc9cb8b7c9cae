// What the apply page's script gets from POST /api/inventory-financing/vehicle-lookup: the same
// outcome the applyInventoryFinancing action renders after a post (vehicle-lookup.server.ts), with the
// form's field names and the texts already translated, so the script translates nothing. Pure.
import type { Translate } from '../i18n';
import type { FieldErrors } from '../forms/validate';
import type { InventoryApplyFields } from './apply';
import { key } from './apply';

export type VehicleLookupAnswer =
  /** `fields`: form field name → value to fill in; `notice` the "check the vehicle" text. */
  | { result: 'found'; fields: InventoryApplyFields; notice: string }
  /** `errors`: form field name → the message shown under that field. */
  | { result: 'invalid' | 'notFound'; errors: Record<string, string> }
  /** The register did not answer: the dealer enters the vehicle by hand. */
  | { result: 'unavailable'; notice: string };

/** The HTTP status of each outcome (the body tells them apart anyway). */
export const VEHICLE_LOOKUP_STATUS: Record<VehicleLookupAnswer['result'], number> = { found: 200, invalid: 400, notFound: 404, unavailable: 503 };

export type VehicleLookupOutcome =
  | { result: 'found'; fields: InventoryApplyFields }
  | { result: 'invalid' | 'notFound'; fieldErrors: FieldErrors }
  | { result: 'unavailable' };

export function vehicleLookupAnswer(outcome: VehicleLookupOutcome, t: Translate): VehicleLookupAnswer {
  switch (outcome.result) {
    case 'found':
      return { result: 'found', fields: outcome.fields, notice: t(key('vehicleFound')) };
    case 'unavailable':
      return { result: 'unavailable', notice: t(key('registerUnavailable')) };
    default: {
      const errors: Record<string, string> = {};
      for (const [name, messages] of Object.entries(outcome.fieldErrors)) {
        const first = messages?.[0];
        if (first) errors[name] = t(first);
      }
      return { result: outcome.result, errors };
    }
  }
}
