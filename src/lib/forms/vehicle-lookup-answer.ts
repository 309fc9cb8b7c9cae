// What a form's script gets from its vehicle lookup endpoint (inventory financing's and leasing's
// applications): the same outcome the form's action renders after a post (vehicle-lookup.server.ts),
// with the form's field names and the texts already translated, so the script translates nothing.
// Pure and client-safe (the islands import its types).
import type { Translate } from '../i18n';
import type { TypedFields } from './apply-flow';
import type { FieldErrors } from './validate';

/** The lookup's messages, each a text under the form's own namespace (`<form>.errors.<message>`). */
export type VehicleLookupMessage =
  | 'notEmpty'
  | 'wholeNumber'
  | 'numberPlateInvalid'
  | 'plateOrVinRequired'
  | 'vinInvalid'
  | 'noVehicle'
  | 'noVehicleForVin'
  /** The notices: found ("check the vehicle"), and the register down ("enter the vehicle by hand"). */
  | 'vehicleFound'
  | 'registerUnavailable';

export type VehicleLookupAnswer =
  /** `fields`: form field name → value to fill in; `notice` the "check the vehicle" text. */
  | { result: 'found'; fields: Record<string, string>; notice: string }
  /** `errors`: form field name → the message shown under that field. */
  | { result: 'invalid' | 'notFound'; errors: Record<string, string> }
  /** The register did not answer: the dealer enters the vehicle by hand. */
  | { result: 'unavailable'; notice: string };

type VehicleLookupOutcome = { result: 'found'; fields: TypedFields } | { result: 'invalid' | 'notFound'; fieldErrors: FieldErrors } | { result: 'unavailable' };

export function vehicleLookupAnswer(
  outcome: VehicleLookupOutcome,
  t: Translate,
  key: (message: VehicleLookupMessage) => string,
  params?: Record<string, string>,
): VehicleLookupAnswer {
  switch (outcome.result) {
    case 'found': {
      const fields: Record<string, string> = {};
      for (const [name, value] of Object.entries(outcome.fields)) if (value !== undefined) fields[name] = value;
      return { result: 'found', fields, notice: t(key('vehicleFound')) };
    }
    case 'unavailable':
      return { result: 'unavailable', notice: t(key('registerUnavailable')) };
    default: {
      const errors: Record<string, string> = {};
      for (const [name, messages] of Object.entries(outcome.fieldErrors)) {
        const first = messages?.[0];
        if (first) errors[name] = t(first, params);
      }
      return { result: outcome.result, errors };
    }
  }
}
