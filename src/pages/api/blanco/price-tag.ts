// The price tag PDF from the PriceTag page's download links (a plain link: works without JavaScript).
// A tag the form would refuse, or a failed download, goes back to the page with what was typed and
// SPEC §8's message: price tag unavailable when the API cannot make it now, else PDF download failed.
import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { isApiError } from '../../../lib/api/errors';
import { PriceTagQuerySchema } from '../../../lib/api/price-tag';
import { downloadPriceTag } from '../../../lib/price-tag/price-tag.server';
import { pathTo } from '../../../lib/routes';
import { withAccess } from '../../../lib/server/endpoint.server';
import { keepForNextPage } from '../../../lib/server/next-page-message.server';
import type { PriceTagDownloadProblem } from '../../../lib/price-tag/price-tag';
import { downloadHeaders } from '../../../lib/downloads';

export const GET: APIRoute = (context) =>
  withAccess(context, ['BLANCO'], async ({ api }) => {
    const search = new URLSearchParams(context.url.searchParams);
    // Why it came back is kept in the session for the page, never in its address (ADR 0052).
    const back = (problem: PriceTagDownloadProblem | null) => {
      if (problem !== null) keepForNextPage(context.locals.session, pathTo('PriceTag'), problem);
      return context.redirect(`${pathTo('PriceTag')}?${search}`, 303);
    };
    const parsed = v.safeParse(PriceTagQuerySchema, Object.fromEntries(search));
    if (!parsed.success) return back(null);
    try {
      const file = await downloadPriceTag(api, parsed.output, context.locals.locale);
      return new Response(file.body, { headers: downloadHeaders(file.fileName ?? 'price-tag.pdf', 'application/pdf') });
    } catch (error) {
      return back(isApiError(error, 'unavailable') || isApiError(error, 'technical') ? 'priceTagUnavailable' : 'downloadFailed');
    }
  });
