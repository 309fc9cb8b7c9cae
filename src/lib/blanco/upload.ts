// Supplement documents (SPEC §5, §9): PNG, JPEG or PDF by content, at most 15 MB, a
// description of at most 20 characters. Checked in the portal before anything is sent on.
import { fileTypeFromBuffer } from 'file-type/core';

export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const DESCRIPTION_MAX = 20;
export const ALLOWED_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** Multipart framing around the file: a body this much over the file limit is still refused unread. */
const MULTIPART_SLACK = 64 * 1024;

export type UploadProblem = 'tooLarge' | 'unsupportedType' | 'descriptionTooLong' | 'missingFile';

/**
 * Browsers show "connection reset" when a server answers an upload before taking it, so a
 * refused body up to this size is read and thrown away (never kept) to give the dealer a
 * proper message; a larger one is cut off with a bare 413.
 */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

export async function discardBody(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  while (!(await reader.read()).done) {
    // Nothing is kept: the bytes are dropped as they arrive.
  }
}

/** Refuse by the declared length, before the body is read. */
export function declaredTooLarge(contentLength: string | null): boolean {
  const length = Number(contentLength);
  return Number.isFinite(length) && length > UPLOAD_MAX_BYTES + MULTIPART_SLACK;
}

/** The type from the file's first bytes, whatever its name says; null when not allowed. */
export async function sniffAllowedType(bytes: Uint8Array): Promise<(typeof ALLOWED_TYPES)[number] | null> {
  const found = await fileTypeFromBuffer(bytes.subarray(0, 4100));
  return found && (ALLOWED_TYPES as readonly string[]).includes(found.mime) ? (found.mime as (typeof ALLOWED_TYPES)[number]) : null;
}

export async function checkUpload(file: File | null, description: string): Promise<UploadProblem | null> {
  if (!file || file.size === 0) return 'missingFile';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  if ([...description.trim()].length > DESCRIPTION_MAX) return 'descriptionTooLong';
  const head = new Uint8Array(await file.slice(0, 4100).arrayBuffer());
  return (await sniffAllowedType(head)) ? null : 'unsupportedType';
}

/** Download headers for a lead's document: only the allowed types, the name RFC 6266-encoded. */
export function attachmentHeaders(fileName: string | null, contentType: string): Record<string, string> {
  const name = fileName ?? 'document';
  const ascii = name.normalize('NFD').replace(/[^\w.-]/g, '_');
  const type = (ALLOWED_TYPES as readonly string[]).includes(contentType) ? contentType : 'application/octet-stream';
  return {
    'content-type': type,
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'cache-control': 'private, no-store',
  };
}
