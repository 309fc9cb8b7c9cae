import { expect, test } from './fixtures';
import { amountValue, column, COLUMNS, PERSONS } from './blanco-support';
import { origin, signIn, USERS, waitForIslands } from './support';

const list = () => `${origin('se.localhost')}/blanco`;

test.describe('the loan list with JavaScript', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('search by reference, by name and by personal id each find the lead, live', async ({ page }) => {
    await signIn(page, USERS.anna, '/blanco');
    await waitForIslands(page);
    const search = page.getByLabel('Sök på referens, sökandes namn eller personnummer');
    // Every lead of that person, and only those (other tests may have applied for her too).
    await search.fill(PERSONS.SE.APPROVED.id);
    await expect
      .poll(async () => {
        const names = await column(page, COLUMNS.applicant);
        return names.includes(PERSONS.SE.APPROVED.name) && names.every((name) => name.startsWith('Astrid '));
      })
      .toBe(true);
    const reference = (await column(page, COLUMNS.reference))[0]!;
    expect(page.url()).not.toContain('9820');

    await search.fill(reference);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr').first()).toContainText(reference);

    await search.fill('Lindqvist');
    await expect.poll(() => column(page, COLUMNS.applicant)).toContain(PERSONS.SE.APPROVED.name);
    for (const name of await column(page, COLUMNS.applicant)) expect(name).toContain('Lindqvist');

    await page.getByRole('button', { name: 'Rensa sökningen' }).click();
    // Back to the whole list: Bilhuset's 64 seeded leads and any other tests added.
    await expect.poll(async () => Number.parseInt((await page.getByText(/^\d+ ansökningar$/).innerText()).replace(/\D/g, ''), 10)).toBeGreaterThanOrEqual(64);
  });

  test('a failed load offers Retry, which loads the list once the API answers again', async ({ page }) => {
    const { backendPost, backendDelete } = await import('./support');
    await signIn(page, USERS.anna, '/blanco');
    await waitForIslands(page);
    await backendPost('/__test/faults', { path: 'blanco/leads/query', status: 500, times: 1 });
    await page.getByLabel('Sortera').selectOption('oldest');
    await expect(page.getByRole('alert')).toContainText('Låneansökningarna kunde inte hämtas just nu.');
    await page.getByRole('link', { name: 'Försök igen' }).click();
    await expect(page.locator('tbody tr')).toHaveCount(20);
    await backendDelete('/__test/faults');
  });

  test('the back button goes back to the previous filters', async ({ page }) => {
    await signIn(page, USERS.anna, '/blanco?reset=1');
    await waitForIslands(page);
    await page.getByRole('checkbox', { name: 'Avslag' }).check();
    await expect(page).toHaveURL(/status=DENIED/);
    await expect.poll(() => column(page, COLUMNS.status)).toEqual(expect.arrayContaining(['Avslag']));
    await page.getByLabel('Sortera').selectOption('cheapest');
    await expect(page).toHaveURL(/sort=cheapest/);
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=cheapest/);
    await expect(page.getByLabel('Sortera')).toHaveValue('newest');
  });
});

