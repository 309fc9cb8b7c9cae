// The checkout's delivery address starts as the organisation's (issue 25 §2): for anna (SE) and mikko
// (FI) the fields show their dealer's street, postal code and city (backend/src/organisation/addresses.ts)
// and themselves as the recipient; leaving with only that asks nothing; a field changed is kept after
// a post the shop refuses. Without JavaScript the same, through the order's own post. A Partner API
// that does not answer leaves the fields empty and the rest of the checkout as it is. No order is placed.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { text } from './apply-support';
import { backendDelete, backendPost, origin, sideNav, signIn, USERS, waitForIslands, type DemoUser } from './support';

type Field = 'address' | 'att' | 'city' | 'zip';

const DEALERS = [
  {
    user: USERS.anna,
    locale: 'sv-SE',
    articleId: 'art-se-02',
    start: { address: 'Jägersrovägen 160', att: 'Anna Andersson', city: 'Malmö', zip: '212 37' },
    otherCity: 'Lund',
  },
  {
    user: USERS.mikko,
    locale: 'fi-FI',
    articleId: 'art-fi-02',
    start: { address: 'Konalantie 47', att: 'Mikko Myyjä', city: 'Helsinki', zip: '00390' },
    otherCity: 'Espoo',
  },
] as const;

const field = (page: Page, locale: string, name: Field) => page.getByLabel(text(locale, `pointShop.checkout.fields.${name}`), { exact: true });

async function expectFields(page: Page, locale: string, values: Record<Field, string>): Promise<void> {
  for (const name of ['address', 'att', 'city', 'zip'] as const) await expect(field(page, locale, name), name).toHaveValue(values[name]);
}

/** One article in the cart, then the checkout. */
async function checkoutWithLine(page: Page, user: DemoUser, locale: string, articleId: string, withScript = true): Promise<void> {
  await signIn(page, user, `/point-shop/article/${articleId}`);
  if (withScript) await waitForIslands(page);
  await page.getByRole('button', { name: text(locale, 'pointShop.article.addToCart') }).click();
  await expect(page.getByRole('region', { name: new RegExp(`^${text(locale, 'pointShop.cart.heading')}`) }).getByText(/^1 × /)).toBeVisible();
  await page.goto(`${origin(user.host)}/point-shop/checkout`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'routes.pointShopCheckout'));
}

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  for (const { user, locale, articleId, start, otherCity } of DEALERS) {
    test(`${user.firstname}'s checkout starts with the organisation's address, and a city changed is kept after a refused post`, async ({ page }) => {
      await checkoutWithLine(page, user, locale, articleId);
      await expectFields(page, locale, start);

      // Nothing typed yet: the organisation's address is no work to lose, so leaving asks nothing.
      await waitForIslands(page);
      await sideNav(page)
        .getByRole('link', { name: text(locale, 'nav.pointShop') })
        .click();
      await expect(page).toHaveURL(new RegExp(`^${origin(user.host)}/point-shop(\\?|$)`));
      await expect(page.getByRole('dialog', { name: text(locale, 'unsaved.title') })).toHaveCount(0);

      // A quantity over the limit posts the order form to the cart's action (a page load of its own),
      // which refuses it and answers with what was typed: the changed city, not the organisation's.
      await page.goto(`${origin(user.host)}/point-shop/checkout`);
      await waitForIslands(page);
      await field(page, locale, 'city').fill(otherCity);
      const name = (await page.getByRole('rowheader').first().textContent())!.trim();
      await page.getByLabel(text(locale, 'pointShop.checkout.quantityOf').replace('{name}', name)).fill('100');
      const posted = page.waitForResponse((response) => response.request().isNavigationRequest() && response.request().method() === 'POST');
      await page.getByRole('button', { name: text(locale, 'pointShop.checkout.update'), exact: true }).click();
      expect((await posted).status()).toBe(400);
      await expect(page.getByRole('alert').filter({ hasText: text(locale, 'pointShop.problems.notAddedTitle') })).toContainText(
        text(locale, 'pointShop.problems.badQuantity'),
      );
      await expectFields(page, locale, { ...start, city: otherCity });
    });
  }

  test('a Partner API that does not answer the organisation leaves the fields empty, and the rest of the checkout as it is', async ({ page }) => {
    const { user, locale, articleId, start } = DEALERS[0];
    try {
      await checkoutWithLine(page, user, locale, articleId);
      await expectFields(page, locale, start);
      expect((await backendPost('/__test/faults', { path: 'partner', method: 'GET', status: 503 })).status).toBe(204);
      const response = await page.reload();
      expect(response?.status()).toBe(200);
      await expectFields(page, locale, { address: '', att: '', city: '', zip: '' });
      await expect(page.getByRole('rowheader')).toHaveCount(1);
      await expect(page.getByRole('button', { name: new RegExp(`^${text(locale, 'pointShop.checkout.placeOrder').replace('{total}', '')}`) })).toBeVisible();
    } finally {
      await backendDelete('/__test/faults');
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1400, height: 900 } });

  test("anna's checkout starts with the organisation's address, and what she changed comes back with the order form's errors", async ({ page }) => {
    const { user, locale, articleId, start } = DEALERS[0];
    await checkoutWithLine(page, user, locale, articleId, false);
    await expectFields(page, locale, start);
    await field(page, locale, 'address').fill('Box 12');
    await field(page, locale, 'zip').fill('211 22');
    await page.getByRole('button', { name: new RegExp(`^${text(locale, 'pointShop.checkout.placeOrder').replace('{total}', '')}`) }).click();
    await expect(field(page, locale, 'address')).toHaveAccessibleDescription(text(locale, 'pointShop.checkout.errors.poBox'));
    await expectFields(page, locale, { ...start, address: 'Box 12', zip: '211 22' });
  });
});
