// PDF answers: 406 NOT_ACCEPTABLE when the Accept header leaves application/pdf out (SPEC §8's
// notAcceptable for reports), else the bytes with their type and a file name.
import type { Context } from 'hono';
import { ApiError } from './errors.ts';

/**
 * No Accept header accepts anything; else application/pdf, application/* or *∕* with a q above 0.
 * @internal exported for its unit tests
 */
export function acceptsPdf(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith('q='));
    if (quality !== undefined && !(Number(quality.slice(2)) > 0)) return false;
    return type === 'application/pdf' || type === 'application/*' || type === '*/*';
  });
}

export function requirePdfAccepted(c: Context): void {
  if (!acceptsPdf(c.req.header('Accept'))) throw new ApiError(406, 'NOT_ACCEPTABLE', 'This answer is a PDF: accept application/pdf');
}

export function pdfAnswer(c: Context, bytes: Uint8Array, fileName: string): Response {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'private, no-store',
  });
}