test.describe('the loan list without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1400, height: 900 } });

  test('every filter, sort and page works, and reset clears them', async ({ page }) => {
    await signIn(page, USERS.anna, '/blanco?reset=1');
    await page.getByRole('checkbox', { name: 'Avslag' }).check();
    await page.getByRole('checkbox', { name: 'Beviljad' }).check();
    await page.getByRole('button', { name: 'Visa' }).click();
    await expect(page).toHaveURL(/status=APPROVED&status=DENIED/);
    expect(new Set(await column(page, COLUMNS.status))).toEqual(new Set(['Avslag', 'Beviljad']));

    await page.getByLabel('Anläggning').selectOption({ label: 'Bilhuset Syd Lund' });
    await page.getByRole('button', { name: 'Visa' }).click();
    expect(new Set(await column(page, COLUMNS.facility))).toEqual(new Set(['Bilhuset Syd Lund']));

    await page.getByRole('link', { name: 'Rensa filter' }).click();
    await page.getByRole('radio', { name: 'Bara mina' }).check();
    await page.getByLabel('Sortera').selectOption('cheapest');
    await page.getByRole('button', { name: 'Visa' }).click();
    expect(new Set(await column(page, COLUMNS.seller))).toEqual(new Set(['Anna Andersson']));
    const amounts = (await column(page, COLUMNS.amount)).map(amountValue);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    await page.getByRole('link', { name: 'Rensa filter' }).click();
    await page.getByLabel('Sortera').selectOption('mostExpensive');
    await page.getByRole('button', { name: 'Visa' }).click();
    const expensive = (await column(page, COLUMNS.amount)).map(amountValue);
    expect(expensive).toEqual([...expensive].sort((a, b) => b - a));
    const firstPage = await column(page, COLUMNS.reference);
    await page.getByRole('link', { name: 'Sida 2' }).click();
    await expect(page).toHaveURL(/page=1/);
    const secondPage = await column(page, COLUMNS.reference);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((reference) => firstPage.includes(reference))).toBe(false);
    expect(amountValue((await column(page, COLUMNS.amount))[0]!)).toBeLessThanOrEqual(expensive[expensive.length - 1]!);
  });

  test('search by personal id works without JavaScript and never reaches the URL', async ({ page }) => {
    await signIn(page, USERS.anna, '/blanco?reset=1');
    await page.getByLabel('Sök på referens, sökandes namn eller personnummer').fill(PERSONS.SE.APPROVED.id);
    await page.getByRole('button', { name: 'Sök', exact: true }).click();
    expect(await column(page, COLUMNS.applicant)).toContain(PERSONS.SE.APPROVED.name);
    for (const name of await column(page, COLUMNS.applicant)) expect(name).toMatch(/^Astrid /);
    expect(page.url()).not.toContain('9820');
    await page.getByRole('button', { name: 'Rensa sökningen' }).click();
    await expect(page.locator('tbody tr')).toHaveCount(20);
  });

  test('from the second page, the first page is one click away (the saved state does not send the dealer back)', async ({ page }) => {
    await signIn(page, USERS.anna, '/blanco?reset=1');
    const firstPage = await column(page, COLUMNS.reference);
    await page.getByRole('link', { name: 'Sida 2' }).click();
    await expect(page).toHaveURL(/page=1/);
    await page.getByRole('link', { name: 'Föregående' }).click();
    await expect(page.getByRole('link', { name: 'Sida 1' })).toHaveAttribute('aria-current', 'page');
    expect(await column(page, COLUMNS.reference)).toEqual(firstPage);
    await page.getByRole('link', { name: 'Sida 2' }).click();
    await page.getByRole('link', { name: 'Sida 1' }).click();
    await expect(page.getByRole('link', { name: 'Sida 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('the saved state comes back when the dealer returns to the list', async ({ page }) => {
    await signIn(page, USERS.anna, '/blanco?reset=1');
    await page.getByRole('checkbox', { name: 'Utbetald' }).check();
    await page.getByRole('button', { name: 'Visa' }).click();
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Hem' }).click();
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Privatlån' }).click();
    await expect(page).toHaveURL(/status=PAID_OUT/);
    await expect(page.getByRole('checkbox', { name: 'Utbetald' })).toBeChecked();
    expect(new Set(await column(page, COLUMNS.status))).toEqual(new Set(['Utbetald']));
  });
});

test.describe('who sees which leads', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('erik sees only Bilhuset’s leads, and “only mine” shows only his', async ({ page }) => {
    await signIn(page, USERS.erik, '/blanco?reset=1&size=50');
    const facilities = new Set(await column(page, COLUMNS.facility));
    expect([...facilities].every((name) => name.startsWith('Bilhuset Syd'))).toBe(true);
    await page.goto(`${list()}?mine=1&size=50`);
    expect(new Set(await column(page, COLUMNS.seller))).toEqual(new Set(['Erik Svensson']));
  });

  test('basic.user gets 403 on every blanco page, endpoint and action', async ({ page }) => {
    await signIn(page, USERS.basic);
    for (const path of ['/blanco', '/blanco/apply', '/blanco/seed-se-001']) {
      const response = await page.goto(origin('se.localhost') + path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Du har inte behörighet till den här sidan');
    }
    const api = await page.evaluate(async () => {
      const query = await fetch('/api/blanco/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      const form = new FormData();
      form.set('amount', '100000');
      const apply = await fetch('/_actions/applyBlanco', { method: 'POST', body: form });
      const contract = new FormData();
      contract.set('leadId', 'seed-se-001');
      const send = await fetch('/_actions/sendLeadContract', { method: 'POST', body: contract });
      return [query.status, apply.status, send.status];
    });
    expect(api).toEqual([403, 403, 403]);
  });
});
