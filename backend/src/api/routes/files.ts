import { fileTypeFromBuffer } from 'file-type';
import { Hono, type Context } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type { Document } from '../../../../src/lib/api/leads.ts';
import { safeFileName, type SniffedType } from '../../../../src/lib/upload-name.ts';
import { documentContent, documentsOf, insertDocument } from '../../leads/documents.ts';
import { documentReceived } from '../../blanco/lead-actions.ts';
import { LEADS } from '../../blanco/lead-store.ts';
import { LEASING_DOCUMENT_OWNER } from '../../../../src/lib/api/leasing-schemas.ts';
import { LEASING_LEADS } from '../../leasing/lead-store.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, noAccess, notFound, parseBody } from '../errors.ts';
import { NotifyIntercomSchema } from '../../../../src/lib/api/leads.ts';
import { recordIntercomNotification } from '../../leads/intercom.ts';
import { rolesOf } from '../../db/users.ts';
import { requireAnyRole } from '../roles.ts';
import { fileTooLarge, MAX_FILE_BYTES, MAX_UPLOAD_BODY_BYTES, parseMultipart, readBodyWithin } from '../upload-body.ts';

const ALLOWED_TYPES = new Set<string>(['application/pdf', 'image/png', 'image/jpeg']);
const MAX_DESCRIPTION = 20;

function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

interface OwnerKind<O extends { id: string }> {
  /** The role a user needs for this owner's documents. */
  role: string;
  /** The dealer's owner the path names. */
  find: (db: DatabaseSync, dealerId: string, ownerId: string) => O | undefined;
  /** What a new document does to its owner (as it is after the upload). */
  documentAdded?(db: DatabaseSync, owner: O): void;
}

// Each owner type (a product's leads).
const OWNERS: Record<string, OwnerKind<{ id: string }>> = {
  // A loan waiting for supplements goes to manual inspection.
  lead: { role: 'BLANCO', find: LEADS.findDealerLead, documentAdded: documentReceived },
  [LEASING_DOCUMENT_OWNER]: { role: 'LEASING', find: LEASING_LEADS.findDealerLead },
};

/** Documents of loan leads (`lead`) and leasing leads (`leasing-lead`), and support told of new ones; the owner must be the dealer's. */
export function fileRoutes(db: DatabaseSync) {
  // Before anything else of the route (an upload's body is not read for a user without the role).
  const ownerOf = (c: Context<AppEnv>, ownerType = c.req.param('ownerType') ?? '', ownerId = c.req.param('ownerId') ?? '') => {
    const kind = Object.hasOwn(OWNERS, ownerType) ? OWNERS[ownerType] : undefined;
    if (!kind) throw notFound('No such owner');
    if (!rolesOf(c.var.user).includes(kind.role)) throw noAccess();
    const owner = kind.find(db, c.var.user.dealer_id, ownerId);
    if (!owner) throw notFound('No such owner');
    return { ownerType, id: owner.id, kind };
  };

  return (
    new Hono<AppEnv>()
      .use('*', requireAnyRole('BLANCO', 'LEASING'))
      // Support hears of new documents of an owner of the dealer's, each one the owner's.
      .post('/notify-intercom', async (c) => {
        const body = await parseBody(c, NotifyIntercomSchema);
        const owner = ownerOf(c, body.ownerType, body.ownerId);
        const known = new Set(documentsOf(db, owner.ownerType, owner.id).map((document) => document.documentId));
        if (!body.documentIds.every((id) => known.has(id))) throw notFound('No such document');
        recordIntercomNotification({
          dealerId: c.var.user.dealer_id,
          userId: c.var.user.id,
          ownerType: owner.ownerType,
          ownerId: owner.id,
          documentIds: body.documentIds,
          receivedAt: new Date().toISOString(),
        });
        return c.body(null, 204);
      })
      .post('/:ownerType/:ownerId', async (c) => {
        const owner = ownerOf(c);
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
          ownerType: owner.ownerType,
          ownerId: owner.id,
          // The sniffed type's extension, no control or bidirectional characters (ASVS V5).
          fileName: safeFileName(file.name, sniffed.mime as SniffedType),
          contentType: sniffed.mime as Document['contentType'],
          description,
          uploadedBy: c.var.user.id,
          content,
        });
        const current = owner.kind.documentAdded && owner.kind.find(db, c.var.user.dealer_id, owner.id);
        if (current) owner.kind.documentAdded?.(db, current);
        return c.json(document, 201);
      })
      .get('/:ownerType/:ownerId', (c) => {
        const owner = ownerOf(c);
        return c.json(documentsOf(db, owner.ownerType, owner.id));
      })
      .get('/:ownerType/:ownerId/:documentId', (c) => {
        const owner = ownerOf(c);
        const found = documentContent(db, owner.ownerType, owner.id, c.req.param('documentId'));
        if (!found) throw notFound('No such document');
        return c.body(found.content as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': found.document.contentType,
          'Content-Disposition': contentDisposition(found.document.fileName),
          'Content-Length': String(found.content.byteLength),
        });
      })
  );
}
