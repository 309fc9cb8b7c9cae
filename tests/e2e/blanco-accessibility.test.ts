// The three blanco pages have no serious or critical axe-core violation in any locale: a loan in
// each status whose next-step card carries an action, and the application's error summary.
import { text } from './apply-support';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { LOCALE_DEALERS, origin, signIn, waitForIslands } from './support';

for (const { locale, user, cookie } of LOCALE_DEALERS) {
  test(`${locale}: the loan list, a loan and the application form pass axe`, async ({ page, context }) => {
    // Eight axe runs, a 50-row list among them: 35-55 s on a loaded two-core machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1400, height: 900 });
    const host = origin(user.host);
    if (cookie) await context.addCookies([{ name: 'LOCALE', value: cookie, url: host }]);
    await signIn(page, user, '/blanco?reset=1');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await waitForIslands(page);
    const pages: string[] = ['/blanco'];
    const first = await page.locator('tbody tr a').first().getAttribute('href');
    if (first) pages.push(first);
    for (const status of ['APPROVED', 'SUPPLEMENT', 'DENIED']) {
      await page.goto(`${host}/blanco?status=${status}`);
      const href = await page.locator('tbody tr a').first().getAttribute('href');
      if (href) pages.push(href);
    }
    await page.goto(`${host}/blanco?reset=1`);
    pages.push('/blanco/apply');
    const check = (what: string) => expectNoSeriousViolations(page, `${locale} ${what}`);
    for (const path of pages) {
      await page.goto(host + path);
      await waitForIslands(page);
      await check(path);
    }
    // The application sent empty: its error summary.
    await page.getByRole('button', { name: text(locale, 'blancoApply.submit') }).click();
    await expect(page.getByRole('alert')).toBeFocused();
    await check('/blanco/apply with its error summary');

    // On a phone: the cards and the folded filters, opened.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${host}/blanco`);
    await waitForIslands(page);
    await page.getByText(/^(Filter|Suodattimet|Filtre)$/).click();
    await check('/blanco at 375 px, filters open');
  });
}
