import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { answerVehicleLookup } from '../../../lib/forms/vehicle-lookup.server';
import { FIELDS, type InventoryApplyFields } from '../../../lib/inventory-financing/apply';
import { INVENTORY_VEHICLE_LOOKUP } from '../../../lib/inventory-financing/vehicle-lookup.server';
import { jsonAnswer, jsonBody, jsonError, withAccess } from '../../../lib/server/endpoint.server';

const BODY_MAX_BYTES = 500;

/** The typed plate, VIN and mileage as the form posts them. */
const TypedVehicleSchema = v.object({ numberPlate: v.string(), vin: v.string(), mileageKm: v.string() });

/**
 * The apply page's vehicle lookup with JavaScript: POST { numberPlate, vin, mileageKm } as typed, in
 * JSON (no URL carries what the dealer typed) → { result: found, fields, notice } with the form's
 * field names, { result: invalid | notFound, errors } by field, or { result: unavailable, notice }
 * (enter the vehicle by hand), texts translated; 200, 400, 404, 503. A body that is not that is
 * 400 wrongData (the script then posts the form). The same lookup as the form's action. BUSINESS_FINANCE only.
 */
export const POST: APIRoute = (context) =>
  withAccess(context, ['BUSINESS_FINANCE'], async ({ api }) => {
    const body = await jsonBody(context.request, BODY_MAX_BYTES, TypedVehicleSchema);
    if (!body) return jsonError(400, 'wrongData');
    const typed: InventoryApplyFields = { [FIELDS.numberPlate]: body.numberPlate, [FIELDS.vin]: body.vin, [FIELDS.mileageKm]: body.mileageKm };
    const { answer, status } = await answerVehicleLookup(api, context.locals, INVENTORY_VEHICLE_LOOKUP, typed);
    return jsonAnswer(answer, status);
  });
