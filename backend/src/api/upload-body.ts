// Reads an upload's body without ever holding more than the limit, then parses it as multipart.
import { readAtMost } from '../../../src/lib/stream-limit.ts';
import { ApiError } from './errors.ts';

export const MAX_FILE_BYTES = 15 * 1024 * 1024;
// Boundaries, part headers and the description come on top of a file of the full 15 MB.
export const MAX_UPLOAD_BODY_BYTES = MAX_FILE_BYTES + 64 * 1024;

export const fileTooLarge = () => new ApiError(413, 'FILE_TOO_LARGE', 'The file is larger than 15 MB');

/** The body's bytes; 413 as soon as Content-Length or the bytes counted while streaming pass the limit. */
export async function readBodyWithin(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw fileTooLarge();
  // Content-Length is not trusted further: a chunked or longer body is cut where it passes the limit.
  const body = await readAtMost(request.body, limit);
  if (!body) throw fileTooLarge();
  return body;
}

/** multipart/form-data of a body already read; 400 WRONG_DATA if it is anything else. */
export async function parseMultipart(request: Request, body: Uint8Array<ArrayBuffer>): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(400, 'WRONG_DATA', 'The body must be multipart/form-data');
  }
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ApiError(400, 'WRONG_DATA', 'The multipart body cannot be read');
  }
}
