// The inventory financing pages have no serious or critical axe-core violation in any locale:
// the list with its limit (table; cards with the filters open on a phone), a financed car's page
// and its payment (the Swedish dealer's seeded cars), the two statements under Report and the
// notice to a dealer not onboarded. The Finnish and Danish dealers are set up for it in the test
// and have no cars yet.
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { text } from './apply-support';
import { backendPost, LOCALE_DEALERS, origin, resetUser, signIn, USERS, waitForIslands } from './support';

const DEALER_NUMBER: Record<string, string> = { [USERS.anna.email]: '5561234567', [USERS.mikko.email]: '1234567-1', [USERS.mette.email]: '12345674' };

for (const { locale, user, cookie } of LOCALE_DEALERS) {
  test(`${locale}: the inventory financing list with its limit, and the notice to a dealer not onboarded, pass axe`, async ({ page, context }) => {
    // Several axe runs: up to 42 s in CI on a loaded two-core machine.
    test.setTimeout(120_000);
    const organizationNumber = DEALER_NUMBER[user.email]!;
    const seeded = user === USERS.anna;
    if (!seeded) {
      await backendPost('/__test/roles', { email: user.email, roles: ['LEASING', 'BUSINESS_FINANCE'] });
      await backendPost('/__test/partner', { organizationNumber, onboardedToInventoryFinancing: true });
    }
    try {
      await page.setViewportSize({ width: 1400, height: 900 });
      const host = origin(user.host);
      if (cookie) await context.addCookies([{ name: 'LOCALE', value: cookie, url: host }]);
      await signIn(page, user, '/inventory-financing?reset=1');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'routes.inventoryFinancing'));
      await expect(page.getByRole('region', { name: text(locale, 'inventoryFinancing.limit.heading') })).toBeVisible();
      await waitForIslands(page);
      await expectNoSeriousViolations(page, `${locale} /inventory-financing`);
      // A financed car's page where the dealer has one (the seeded Swedish dealer).
      if (seeded) {
        await page.goto(`${host}/inventory-financing?status=PAID_OUT`);
        const href = await page.locator('tbody tr a').first().getAttribute('href');
        await page.goto(host + href);
        await expect(page.getByRole('link', { name: text(locale, 'inventoryFinancing.details.pay') })).toBeVisible();
        await expectNoSeriousViolations(page, `${locale} ${href}`);
        await page.goto(`${host}${href}/payment`);
        await expect(page.getByRole('button', { name: text(locale, 'inventoryFinancing.payment.continue') })).toBeVisible();
        await expectNoSeriousViolations(page, `${locale} ${href}/payment`);
        await page.goto(`${host}/inventory-financing?reset=1`);
      }

      for (const report of ['/report/business-finance/active-statement', '/report/business-finance/monthly-statement']) {
        await page.goto(host + report);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'routes.report'));
        await expectNoSeriousViolations(page, `${locale} ${report}`);
      }
      await page.goto(`${host}/inventory-financing`);
      await page.setViewportSize({ width: 375, height: 740 });
      await page.getByText(/^(Filter|Suodattimet|Filtre)$/).click();
      await expectNoSeriousViolations(page, `${locale} /inventory-financing at 375 px, filters open`);

      await backendPost('/__test/partner', { organizationNumber, onboardedToInventoryFinancing: false });
      await page.goto(`${host}/inventory-financing`);
      await expect(page.getByRole('heading', { level: 2, name: text(locale, 'inventoryFinancing.notOnboardedTitle') })).toBeVisible();
      await expectNoSeriousViolations(page, `${locale} /inventory-financing, not onboarded`);
    } finally {
      await backendPost('/__test/partner', { organizationNumber, onboardedToInventoryFinancing: seeded });
      if (!seeded) await resetUser(user.email);
    }
  });
}
