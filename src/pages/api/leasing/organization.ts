import type { APIRoute } from 'astro';
import { LOOKUP_STATUS, lookUpOrganization } from '../../../lib/leasing/organization.server';
import { withAccess } from '../../../lib/server/endpoint.server';

const BODY_MAX_BYTES = 1_000;

/**
 * The apply page's organisation lookup: POST { organizationNumber } as JSON (never in the URL: a
 * Swedish sole trader's number is a personnummer) → { result: found | notFound | invalid | unavailable }
 * with 200, 404, 400 or 503. LEASING only.
 */
export const POST: APIRoute = (context) =>
  withAccess(context, ['LEASING'], async ({ api }) => {
    const text = await context.request.text();
    let organizationNumber: unknown;
    try {
      organizationNumber = text.length <= BODY_MAX_BYTES ? (JSON.parse(text) as { organizationNumber?: unknown })?.organizationNumber : undefined;
    } catch {
      organizationNumber = undefined;
    }
    const answer =
      typeof organizationNumber === 'string'
        ? await lookUpOrganization(api, context.locals.country, organizationNumber)
        : ({ result: 'invalid', messageKey: 'leasingApply.errors.notEmpty' } as const);
    return Response.json(answer, { status: LOOKUP_STATUS[answer.result], headers: { 'cache-control': 'no-store' } });
  });
