// A dealer who knows (or guesses) another dealer's lead id gets nothing of it: no page,
// no documents, no actions. The ids come from the other dealer's own list.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { backendUrl, origin, signIn, USERS } from './support';
import { localRequest } from '../support/local-http';

async function firstLeadWith(page: Page, status: string): Promise<{ id: string; applicant: string; documentHref: string | null }> {
  // The oldest: a seeded lead, whatever the other tests have applied for since.
  await page.goto(`${origin(USERS.mette.host)}/blanco?status=${status}&sort=oldest`);
  const link = page.getByRole('row').nth(1).getByRole('link').first();
  await link.click();
  await expect(page).toHaveURL(/\/blanco\/seed-dk-\d+$/);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
  const applicant = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const document = page.locator('a[href*="/documents/"]').first();
  const documentHref = (await document.count()) ? await document.getAttribute('href') : null;
  return { id, applicant, documentHref };
}

async function smsCount(leadId: string): Promise<number> {
  const response = await fetch(`${backendUrl()}/__test/sms?leadId=${encodeURIComponent(leadId)}`);
  return ((await response.json()) as { messages: unknown[] }).messages.length;
}

test("a dealer cannot open, download from or act on another dealer's lead by its id", async ({ browser }) => {
  const metteContext = await browser.newContext({ locale: 'da-DK' });
  const mette = await metteContext.newPage();
  await signIn(mette, USERS.mette, '/blanco');
  const approved = await firstLeadWith(mette, 'APPROVED');
  const withDocument = await firstLeadWith(mette, 'FINISHED');
  expect(withDocument.documentHref, 'a FINISHED lead of the seed carries a payslip').toBeTruthy();
  await metteContext.close();

  const annaContext = await browser.newContext();
  const anna = await annaContext.newPage();
  await signIn(anna, USERS.anna);
  const se = origin(USERS.anna.host);

  const details = await anna.goto(`${se}/blanco/${encodeURIComponent(approved.id)}`);
  expect(details?.status()).toBe(404);
  await expect(anna.getByText('Låneansökan finns inte eller är inte tillgänglig.')).toBeVisible();
  await expect(anna.getByText(approved.applicant)).toHaveCount(0);

  const download = await anna.evaluate(async (href) => {
    const response = await fetch(href);
    return { status: response.status, type: response.headers.get('content-type') ?? '' };
  }, withDocument.documentHref!);
  expect(download.status).toBe(404);
  expect(download.type).not.toContain('pdf');

  const before = await smsCount(approved.id);
  const results = await anna.evaluate(async (leadId) => {
    const post = async (action: string, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      const response = await fetch(`/_actions/${action}`, { method: 'POST', body: form, headers: { accept: 'application/json' } });
      return `${response.status} ${await response.text()}`;
    };
    return [
      await post('sendLeadContract', { leadId }),
      await post('setLeadInvoiceReference', { leadId, ownInvoiceReference: 'Hijacked1' }),
      await post('referLeadToSecondChance', { leadId }),
    ];
  }, approved.id);
  for (const result of results) expect(result).toContain('failed');
  expect(await smsCount(approved.id)).toBe(before);

  // The owner still sees the lead as it was: no invoice reference written by anna.
  const ownerContext = await browser.newContext({ locale: 'da-DK' });
  const owner = await ownerContext.newPage();
  await signIn(owner, USERS.mette, `/blanco/${encodeURIComponent(approved.id)}`);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(approved.applicant);
  await expect(owner.getByText('Hijacked1')).toHaveCount(0);
  await ownerContext.close();
  await annaContext.close();
});

test('another site cannot read the portal by CORS: no Access-Control-Allow-Origin, preflights refused', async ({ page }) => {
  await signIn(page, USERS.anna);
  const se = origin(USERS.anna.host);
  const evil = 'https://evil.example';
  const cookie = (await page.context().cookies(se)).map((entry) => `${entry.name}=${entry.value}`).join('; ');
  for (const path of ['/', '/blanco', '/user']) {
    const response = await localRequest(se + path, { headers: { origin: evil, cookie } });
    expect(response.status, path).toBe(200);
    expect(response.headers['access-control-allow-origin'], path).toBeUndefined();
    expect(response.headers['access-control-allow-credentials'], path).toBeUndefined();
  }
  const search = await localRequest(`${se}/api/blanco/leads`, {
    method: 'POST',
    headers: { origin: evil, cookie, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(search.status).toBe(403);
  expect(search.headers['access-control-allow-origin']).toBeUndefined();

  const preflight = await localRequest(`${se}/_actions/applyBlanco`, {
    method: 'OPTIONS',
    headers: { origin: evil, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  expect(preflight.headers['access-control-allow-methods']).toBeUndefined();

  // A real browser on another origin: the read fails (opaque to the script), nothing leaks.
  await page.goto(`${backendUrl()}/flags`);
  const outcome = await page.evaluate(async (url) => {
    try {
      const response = await fetch(url, { credentials: 'include' });
      return `read ${response.status} ${(await response.text()).slice(0, 40)}`;
    } catch {
      return 'blocked';
    }
  }, `${se}/blanco`);
  expect(outcome).toBe('blocked');
});
