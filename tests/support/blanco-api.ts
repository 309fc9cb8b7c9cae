// Conveniences for the private loan (blanco) routes of backend/: applications, polling, test routes.
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { expect } from 'vitest';
import { LeadSchema, type CreateLead, type Lead } from '../../src/lib/api/blanco.ts';
import type { RunningBackend } from './backend.ts';
import { signIn } from './oidc-sign-in.ts';
import { callApi, DEMO_PASSWORD } from './partner-api.ts';

export { applicant, leadBody, OUTCOME_IDS, USERS, type Country, type Outcome } from './blanco-bodies.ts';
import type { Country } from './blanco-bodies.ts';

export async function tokenOf(backend: RunningBackend, email: string): Promise<string> {
  return (await signIn(backend.url, email, DEMO_PASSWORD)).access_token;
}

export function postLead(backend: RunningBackend, country: Country, token: string, body: unknown, key: string | null = randomUUID()) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  if (key !== null) headers['Idempotency-Key'] = key;
  return fetch(`${backend.url}/api/${country}/blanco/leads`, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** Creates a lead and returns it (201 expected). */
export async function createLead(backend: RunningBackend, country: Country, token: string, body: CreateLead): Promise<Lead> {
  const response = await postLead(backend, country, token, body);
  expect(response.status).toBe(201);
  return v.parse(LeadSchema, await response.json());
}

export async function getLead(backend: RunningBackend, country: Country, token: string, leadId: string): Promise<Lead> {
  const response = await callApi(backend, country, `blanco/leads/${leadId}`, token);
  expect(response.status).toBe(200);
  return v.parse(LeadSchema, await response.json());
}

/** Polls the lead until `done` holds (or fails after timeoutMs). */
export async function waitForLead(
  backend: RunningBackend,
  country: Country,
  token: string,
  leadId: string,
  done: (lead: Lead) => boolean,
  timeoutMs = 5000,
): Promise<Lead> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const lead = await getLead(backend, country, token, leadId);
    if (done(lead)) return lead;
    if (Date.now() > until) throw new Error(`lead ${leadId} still ${lead.status}/${lead.secondChance?.phase ?? '-'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** POST /__test/leads/:leadId/advance */
export async function advance(backend: RunningBackend, leadId: string): Promise<{ status: string; secondChancePhase: string | null }> {
  const response = await fetch(`${backend.url}/__test/leads/${leadId}/advance`, { method: 'POST' });
  expect(response.status).toBe(200);
  return (await response.json()) as { status: string; secondChancePhase: string | null };
}
