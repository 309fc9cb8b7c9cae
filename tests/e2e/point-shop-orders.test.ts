// The point shop's "My orders" end to end (issue 25 §3): as anna (SE) and mikko (FI), no orders yet
// says so with a way to the shop; an order placed at checkout and one partly sent (placed through the
// API with a short and a sold-out line) are listed newest first, each with its result and lines, reached
// from the result page and the shop; the pages work without JavaScript; an API that fails shows the
// part unavailable with a retry; mette (DK) has no shop; axe in four locales. Orders and balances are
// put back in finally blocks.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { Order } from '../../src/lib/api/shop-schemas';
import type { Locale } from '../../src/lib/i18n';
import { text } from './apply-support';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { backendDelete, backendPost, backendUrl, LOCALE_DEALERS, origin, partnerApiToken, signIn, USERS, waitForIslands, type DemoUser } from './support';

const SEEDED_BALANCE: Record<string, number> = { [USERS.anna.email]: 12_500, [USERS.mikko.email]: 8_300 };
interface Shopper {
  country: 'se' | 'fi';
  locale: Locale;
  delivery: Record<'address' | 'att' | 'city' | 'zip', string>;
}
const SHOP: Record<string, Shopper> = {
  [USERS.anna.email]: { country: 'se', locale: 'sv-SE', delivery: { address: 'Storgatan 12', att: 'Anna Andersson', city: 'Malmö', zip: '211 22' } },
  [USERS.mikko.email]: { country: 'fi', locale: 'fi-FI', delivery: { address: 'Mannerheimintie 5 A 3', att: 'Mikko Myyjä', city: 'Helsinki', zip: '00100' } },
};

async function resetShop(user: DemoUser): Promise<void> {
  expect((await backendDelete('/__test/shop/orders')).status).toBe(204);
  expect((await backendPost('/__test/point-balance', { email: user.email, balance: SEEDED_BALANCE[user.email] })).status).toBe(204);
}

