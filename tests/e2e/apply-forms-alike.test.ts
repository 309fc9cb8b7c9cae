// The three application forms on the one send lifecycle (issue 23, docs/decisions/0044) behave
// alike where the lifecycle decides: an empty send brings the error summary into focus, with and
// without JavaScript, and Cancel with something typed asks first (Stay keeps it, Leave goes).
// Each product's own tests cover its lookups, double clicks and the reused key.
import type { Browser, Page } from '@playwright/test';
import { text } from './apply-support';
import { expect, test } from './fixtures';
import { origin, signIn, USERS, waitForIslands } from './support';

const sv = (key: string) => text('sv-SE', key);
const FORMS = [
  { product: 'loan', path: '/blanco/apply', list: '/blanco', ns: 'blancoApply', typeInto: 'blancoApply.loan.amount', typed: '150 000' },
  { product: 'leasing', path: '/leasing/apply', list: '/leasing', ns: 'leasingApply', typeInto: 'leasingApply.fields.brand', typed: 'Volvo' },
  {
    product: 'inventory financing',
    path: '/inventory-financing/apply',
    list: '/inventory-financing',
    ns: 'inventoryFinancingApply',
    typeInto: 'inventoryFinancingApply.fields.brand',
    typed: 'Volvo',
  },
] as const;

async function expectSummaryInFocus(page: Page, ns: string): Promise<void> {
  const summary = page.getByRole('alert').filter({ hasText: sv(`${ns}.errors.notSentTitle`) });
  await expect(summary).toBeFocused();
  const links = summary.getByRole('link');
  expect(await links.count()).toBeGreaterThan(0);
  expect(await links.count()).toBeLessThanOrEqual(3);
}

async function withoutJavaScript(browser: Browser, work: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await work(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const form of FORMS) {
  test.describe(`the ${form.product} application`, () => {
    test('an empty send brings the error summary into focus, with links to the fields', async ({ page }) => {
      await signIn(page, USERS.anna, form.path);
      await waitForIslands(page);
      await page.getByRole('button', { name: sv(`${form.ns}.submit`) }).click();
      await expectSummaryInFocus(page, form.ns);
    });

    test('without JavaScript an empty send brings the same summary into focus', async ({ browser }) => {
      await withoutJavaScript(browser, async (page) => {
        await signIn(page, USERS.anna, form.path);
        await page.getByRole('button', { name: sv(`${form.ns}.submit`) }).click();
        await expectSummaryInFocus(page, form.ns);
      });
    });

    test('Cancel with something typed asks first, saying the draft is kept and where (not that it is lost): Stay keeps it, Leave goes back to the list', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1400, height: 900 });
      await signIn(page, USERS.anna, form.path);
      await waitForIslands(page);
      const field = page.getByLabel(sv(form.typeInto), { exact: true });
      await field.fill(form.typed);
      const cancel = page.getByRole('banner').getByRole('link', { name: 'Avbryt' });
      const dialog = page.getByRole('dialog', { name: sv('unsaved.draftTitle') });
      await cancel.click();
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(sv('unsaved.draftKept'));
      await expect(dialog).not.toContainText(sv('unsaved.message'));
      await dialog.getByRole('button', { name: sv('unsaved.stay') }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(`${origin('se.localhost')}${form.path}`);
      await expect(field).toHaveValue(form.typed);
      await cancel.click();
      await dialog.getByRole('button', { name: sv('unsaved.leave') }).click();
      await expect(page).toHaveURL(`${origin('se.localhost')}${form.list}`);
    });
  });
}
