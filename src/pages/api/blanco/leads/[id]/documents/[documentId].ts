import type { APIRoute } from 'astro';
import { downloadLeadDocument } from '../../../../../../lib/blanco/blanco.server';
import { downloadDocument } from '../../../../../../lib/leads/documents.server';

/** A lead's document, proxied: the browser only ever talks to the portal. */
export const GET: APIRoute = (context) => downloadDocument(context, { roles: ['BLANCO'], details: 'BlancoDetails' }, downloadLeadDocument);
