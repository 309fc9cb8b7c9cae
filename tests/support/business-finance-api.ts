// Conveniences for the inventory financing (business-finance) routes of backend/: applications,
// the limit, the test routes, financed cars and their PDFs read back.
import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy, getMeta, getResolvedPDFJS } from 'unpdf';
import * as v from 'valibot';
import { expect } from 'vitest';
import {
  InventoryLeadSchema,
  LineOfCreditSchema,
  type CreateInventoryLead,
  type InventoryLead,
  type LineOfCredit,
} from '../../src/lib/api/business-finance-schemas.ts';
import type { RunningBackend } from './backend.ts';
import { callApi } from './partner-api.ts';

export { GUARANTOR, inventoryBody, SIGNATORY } from './inventory-body.ts';

export function postInventoryLead(backend: RunningBackend, token: string, body: unknown, key: string = randomUUID(), country = 'se') {
  return fetch(`${backend.url}/api/${country}/business-finance/leads`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
}

export async function createInventoryLead(backend: RunningBackend, token: string, body: CreateInventoryLead): Promise<InventoryLead> {
  const response = await postInventoryLead(backend, token, body);
  expect(response.status).toBe(201);
  return v.parse(InventoryLeadSchema, await response.json());
}

export async function inventoryLead(backend: RunningBackend, token: string, leadId: string): Promise<InventoryLead> {
  const response = await callApi(backend, 'se', `business-finance/leads/${leadId}`, token);
  expect(response.status).toBe(200);
  return v.parse(InventoryLeadSchema, await response.json());
}

export async function lineOfCredit(backend: RunningBackend, token: string): Promise<LineOfCredit> {
  const response = await callApi(backend, 'se', 'business-finance/lines-of-credit', token);
  expect(response.status).toBe(200);
  return v.parse(LineOfCreditSchema, await response.json());
}

/** POST /__test/business-finance/leads/:leadId/advance */
export async function advanceInventory(backend: RunningBackend, leadId: string): Promise<string> {
  const response = await fetch(`${backend.url}/__test/business-finance/leads/${leadId}/advance`, { method: 'POST' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { status: string }).status;
}

/** GET /__test/business-finance/sms?leadId= */
export async function textsOf(backend: RunningBackend, leadId: string): Promise<{ phone: string; message: string }[]> {
  const response = await fetch(`${backend.url}/__test/business-finance/sms?leadId=${leadId}`);
  return ((await response.json()) as { messages: { phone: string; message: string }[] }).messages;
}

export async function errorCodeOf(response: Response): Promise<{ status: number; code: string }> {
  return { status: response.status, code: ((await response.json()) as { error: { code: string } }).error.code };
}

/** The inventory financing lead carried on the test controls from PROCESSING to PAID_OUT (financed, drawing on the limit). */
export async function financedLead(backend: RunningBackend, token: string, body: CreateInventoryLead, country = 'se'): Promise<InventoryLead> {
  const response = await postInventoryLead(backend, token, body, randomUUID(), country);
  expect(response.status).toBe(201);
  const lead = v.parse(InventoryLeadSchema, await response.json());
  expect(await advanceInventory(backend, lead.id)).toBe('APPROVED');
  expect((await callApi(backend, country, `business-finance/leads/${lead.id}/contracts`, token, { method: 'POST' })).status).toBe(200);
  for (let step = 0; step < 3; step++) {
    if ((await advanceInventory(backend, lead.id)) === 'PAID_OUT') return lead;
  }
  throw new Error(`${lead.id} was not paid out`);
}

interface StructNode {
  role?: string;
  children?: StructNode[];
}
const rolesIn = (node: StructNode | null): string[] => (node === null ? [] : [...(node.role ? [node.role] : []), ...(node.children ?? []).flatMap(rolesIn)]);

/**
 * A PDF answer read back with unpdf (pdf.js), as a dealer's reader would: its text, raw bytes, title
 * and the structure roles of its first page (what a screen reader follows).
 */
export async function pdfOf(response: Response): Promise<{ text: string; raw: string; title: unknown; roles: string[]; fills: string[] }> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: true });
  const meta = await getMeta(pdf);
  const firstPage = await pdf.getPage(1);
  const roles = rolesIn((await firstPage.getStructTree()) as StructNode | null);
  const { OPS } = await getResolvedPDFJS();
  const operators = await firstPage.getOperatorList();
  const fills = operators.fnArray.flatMap((fn, index) => (fn === OPS.setFillRGBColor ? [String(operators.argsArray[index]?.[0]).toLowerCase()] : []));
  return { text, raw: Buffer.from(bytes).toString('latin1'), title: (meta.info as { Title?: unknown }).Title, roles, fills: [...new Set(fills)] };
}

/** An amount as the PDFs print it in that language, with plain spaces. */
export const moneyIn = (lang: string, currency: string, amount: number) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount).replace(/[\u00a0\u202f]/g, ' ');
