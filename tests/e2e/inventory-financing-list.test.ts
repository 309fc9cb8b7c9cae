// The inventory financing list (issue 11) with the dealer's limit on top: the limit's figures
// agree with each other and with the financed cars in the list; a car is found by its plate
// typed any way (never in a URL), with and without JavaScript; a Danish dealer set up in the
// test sees its own limit in Danish kroner; a dealer not onboarded is told whom to contact; Home
// shows the limit at a glance; a user without BUSINESS_FINANCE is refused.
import type { Page } from '@playwright/test';
import { amountValue, column } from './blanco-support';
import { expect, test } from './fixtures';
import { backendPost, origin, resetUser, signIn, USERS, waitForIslands } from './support';

const COLUMNS = { reference: 1, vehicle: 2, price: 3, credit: 4, status: 5, created: 6, seller: 7 } as const;
const SEARCH = 'Sök på referens, bil, registreringsnummer, VIN eller säljare';
const rows = (page: Page) => page.locator('tbody tr');

/** The limit box's figure under a label (its <dt>). */
async function figure(page: Page, box: string, label: string): Promise<string> {
  const region = page.getByRole('region', { name: box });
  return (
    await region
      .locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd')
      .innerText()
  ).trim();
}

for (const javaScript of [true, false]) {
  test.describe(`the inventory financing list ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript, viewport: { width: 1400, height: 900 } });

    test('the limit box adds up, and its financed cars are the list’s paid-out cars', async ({ page }) => {
      await signIn(page, USERS.anna, '/inventory-financing?reset=1');
      if (javaScript) await waitForIslands(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Lagerfinansiering' })).toBeVisible();
      const box = page.getByRole('region', { name: 'Er limit' });
      await expect(box.getByText('Aktiv', { exact: true })).toBeVisible();
      const amountOf = async (label: string) => amountValue(await figure(page, 'Er limit', label));
      const [total, used, remaining] = [await amountOf('Limit'), await amountOf('Använt'), await amountOf('Kvar')];
      expect(total).toBe(5_000_000);
      expect(used + remaining).toBe(total);
      const usedPercent = Math.round((used / total) * 100);
      await expect(box.getByRole('meter', { name: `Använt av limiten: ${usedPercent} %` })).toHaveAttribute('value', String(usedPercent));

      await page.goto(`${origin('se.localhost')}/inventory-financing?status=PAID_OUT&size=50`);
      if (javaScript) await waitForIslands(page);
      const financed = await column(page, COLUMNS.credit);
      expect(Number(await figure(page, 'Er limit', 'Finansierade bilar'))).toBe(financed.length);
      // Other tests may have financed more cars: the list's paid-out credit amounts are what the limit uses.
      expect(financed.reduce((sum, cell) => sum + amountValue(cell), 0)).toBe(used);
    });

    test('a car is found by its plate typed without its space, and the plate never reaches a URL', async ({ page }) => {
      await signIn(page, USERS.anna, '/inventory-financing?reset=1');
      if (javaScript) await waitForIslands(page);
      // A seeded car's plate: the cars other tests apply for all carry the same one.
      await page.goto(`${origin('se.localhost')}/inventory-financing?size=50`);
      const plates = (await column(page, COLUMNS.vehicle)).map((cell) => cell.split('\n')[1]!.trim());
      const plate = plates.find((each) => plates.indexOf(each) === plates.lastIndexOf(each));
      expect(plate).toMatch(/^[A-Z]{3} \d{2}[\dA-Z]$/);
      const urls: string[] = [];
      page.on('request', (request) => urls.push(request.url()));
      await page.getByLabel(SEARCH).fill(plate!.replace(' ', '').toLowerCase());
      await page.getByRole('button', { name: 'Sök', exact: true }).click();
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toContainText(plate!);
      await expect(rows(page).first().getByRole('link')).toHaveAttribute('href', /^\/inventory-financing\/[^/]+$/);
      expect(urls.filter((url) => url.toUpperCase().includes(plate!.replace(' ', '')))).toEqual([]);
      await page.getByRole('button', { name: 'Rensa sökningen' }).click();
      await expect.poll(() => rows(page).count()).toBeGreaterThan(1);
    });
  });
}

test.describe('inventory financing in another country and for the not onboarded', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('a Danish dealer onboarded in the test sees its own limit in kroner, in Danish', async ({ page }) => {
    await backendPost('/__test/roles', { email: USERS.mette.email, roles: ['LEASING', 'BUSINESS_FINANCE'] });
    await backendPost('/__test/partner', { organizationNumber: '12345674', onboardedToInventoryFinancing: true });
    try {
      await signIn(page, USERS.mette, '/inventory-financing');
      await expect(page.getByRole('heading', { level: 1, name: 'Lagerfinansiering' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Jeres kreditramme' })).toBeVisible();
      expect(await figure(page, 'Jeres kreditramme', 'Kreditramme')).toBe('3.500.000\u00a0kr.');
      await expect(page.getByRole('link', { name: 'Ny ansøgning' })).toHaveAttribute('href', '/inventory-financing/apply');
    } finally {
      await backendPost('/__test/partner', { organizationNumber: '12345674', onboardedToInventoryFinancing: false });
      await resetUser(USERS.mette.email);
    }
  });

  test('a dealer not onboarded is told whom to contact instead of the list', async ({ page }) => {
    await backendPost('/__test/partner', { organizationNumber: '5561234567', onboardedToInventoryFinancing: false });
    try {
      await signIn(page, USERS.anna, '/inventory-financing');
      await expect(page.getByRole('heading', { level: 2, name: 'Ert företag använder inte lagerfinansiering ännu' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: '08-123 456 00' })).toHaveAttribute('href', /^tel:/);
      await expect(page.getByRole('table')).toHaveCount(0);
    } finally {
      await backendPost('/__test/partner', { organizationNumber: '5561234567', onboardedToInventoryFinancing: true });
    }
  });

  test('Home shows anna her limit at a glance with the way to the list; erik, without the role, sees none', async ({ page }) => {
    await signIn(page, USERS.anna);
    const box = page.getByRole('region', { name: 'Er limit' });
    await expect(box.getByRole('meter')).toBeVisible();
    expect(amountValue(await figure(page, 'Er limit', 'Limit'))).toBe(5_000_000);
    await box.getByRole('link', { name: 'Till lagerfinansiering' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lagerfinansiering' })).toBeVisible();

    await page.context().clearCookies();
    await signIn(page, USERS.erik);
    await expect(page.getByRole('heading', { level: 1, name: /Erik/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Er limit' })).toHaveCount(0);
  });

  test('a user without BUSINESS_FINANCE gets 403 on the list and a JSON 403 from its partial', async ({ page }) => {
    await signIn(page, USERS.erik);
    const response = await page.goto(`${origin('se.localhost')}/inventory-financing`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('table')).toHaveCount(0);
    const partial = await page.evaluate(async () => {
      const answer = await fetch('/api/inventory-financing/leads', { method: 'POST', body: new URLSearchParams({ search: 'Volvo' }) });
      return { status: answer.status, body: await answer.json() };
    });
    expect(partial).toEqual({ status: 403, body: { error: { code: 'noAccess' } } });
  });
});
