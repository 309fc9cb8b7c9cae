import type { APIRoute } from 'astro';
import { pathTo } from '../lib/routes';

// A route of the table whose page comes in a later issue, or any unknown path: Home.
export const ALL: APIRoute = (context) => context.redirect(pathTo('Home'));
