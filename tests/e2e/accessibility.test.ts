// No serious or critical axe-core violation on the pages of the shell, in all four locales.
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { origin, setFlag, sideNav, signIn, USERS, waitForIslands, type DemoUser } from './support';

const LOCALES: { locale: string; user: DemoUser; cookie?: string; forbidden: string }[] = [
  { locale: 'sv-SE', user: USERS.erik, forbidden: '/commission' },
  { locale: 'fi-FI', user: USERS.mikko, forbidden: '/organisation' },
  { locale: 'sv-FI', user: USERS.mikko, cookie: 'sv-FI', forbidden: '/organisation' },
  { locale: 'da-DK', user: USERS.mette, forbidden: '/commission' },
];

for (const { locale, user, cookie, forbidden } of LOCALES) {
  test(`${locale}: signed-in pages have no serious accessibility violation`, async ({ page, context }) => {
    // An axe run per page and per open menu: up to 58 s on a loaded two-core machine.
    test.setTimeout(120_000);
    const host = origin(user.host);
    if (cookie) await context.addCookies([{ name: 'LOCALE', value: cookie, url: host }]);
    await signIn(page, user);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    for (const path of ['/', '/user', '/user/my-profile', forbidden]) {
      await page.goto(host + path);
      if (path === '/user/my-profile') await waitForIslands(page);
      await expectNoSeriousViolations(page, `${locale} ${path}`);
    }
    await page
      .getByRole('banner')
      .getByRole('button', { name: `${user.firstname} `, exact: false })
      .click();
    await expectNoSeriousViolations(page, `${locale} user menu open`);
    await page.keyboard.press('Escape');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Kontakta oss|Ota yhteyttä|Kontakt os/ })
      .click();
    await expectNoSeriousViolations(page, `${locale} help menu open`);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: /Öppna menyn|Avaa valikko|Åbn menuen/ }).click();
    await expect(sideNav(page)).toBeVisible();
    await expectNoSeriousViolations(page, `${locale} phone navigation open`);
  });

  test(`${locale}: public pages have no serious accessibility violation`, async ({ page, context }) => {
    const host = origin(user.host);
    if (cookie) await context.addCookies([{ name: 'LOCALE', value: cookie, url: host }]);
    await page.goto(`${host}/activate-account/some-token`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expectNoSeriousViolations(page, `${locale} activation`);
    await page.getByRole('button').first().click();
    await expectNoSeriousViolations(page, `${locale} activation with errors`);
    await page.goto(`${host}/signed-out`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/utloggad|kirjautunut ulos|logget ud/);
    await expectNoSeriousViolations(page, `${locale} signed out`);
    await setFlag('in-maintenance', true);
    try {
      await page.goto(host);
      await expectNoSeriousViolations(page, `${locale} maintenance`);
    } finally {
      await setFlag('in-maintenance', false);
    }
  });
}

test('sv-SE: the key account manager modal has no serious accessibility violation', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, USERS.erik);
  await sideNav(page).getByRole('button', { name: 'Lagerfinansiering' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'manager modal');
});
