// The leasing list (SPEC §2 Leasing) works as the loan list does, with and without JavaScript:
// search by reference and organisation number (never in a URL), status groups, sort, page size
// and pages, the state kept for the dealer's return; each dealer sees its own leads in its
// language and currency; a user without LEASING gets 403; Home names leasing leads.
import type { Page } from '@playwright/test';
import { amountValue, column } from './blanco-support';
import { expect, test } from './fixtures';
import { backendDelete, backendPost, origin, sideNav, signIn, USERS, waitForIslands } from './support';

/** The leasing table's columns (1-based), all shown from xl; the customer's cell has the vehicle below the name. */
const COLUMNS = { reference: 1, customer: 2, price: 3, rent: 4, months: 5, status: 6, created: 7 } as const;
const customers = async (page: Page) => (await column(page, COLUMNS.customer)).map((cell) => cell.split('\n')[0]!.trim());
/** The first seeded lead of each dealer is for its country's first APPROVED demo company (backend/README.md). */
const DEMO_COMPANY = {
  SE: { number: '556789-0107', name: 'Skånebygg Entreprenad AB' },
  FI: { number: '2345678-0', name: 'Rakennus Virtanen Oy' },
  DK: { number: '31450004', name: 'Jensen Byg ApS' },
} as const;
const SEARCH = 'Sök på referens, kund, kontaktperson eller organisationsnummer';

const rows = (page: Page) => page.locator('tbody tr');
const count = async (page: Page) => Number.parseInt((await page.getByText(/^\d+ ansökningar$/).innerText()).replace(/\D/g, ''), 10);

