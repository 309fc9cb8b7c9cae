// The test persons of backend/README.md: each country's personal id per credit decision.
import type { Page } from '@playwright/test';
import { OUTCOMES, TEST_PERSONS, type Outcome } from '../../backend/src/blanco/test-persons.ts';
import type { CountryCode } from '../../src/lib/api/schemas';
import { randomUUID } from 'node:crypto';
import { leadBody, type Country } from '../support/blanco-bodies';
import { backendUrl, leadDecision, partnerApiToken, type DemoUser } from './support';

export const PERSONS = Object.fromEntries(
  (Object.keys(TEST_PERSONS) as CountryCode[]).map((country) => [
    country,
    Object.fromEntries(
      OUTCOMES.map((outcome) => {
        const person = TEST_PERSONS[country][outcome];
        return [outcome, { id: person.personalId, name: `${person.firstname} ${person.lastname}` }];
      }),
    ),
  ]),
) as Record<CountryCode, Record<Outcome, { id: string; name: string }>>;

/** A new loan application of `user`'s dealer through backend/'s Partner API (as the apply page sends it); its id and reference. */
export async function applyForLoan(user: DemoUser, country: Country, personalId: string): Promise<{ id: string; reference: string }> {
  const response = await fetch(`${backendUrl()}/api/${country}/blanco/leads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await partnerApiToken(user)}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(leadBody(country, personalId)),
  });
  if (response.status !== 201) throw new Error(`loan application: HTTP ${response.status} ${await response.text()}`);
  const { id, reference } = (await response.json()) as { id: string; reference: string };
  return { id, reference };
}

/** Moves a lead one step on (signing, payout, the next second-chance phase) without waiting. */
export async function advanceLead(leadId: string): Promise<{ status: string; secondChancePhase: string | null }> {
  const response = await fetch(`${backendUrl()}/__test/leads/${encodeURIComponent(leadId)}/advance`, { method: 'POST' });
  if (!response.ok) throw new Error(`advance ${leadId}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as { status: string; secondChancePhase: string | null };
}

/** The lender's decision on a new loan, now (or the one it already made: see `leadDecision`). */
export async function decideLead(leadId: string): Promise<{ status: string; secondChancePhase: string | null }> {
  return (await leadDecision('leads', leadId)) as { status: string; secondChancePhase: string | null };
}

/** The lead id of the details page the browser is on. */
export function leadIdOf(page: Page): string {
  const id = new URL(page.url()).pathname.split('/')[2];
  if (!id) throw new Error(`not on a lead's page: ${page.url()}`);
  return decodeURIComponent(id);
}

/** Texts of one column of the loan list's table (1-based). */
export async function column(page: Page, index: number): Promise<string[]> {
  // After a post or link without JavaScript the new page has begun (the click waits for that), but
  // its rows stream in after the page's own calls: read them once the document is whole.
  await page.waitForLoadState('domcontentloaded');
  return (await page.locator(`tbody tr td:nth-child(${index})`).allInnerTexts()).map((text) => text.trim());
}

export const COLUMNS = { reference: 1, applicant: 2, amount: 3, rate: 4, status: 5, created: 6, facility: 7, seller: 8 } as const;

export function amountValue(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}
