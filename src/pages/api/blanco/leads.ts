import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { LEAD_SORTS, LEAD_STATUSES } from '../../../lib/api/blanco';
import { isApiError } from '../../../lib/api/errors';
import { queryLeads } from '../../../lib/blanco/blanco.server';
import { PAGE_SIZES, toLeadQuery, type ListFilters } from '../../../lib/blanco/list-query';
import { saveListState, saveSearch } from '../../../lib/blanco/list-state.server';
import { jsonError, withAccess } from '../../../lib/server/endpoint.server';

const ListRequestSchema = v.object({
  search: v.pipe(v.string(), v.maxLength(100)),
  filters: v.object({
    statuses: v.array(v.picklist(LEAD_STATUSES)),
    facilityId: v.nullable(v.string()),
    mine: v.boolean(),
    sort: v.picklist(LEAD_SORTS),
    page: v.pipe(v.number(), v.integer(), v.minValue(0)),
    size: v.picklist(PAGE_SIZES),
  }),
});

/**
 * The live list: the island posts the search and filters here (a body, never a URL, since
 * the search may be a personal identity number); the state is saved for the dealer's return.
 */
export const POST: APIRoute = (context) =>
  withAccess(context, ['BLANCO'], async ({ api }) => {
    const parsed = v.safeParse(ListRequestSchema, await context.request.json().catch(() => null));
    if (!parsed.success) return jsonError(400, 'wrongData');
    const { search, filters } = parsed.output;
    await Promise.all([saveSearch(context.locals.session, search), saveListState(context.locals.session, filters as ListFilters)]);
    try {
      return Response.json(await queryLeads(api, toLeadQuery(filters as ListFilters, search)));
    } catch (error) {
      if (isApiError(error, 'unauthorized')) throw error;
      return jsonError(502, 'listUnavailable');
    }
  });
