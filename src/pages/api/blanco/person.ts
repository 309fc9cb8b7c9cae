import type { APIRoute } from 'astro';
import { PersonLookupSchema } from '../../../lib/api/lookup-schemas';
import { PERSON_LOOKUP_STATUS, lookUpPerson } from '../../../lib/blanco/person-lookup.server';
import { jsonAnswer, jsonBody, withAccess } from '../../../lib/server/endpoint.server';

const BODY_MAX_BYTES = 1_000;

/**
 * The loan form's person lookup: POST { personalId } as JSON (never in the URL) →
 * { result: found | notFound | invalid | unavailable | limited } with 200, 404, 400, 503 or 429. BLANCO only.
 */
export const POST: APIRoute = (context) =>
  withAccess(context, ['BLANCO'], async ({ api, user }) => {
    const body = await jsonBody(context.request, BODY_MAX_BYTES, PersonLookupSchema);
    const answer = body
      ? await lookUpPerson(api, user, context.locals.country, body.personalId)
      : ({ result: 'invalid', messageKey: 'blancoApply.errors.personalIdRequired' } as const);
    return jsonAnswer(answer, PERSON_LOOKUP_STATUS[answer.result]);
  });
