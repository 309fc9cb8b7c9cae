import { expect, test } from './fixtures';
import { backendDelete, backendPost, fillProviderLogin, origin, PASSWORD, resetUser, signIn, USERS, waitForIslands } from './support';

test.describe('My profile', () => {
  test.afterEach(async () => {
    await backendDelete('/__test/faults');
    await Promise.all([resetUser(USERS.anna.email), resetUser(USERS.mikko.email), resetUser(USERS.mette.email)]);
  });

  test('a changed notification setting is saved and still there after signing out and in', async ({ page }) => {
    await signIn(page, USERS.anna, '/user/my-profile');
    await waitForIslands(page);
    const sms = page.getByRole('checkbox', { name: 'SMS' });
    const denied = page.getByRole('checkbox', { name: 'en ansökan har fått avslag' });
    await expect(sms).not.toBeChecked();
    await expect(denied).toBeChecked();
    await sms.check();
    await denied.uncheck();
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(page.getByRole('status').getByText('Din profil och dina aviseringar är sparade.')).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Anna Andersson' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Logga ut' }).click();
    await page.getByRole('link', { name: 'Logga in igen' }).click();
    await fillProviderLogin(page, USERS.anna.email, PASSWORD);
    await page.goto(`${origin('se.localhost')}/user/my-profile`);
    await expect(sms).toBeChecked();
    await expect(denied).not.toBeChecked();
  });

  test('when the subscriptions call fails the error shows and the form keeps its values', async ({ page }) => {
    await signIn(page, USERS.mette, '/user/my-profile');
    await waitForIslands(page);
    expect((await backendPost('/__test/faults', { path: 'subscriptions', method: 'PUT', status: 500 })).status).toBe(204);
    const paidOut = page.getByRole('checkbox', { name: 'et lån er udbetalt' });
    await paidOut.uncheck();
    await page.getByLabel('Efternavn').fill('Hansen-Berg');
    await page.getByRole('button', { name: 'Gem ændringer' }).click();
    // Focus leaves Save for what went wrong.
    await expect(page.getByRole('alert').filter({ hasText: 'Profilen eller notifikationerne kan ikke gemmes lige nu' })).toBeFocused();
    await expect(paidOut).not.toBeChecked();
    await expect(page.getByLabel('Efternavn')).toHaveValue('Hansen-Berg');
  });

  test('mikko switches to Swedish (sv-FI) and back to Finnish', async ({ page }) => {
    await signIn(page, USERS.mikko, '/user/my-profile');
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oma profiili');
    await page.getByLabel('Portaalin kieli').selectOption('sv');
    await page.getByRole('button', { name: 'Tallenna muutokset' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Min profil');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv-FI');
    await page.goto(origin('fi.localhost'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej Mikko!');

    await page.goto(`${origin('fi.localhost')}/user/my-profile`);
    await waitForIslands(page);
    await page.getByLabel('Portalens språk').selectOption('fi');
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oma profiili');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');
  });

  test('a bad phone number is caught as the dealer leaves the field, and nothing typed is lost', async ({ page }) => {
    await signIn(page, USERS.anna, '/user/my-profile');
    await waitForIslands(page);
    const phone = page.getByLabel('Mobilnummer');
    await phone.fill('12');
    await page.getByLabel('Förnamn').focus();
    await expect(page.getByText('Mobilnumret är inte giltigt.', { exact: false })).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Ändringarna har inte sparats' });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('1 uppgift behöver rättas:');
    await summary.getByRole('link', { name: /^Mobilnummer: Mobilnumret är inte giltigt/ }).click();
    await expect(phone).toBeFocused();
    await phone.fill('070 123 45 67');
    await page.getByLabel('Förnamn').focus();
    await expect(page.getByText('Mobilnumret är inte giltigt.', { exact: false })).toBeHidden();
    await expect(summary).toBeHidden();
  });

  test('“Saved” stands beside the Save button on a phone, never over it, and goes as soon as the next save fails, focus moving to what failed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, USERS.anna, '/user/my-profile');
    await waitForIslands(page);
    const saved = page.getByRole('status').getByText('Din profil och dina aviseringar är sparade.');
    await page.getByRole('checkbox', { name: 'SMS' }).check();
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(saved).toBeVisible();
    // A trial click fails when something else would take the click at the button's centre.
    await page.getByRole('button', { name: 'Spara ändringar' }).click({ trial: true, timeout: 2_000 });
    await page.getByLabel('Efternamn').fill('');
    await page.getByLabel('Efternamn').press('Enter');
    await expect(saved).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Ändringarna har inte sparats' })).toBeFocused();

    // The same after a save without JavaScript's "Saved" (?saved=1) and a save the API refuses.
    await page.goto(`${origin('se.localhost')}/user/my-profile?saved=1`);
    await waitForIslands(page);
    const savedHere = page.getByRole('status').filter({ hasText: 'Din profil och dina aviseringar är sparade.' });
    await expect(savedHere).toBeVisible();
    expect((await backendPost('/__test/faults', { path: 'subscriptions', method: 'PUT', status: 500 })).status).toBe(204);
    await page.getByRole('checkbox', { name: 'SMS' }).uncheck();
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Profilen eller aviseringarna kan inte uppdateras just nu' })).toBeFocused();
    await expect(savedHere).toBeHidden();
  });

  test('leaving with unsaved changes asks first: Stay keeps the page, Leave goes', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signIn(page, USERS.anna, '/user/my-profile');
    await waitForIslands(page);
    await page.getByLabel('Förnamn').fill('Annika');
    const home = page.getByRole('navigation').getByRole('link', { name: 'Hem' });
    const dialog = page.getByRole('dialog', { name: 'Du har osparade ändringar' });
    await home.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stanna kvar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Förnamn')).toHaveValue('Annika');
    await home.click();
    await dialog.getByRole('button', { name: 'Lämna sidan' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej Anna!');
  });
});

test('closing the tab with unsaved changes brings up the browser’s own prompt', async ({ page }) => {
  await signIn(page, USERS.anna, '/user/my-profile');
  await waitForIslands(page);
  await page.getByLabel('Efternamn').fill('Ändrad');
  const prompt = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await prompt).toBe('beforeunload');
});

test.describe('My profile without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.afterEach(async () => {
    await resetUser(USERS.anna.email);
  });

  test('the plain form validates, keeps what was typed and saves; the saved phone then shows as Swedes write it', async ({ page }) => {
    await signIn(page, USERS.anna, '/user/my-profile');
    await page.getByLabel('Mobilnummer').fill('nonsense');
    await page.getByRole('checkbox', { name: 'SMS' }).check();
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    // The summary takes focus and links to the field, which says the same.
    const summary = page.getByRole('alert').filter({ hasText: 'Ändringarna har inte sparats' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: /^Mobilnummer: Mobilnumret är inte giltigt/ })).toHaveAttribute('href', '#phone');
    await expect(page.getByRole('group', { name: 'Kontaktuppgifter' }).getByText('Mobilnumret är inte giltigt.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Mobilnummer')).toHaveValue('nonsense');
    await expect(page.getByRole('checkbox', { name: 'SMS' })).toBeChecked();

    await page.getByLabel('Mobilnummer').fill('+46 70 123 45 67');
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Din profil och dina aviseringar är sparade.' })).toBeVisible();
    await page.goto(`${origin('se.localhost')}/user/my-profile`);
    await expect(page.getByLabel('Mobilnummer')).toHaveValue('070-123 45 67');
    await expect(page.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    await page.goto(`${origin('se.localhost')}/user`);
    await expect(page.getByRole('definition').filter({ hasText: '070-123 45 67' })).toBeVisible();
  });
});
