// Uploaded documents, bytes kept as BLOBs next to their metadata (never selected for listings).
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Document } from '../../../src/lib/api/leads.ts';
import { safeFileName } from '../../../src/lib/upload-name.ts';

interface DocumentRow {
  id: string;
  owner_type: string;
  owner_id: string;
  file_name: string;
  content_type: Document['contentType'];
  size: number;
  description: string;
  uploaded_at: number;
}

const COLUMNS = 'id, owner_type, owner_id, file_name, content_type, size, description, uploaded_at';

function toDocument(row: DocumentRow): Document {
  return {
    documentId: row.id,
    ownerType: row.owner_type,
    ownerId: row.owner_id,
    // Cleaned on the way in; again on the way out for documents stored before that rule.
    fileName: safeFileName(row.file_name, row.content_type),
    contentType: row.content_type,
    size: row.size,
    description: row.description,
    uploadedAt: new Date(row.uploaded_at).toISOString(),
  };
}

export function documentsOf(db: DatabaseSync, ownerType: string, ownerId: string): Document[] {
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM documents WHERE owner_type = ? AND owner_id = ? ORDER BY uploaded_at, id`)
    .all(ownerType, ownerId) as unknown as DocumentRow[];
  return rows.map(toDocument);
}

export interface NewDocument {
  ownerType: string;
  ownerId: string;
  fileName: string;
  contentType: Document['contentType'];
  description: string;
  uploadedBy: string | null;
  content: Uint8Array;
  uploadedAt?: number;
}

export function insertDocument(db: DatabaseSync, doc: NewDocument): Document {
  const row: DocumentRow = {
    id: randomUUID(),
    owner_type: doc.ownerType,
    owner_id: doc.ownerId,
    file_name: doc.fileName,
    content_type: doc.contentType,
    size: doc.content.byteLength,
    description: doc.description,
    uploaded_at: doc.uploadedAt ?? Date.now(),
  };
  db.prepare(`INSERT INTO documents (${COLUMNS}, uploaded_by, content) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    row.id,
    row.owner_type,
    row.owner_id,
    row.file_name,
    row.content_type,
    row.size,
    row.description,
    row.uploaded_at,
    doc.uploadedBy,
    doc.content,
  );
  return toDocument(row);
}

export function documentContent(
  db: DatabaseSync,
  ownerType: string,
  ownerId: string,
  documentId: string,
): { document: Document; content: Uint8Array } | undefined {
  const row = db.prepare(`SELECT ${COLUMNS}, content FROM documents WHERE owner_type = ? AND owner_id = ? AND id = ?`).get(ownerType, ownerId, documentId) as
    (DocumentRow & { content: Uint8Array }) | undefined;
  return row && { document: toDocument(row), content: row.content };
}
