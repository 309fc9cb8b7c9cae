import type { APIRoute } from 'astro';
import { OrganizationLookupSchema } from '../../../lib/api/leasing-schemas';
import { LOOKUP_STATUS, lookUpOrganization } from '../../../lib/leasing/organization.server';
import { jsonAnswer, jsonBody, withAccess } from '../../../lib/server/endpoint.server';

const BODY_MAX_BYTES = 1_000;

/**
 * The apply page's organisation lookup: POST { organizationNumber } as JSON (never in the URL: a
 * Swedish sole trader's number is a personnummer) → { result: found | notFound | invalid | unavailable }
 * with 200, 404, 400 or 503. LEASING only.
 */
export const POST: APIRoute = (context) =>
  withAccess(context, ['LEASING'], async ({ api }) => {
    const body = await jsonBody(context.request, BODY_MAX_BYTES, OrganizationLookupSchema);
    const answer = body
      ? await lookUpOrganization(api, context.locals.country, body.organizationNumber)
      : ({ result: 'invalid', messageKey: 'leasingApply.errors.notEmpty' } as const);
    return jsonAnswer(answer, LOOKUP_STATUS[answer.result]);
  });
