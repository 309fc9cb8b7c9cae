// The point shop end to end (issue 12): as anna (SE) and mikko (FI) browse, filter, add to the cart,
// leave and come back (the cart kept beside the dealer, back in a new session), check out to a street
// address and see the result and the new balance in the header; a PO box, a cart over the balance and
// an article with too little stock each get their message; a double click orders once; the shop
// works without JavaScript; mette (DK) never sees it; axe on each page in four locales. Balances,
// stock and orders are set before each test and put back in finally blocks.
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { text } from './apply-support';
import { backendDelete, backendPost, LOCALE_DEALERS, origin, sideNav, signIn, USERS, waitForIslands, type DemoUser } from './support';

const SEEDED_BALANCE: Record<string, number> = { [USERS.anna.email]: 12_500, [USERS.mikko.email]: 8_300, [USERS.mette.email]: 4_100 };
const ADDRESS = {
  'sv-SE': { address: 'Storgatan 12', att: 'Anna Andersson', city: 'Malmö', zip: '211 22' },
  'fi-FI': { address: 'Mannerheimintie 5 A 3', att: 'Mikko Myyjä', city: 'Helsinki', zip: '00100' },
  'sv-FI': { address: 'Mannerheimvägen 5 A 3', att: 'Mikko Myyjä', city: 'Helsingfors', zip: '00100' },
} as const;
type ShopLocale = keyof typeof ADDRESS;

/** The shop as seeded: no orders, every dealer's seeded balance (a payout in an earlier test credits a seller's points). */
async function resetShop(): Promise<void> {
  const orders = await backendDelete('/__test/shop/orders');
  expect(orders.status).toBe(204);
  for (const [email, balance] of Object.entries(SEEDED_BALANCE)) {
    const response = await backendPost('/__test/point-balance', { email, balance });
    expect(response.status).toBe(204);
  }
}

// Each test counts from the seeded balance, whatever ran before it on this worker's stack, and puts it back after.
test.beforeEach(resetShop);

/** The header's balance as seeded, its thousands grouped or not. */
const seededBalance = (user: DemoUser) => new RegExp(`^${String(SEEDED_BALANCE[user.email]).replace(/\B(?=(\d{3})+$)/g, '\\s?')} p$`);
const digits = (value: string) => value.replace(/\D/g, '');
const headerBalance = (page: Page) => page.getByRole('banner').locator('[data-point-balance]').first();
const definitionOf = (page: Page, term: string) => page.locator('dt', { hasText: term }).locator('+ dd');
const cartRegion = (page: Page, locale: string) => page.getByRole('region', { name: new RegExp(`^${text(locale, 'pointShop.cart.heading')}`) });

async function fillDelivery(page: Page, locale: ShopLocale, fields: Partial<Record<keyof (typeof ADDRESS)[ShopLocale], string>> = {}) {
  const values = { ...ADDRESS[locale], ...fields };
  for (const name of ['address', 'att', 'city', 'zip'] as const) {
    await page.getByLabel(text(locale, `pointShop.checkout.fields.${name}`), { exact: true }).fill(values[name]);
  }
}

