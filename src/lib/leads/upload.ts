// A lead's documents (SPEC §5, §9), for every lead product: PNG, JPEG or PDF by content, at most 15 MB, a
// description of at most 20 characters. Checked in the portal before anything is sent on.
import { fileTypeFromBuffer } from 'file-type/core';
import { readAtMost } from '../stream-limit';
import { safeFileName } from '../upload-name';
import { hasUnsafeCharacters } from '../forms/fields';
import { downloadHeaders } from '../downloads';

export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const DESCRIPTION_MAX = 20;
const ALLOWED_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** Multipart framing around the file: a body this much over the file limit is still refused unread. */
const MULTIPART_SLACK = 64 * 1024;
/**
 * The most of a request body the upload endpoint reads: counted as it streams, cut beyond.
 * @internal exported for its unit tests
 */
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_MAX_BYTES + MULTIPART_SLACK;

export type UploadProblem = 'tooLarge' | 'unsupportedType' | 'descriptionTooLong' | 'descriptionUnsafe' | 'missingFile';

/** Refuse by the declared length, before the body is read. */
export function declaredTooLarge(contentLength: string | null): boolean {
  const length = Number(contentLength);
  return Number.isFinite(length) && length > UPLOAD_BODY_MAX_BYTES;
}

/**
 * The type from the file's first bytes, whatever its name says; null when not allowed.
 * @internal exported for its unit tests
 */
export async function sniffAllowedType(bytes: Uint8Array): Promise<(typeof ALLOWED_TYPES)[number] | null> {
  const found = await fileTypeFromBuffer(bytes.subarray(0, 4100));
  return found && (ALLOWED_TYPES as readonly string[]).includes(found.mime) ? (found.mime as (typeof ALLOWED_TYPES)[number]) : null;
}

export async function checkUpload(file: File | null, description: string): Promise<UploadProblem | null> {
  if (!file || file.size === 0) return 'missingFile';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  if ([...description.trim()].length > DESCRIPTION_MAX) return 'descriptionTooLong';
  if (hasUnsafeCharacters(description)) return 'descriptionUnsafe';
  const head = new Uint8Array(await file.slice(0, 4100).arrayBuffer());
  return (await sniffAllowedType(head)) ? null : 'unsupportedType';
}

/** The name a checked file is sent on under: the sniffed type's extension, unsafe characters removed. */
export async function storedFileName(file: File): Promise<string> {
  const type = await sniffAllowedType(new Uint8Array(await file.slice(0, 4100).arrayBuffer()));
  return safeFileName(file.name, type ?? 'application/pdf');
}

/** A multipart body read while counting (never more than UPLOAD_BODY_MAX_BYTES held); 'tooLarge' once it passes. */
export async function readUploadForm(request: Request): Promise<FormData | 'tooLarge' | null> {
  const bytes = await readAtMost(request.body, UPLOAD_BODY_MAX_BYTES);
  if (!bytes) return 'tooLarge';
  const contentType = request.headers.get('content-type') ?? '';
  return new Response(bytes, { headers: { 'content-type': contentType } }).formData().catch(() => null);
}

function isAllowedType(type: string): type is (typeof ALLOWED_TYPES)[number] {
  return (ALLOWED_TYPES as readonly string[]).includes(type);
}

/**
 * Download headers for a lead's document: only the allowed types, the name with the type's
 * extension and no control or bidirectional characters, RFC 6266-encoded.
 */
export function attachmentHeaders(fileName: string | null, contentType: string): Record<string, string> {
  const allowed = isAllowedType(contentType);
  return downloadHeaders(allowed ? safeFileName(fileName ?? 'document', contentType) : 'document', allowed ? contentType : 'application/octet-stream');
}
