// Test persons of backend/README.md: each country's personal id per credit decision.
import type { Page } from '@playwright/test';
import { backendUrl } from './support';

export const PERSONS = {
  SE: {
    APPROVED: { id: '19850312-9820', name: 'Astrid Lindqvist' },
    PROCESSING: { id: '19791104-9836', name: 'Johan Bergström' },
    DENIED: { id: '19900621-9845', name: 'Sofia Ekström' },
    ACCOUNT_ANALYSIS: { id: '19680227-9916', name: 'Lars Nyberg' },
    SUPPLEMENT: { id: '19940915-9960', name: 'Maria Holmgren' },
  },
  FI: {
    APPROVED: { id: '180482-9023', name: 'Aino Korhonen' },
    PROCESSING: { id: '021275-913S', name: 'Juha Mäkinen' },
    DENIED: { id: '090791-924R', name: 'Laura Nieminen' },
    ACCOUNT_ANALYSIS: { id: '231066-9353', name: 'Timo Virtanen' },
    SUPPLEMENT: { id: '300188-946C', name: 'Emilia Heikkinen' },
  },
  DK: {
    APPROVED: { id: '140583-1070', name: 'Freja Jensen' },
    PROCESSING: { id: '260872-1005', name: 'Rasmus Nielsen' },
    DENIED: { id: '030392-1214', name: 'Ida Pedersen' },
    ACCOUNT_ANALYSIS: { id: '191164-1077', name: 'Søren Christensen' },
    SUPPLEMENT: { id: '070789-1076', name: 'Camilla Larsen' },
  },
} as const;

/** Moves a lead one step on (signing, payout, the next second-chance phase) without waiting. */
export async function advanceLead(leadId: string): Promise<{ status: string; secondChancePhase: string | null }> {
  const response = await fetch(`${backendUrl()}/__test/leads/${encodeURIComponent(leadId)}/advance`, { method: 'POST' });
  if (!response.ok) throw new Error(`advance ${leadId}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as { status: string; secondChancePhase: string | null };
}

/** The lead id of the details page the browser is on. */
export function leadIdOf(page: Page): string {
  const id = new URL(page.url()).pathname.split('/')[2];
  if (!id) throw new Error(`not on a lead's page: ${page.url()}`);
  return decodeURIComponent(id);
}

/** Texts of one column of the loan list's table (1-based). */
export async function column(page: Page, index: number): Promise<string[]> {
  return (await page.locator(`tbody tr td:nth-child(${index})`).allInnerTexts()).map((text) => text.trim());
}

export const COLUMNS = { reference: 1, applicant: 2, amount: 3, rate: 4, status: 5, created: 6, facility: 7, seller: 8 } as const;

export function amountValue(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}