const placeOrderButton = (page: Page, locale: string) =>
  page.getByRole('button', { name: new RegExp(`^${text(locale, 'pointShop.checkout.placeOrder').replace('{total}', '')}`) });

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  for (const [user, locale] of [
    [USERS.anna, 'sv-SE'],
    [USERS.mikko, 'fi-FI'],
  ] as const) {
    test(`${user.firstname} filters the shop, finds the cart again after signing in anew, orders to a street address and sees the new balance`, async ({
      page,
      context,
    }) => {
      const host = origin(user.host);
      try {
        await signIn(page, user, '/point-shop?reset=1');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'routes.pointShop'));
        // Filter: gift cards in stock, cheapest first; the URL carries it and every card is one.
        await page.getByLabel(text(locale, 'pointShop.list.category')).selectOption('GIFT_CARDS');
        await page.getByLabel(text(locale, 'pointShop.list.sort')).selectOption('priceAsc');
        await page.getByLabel(text(locale, 'pointShop.list.inStockOnly')).check();
        await page.getByRole('button', { name: text(locale, 'pointShop.list.apply') }).click();
        await expect(page).toHaveURL(/category=GIFT_CARDS/);
        await expect(page).toHaveURL(/sort=priceAsc/);
        const cards = page.getByRole('list', { name: text(locale, 'pointShop.list.articles') }).getByRole('listitem');
        await expect(cards.first()).toBeVisible();
        await expect(cards.filter({ hasText: text(locale, 'pointShop.stock.soldOut') })).toHaveCount(0);
        const prices = (await cards.locator('p.text-lg').allTextContents()).map((price) => Number(digits(price)));
        expect(prices).toEqual([...prices].sort((x, y) => x - y));
        // The list's state is saved: the bare shop comes back filtered.
        await page.goto(`${host}/point-shop`);
        await expect(page).toHaveURL(/category=GIFT_CARDS/);

        // Open the cheapest with more than three left and add two to the cart, live (no page load).
        const plenty = new RegExp(`${text(locale, 'pointShop.stock.inStock.other').split('{')[0]!.replace('(', '\\(')}\\d`);
        const first = cards.filter({ hasText: plenty }).first().getByRole('link');
        const name = (await first.textContent())!.trim();
        await first.click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
        // The picture comes from the Partner API's host, which the page CSP allows (ADR 0037).
        const picture = page.getByRole('img', { name: text(locale, 'pointShop.imageAlt').replace('{name}', name) });
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
        const price = Number(digits((await definitionOf(page, text(locale, 'pointShop.article.price')).textContent())!));
        await waitForIslands(page);
        await page.getByLabel(text(locale, 'pointShop.article.quantity'), { exact: true }).fill('2');
        await page.getByRole('button', { name: text(locale, 'pointShop.article.addToCart') }).click();
        const cart = cartRegion(page, locale);
        await expect(cart.getByText(`2 × ${name}`)).toBeVisible();
        await expect(cart.getByRole('status')).toContainText(text(locale, 'pointShop.cart.added.other').split(/[.,]/)[0]!);

        // Leave and come back after signing in again: a new session, the cart kept beside the dealer (ADR 0060).
        await context.clearCookies();
        await signIn(page, user, '/point-shop', { keepState: true });
        await waitForIslands(page);
        await expect(cartRegion(page, locale).getByText(`2 × ${name}`)).toBeVisible();

        // Checkout: the server's cart (the one kept), a street address, one order even on a double click.
        await page.goto(`${host}/point-shop/checkout`);
        await expect(page.getByRole('rowheader', { name })).toBeVisible();
        await fillDelivery(page, locale);
        await placeOrderButton(page, locale).dblclick();
        await expect(page.getByRole('heading', { level: 1 })).toContainText(/PS-\d{6}/);
        await expect(page.getByRole('status').filter({ hasText: text(locale, 'pointShop.result.status.SENT') })).toBeVisible();
        const expected = SEEDED_BALANCE[user.email]! - 2 * price;
        expect(digits((await definitionOf(page, text(locale, 'pointShop.result.newBalance')).textContent())!)).toBe(String(expected));
        await expect.poll(async () => digits((await headerBalance(page).textContent()) ?? '')).toBe(String(expected));
        // What was ordered left the cart.
        await page.goto(`${host}/point-shop`);
        await waitForIslands(page);
        await expect(cartRegion(page, locale).getByText(text(locale, 'pointShop.cart.empty'))).toBeVisible();
      } finally {
        await resetShop();
      }
    });
  }

  for (const [user, locale, articleId, poBox] of [
    [USERS.anna, 'sv-SE', 'art-se-01', 'Box 123'],
    [USERS.mikko, 'fi-FI', 'art-fi-01', 'PL 12'],
  ] as const) {
    test(`${user.firstname}: a PO box, a cart over the balance and too little stock each get their message, nothing typed lost`, async ({ page }) => {
      const host = origin(user.host);
      try {
        await signIn(page, user, `/point-shop/article/${articleId}`);
        const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
        await waitForIslands(page);
        await page.getByLabel(text(locale, 'pointShop.article.quantity'), { exact: true }).fill('2');
        await page.getByRole('button', { name: text(locale, 'pointShop.article.addToCart') }).click();
        await expect(cartRegion(page, locale).getByText(`2 × ${name}`)).toBeVisible();

        // A PO box: the address field says so, the rest stays typed.
        await page.goto(`${host}/point-shop/checkout`);
        await fillDelivery(page, locale, { address: poBox });
        await placeOrderButton(page, locale).click();
        const address = page.getByLabel(text(locale, 'pointShop.checkout.fields.address'), { exact: true });
        await expect(address).toHaveAttribute('aria-invalid', 'true');
        await expect(address).toHaveAccessibleDescription(text(locale, 'pointShop.checkout.errors.poBox'));
        await expect(address).toHaveValue(poBox);
        await expect(page.getByLabel(text(locale, 'pointShop.checkout.fields.att'), { exact: true })).toHaveValue(ADDRESS[locale].att);

        // Over the balance: SPEC §8 negativeBalance, at submit.
        expect((await backendPost('/__test/point-balance', { email: user.email, balance: 10 })).status).toBe(204);
        await fillDelivery(page, locale);
        await placeOrderButton(page, locale).click();
        const alert = page.getByRole('alert').filter({ hasText: text(locale, 'pointShop.problems.negativeBalanceTitle') });
        await expect(alert).toContainText(text(locale, 'pointShop.problems.negativeBalance'));
        await expect(page.getByLabel(text(locale, 'pointShop.checkout.fields.city'), { exact: true })).toHaveValue(ADDRESS[locale].city);

        // Too little stock: the message names the article.
        expect((await backendPost('/__test/point-balance', { email: user.email, balance: SEEDED_BALANCE[user.email] })).status).toBe(204);
        expect((await backendPost(`/__test/shop/articles/${articleId}/stock`, { stock: 1 })).status).toBe(204);
        await page.goto(`${host}/point-shop/checkout`);
        await expect(page.getByText(text(locale, 'pointShop.checkout.short.one').replace('{count}', '1').replace('{name}', name))).toBeVisible();
        await fillDelivery(page, locale);
        await placeOrderButton(page, locale).click();
        const stockAlert = page.getByRole('alert').filter({ hasText: text(locale, 'pointShop.problems.insufficientStockTitle') });
        await expect(stockAlert).toContainText(name);
        await expect(headerBalance(page)).toHaveText(seededBalance(user));

        // Adjusting the cart to the stock (Enter in the quantity updates the cart, never orders) keeps
        // the address typed, and lets the order through.
        const quantity = page.getByLabel(text(locale, 'pointShop.checkout.quantityOf').replace('{name}', name));
        await quantity.fill('1');
        await quantity.press('Enter');
        await expect(page.getByText(text(locale, 'pointShop.checkout.short.one').replace('{count}', '1').replace('{name}', name))).toHaveCount(0);
        await expect(page.getByLabel(text(locale, 'pointShop.checkout.fields.city'), { exact: true })).toHaveValue(ADDRESS[locale].city);
        await expect(headerBalance(page)).toHaveText(seededBalance(user));
        await placeOrderButton(page, locale).click();
        await expect(page.getByRole('heading', { level: 1 })).toContainText(/PS-\d{6}/);
        await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(text(locale, 'pointShop.result.status.SENT'));
      } finally {
        await resetShop();
      }
    });
  }

  test('mette in Denmark never sees the shop: no link, and no access on each page and the cart endpoint', async ({ page }) => {
    const host = origin(USERS.mette.host);
    await signIn(page, USERS.mette);
    await expect(sideNav(page).getByRole('link', { name: text('da-DK', 'nav.pointShop') })).toHaveCount(0);
    for (const path of ['/point-shop', '/point-shop/article/art-se-01', '/point-shop/checkout']) {
      const response = await page.goto(host + path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('da-DK', 'noAccess.title'));
    }
    const cartStatus = await page.evaluate(
      async () =>
        (
          await fetch('/api/point-shop/cart', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"set":{"articleId":"art-se-01","quantity":0}}',
          })
        ).status,
    );
    expect(cartStatus).toBe(403);
  });
});

