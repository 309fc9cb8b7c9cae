// Drafts beside the dealer (ADR 0060): a leasing draft comes back whole on the next visit, a
// colleague never sees it, deleting it works without JavaScript; and what typing costs in writes.
import { expect, test } from './fixtures';
import { text } from './apply-support';
import { kvBlobs, kvBlobText } from './kv-store';
import { fillVehicleContactAndLease, field, SE } from './leasing-support';
import { origin, signIn, USERS, waitForIslands } from './support';

const t = (key: string) => text('sv-SE', key);

test('a leasing draft comes back with every field, a colleague never sees it, and it is deleted from Home without JavaScript', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signIn(page, USERS.anna, '/leasing/apply');
  await waitForIslands(page);
  const saves: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/drafts') && response.status() === 204) saves.push(Date.now());
  });
  await fillVehicleContactAndLease(page, SE);
  const typedAt = Date.now();
  // The last of the typing is saved within 5 s.
  await expect.poll(() => saves.at(-1) ?? 0, { timeout: 7_000 }).toBeGreaterThan(typedAt);

  await page.goto(`${origin()}/leasing/apply`);
  const name = `${SE.company.signatory} Volvo XC60 T6`;
  const drafts = page.getByRole('region', { name: t('drafts.title') });
  await drafts.getByRole('link', { name: t('drafts.continueNamed').replace('{name}', name) }).click();
  await expect(page).toHaveURL(/\/leasing\/apply\?draft=[0-9a-f-]{36}$/);
  const draftId = new URL(page.url()).searchParams.get('draft')!;
  await expect(field(page, 'sv-SE', 'brand')).toHaveValue('Volvo');
  await expect(field(page, 'sv-SE', 'contactName')).toHaveValue(SE.company.signatory);
  await expect(field(page, 'sv-SE', 'months')).toHaveValue('36');
  await expect(field(page, 'sv-SE', 'distanceKm')).toHaveValue(/^1\s?200$/);

  // Erik works at the same dealer: Anna's draft is hers alone, even by its address.
  const colleague = await (await browser.newContext()).newPage();
  await signIn(colleague, USERS.erik, '/');
  await expect(colleague.getByRole('region', { name: t('drafts.title') })).toHaveCount(0);
  await colleague.goto(`${origin()}/blanco/apply?draft=${draftId}`);
  await expect(colleague.getByRole('status').filter({ hasText: t('drafts.gone') })).toBeVisible();
  await colleague.context().close();

  // Deleted from Home by a plain form post: the page says so and the draft is gone.
  await page.context().route('**/*.js', (route) => route.abort());
  await page.goto(origin());
  await page
    .getByRole('region', { name: t('drafts.title') })
    .getByRole('button', { name: t('drafts.deleteNamed').replace('{name}', name) })
    .click();
  await expect(page.getByRole('status').filter({ hasText: t('drafts.deleted') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('drafts.deleteNamed').replace('{name}', name) })).toHaveCount(0);
  await page.goto(`${origin()}/leasing/apply?draft=${draftId}`);
  await expect(page.getByRole('status').filter({ hasText: t('drafts.gone') })).toBeVisible();
});

/** The session's tokens in a stored session: a write that changed them is a token refresh. */
const tokensIn = (blobId: string | undefined) =>
  blobId ? (JSON.parse(kvBlobText(blobId) ?? '{}') as { data?: { tokens?: unknown } }).data?.tokens : undefined;

// A token refresh rewrites the session too (none is due on the end-to-end stacks, whose tokens
// outlive the run); such writes are told apart from what typing itself costs.
test('a minute of typing in an application saves a draft at most once per 5 s and writes the session no more than once a minute besides token refreshes (measured over 10 s)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, USERS.erik, '/blanco/apply');
  await waitForIslands(page);
  const applicant = page.getByRole('group', { name: t('blancoApply.applicant.legend'), exact: true });
  const employer = applicant.getByLabel(t('blancoApply.person.employerName'), { exact: true });
  let draftWrites = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/drafts') && response.status() === 204) draftWrites += 1;
  });
  let sessionWrites = 0;
  let refreshes = 0;
  let before = kvBlobs();
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    await employer.pressSequentially('ab', { delay: 100 });
    const now = kvBlobs();
    for (const [key, blob] of now) {
      if (!key.startsWith('session:') || before.get(key) === blob) continue;
      if (JSON.stringify(tokensIn(before.get(key))) !== JSON.stringify(tokensIn(blob))) refreshes += 1;
      else sessionWrites += 1;
    }
    before = now;
  }
  await page.waitForTimeout(500);
  const minutes = (Date.now() - started) / 60_000;
  console.log(
    `typing for ${(minutes * 60).toFixed(0)} s: ${draftWrites} draft writes (Durable Object), ${sessionWrites} session writes (KV) besides ${refreshes} token refreshes: ${(draftWrites / minutes).toFixed(1)} and ${(sessionWrites / minutes).toFixed(1)} a minute`,
  );
  // The first at once, then one per 5 s: 3 in 10 s of typing (2 if the last window is still open).
  expect(draftWrites).toBeGreaterThanOrEqual(2);
  expect(draftWrites).toBeLessThanOrEqual(3);
  expect(sessionWrites).toBeLessThanOrEqual(1);
});

test('a price tag half filled is a draft too: listed on the price tag page and opened with what was typed', async ({ page }) => {
  await signIn(page, USERS.anna, '/price-tag');
  // Typed before the page's draft script runs, the heading would not count (it did on a loaded machine).
  await waitForIslands(page);
  let saves = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/drafts') && response.status() === 204) saves += 1;
  });
  await page.getByLabel(t('priceTag.fields.heading'), { exact: true }).fill('Veckans bil');
  await page.getByLabel(t('priceTag.fields.vehicle'), { exact: true }).fill('Volvo V60 Utkast');
  // The heading saved at once, the vehicle 5 s later.
  await expect.poll(() => saves, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await page.goto(`${origin()}/price-tag`);
  await page
    .getByRole('region', { name: t('drafts.title') })
    .getByRole('link', { name: t('drafts.continueNamed').replace('{name}', 'Volvo V60 Utkast') })
    .click();
  await expect(page.getByLabel(t('priceTag.fields.heading'), { exact: true })).toHaveValue('Veckans bil');
  await expect(page.getByLabel(t('priceTag.fields.vehicle'), { exact: true })).toHaveValue('Volvo V60 Utkast');
  // Deleted here, it leaves the list.
  await page.goto(`${origin()}/price-tag`);
  await page
    .getByRole('region', { name: t('drafts.title') })
    .getByRole('button', { name: t('drafts.deleteNamed').replace('{name}', 'Volvo V60 Utkast') })
    .click();
  await expect(page.getByRole('status').filter({ hasText: t('drafts.deleted') })).toBeVisible();
});
