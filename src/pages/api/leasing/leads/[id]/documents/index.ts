import type { APIRoute } from 'astro';
import { uploadLeasingDocument } from '../../../../../../lib/api/leasing';
import { uploadDocument } from '../../../../../../lib/leads/documents.server';

/** A leasing lead's document from the details page's plain form (checks: lib/leads/documents.server.ts). */
export const POST: APIRoute = (context) => uploadDocument(context, { roles: ['LEASING'], details: 'LeasingDetails' }, uploadLeasingDocument);