/** An order placed through backend/'s Partner API, as the checkout sends it. */
async function orderThroughApi(user: DemoUser, token: string, lines: [string, number][]): Promise<Order> {
  const { country, delivery } = SHOP[user.email]!;
  const response = await fetch(`${backendUrl()}/api/${country}/shop/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ lines: lines.map(([articleId, quantity]) => ({ articleId, quantity })), delivery }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Order;
}

/** Three of the article ending -03 (2 in stock) and one of -04 (sold out): partly sent. */
const partlySent = (user: DemoUser) => {
  const country = SHOP[user.email]!.country;
  return [
    [`art-${country}-03`, 3],
    [`art-${country}-04`, 1],
  ] as [string, number][];
};

const heading = (locale: string, number: string) => text(locale, 'pointShop.result.heading').replace('{number}', number);
const ordersList = (page: Page, locale: string) => page.getByRole('list', { name: text(locale, 'routes.pointShopOrders') });
const orderOf = (page: Page, locale: string, number: string) => page.getByRole('article', { name: heading(locale, number) });
/** Points as the portal writes them ("3 800 p"), its thousands grouped by whichever space the locale uses. */
const pointsText = (points: number) => new RegExp(`^${String(points).replace(/\B(?=(\d{3})+$)/g, '\\s?')}\\s?p$`);
const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The order's line of that article: ordered, sent, points and its result, as the cells read. */
async function expectLine(order: Locator, locale: string, name: string, [ordered, sent, points, result]: [number, number, number, string]) {
  const row = order.getByRole('row', { name: new RegExp(`^${escaped(name)}`) });
  await expect(row.getByRole('cell')).toHaveText([String(ordered), String(sent), pointsText(points), text(locale, `pointShop.result.status.${result}`)]);
}

/** The order as the list shows it: its result, why it was not sent in full, and each line with what was sent. */
async function expectOrder(page: Page, locale: string, order: Order) {
  const shown = orderOf(page, locale, order.number);
  await expect(shown).toContainText(text(locale, `pointShop.result.status.${order.result}`));
  if (order.result !== 'SENT') await expect(shown).toContainText(text(locale, `pointShop.orders.explain.${order.result}`));
  await expect(shown.locator('dt', { hasText: text(locale, 'pointShop.result.pointsCharged') }).locator('+ dd')).toHaveText(pointsText(order.pointsCharged));
  await expect(shown.locator('time')).toHaveAttribute('datetime', order.createdAt);
  const table = shown.getByRole('table', { name: text(locale, 'pointShop.orders.linesOf').replace('{number}', order.number) });
  await expect(table.getByRole('row')).toHaveCount(order.lines.length + 1);
  for (const line of order.lines) await expectLine(shown, locale, line.articleName, [line.quantity, line.sentQuantity, line.points, line.result]);
}

const orderCount = (locale: string, count: number) =>
  text(locale, `pointShop.orders.orderCount.${count === 1 ? 'one' : 'other'}`).replace('{count}', String(count));

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  for (const user of [USERS.anna, USERS.mikko]) {
    const { locale, delivery } = SHOP[user.email]!;
    test(`${user.firstname}: no orders yet, then an order from checkout and one partly sent, newest first with their results and lines`, async ({ page }) => {
      const host = origin(user.host);
      try {
        await resetShop(user);
        // None yet: said so, with the way to the shop.
        await signIn(page, user, '/point-shop/orders');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'routes.pointShopOrders'));
        await expect(page.getByRole('main')).toContainText(text(locale, 'pointShop.orders.none'));
        await expect(ordersList(page, locale)).toHaveCount(0);
        await expectNoSeriousViolations(page, `${locale} my orders, none yet`);
        await page.getByRole('link', { name: text(locale, 'pointShop.orders.toShop') }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'routes.pointShop'));

        // An order at checkout: two of an article with plenty in stock.
        const articleId = `art-${SHOP[user.email]!.country}-13`;
        await page.goto(`${host}/point-shop/article/${articleId}`);
        const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
        await waitForIslands(page);
        await page.getByLabel(text(locale, 'pointShop.article.quantity'), { exact: true }).fill('2');
        await page.getByRole('button', { name: text(locale, 'pointShop.article.addToCart') }).click();
        await expect(page.getByRole('region', { name: new RegExp(`^${text(locale, 'pointShop.cart.heading')}`) }).getByText(`2 × ${name}`)).toBeVisible();
        await page.goto(`${host}/point-shop/checkout`);
        for (const field of ['address', 'att', 'city', 'zip'] as const) {
          await page.getByLabel(text(locale, `pointShop.checkout.fields.${field}`), { exact: true }).fill(delivery[field]);
        }
        await page.getByRole('button', { name: new RegExp(`^${text(locale, 'pointShop.checkout.placeOrder').replace('{total}', '')}`) }).click();
        await expect(page.getByRole('heading', { level: 1 })).toContainText(/PS-\d{6}/);
        const placed = /PS-\d{6}/.exec((await page.getByRole('heading', { level: 1 }).textContent())!)![0];

        // Then one partly sent: a line short of stock, a line sold out.
        const token = await partnerApiToken(user);
        const partly = await orderThroughApi(user, token, partlySent(user));
        expect(partly.result).toBe('PARTIALLY_SENT');

        // From the result page to My orders: the newest first.
        await page
          .getByRole('main')
          .getByRole('link', { name: text(locale, 'routes.pointShopOrders') })
          .click();
        await expect(page).toHaveURL(`${host}/point-shop/orders`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'routes.pointShopOrders'));
        await expect(page.getByRole('main')).toContainText(orderCount(locale, 2));
        const items = ordersList(page, locale).getByRole('listitem');
        await expect(items).toHaveCount(2);
        await expect(items.nth(0).getByRole('heading', { level: 2 })).toHaveText(heading(locale, partly.number));
        await expect(items.nth(1).getByRole('heading', { level: 2 })).toHaveText(heading(locale, placed));

        await expectOrder(page, locale, partly);
        const sent = orderOf(page, locale, placed);
        await expect(sent).toContainText(text(locale, 'pointShop.result.status.SENT'));
        await expect(sent).not.toContainText(text(locale, 'pointShop.orders.explain.PARTIALLY_SENT'));
        await expectLine(sent, locale, name, [2, 2, (await articlePrice(user, token, articleId)) * 2, 'SENT']);

        // The shop links to it too.
        await page.goto(`${host}/point-shop`);
        await page
          .getByRole('main')
          .getByRole('link', { name: text(locale, 'routes.pointShopOrders') })
          .click();
        await expect(ordersList(page, locale).getByRole('listitem')).toHaveCount(2);
      } finally {
        await resetShop(user);
      }
    });
  }

  test('an API that fails shows the orders unavailable with a retry that brings them back', async ({ page }) => {
    const user = USERS.anna;
    const locale = 'sv-SE';
    try {
      await resetShop(user);
      const order = await orderThroughApi(user, await partnerApiToken(user), [['art-se-13', 1]]);
      await signIn(page, user, '/');
      expect((await backendPost('/__test/faults', { path: 'shop/orders', method: 'GET', status: 500 })).status).toBe(204);
      const response = await page.goto(`${origin(user.host)}/point-shop/orders`);
      expect(response?.status()).toBe(503);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'routes.pointShopOrders'));
      const alert = page.getByRole('alert').filter({ hasText: text(locale, 'pointShop.orders.unavailable') });
      await expect(alert).toBeVisible();
      await expect(ordersList(page, locale)).toHaveCount(0);
      await expectNoSeriousViolations(page, `${locale} my orders unavailable`);

      expect((await backendDelete('/__test/faults')).status).toBe(204);
      await alert.getByRole('link', { name: text(locale, 'unavailable.retry') }).click();
      await expect(orderOf(page, locale, order.number)).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    } finally {
      await backendDelete('/__test/faults');
      await resetShop(user);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1400, height: 900 } });

  test('anna opens My orders from the shop and pages through 21 orders with plain links', async ({ page }) => {
    const user = USERS.anna;
    const locale = 'sv-SE';
    try {
      await resetShop(user);
      const token = await partnerApiToken(user);
      const oldest = await orderThroughApi(user, token, partlySent(user));
      for (let index = 0; index < 20; index++) await orderThroughApi(user, token, [['art-se-13', 1]]);

      await signIn(page, user, '/point-shop');
      await page
        .getByRole('main')
        .getByRole('link', { name: text(locale, 'routes.pointShopOrders') })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'routes.pointShopOrders'));
      await expect(page.getByRole('main')).toContainText(orderCount(locale, 21));
      await expect(ordersList(page, locale).getByRole('listitem')).toHaveCount(20);
      await expect(orderOf(page, locale, oldest.number)).toHaveCount(0);

      const pages = page.getByRole('navigation', { name: text(locale, 'lists.pagination') });
      await pages.getByRole('link', { name: text(locale, 'lists.next') }).click();
      await expect(page).toHaveURL(/[?&]page=1(&|$)/);
      await expect(ordersList(page, locale).getByRole('listitem')).toHaveCount(1);
      await expectOrder(page, locale, oldest);
      // Server HTML alone: no island to wait for.
      await expect(page.locator('astro-island')).toHaveCount(0);
    } finally {
      await resetShop(user);
    }
  });
});

for (const { locale, user, cookie } of LOCALE_DEALERS) {
  test(`${locale}: My orders passes axe (Denmark, where there is no shop: the no-access page)`, async ({ page, context }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const host = origin(user.host);
    if (cookie) await context.addCookies([{ name: 'LOCALE', value: cookie, url: host }]);
    if (locale === 'da-DK') {
      await signIn(page, user, '/point-shop');
      const response = await page.goto(`${host}/point-shop/orders`);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'noAccess.title'));
      await expectNoSeriousViolations(page, `${locale} /point-shop/orders (no access)`);
      return;
    }
    try {
      await resetShop(user);
      const token = await partnerApiToken(user);
      await orderThroughApi(user, token, [[`art-${SHOP[user.email]!.country}-13`, 1]]);
      const partly = await orderThroughApi(user, token, partlySent(user));
      await signIn(page, user, '/point-shop/orders');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'routes.pointShopOrders'));
      await expectOrder(page, locale, partly);
      await expectNoSeriousViolations(page, `${locale} /point-shop/orders`);

      // On a phone each order's lines are a list, and nothing scrolls sideways.
      await page.setViewportSize({ width: 375, height: 800 });
      const linesOf = text(locale, 'pointShop.orders.linesOf').replace('{number}', partly.number);
      const shown = orderOf(page, locale, partly.number);
      await expect(shown.getByRole('table')).toBeHidden();
      const lines = shown.getByRole('list', { name: linesOf }).getByRole('listitem');
      await expect(lines).toHaveCount(partly.lines.length);
      await expect(lines.first()).toContainText(partly.lines[0]!.articleName);
      await expect(lines.first()).toContainText(text(locale, 'pointShop.result.status.PARTIALLY_SENT'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoSeriousViolations(page, `${locale} /point-shop/orders on a phone`);
    } finally {
      await resetShop(user);
    }
  });
}

/** An article's price in points, as the shop's API gives it. */
async function articlePrice(user: DemoUser, token: string, articleId: string): Promise<number> {
  const { country } = SHOP[user.email]!;
  const response = await fetch(`${backendUrl()}/api/${country}/shop/article/${articleId}?countryCode=${country.toUpperCase()}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { price: number }).price;
}
