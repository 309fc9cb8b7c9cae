import type { APIRoute } from 'astro';
import { FIELDS, type InventoryApplyFields } from '../../../lib/inventory-financing/apply';
import { VEHICLE_LOOKUP_STATUS, vehicleLookupAnswer } from '../../../lib/inventory-financing/vehicle-lookup-answer';
import { lookUpVehicle, withVehicle } from '../../../lib/inventory-financing/vehicle-lookup.server';
import { jsonError, withAccess } from '../../../lib/server/endpoint.server';

const BODY_MAX_BYTES = 500;

/** The typed plate, VIN and mileage as the form posts them, or null when the body is not that. */
function typedVehicle(text: string): InventoryApplyFields | null {
  if (text.length > BODY_MAX_BYTES) return null;
  try {
    const body = JSON.parse(text) as { numberPlate?: unknown; vin?: unknown; mileageKm?: unknown } | null;
    const { numberPlate, vin, mileageKm } = body ?? {};
    if (typeof numberPlate !== 'string' || typeof vin !== 'string' || typeof mileageKm !== 'string') return null;
    return { [FIELDS.numberPlate]: numberPlate, [FIELDS.vin]: vin, [FIELDS.mileageKm]: mileageKm };
  } catch {
    return null;
  }
}

/**
 * The apply page's vehicle lookup with JavaScript: POST { numberPlate, vin, mileageKm } as typed, in
 * JSON (no URL carries what the dealer typed) → { result: found, fields, notice } with the form's
 * field names, { result: invalid | notFound, errors } by field, or { result: unavailable, notice }
 * (enter the vehicle by hand), texts translated; 200, 400, 404, 503. A body that is not that is
 * 400 wrongData (the script then posts the form). The same lookup as the form's action. BUSINESS_FINANCE only.
 */
export const POST: APIRoute = (context) =>
  withAccess(context, ['BUSINESS_FINANCE'], async ({ api }) => {
    const typed = typedVehicle(await context.request.text());
    if (!typed) return jsonError(400, 'wrongData');
    const lookup = await lookUpVehicle(api, context.locals.country, typed);
    const answer = vehicleLookupAnswer(lookup.result === 'found' ? { result: 'found', fields: withVehicle(typed, lookup.vehicle) } : lookup, context.locals.t);
    return Response.json(answer, { status: VEHICLE_LOOKUP_STATUS[answer.result], headers: { 'cache-control': 'no-store' } });
  });