for (const javaScript of [true, false]) {
  test.describe(`the leasing list ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript, viewport: { width: 1400, height: 900 } });

    async function open(page: Page, path = '/leasing?reset=1'): Promise<void> {
      await signIn(page, USERS.anna, path);
      if (javaScript) await waitForIslands(page);
    }
    /** Without JavaScript a filter change waits for Show; with it the change loads at once. */
    async function show(page: Page): Promise<void> {
      if (!javaScript) await page.getByRole('button', { name: 'Visa', exact: true }).click();
    }
    async function search(page: Page, text: string): Promise<void> {
      await page.getByLabel(SEARCH).fill(text);
      await page.getByRole('button', { name: 'Sök', exact: true }).click();
    }

    test('search by organisation number and by reference finds the lead, and the number never reaches a URL', async ({ page }) => {
      await open(page);
      await search(page, DEMO_COMPANY.SE.number);
      // The seeded lead, and any other test's lead for the same company: that company only.
      await expect
        .poll(async () => {
          const names = await customers(page);
          return names.length > 0 && names.every((name) => name === DEMO_COMPANY.SE.name);
        })
        .toBe(true);
      expect(page.url()).not.toContain('556789');

      const all = await column(page, COLUMNS.reference);
      const reference = all[all.length - 1]!;
      await search(page, reference);
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toContainText(reference);
      await expect(rows(page).first().getByRole('link', { name: reference })).toHaveAttribute('href', /^\/leasing\/[^/]+$/);

      await page.getByRole('button', { name: 'Rensa sökningen' }).click();
      await expect.poll(() => count(page)).toBeGreaterThanOrEqual(30);
      await expect(rows(page)).toHaveCount(20);
    });

    test('a status group shows only its statuses and is pressed', async ({ page }) => {
      await open(page);
      await page.getByRole('button', { name: 'Kräver åtgärd' }).click();
      await expect(page).toHaveURL(/\/leasing\?status=APPROVED&status=SUPPLEMENT_CONTACT_US$/);
      await expect(page.getByRole('button', { name: 'Kräver åtgärd' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('checkbox', { name: 'Beviljad' })).toBeChecked();
      await expect.poll(async () => [...new Set(await column(page, COLUMNS.status))].sort()).toEqual(['Beviljad', 'Komplettering: kontakta oss']);
    });

    test('sort by price, page size 50 and the next page', async ({ page }) => {
      await open(page);
      await page.getByLabel('Sortera').selectOption('cheapest');
      await show(page);
      await expect(page).toHaveURL(/sort=cheapest/);
      await expect
        .poll(async () => {
          const prices = (await column(page, COLUMNS.price)).map(amountValue);
          return prices.length === 20 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
        })
        .toBe(true);
      const firstPage = await column(page, COLUMNS.reference);
      const cheapestPrices = (await column(page, COLUMNS.price)).map(amountValue);

      await page.getByRole('link', { name: 'Sida 2' }).click();
      await expect(page).toHaveURL(/page=1/);
      await expect.poll(async () => (await column(page, COLUMNS.reference)).some((reference) => firstPage.includes(reference))).toBe(false);
      const secondPrices = (await column(page, COLUMNS.price)).map(amountValue);
      expect(secondPrices.length).toBeGreaterThan(0);
      expect(secondPrices[0]).toBeGreaterThanOrEqual(cheapestPrices[cheapestPrices.length - 1]!);

      await page.getByLabel('Rader per sida').selectOption('50');
      await show(page);
      await expect(page).toHaveURL(/size=50/);
      const total = await count(page);
      await expect(rows(page)).toHaveCount(Math.min(total, 50));

      await page.getByLabel('Sortera').selectOption('mostExpensive');
      await show(page);
      await expect
        .poll(async () => {
          const prices = (await column(page, COLUMNS.price)).map(amountValue);
          return prices.length > 20 && prices.every((price, index) => index === 0 || prices[index - 1]! >= price);
        })
        .toBe(true);
    });

    test('the saved state comes back when the dealer returns to the list', async ({ page }) => {
      await open(page);
      await page.getByRole('checkbox', { name: 'Avslag' }).check();
      await show(page);
      await expect(page).toHaveURL(/status=DENIED/);
      await search(page, 'AB');
      await expect.poll(() => column(page, COLUMNS.status)).toContain('Avslag');
      await sideNav(page).getByRole('link', { name: 'Hem' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna');
      await sideNav(page).getByRole('link', { name: 'Leasing' }).click();
      await expect(page).toHaveURL(/\/leasing\?status=DENIED$/);
      await expect(page.getByRole('checkbox', { name: 'Avslag' })).toBeChecked();
      await expect(page.getByLabel(SEARCH)).toHaveValue('AB');
      expect(new Set(await column(page, COLUMNS.status))).toEqual(new Set(['Avslag']));
    });
  });
}

test.describe('each dealer’s own leases, in its language and currency', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('mikko sees Autotalo’s leases in Finnish and euros', async ({ page }) => {
    await signIn(page, USERS.mikko, '/leasing?reset=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leasing');
    await expect(page.getByRole('columnheader', { name: 'Kuukausivuokra' })).toBeVisible();
    expect(Number.parseInt((await page.getByText(/^\d+ hakemusta$/).innerText()).replace(/\D/g, ''), 10)).toBeGreaterThanOrEqual(10);
    expect(await rows(page).count()).toBeGreaterThanOrEqual(10);
    for (const price of await column(page, COLUMNS.price)) expect(price).toMatch(/^\d{1,3}(\s\d{3})*\s€$/);
    for (const created of await column(page, COLUMNS.created)) expect(created).toMatch(/^\d{1,2}\.\d{1,2}\.\d{4}$/);
    await page.getByLabel('Hae viitteellä, asiakkaan tai yhteyshenkilön nimellä tai Y-tunnuksella').fill(DEMO_COMPANY.FI.number);
    await page.getByRole('button', { name: 'Hae', exact: true }).click();
    await expect.poll(() => customers(page)).toContain(DEMO_COMPANY.FI.name);
  });

  test('mette sees Bilcenter’s leases in Danish and kroner', async ({ page }) => {
    await signIn(page, USERS.mette, '/leasing?reset=1');
    await expect(page.getByRole('columnheader', { name: 'Månedlig ydelse' })).toBeVisible();
    expect(Number.parseInt((await page.getByText(/^\d+ ansøgninger$/).innerText()).replace(/\D/g, ''), 10)).toBeGreaterThanOrEqual(10);
    expect(await rows(page).count()).toBeGreaterThanOrEqual(10);
    for (const price of await column(page, COLUMNS.price)) expect(price).toMatch(/^\d{1,3}(\.\d{3})*\skr\.$/);
    await page.getByLabel('Søg på reference, kunde, kontaktperson eller CVR-nummer').fill(DEMO_COMPANY.DK.number);
    await page.getByRole('button', { name: 'Søg', exact: true }).click();
    await expect.poll(() => customers(page)).toContain(DEMO_COMPANY.DK.name);
  });
});

test('erik (no LEASING) gets 403 on the leasing list and a JSON 403 from its partial', async ({ page }) => {
  await signIn(page, USERS.erik);
  const response = await page.goto(`${origin('se.localhost')}/leasing`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Du har inte behörighet till den här sidan');
  const partial = await page.evaluate(async () => {
    const answer = await fetch('/api/leasing/leads?status=APPROVED', { method: 'POST', body: new URLSearchParams({ search: '556789-0107' }) });
    return { status: answer.status, type: answer.headers.get('content-type'), body: await answer.json() };
  });
  expect(partial).toEqual({ status: 403, type: expect.stringContaining('application/json'), body: { error: { code: 'noAccess' } } });
});

test.describe('Home’s latest applications', () => {
  test.afterEach(async () => {
    await backendDelete('/__test/faults');
  });

  // Other tests on this stack send applications for anna's dealer, inventory financing among them,
  // so any of her three products may be among the newest five.
  const PRODUCT_NAME = { leasing: 'Leasing', blanco: 'Privatlån', 'inventory-financing': 'Lagerfinansiering' } as const;

  test('anna sees the newest of her loans and leases together, each named and linking to its page', async ({ page }) => {
    await signIn(page, USERS.anna);
    const latest = page.getByRole('region', { name: 'Senaste ansökningarna' });
    const items = latest.getByRole('listitem');
    await expect(items).toHaveCount(5);
    const dates: string[] = [];
    for (const item of await items.all()) {
      const href = await item.getByRole('link').getAttribute('href');
      const product = href?.match(/^\/(leasing|blanco|inventory-financing)\/[^/]+$/)?.[1] as keyof typeof PRODUCT_NAME | undefined;
      expect(product, `${href} is a lead's page`).toBeDefined();
      await expect(item).toContainText(PRODUCT_NAME[product!]);
      dates.push((await item.innerText()).match(/\d{4}-\d{2}-\d{2}/)![0]);
    }
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(latest.getByRole('link', { name: 'Alla leasingansökningar' })).toHaveAttribute('href', '/leasing');
    await expect(latest.getByRole('link', { name: 'Alla privatlån' })).toHaveAttribute('href', '/blanco');
  });

  test('when the loans cannot be loaded, anna still sees her other applications and is told the loans are missing', async ({ page }) => {
    await signIn(page, USERS.anna);
    expect((await backendPost('/__test/faults', { path: 'blanco/leads/query', status: 500 })).status).toBe(204);
    await page.goto(`${origin('se.localhost')}/`);
    const latest = page.getByRole('region', { name: 'Senaste ansökningarna' });
    await expect(latest.getByRole('alert')).toContainText('Privatlåneansökningarna kunde inte hämtas just nu.');
    const items = latest.getByRole('listitem');
    await expect(items).toHaveCount(5);
    for (const item of await items.all()) {
      await expect(item).not.toContainText('Privatlån');
      await expect(item.getByRole('link')).toHaveAttribute('href', /^\/(leasing|inventory-financing)\/[^/]+$/);
    }
  });
});
