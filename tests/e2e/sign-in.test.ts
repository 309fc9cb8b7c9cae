import { expect, test } from './fixtures';
import { fillProviderLogin, origin, signInAtProvider, USERS } from './support';

for (const user of Object.values(USERS)) {
  test(`${user.email} signs in on ${user.host} and is greeted by first name`, async ({ page }) => {
    await signInAtProvider(page, user);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstname);
  });
}

test('a wrong password shows the provider’s message and no session starts', async ({ page }) => {
  await page.goto(origin('se.localhost'));
  await fillProviderLogin(page, USERS.anna.email, 'wrong-password-1');
  await expect(page.getByRole('alert')).toHaveText('Fel e-postadress eller lösenord.');
  await expect(page.getByLabel('E-postadress')).toHaveValue(USERS.anna.email);
});
