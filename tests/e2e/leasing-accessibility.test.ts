// The three leasing pages have no serious or critical axe-core violation in any locale: the
// list (table, and cards with the filters open on a phone), a lease in each status whose
// next-step card carries an action or a result, and the application with its error summary.
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { text } from './apply-support';
import { LOCALE_DEALERS, origin, signIn, waitForIslands } from './support';

for (const { locale, user, cookie } of LOCALE_DEALERS) {
  test(`${locale}: the leasing list, a lease and the leasing application pass axe`, async ({ page, context }) => {
    // Seven axe runs: 37-53 s in CI on a loaded two-core machine, once past 60 s.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1400, height: 900 });
    const host = origin(user.host);
    if (cookie) await context.addCookies([{ name: 'LOCALE', value: cookie, url: host }]);
    await signIn(page, user, '/leasing?reset=1');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'routes.leasing'));
    const pages: string[] = ['/leasing'];
    for (const status of ['APPROVED', 'SUPPLEMENT_CONTACT_US', 'PAID_OUT']) {
      await page.goto(`${host}/leasing?status=${status}`);
      const href = await page.locator('tbody tr a').first().getAttribute('href');
      if (href) pages.push(href);
    }
    expect(pages.length).toBe(4);
    await page.goto(`${host}/leasing?reset=1`);
    pages.push('/leasing/apply');
    const check = (what: string) => expectNoSeriousViolations(page, `${locale} ${what}`);
    for (const path of pages) {
      await page.goto(host + path);
      await waitForIslands(page);
      await check(path);
    }
    // The application sent empty: its error summary.
    await page.getByRole('button', { name: text(locale, 'leasingApply.submit') }).click();
    await expect(page.getByRole('alert').first()).toBeFocused();
    await check('/leasing/apply with its error summary');

    // On a phone: the cards and the folded filters, opened.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${host}/leasing`);
    await waitForIslands(page);
    await page.getByText(/^(Filter|Suodattimet|Filtre)$/).click();
    await check('/leasing at 375 px, filters open');
  });
}
