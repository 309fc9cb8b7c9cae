import { describe, expect, it } from 'vitest';
import {
  attachmentHeaders,
  checkUpload,
  declaredTooLarge,
  readUploadForm,
  storedFileName,
  UPLOAD_BODY_MAX_BYTES,
  UPLOAD_MAX_BYTES,
} from '../../src/lib/leads/upload';
import { readAtMost } from '../../src/lib/stream-limit';
import { FILE_NAME_MAX, safeFileName } from '../../src/lib/upload-name';

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
    expect(await checkUpload(new File([PDF], 'a.pdf'), 'Lön\u202efdp.exe')).toBe('descriptionUnsafe');
    expect(await checkUpload(new File([PDF], 'a.pdf'), 'Lön\u200bspec')).toBe('descriptionUnsafe');
  });
  it('download with an encoded name and only an allowed type', () => {
    const headers = attachmentHeaders('Åsa lön "x".pdf', 'application/pdf');
    expect(headers['content-disposition']).toBe(`attachment; filename="A_sa_lo_n__x_.pdf"; filename*=UTF-8''%C3%85sa%20l%C3%B6n%20%22x%22.pdf`);
    expect(attachmentHeaders('x.html', 'text/html')['content-type']).toBe('application/octet-stream');
  });
});

describe("an uploaded file's name", () => {
  it.each([
    ['poly.html', 'application/pdf', 'poly.pdf'],
    ['scan.pdf', 'image/png', 'scan.png'],
    ['photo.pdf', 'image/jpeg', 'photo.jpg'],
    ['photo.JPEG', 'image/jpeg', 'photo.JPEG'],
    ['lönespec maj.pdf', 'application/pdf', 'lönespec maj.pdf'],
    ['report.final.pdf', 'application/pdf', 'report.final.pdf'],
    ['no extension', 'application/pdf', 'no extension.pdf'],
    ['invoice.pdf.exe', 'application/pdf', 'invoice.pdf.pdf'],
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['C:\\Users\\anna\\kontoutdrag.PDF', 'application/pdf', 'kontoutdrag.PDF'],
    ['.pdf', 'application/pdf', 'document.pdf'],
    ['', 'image/png', 'document.png'],
  ] as const)('%s holding %s is stored and downloaded as %s', (name, type, expected) => {
    expect(safeFileName(name, type)).toBe(expected);
  });

  it.each([
    ['the right-to-left override U+202E', 'kvitto\u202efdp.exe', 'kvittofdp.pdf'],
    ['NUL and other controls', 'a\u0000b\u001bc\u007f.pdf', 'abc.pdf'],
    ['zero-width characters', 'lön\u200bspec\u200d.pdf', 'lönspec.pdf'],
    ['bidirectional isolates and marks', '\u2067x\u2069\u200f.pdf', 'x.pdf'],
    ['line breaks', 'a\nb\u2028c.pdf', 'abc.pdf'],
  ])('has %s removed', (_, name, expected) => {
    expect(safeFileName(name, 'application/pdf')).toBe(expected);
  });

  it('is NFC and at most 200 characters with its extension', () => {
    expect(safeFileName('lo\u0308nespec.pdf', 'application/pdf')).toBe('lönespec.pdf');
    const long = safeFileName(`${'å'.repeat(300)}.html`, 'application/pdf');
    expect([...long]).toHaveLength(FILE_NAME_MAX);
    expect(long.endsWith('å.pdf')).toBe(true);
  });

  it('is sent on with the extension of the sniffed bytes', async () => {
    expect(await storedFileName(new File([PDF], 'poly.html'))).toBe('poly.pdf');
    expect(await storedFileName(new File([PNG], 'bild.pdf'))).toBe('bild.png');
  });

  it("downloads with the sniffed type's extension and no U+202E", () => {
    expect(attachmentHeaders('poly.html', 'application/pdf')['content-disposition']).toBe(`attachment; filename="poly.pdf"; filename*=UTF-8''poly.pdf`);
    expect(attachmentHeaders('bild\u202egnp.pdf', 'image/png')['content-disposition']).toBe(`attachment; filename="bildgnp.png"; filename*=UTF-8''bildgnp.png`);
  });
});

/** A body of `chunks` chunks of `size` bytes; counts how many the reader pulled. */
function countedBody(chunks: number, size: number) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled === chunks) return controller.close();
        state.pulled++;
        controller.enqueue(new Uint8Array(size).fill(0x41));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

describe('an upload body read while streaming', () => {
  it('of exactly the limit is read whole; one byte more is cut', async () => {
    expect((await readAtMost(countedBody(4, 25).stream, 100))?.byteLength).toBe(100);
    const over = countedBody(5, 25);
    expect(await readAtMost(over.stream, 100 + 24)).toBeNull();
    expect(over.state.cancelled).toBe(true);
  });

  it('is cut at the limit, never read to its end: a 64 MB body stops after the limit', async () => {
    const mib = 1024 * 1024;
    const body = countedBody(64, mib);
    expect(await readAtMost(body.stream, 15 * mib)).toBeNull();
    expect(body.state.pulled).toBeLessThanOrEqual(16);
    expect(body.state.cancelled).toBe(true);
  });

  it('says too large for a body whose Content-Length understated it (or that was chunked)', async () => {
    const body = countedBody(20, 1024 * 1024);
    const request = new Request('http://portal.test/upload', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '1000' },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    expect(await readUploadForm(request)).toBe('tooLarge');
    expect(body.state.pulled * 1024 * 1024).toBeLessThanOrEqual(UPLOAD_BODY_MAX_BYTES + 1024 * 1024);
  });

  it('within the limit gives the form', async () => {
    const form = new FormData();
    form.set('file', new File([PDF], 'a.pdf'));
    form.set('description', 'Lönespec');
    const parsed = await readUploadForm(new Request('http://portal.test/upload', { method: 'POST', body: form }));
    expect(parsed).toBeInstanceOf(FormData);
    expect((parsed as FormData).get('description')).toBe('Lönespec');
  });
});
