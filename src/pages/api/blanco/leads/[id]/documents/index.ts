import type { APIRoute } from 'astro';
import { uploadLeadDocument } from '../../../../../../lib/blanco/blanco.server';
import { uploadDocument } from '../../../../../../lib/leads/documents.server';

/** A supplement document from the details page's plain form (checks: lib/leads/documents.server.ts). */
export const POST: APIRoute = (context) => uploadDocument(context, { roles: ['BLANCO'], details: 'BlancoDetails' }, uploadLeadDocument);
