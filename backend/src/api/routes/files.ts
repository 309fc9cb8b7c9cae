import { fileTypeFromBuffer } from 'file-type';
import { Hono, type Context } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type { Document } from '../../../../src/lib/api/blanco.ts';
import { safeFileName, type SniffedType } from '../../../../src/lib/upload-name.ts';
import { documentContent, documentsOf, insertDocument } from '../../blanco/documents.ts';
import { documentReceived } from '../../blanco/lead-actions.ts';
import { findDealerLead } from '../../blanco/lead-store.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../errors.ts';
import { requireAnyRole } from '../roles.ts';
import { fileTooLarge, MAX_FILE_BYTES, MAX_UPLOAD_BODY_BYTES, parseMultipart, readBodyWithin } from '../upload-body.ts';

const ALLOWED_TYPES = new Set<string>(['application/pdf', 'image/png', 'image/jpeg']);
const MAX_DESCRIPTION = 20;

function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Documents of leads (the only owner type so far); the lead must be the dealer's. */
export function fileRoutes(db: DatabaseSync) {
  const ownerLead = (c: Context<AppEnv>) => {
    const lead = c.req.param('ownerType') === 'lead'
      ? findDealerLead(db, c.var.user.dealer_id, c.req.param('ownerId') ?? '')
      : undefined;
    if (!lead) throw notFound('No such owner');
    return lead;
  };

  return new Hono<AppEnv>()
    .use('*', requireAnyRole('BLANCO'))
    .post('/:ownerType/:ownerId', async (c) => {
      const lead = ownerLead(c);
      let body: Uint8Array<ArrayBuffer>;
      try {
        body = await readBodyWithin(c.req.raw, MAX_UPLOAD_BODY_BYTES);
      } catch (error) {
        // A chunked body stopped midway leaves the connection unusable (with a Content-Length, Node
        // discards the rest itself, and closing early would cut the client off before it reads the 413).
        if (c.req.header('Content-Length') === undefined) c.header('Connection', 'close');
        throw error;
      }
      const form = await parseMultipart(c.req.raw, body);
      const file = form.get('file');
      if (!(file instanceof File)) throw new ApiError(400, 'WRONG_DATA', 'file: a file is required');
      if (file.size > MAX_FILE_BYTES) throw fileTooLarge();
      const description = form.get('description') ?? '';
      if (typeof description !== 'string' || [...description].length > MAX_DESCRIPTION) {
        throw new ApiError(400, 'DESCRIPTION_TOO_LONG', `The description may have at most ${MAX_DESCRIPTION} characters`);
      }
      if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(description)) {
        throw new ApiError(400, 'DESCRIPTION_INVALID', 'The description may not hold control, bidirectional or zero-width characters');
      }
      const content = new Uint8Array(await file.arrayBuffer());
      // The bytes decide, never the name or the declared type.
      const sniffed = await fileTypeFromBuffer(content);
      if (!sniffed || !ALLOWED_TYPES.has(sniffed.mime)) {
        throw new ApiError(415, 'UNSUPPORTED_FILE_TYPE', 'Only PDF, PNG and JPEG files are accepted');
      }
      const document = insertDocument(db, {
        ownerType: 'lead',
        ownerId: lead.id,
        // The sniffed type's extension, no control or bidirectional characters (ASVS V5).
        fileName: safeFileName(file.name, sniffed.mime as SniffedType),
        contentType: sniffed.mime as Document['contentType'],
        description,
        uploadedBy: c.var.user.id,
        content,
      });
      documentReceived(db, lead);
      return c.json(document, 201);
    })
    .get('/:ownerType/:ownerId', (c) => c.json(documentsOf(db, 'lead', ownerLead(c).id)))
    .get('/:ownerType/:ownerId/:documentId', (c) => {
      const found = documentContent(db, 'lead', ownerLead(c).id, c.req.param('documentId'));
      if (!found) throw notFound('No such document');
      return c.body(found.content as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': found.document.contentType,
        'Content-Disposition': contentDisposition(found.document.fileName),
        'Content-Length': String(found.content.byteLength),
      });
    });
}
