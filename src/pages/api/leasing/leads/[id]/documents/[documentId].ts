import type { APIRoute } from 'astro';
import { downloadLeasingDocument } from '../../../../../../lib/api/leasing';
import { downloadDocument } from '../../../../../../lib/leads/documents.server';

/** A leasing lead's document, proxied: the browser only ever talks to the portal. */
export const GET: APIRoute = (context) => downloadDocument(context, { roles: ['LEASING'], details: 'LeasingDetails' }, downloadLeasingDocument);
