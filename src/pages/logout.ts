import type { APIRoute } from 'astro';
import { pathTo } from '../lib/routes';
import { signOut } from '../lib/server/sign-out.server';

/** Log out is POST only: revoke the refresh token, end the session, to the signed-out page of the site. */
export const POST: APIRoute = async (context) => {
  await signOut(context);
  return context.redirect(`${context.url.origin}${pathTo('SignedOut')}`, 303);
};

export const GET: APIRoute = (context) => context.redirect(pathTo('Home'));
