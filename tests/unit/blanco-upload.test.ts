import { describe, expect, it } from 'vitest';
import { attachmentHeaders, checkUpload, declaredTooLarge, UPLOAD_MAX_BYTES } from '../../src/lib/blanco/upload';

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);

describe('supplement uploads', () => {
  it('refuse by declared length before reading, with room for the multipart wrapping', () => {
    expect(declaredTooLarge(String(UPLOAD_MAX_BYTES))).toBe(false);
    expect(declaredTooLarge(String(UPLOAD_MAX_BYTES + 1024 * 1024))).toBe(true);
  });
  it('judge the type by the bytes, not the name', async () => {
    expect(await checkUpload(new File([PDF], 'a.pdf'), 'Lönespec')).toBeNull();
    expect(await checkUpload(new File([PNG], 'a.png'), '')).toBeNull();
    expect(await checkUpload(new File([EXE], 'a.pdf', { type: 'application/pdf' }), '')).toBe('unsupportedType');
  });
  it('limit the description to 20 characters and want a file', async () => {
    expect(await checkUpload(new File([PDF], 'a.pdf'), 'x'.repeat(20))).toBeNull();
    expect(await checkUpload(new File([PDF], 'a.pdf'), 'x'.repeat(21))).toBe('descriptionTooLong');
    expect(await checkUpload(null, '')).toBe('missingFile');
  });
  it('download with an encoded name and only an allowed type', () => {
    const headers = attachmentHeaders('Åsa lön "x".pdf', 'application/pdf');
    expect(headers['content-disposition']).toBe(`attachment; filename="A_sa_lo_n__x_.pdf"; filename*=UTF-8''%C3%85sa%20l%C3%B6n%20%22x%22.pdf`);
    expect(attachmentHeaders('x.html', 'text/html')['content-type']).toBe('application/octet-stream');
  });
});
