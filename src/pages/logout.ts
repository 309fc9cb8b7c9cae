import type { APIRoute } from 'astro';
import { pathTo } from '../lib/routes';
import { signOut } from '../lib/server/sign-out.server';

/** Log out is POST only: revoke the refresh token, end the session, back to the site origin. */
export const POST: APIRoute = async (context) => {
  await signOut(context);
  return context.redirect(`${context.url.origin}/`, 303);
};

export const GET: APIRoute = (context) => context.redirect(pathTo('Home'));
