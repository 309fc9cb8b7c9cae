import { expect, test } from './fixtures';
import { origin, setFlag, signIn, USERS } from './support';

test.describe('maintenance mode', () => {
  test.afterEach(async () => {
    await setFlag('in-maintenance', false);
  });

  test('every path shows the maintenance screen with status 503 and sign-in is off', async ({ page }) => {
    await setFlag('in-maintenance', true);
    for (const path of ['/', '/login', '/blanco', '/commission', '/activate-account/abc', '/callback?code=x&state=y', '/no/such/page']) {
      const response = await page.goto(origin('se.localhost') + path);
      expect(response?.status(), path).toBe(503);
      expect(new URL(page.url()).host, `${path} must not go to the provider`).toBe(new URL(origin('se.localhost')).host);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vi uppdaterar Partnerportalen');
    }
    await expect(page).toHaveTitle('Partnerportalen | Underhåll pågår');
  });

  test('a signed-in user sees the maintenance screen, and the portal again once it ends', async ({ page }) => {
    await signIn(page, USERS.mette);
    await setFlag('in-maintenance', true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vi opdaterer Partnerportalen');
    await setFlag('in-maintenance', false);
    await page.getByRole('link', { name: 'Genindlæs siden' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej Mette!');
  });
});