test('a checkout sent again with the key of the order just placed, after an article was added, is not silently that order: the dealer is told, the cart and address are kept, and sending again orders the new cart', async ({
  page,
}) => {
  const host = origin(USERS.anna.host);
  const locale = 'sv-SE';
  const addToCart = async (articleId: string) => {
    await page.goto(`${host}/point-shop/article/${articleId}`);
    await waitForIslands(page);
    await page.getByRole('button', { name: text(locale, 'pointShop.article.addToCart') }).click();
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await expect(cartRegion(page, locale).getByText(`1 × ${name}`)).toBeVisible();
    return name;
  };
  const keyField = () => page.locator('input[name="idempotencyKey"]');
  try {
    await signIn(page, USERS.anna, '/point-shop');
    await addToCart('art-se-02');
    await page.goto(`${host}/point-shop/checkout`);
    await fillDelivery(page, locale);
    const firstKey = await keyField().inputValue();
    await placeOrderButton(page, locale).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/PS-\d{6}/);
    const firstOrder = (await page.getByRole('heading', { level: 1 }).textContent())!;

    const added = await addToCart('art-se-03');
    // The order's form again, as the browser's back button or a retry would send it: the first order's key.
    await page.goto(`${host}/point-shop/checkout`);
    await fillDelivery(page, locale);
    await keyField().evaluate((input, key) => ((input as HTMLInputElement).value = key), firstKey);
    await placeOrderButton(page, locale).click();
    const alert = page.getByRole('alert').filter({ hasText: text(locale, 'pointShop.problems.notOrderedTitle') });
    await expect(alert).toContainText(text(locale, 'pointShop.problems.changedAfterSend'));
    await expect(page.getByRole('rowheader', { name: added })).toBeVisible();
    await expect(page.getByLabel(text(locale, 'pointShop.checkout.fields.att'), { exact: true })).toHaveValue(ADDRESS[locale].att);
    expect(await keyField().inputValue()).not.toBe(firstKey);

    await placeOrderButton(page, locale).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/PS-\d{6}/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe(firstOrder);
    await expect(page.getByRole('main')).toContainText(added);
  } finally {
    await resetShop();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1400, height: 900 } });

  test('anna browses, adds to the cart and checks out with plain forms and links', async ({ page }) => {
    const user = USERS.anna;
    const locale = 'sv-SE';
    try {
      await signIn(page, user, '/point-shop?reset=1');
      await page.getByLabel(text(locale, 'pointShop.list.search')).fill('presentkort');
      await page.getByLabel(text(locale, 'pointShop.list.inStockOnly')).check();
      await page.getByRole('button', { name: text(locale, 'pointShop.list.apply') }).click();
      await expect(page).toHaveURL(/q=presentkort/);
      const link = page
        .getByRole('list', { name: text(locale, 'pointShop.list.articles') })
        .getByRole('link')
        .first();
      const name = (await link.textContent())!.trim();
      expect(name.toLowerCase()).toContain('presentkort');
      await link.click();
      await page.getByRole('button', { name: text(locale, 'pointShop.article.addToCart') }).click();
      await expect(page.getByRole('status').filter({ hasText: text(locale, 'pointShop.article.added').replace('{quantity}', '1') })).toBeVisible();
      await expect(cartRegion(page, locale).getByText(`1 × ${name}`)).toBeVisible();
      await page
        .getByRole('link', { name: text(locale, 'pointShop.cart.checkout') })
        .first()
        .click();
      await expect(page.getByRole('rowheader', { name })).toBeVisible();
      await fillDelivery(page, locale);
      await placeOrderButton(page, locale).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/PS-\d{6}/);
      await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(text(locale, 'pointShop.result.status.SENT'));
      await expect(headerBalance(page)).not.toHaveText(/^12\s?500 p$/);
    } finally {
      await resetShop();
    }
  });
});

