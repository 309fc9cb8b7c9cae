import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { answerVehicleLookup } from '../../../lib/forms/vehicle-lookup.server';
import { FIELDS, type LeasingApplyFields } from '../../../lib/leasing/apply';
import { LEASING_VEHICLE_LOOKUP } from '../../../lib/leasing/vehicle-lookup.server';
import { jsonAnswer, jsonBody, jsonError, withAccess } from '../../../lib/server/endpoint.server';

const BODY_MAX_BYTES = 300;

/** The typed plate and distance driven as the form posts them. */
const TypedVehicleSchema = v.object({ numberPlate: v.string(), distanceKm: v.string() });

/**
 * The leasing application's vehicle lookup with JavaScript: POST { numberPlate, distanceKm } as typed,
 * in JSON → { result: found, fields, notice } with the form's field names, { result: invalid |
 * notFound, errors } by field, or { result: unavailable, notice } (enter the vehicle by hand), texts
 * translated; 200, 400, 404, 503. Another body is 400 wrongData (the island then posts the form,
 * whose action looks the vehicle up alike). LEASING only.
 */
export const POST: APIRoute = (context) =>
  withAccess(context, ['LEASING'], async ({ api }) => {
    const body = await jsonBody(context.request, BODY_MAX_BYTES, TypedVehicleSchema);
    if (!body) return jsonError(400, 'wrongData');
    const typed: LeasingApplyFields = { [FIELDS.numberPlate]: body.numberPlate, [FIELDS.distanceKm]: body.distanceKm };
    const { answer, status } = await answerVehicleLookup(api, context.locals, LEASING_VEHICLE_LOOKUP, typed);
    return jsonAnswer(answer, status);
  });
