import type { APIRoute } from 'astro';
import { keepActivationToken } from '../../lib/account/activation-link.server';
import { pathTo } from '../../lib/routes';

/** The invitation's link: its token goes to a cookie, and the browser on to an address without it. */
export const GET: APIRoute = (context) => {
  keepActivationToken(context.cookies, context.url, context.params.token ?? '');
  return context.redirect(pathTo('ActivateAccount'), 303);
};
