// Issue 9: the layout fits. At 375 px no page scrolls sideways (loans, leasing, user pages) and
// the loan list shows applications first, with its filters folded; at 1280 px the header cuts
// and wraps nothing and the loan and leasing tables fit the standard layout. One sign-in per locale.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { origin, signIn, USERS, waitForIslands, type DemoUser } from './support';

const LOCALES: { locale: string; user: DemoUser; cookie?: string; caption: string; lease: string }[] = [
  { locale: 'sv-SE', user: USERS.anna, caption: 'Låneansökningar', lease: 'seed-le-se-001' },
  { locale: 'fi-FI', user: USERS.mikko, caption: 'Lainahakemukset', lease: 'seed-le-fi-001' },
  { locale: 'sv-FI', user: USERS.mikko, cookie: 'sv-FI', caption: 'Låneansökningar', lease: 'seed-le-fi-001' },
  { locale: 'da-DK', user: USERS.mette, caption: 'Låneansøgninger', lease: 'seed-le-dk-001' },
];

const PHONE = { width: 375, height: 667 };

/** Header elements whose text is cut (content wider than the box) or runs onto a second line. */
async function cutOrWrappedInHeader(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((header) => {
    const problems: string[] = [];
    for (const element of header.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('[popover], svg') || element.classList.contains('sr-only')) continue;
      if (element.getClientRects().length === 0) continue;
      const name = `${element.tagName.toLowerCase()} "${element.innerText.trim()}"`;
      if (element.scrollWidth > element.clientWidth + 1) problems.push(`${name} cut: ${element.scrollWidth} > ${element.clientWidth}`);
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
      const lines = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
        .map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
      if (ownText && Math.max(...lines) > 1) problems.push(`${name} wraps onto ${Math.max(...lines)} lines (line height ${lineHeight})`);
    }
    return problems;
  });
}

