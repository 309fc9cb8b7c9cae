// Report (SPEC §2): the bare path opens the active inventory financing statement. The middleware
// has already checked BUSINESS_FINANCE from the route table.
import type { APIRoute } from 'astro';
import { pathTo } from '../../lib/routes';

export const GET: APIRoute = (context) => context.redirect(pathTo('ReportActiveStatement'), 302);