for (const { locale, user, cookie } of LOCALE_DEALERS) {
  test(`${locale}: the point shop's pages pass axe (Denmark: the no-access page)`, async ({ page, context }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const host = origin(user.host);
    if (cookie) await context.addCookies([{ name: 'LOCALE', value: cookie, url: host }]);
    if (locale === 'da-DK') {
      await signIn(page, user, '/point-shop');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'noAccess.title'));
      await expectNoSeriousViolations(page, `${locale} /point-shop (no access)`);
      return;
    }
    const articleId = user === USERS.anna ? 'art-se-01' : 'art-fi-01';
    try {
      await signIn(page, user, '/point-shop?reset=1');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await waitForIslands(page);
      await expectNoSeriousViolations(page, `${locale} /point-shop`);
      await page.goto(`${host}/point-shop/article/${articleId}`);
      await waitForIslands(page);
      await page.getByRole('button', { name: text(locale, 'pointShop.article.addToCart') }).click();
      await expect(cartRegion(page, locale).getByText(/^1 × /)).toBeVisible();
      await expectNoSeriousViolations(page, `${locale} /point-shop/article/${articleId}`);
      await page.goto(`${host}/point-shop/checkout`);
      await fillDelivery(page, locale as ShopLocale, { address: 'Box 1' });
      await placeOrderButton(page, locale).click();
      await expect(page.getByLabel(text(locale, 'pointShop.checkout.fields.address'), { exact: true })).toHaveAccessibleDescription(
        text(locale, 'pointShop.checkout.errors.poBox'),
      );
      await expectNoSeriousViolations(page, `${locale} /point-shop/checkout with an error`);
      await fillDelivery(page, locale as ShopLocale);
      await placeOrderButton(page, locale).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/PS-\d{6}/);
      await expectNoSeriousViolations(page, `${locale} the order result`);
    } finally {
      await resetShop();
    }
  });
}

