// Lead documents: upload (size, sniffed type, description), list, download; supplement → inspection.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentSchema, DocumentsSchema } from '../../src/lib/api/leads.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { advance, createLead, getLead, leadBody, OUTCOME_IDS, tokenOf, USERS } from '../support/blanco-api.ts';
import { callApi } from '../support/partner-api.ts';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
const JPEG = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);
// The start of a Windows executable (MZ header, "This program cannot be run in DOS mode").
const EXE = new Uint8Array(512);
EXE.set(new TextEncoder().encode('MZ'), 0);
EXE.set([0x80, 0, 0, 0], 0x3c);
EXE.set(new TextEncoder().encode('PE\0\0'), 0x80);
EXE.set(new TextEncoder().encode('This program cannot be run in DOS mode.'), 0x4e);

describe('blanco files', () => {
  let backend: RunningBackend;
  let anna: string;
  let leadId: string;
  const upload = (id: string, bytes: Uint8Array, name: string, description?: string) => {
    const form = new FormData();
    form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
    if (description !== undefined) form.set('description', description);
    return fetch(`${backend.url}/api/se/files/lead/${id}`, { method: 'POST', headers: { Authorization: `Bearer ${anna}` }, body: form });
  };
  const errorOf = async (response: Response) => ({ status: response.status, code: ((await response.json()) as { error: { code: string } }).error.code });
  beforeAll(async () => {
    backend = await startBackend({ env: { LENDER_POLL_MS: '600000' } });
    anna = await tokenOf(backend, USERS.anna);
    leadId = (await createLead(backend, 'se', anna, leadBody('se', OUTCOME_IDS.se.APPROVED))).id;
  }, 30_000);
  afterAll(() => backend?.stop());

  it('a PDF upload is listed, shown on the lead and downloads byte for byte', async () => {
    const response = await upload(leadId, PDF, 'lönespec maj.pdf', 'Lönespecifikation');
    expect(response.status).toBe(201);
    const document = v.parse(DocumentSchema, await response.json());
    expect(document).toMatchObject({
      ownerType: 'lead',
      ownerId: leadId,
      fileName: 'lönespec maj.pdf',
      contentType: 'application/pdf',
      size: PDF.byteLength,
      description: 'Lönespecifikation',
    });
    const list = v.parse(DocumentsSchema, await (await callApi(backend, 'se', `files/lead/${leadId}`, anna)).json());
    expect(list).toContainEqual(document);
    expect((await getLead(backend, 'se', anna, leadId)).documents).toContainEqual(document);
    const download = await callApi(backend, 'se', `files/lead/${leadId}/${document.documentId}`, anna);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="l_nespec maj\.pdf"/);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
    expect((await callApi(backend, 'se', `files/lead/${leadId}/no-such-document`, anna)).status).toBe(404);
  });

  it('PNG and JPEG are accepted by their bytes, whatever the name says', async () => {
    const png = v.parse(DocumentSchema, await (await upload(leadId, PNG, 'scan.bin')).json());
    expect(png).toMatchObject({ contentType: 'image/png', description: '' });
    const jpeg = v.parse(DocumentSchema, await (await upload(leadId, JPEG, 'photo.pdf', '')).json());
    expect(jpeg.contentType).toBe('image/jpeg');
  });

  it('a 16 MB body gets 413 FILE_TOO_LARGE, with Content-Length or without', async () => {
    const big = new Uint8Array(16 * 1024 * 1024);
    big.set(PDF);
    expect(await errorOf(await upload(leadId, big, 'big.pdf'))).toEqual({ status: 413, code: 'FILE_TOO_LARGE' });
    // Streamed (chunked, no Content-Length): the bytes are counted while reading.
    const form = new FormData();
    form.set('file', new Blob([big]), 'big.pdf');
    const multipart = new Response(form);
    const response = await fetch(`${backend.url}/api/se/files/lead/${leadId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${anna}`, 'Content-Type': multipart.headers.get('content-type')! },
      body: multipart.body,
      duplex: 'half',
    } as RequestInit);
    expect(await errorOf(response)).toEqual({ status: 413, code: 'FILE_TOO_LARGE' });
  });

  it('an .exe renamed .pdf gets 415 UNSUPPORTED_FILE_TYPE', async () => {
    expect(await errorOf(await upload(leadId, EXE, 'invoice.pdf'))).toEqual({ status: 415, code: 'UNSUPPORTED_FILE_TYPE' });
    expect(await errorOf(await upload(leadId, new TextEncoder().encode('just text'), 'notes.pdf'))).toEqual({ status: 415, code: 'UNSUPPORTED_FILE_TYPE' });
  });

  it('a description of 21 characters gets 400 DESCRIPTION_TOO_LONG; 20 are fine', async () => {
    expect(await errorOf(await upload(leadId, PDF, 'a.pdf', 'x'.repeat(21)))).toEqual({ status: 400, code: 'DESCRIPTION_TOO_LONG' });
    expect((await upload(leadId, PDF, 'a.pdf', 'å'.repeat(20))).status).toBe(201);
  });

  it("no file, another owner type or another dealer's lead", async () => {
    const form = new FormData();
    form.set('description', 'nothing');
    const noFile = await fetch(`${backend.url}/api/se/files/lead/${leadId}`, { method: 'POST', headers: { Authorization: `Bearer ${anna}` }, body: form });
    expect(noFile.status).toBe(400);
    expect((await callApi(backend, 'se', `files/invoice/${leadId}`, anna)).status).toBe(404);
    const mette = await tokenOf(backend, USERS.mette);
    expect((await callApi(backend, 'dk', `files/lead/${leadId}`, mette)).status).toBe(404);
  });

  it('a document for a SUPPLEMENT lead moves it to MANUAL_INSPECTION', async () => {
    const lead = await createLead(backend, 'se', anna, leadBody('se', OUTCOME_IDS.se.SUPPLEMENT));
    expect((await advance(backend, lead.id)).status).toBe('SUPPLEMENT');
    expect((await upload(lead.id, PDF, 'kontoutdrag.pdf', 'Kontoutdrag')).status).toBe(201);
    expect((await getLead(backend, 'se', anna, lead.id)).status).toBe('MANUAL_INSPECTION');
  });
});
