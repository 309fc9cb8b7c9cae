import type { APIRoute } from 'astro';

// A route of the table whose page comes in a later issue, or any unknown path: Home.
export const ALL: APIRoute = (context) => context.redirect('/');