for (const { locale, user, cookie, caption, lease } of LOCALES) {
  test(`${locale}: no page scrolls sideways on a phone, the list shows applications first, and at 1280 px the header and tables fit (the inventory list with its days and interest)`, async ({
    page,
    context,
  }) => {
    const host = origin(user.host);
    if (cookie) await context.addCookies([{ name: 'LOCALE', value: cookie, url: host }]);
    await page.setViewportSize(PHONE);
    await signIn(page, user, '/blanco?reset=1');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await waitForIslands(page);

    const cards = page.getByRole('list', { name: caption }).getByRole('listitem');
    for (let index = 0; index < 3; index += 1) {
      await expect(cards.nth(index).locator('p'), `status of application ${index + 1} on the first screen`).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByRole('table')).toBeHidden();
    await expect(page.getByRole('checkbox').first()).toBeHidden();

    const details = await cards.first().getByRole('link').getAttribute('href');
    for (const path of [
      '/',
      '/blanco',
      details!,
      '/blanco/apply',
      '/leasing',
      `/leasing/${lease}`,
      '/leasing/apply',
      '/price-tag',
      '/user',
      '/user/my-profile',
      '/organisation/colleagues',
    ]) {
      await page.goto(host + path);
      await page.waitForLoadState('load');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${locale} ${path} at 375 px`).toBe(PHONE.width);
      // No field squeezed by a button beside it: each text field takes at least half the phone's width.
      const narrow = await page
        .locator('main input[type="text"]:visible, main input:not([type]):visible')
        .evaluateAll((inputs) => inputs.filter((input) => input.getBoundingClientRect().width < 375 / 2).map((input) => (input as HTMLInputElement).name));
      expect(narrow, `${locale} ${path} fields at 375 px`).toEqual([]);
      // Every link and button a finger can tell apart: 24 px, or that much room around it (WCAG 2.5.8).
      const small = (await new AxeBuilder({ page }).withRules(['target-size']).analyze()).violations.flatMap((violation) =>
        violation.nodes.map((node) => node.html),
      );
      expect(small, `${locale} ${path} targets at 375 px`).toEqual([]);
    }

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${host}/blanco`);
    await waitForIslands(page);
    expect(await cutOrWrappedInHeader(page), `${locale} header at 1280 px`).toEqual([]);
    for (const list of ['/blanco', '/leasing']) {
      await page.goto(host + list);
      const table = await page.getByRole('table').evaluate((element) => ({ table: element.scrollWidth, container: element.parentElement!.clientWidth }));
      expect(table.table, `${locale} ${list} table at 1280 px`).toBeLessThanOrEqual(table.container);
      await expect(page.getByRole('checkbox').first()).toBeVisible();
    }
    if (locale === 'sv-SE') {
      // Anna finances stock cars: at 1280 px her list shows each car's days used and interest so far, inside its frame.
      await page.goto(`${host}/inventory-financing`);
      const table = await page.getByRole('table').evaluate((element) => ({ table: element.scrollWidth, container: element.parentElement!.clientWidth }));
      expect(table.table, 'sv-SE /inventory-financing table at 1280 px').toBeLessThanOrEqual(table.container);
      for (const header of ['Dagar av max', 'Ränta hittills']) await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    // Cars are shown whole, and a long heading breaks where its language hyphenates.
    await page.goto(`${host}/`);
    const looks = await page.evaluate(() => ({
      photos: [...document.querySelectorAll('img')].filter((img) => img.width >= 200).map((img) => getComputedStyle(img).objectFit),
      headings: [...document.querySelectorAll('h2')].map((heading) => getComputedStyle(heading).hyphens),
    }));
    expect(new Set(looks.photos), `${locale} Home's car photos`).toEqual(new Set(looks.photos.length ? ['contain'] : []));
    expect(new Set(looks.headings), `${locale} Home's headings`).toEqual(new Set(['auto']));
  });
}

test.describe('the loan list’s folded filters on a phone', () => {
  test.use({ viewport: PHONE });

  test('with JavaScript a status group is one click, and the filter control counts it', async ({ page }) => {
    await signIn(page, USERS.anna, '/blanco?reset=1');
    await waitForIslands(page);
    const toggle = page.getByText('Filter', { exact: true });
    await toggle.click();
    await page.getByRole('button', { name: 'Stoppade' }).click();
    await expect(page).toHaveURL(/status=ABORTED&status=DENIED&status=EXPIRED/);
    await expect(page.getByText('Filter (aktiva: 1)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stoppade' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => cardStatuses(page)).not.toEqual([]);
    for (const status of await cardStatuses(page)) expect(['Avslag', 'Avbruten', 'Utgången']).toContain(status);
    await page.getByRole('checkbox', { name: 'Utbetald' }).check();
    await expect(page.getByText('Filter (aktiva: 4)')).toBeVisible();
  });
});

test.describe('the loan list’s folded filters on a phone without JavaScript', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('the filter control opens, a status group applies, and the count shows', async ({ page }) => {
    await signIn(page, USERS.anna, '/blanco?reset=1');
    const needsAction = page.getByRole('button', { name: 'Kräver åtgärd' });
    await expect(needsAction).toBeHidden();
    await page.getByText('Filter', { exact: true }).click();
    await needsAction.click();
    await expect(page).toHaveURL(/status=APPROVED&status=SUPPLEMENT&status=SUPPLEMENT_ACTION&status=SUPPLEMENT_CONTACT_US$/);
    await expect(needsAction).toBeHidden();
    await expect(page.getByText('Filter (aktiva: 1)')).toBeVisible();
    for (const status of await cardStatuses(page))
      expect(['Beviljad', 'Komplettering behövs', 'Komplettering: åtgärd krävs', 'Komplettering: kontakta oss']).toContain(status);

    await page.getByText('Filter (aktiva: 1)').click();
    await page.getByRole('checkbox', { name: 'Avslag' }).check();
    await page.getByRole('radio', { name: 'Bara mina' }).check();
    await page.getByRole('button', { name: 'Visa' }).click();
    await expect(page.getByText('Filter (aktiva: 6)')).toBeVisible();
  });
});

async function cardStatuses(page: Page): Promise<string[]> {
  const texts = await page.getByRole('list', { name: 'Låneansökningar' }).getByRole('listitem').locator('p').allInnerTexts();
  return texts.map((text) => text.replace(/^Status:\s*/, '').trim());
}
