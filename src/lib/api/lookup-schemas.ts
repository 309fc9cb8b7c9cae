// The Partner API contract of the vehicle register lookup (SPEC §7 lookup
// vehicle/{numberPlate}/{metricInKilometers}, §8 "vehicle register lookup unavailable", "no vehicle
// for the plate"), by plate and, for Danish stock cars without plates, by VIN. Shared by the
// portal and backend/; imports valibot only. The person lookup is here too; the organisation
// lookup's schemas live with leasing, its first product (leasing-schemas.ts).
import * as v from 'valibot';
import { DistanceKmSchema } from './field-schemas.ts';

/** SPEC §3 market ad's fuel and gear types. */
export const FUEL_TYPES = ['DIESEL', 'ELECTRIC', 'GASOLINE', 'HYBRID'] as const;
export const GEAR_TYPES = ['AUTOMATIC', 'MANUAL'] as const;
/** The register's colour, as a code the portal translates. */
const VEHICLE_COLOURS = ['BLACK', 'WHITE', 'GREY', 'SILVER', 'BLUE', 'RED', 'GREEN', 'YELLOW', 'BROWN', 'BEIGE', 'OTHER'] as const;
/** REGISTERED: in traffic; DEREGISTERED: off the road (SE avställd, FI liikennekäytöstä poistettu, DK afmeldt, plates handed in). */
const REGISTRATION_STATUSES = ['REGISTERED', 'DEREGISTERED'] as const;
/**
 * SPEC §3 "object VAT status": VAT_DEDUCTIBLE is SE momsbil, FI alv-auto, DK momsbil (sold with
 * VAT the buyer may deduct); MARGIN_SCHEME is SE VMB, FI marginaaliverotus, DK brugtmoms.
 */
export const VEHICLE_VAT_STATUSES = ['VAT_DEDUCTIBLE', 'MARGIN_SCHEME'] as const;

/** The path's {metricInKilometers}: the mileage the dealer reads on the car, whole kilometres. */
export const MileageKmSchema = DistanceKmSchema;

/** POST lookup/vehicle-by-vin: a stock car without plates (usual in Denmark), with its mileage as in the plate lookup. */
export const VehicleByVinLookupSchema = v.object({
  vin: v.pipe(v.string(), v.maxLength(40)),
  metricInKilometers: MileageKmSchema,
});

const IsoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The register's answer, the same for both lookups. */
export const VehicleSchema = v.object({
  country: v.picklist(['SE', 'FI', 'DK']),
  /** Canonical (SE `ABC 123`, FI `ABC-123`, DK `AB 12345`); null: no plates (a deregistered stock car). */
  numberPlate: v.nullable(v.string()),
  vin: v.string(),
  make: v.string(),
  model: v.string(),
  variant: v.string(),
  modelYear: v.number(),
  firstRegistrationDate: IsoDate,
  fuel: v.picklist(FUEL_TYPES),
  gearbox: v.picklist(GEAR_TYPES),
  powerKw: v.number(),
  colour: v.picklist(VEHICLE_COLOURS),
  registrationStatus: v.picklist(REGISTRATION_STATUSES),
  vatStatus: v.picklist(VEHICLE_VAT_STATUSES),
  /** The last periodic inspection, its odometer in km (a Swedish reading in mil is × 10); null: none yet (a young car). */
  lastInspection: v.nullable(v.object({ date: IsoDate, odometerKm: v.number() })),
  /** The mileage the dealer gave, echoed. */
  mileageKm: v.number(),
  /** The dealer's mileage is below the last inspection's: a typing error, or a wound-back odometer. */
  mileageBelowLastInspection: v.boolean(),
});
export type Vehicle = v.InferOutput<typeof VehicleSchema>;

/** POST lookup/persons (a body, never a URL, for the personal identity number) */
export const PersonLookupSchema = v.object({ personalId: v.string() });
export const PersonSchema = v.object({
  personalId: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  /** Where the population register has the person; null when it has no address. */
  address: v.nullable(v.object({ street: v.string(), postalCode: v.string(), city: v.string() })),
});
export type Person = v.InferOutput<typeof PersonSchema>;