// The order form on the send lifecycle every form shares (issue 23, docs/decisions/0044 and 0051).
test.describe('the checkout’s order form behaves as the other forms', () => {
  test.use({ viewport: { width: 1400, height: 900 } });
  const locale = 'sv-SE';
  // Read in each test: a worker's own stack is known only once its tests run.
  const host = () => origin(USERS.anna.host);
  const withLine = async (page: Page, withScript = true) => {
    await signIn(page, USERS.anna, '/point-shop/article/art-se-02');
    if (withScript) await waitForIslands(page);
    await page.getByRole('button', { name: text(locale, 'pointShop.article.addToCart') }).click();
    await expect(cartRegion(page, locale).getByText(/^1 × /)).toBeVisible();
    await page.goto(`${host()}/point-shop/checkout`);
  };
  const expectSummaryInFocus = async (page: Page) => {
    const summary = page.getByRole('alert').filter({ hasText: text(locale, 'pointShop.problems.notOrderedTitle') });
    await expect(summary).toBeFocused();
    const links = summary.getByRole('link');
    await expect(links).toHaveCount(3);
    await expect(links.first()).toContainText(text(locale, 'pointShop.checkout.fields.address'));
  };

  // The address starts as the organisation's (point-shop-delivery.test.ts): emptied here to send nothing.
  const emptyDelivery = { address: '', att: '', city: '', zip: '' };

  test('an empty send brings the error summary into focus, with links to the fields', async ({ page }) => {
    await withLine(page);
    await waitForIslands(page);
    await fillDelivery(page, locale, emptyDelivery);
    await placeOrderButton(page, locale).click();
    await expectSummaryInFocus(page);
  });

  test('without JavaScript an empty send brings the same summary into focus', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await withLine(page, false);
      await fillDelivery(page, locale, emptyDelivery);
      await placeOrderButton(page, locale).click();
      await expectSummaryInFocus(page);
    } finally {
      await context.close();
    }
  });

  test('leaving with an address typed asks first: Stay keeps it, Leave goes; updating the cart asks nothing and keeps it', async ({ page }) => {
    await withLine(page);
    await waitForIslands(page);
    const city = page.getByLabel(text(locale, 'pointShop.checkout.fields.city'), { exact: true });
    await city.fill('Lund');
    // A page load of its own (a post as without JavaScript), with no prompt in its way.
    const posted = page.waitForResponse((response) => response.request().isNavigationRequest() && response.request().method() === 'POST');
    await page.getByRole('button', { name: text(locale, 'pointShop.checkout.update'), exact: true }).click();
    expect((await posted).url()).toContain('changeShopCartLine');
    await page.waitForLoadState();
    await expect(city).toHaveValue('Lund');

    await waitForIslands(page);
    const shopLink = sideNav(page).getByRole('link', { name: text(locale, 'nav.pointShop') });
    const dialog = page.getByRole('dialog', { name: text(locale, 'unsaved.title') });
    await shopLink.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: text(locale, 'unsaved.stay') }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`^${host()}/point-shop/checkout`));
    await expect(city).toHaveValue('Lund');
    await shopLink.click();
    await dialog.getByRole('button', { name: text(locale, 'unsaved.leave') }).click();
    await expect(page).toHaveURL(new RegExp(`^${host()}/point-shop(\\?|$)`));
  });

  test('while the order is on its way the button says so and takes no second press', async ({ page }) => {
    try {
      await withLine(page);
      await waitForIslands(page);
      await fillDelivery(page, locale);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_actions/placeShopOrder', async (route) => {
        await held;
        await route.continue();
      });
      await placeOrderButton(page, locale).click();
      const sending = page.getByRole('button', { name: text(locale, 'pointShop.checkout.placing') });
      await expect(sending).toBeDisabled();
      await expect(sending).toHaveAttribute('aria-busy', 'true');
      release();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/PS-\d{6}/);
    } finally {
      await resetShop();
    }
  });
});
