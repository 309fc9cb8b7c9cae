// The dealer marketplace end to end (SPEC §2 MarketPlace, §4 binding once confirmed, §5 terms, §6,
// §8): anna (SE) and mette (DK) filter the list, open an ad (its photos load from the Partner API's
// host under the CSP) and buy it through the binding confirm; a second dealer confirming the same
// car gets "no longer available"; the own ad cannot be bought; the flag off shuts every page; a
// purchase that could not be completed keeps the confirm page and its retry buys once; a double
// click and a replayed post buy once; all of it without JavaScript too; axe in four locales.
// Each test adds cars of its own (POST /__test/market/ads) so no two tests race for one.
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { text } from './apply-support';
import { backendDelete, backendPost, fillProviderLogin, LOCALE_DEALERS, origin, PASSWORD, resetUser, setFlag, signIn, USERS, type Host } from './support';

type Country = 'SE' | 'FI' | 'DK';
interface TestAd {
  id: string;
  name: string;
  price: number;
}

let serial = 0;
/** A car for sale by another dealer of the country, with a name and price no other ad has. */
async function addAd(country: Country, fields: Record<string, unknown> = {}): Promise<TestAd> {
  serial += 1;
  const variant = `E2E ${Date.now().toString(36)}${serial}`;
  const price = 100_000 + Math.floor(Math.random() * 800_000);
  const body = {
    country,
    make: 'Volvo',
    model: 'V90',
    variant,
    modelYear: 2022,
    fuel: 'DIESEL',
    gear: 'MANUAL',
    distanceKm: 45_000,
    price,
    vatStatus: 'VAT_DEDUCTIBLE',
    ...fields,
  };
  const response = await backendPost('/__test/market/ads', body);
  expect(response.status, 'test ad created').toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, name: `${String(body.make)} ${String(body.model)} ${variant}`, price: Number(body.price) };
}

const resetAd = (id: string) => backendPost(`/__test/market/ads/${encodeURIComponent(id)}/reset`, {});

/** Ticks the terms and sends the binding confirm. */
async function confirmPurchase(page: Page, locale: string): Promise<void> {
  await page.getByLabel(text(locale, 'marketPlace.confirm.termsAccept')).check();
  await page.getByRole('button', { name: text(locale, 'marketPlace.confirm.submit') }).click();
}

async function expectBought(page: Page, locale: string): Promise<string> {
  await expect(page).toHaveURL(/\/marketplace\/purchases\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: text(locale, 'marketPlace.purchase.heading') })).toBeVisible();
  await expect(page.getByRole('heading', { name: text(locale, 'marketPlace.purchase.nextSteps') })).toBeVisible();
  const reference = await page.getByText(/^MP-\d{6}$/).textContent();
  expect(reference).toMatch(/^MP-\d{6}$/);
  return reference ?? '';
}

/** Filters the list down to one test car by make, fuel, gearbox and an exact price range. */
async function filterTo(page: Page, locale: string, ad: TestAd, currency: string): Promise<void> {
  await page.getByLabel(text(locale, 'marketPlace.filters.make')).selectOption('Volvo');
  await page.getByLabel(text(locale, 'marketPlace.filters.fuel')).selectOption({ label: text(locale, 'marketPlace.fuels.DIESEL') });
  await page.getByLabel(text(locale, 'marketPlace.filters.gear')).selectOption({ label: text(locale, 'marketPlace.gears.MANUAL') });
  const price = page.getByRole('group', { name: text(locale, 'marketPlace.filters.price').replace('{currency}', currency) });
  await price.getByLabel(text(locale, 'marketPlace.filters.min')).fill(String(ad.price));
  await price.getByLabel(text(locale, 'marketPlace.filters.max')).fill(String(ad.price));
  await page.getByRole('button', { name: text(locale, 'marketPlace.filters.show') }).click();
  await expect(page).toHaveURL(new RegExp(`make=Volvo&fuel=DIESEL&gear=MANUAL&priceMin=${ad.price}&priceMax=${ad.price}`));
}

for (const { user, locale, country, currency } of [
  { user: USERS.anna, locale: 'sv-SE', country: 'SE', currency: 'SEK' },
  { user: USERS.mette, locale: 'da-DK', country: 'DK', currency: 'DKK' },
] as const) {
  test(`${user.firstname} filters the marketplace, opens an ad with its photos and buys it with the binding confirm`, async ({ page }) => {
    const ad = await addAd(country);
    try {
      await signIn(page, user, '/marketplace');
      await expect(page.getByRole('heading', { level: 1, name: text(locale, 'routes.marketPlace') })).toBeVisible();
      await filterTo(page, locale, ad, currency);
      // Only that car matches.
      await expect(page.getByRole('region', { name: text(locale, 'marketPlace.list.heading') }).getByRole('listitem')).toHaveCount(1);
      await expect(page.getByRole('status').filter({ hasText: text(locale, 'marketPlace.list.count.one') })).toBeVisible();
      await page.getByRole('link', { name: ad.name }).click();

      await expect(page.getByRole('heading', { level: 1, name: ad.name })).toBeVisible();
      await expect(page.getByText(text(locale, 'marketPlace.fuels.DIESEL'), { exact: true })).toBeVisible();
      await expect(page.getByText(text(locale, 'marketPlace.vat.VAT_DEDUCTIBLE.label'), { exact: true })).toBeVisible();
      const photo = page.getByRole('img', { name: new RegExp(`^${ad.name},`) });
      await expect(photo.first()).toBeVisible();
      // Loaded, not blocked by the CSP: the photos come from the Partner API's host (ADR 0037).
      await expect.poll(() => photo.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      await page.getByRole('link', { name: text(locale, 'marketPlace.ad.buy') }).click();
      await expect(page.getByText(text(locale, 'marketPlace.confirm.binding'))).toBeVisible();
      await expect(page.getByRole('group', { name: text(locale, 'marketPlace.confirm.termsHeading') })).toBeVisible();
      // The terms must be accepted (SPEC §5): nothing is bought without them.
      await page.getByRole('button', { name: text(locale, 'marketPlace.confirm.submit') }).click();
      await expect(page.getByRole('alert')).toContainText(text(locale, 'marketPlace.confirm.errors.termsNotAccepted'));
      await expect(page.getByLabel(text(locale, 'marketPlace.confirm.termsAccept'))).toHaveAttribute('aria-invalid', 'true');
      await confirmPurchase(page, locale);
      const reference = await expectBought(page, locale);

      // The ad now tells its buyer it was bought, and offers no second purchase.
      await page.goto(`${origin(user.host)}/marketplace/${ad.id}`);
      await expect(page.getByRole('status').filter({ hasText: reference })).toBeVisible();
      await expect(page.getByRole('link', { name: text(locale, 'marketPlace.ad.buy') })).toHaveCount(0);
      // And it is no longer on the list.
      await page.goto(`${origin(user.host)}/marketplace?make=Volvo&priceMin=${ad.price}&priceMax=${ad.price}`);
      await expect(page.getByRole('link', { name: ad.name })).toHaveCount(0);
    } finally {
      await resetAd(ad.id);
    }
  });
}

async function signInNewContext(browser: Browser, email: string, host: Host, path: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(origin(host) + path);
  await fillProviderLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`^${origin(host)}${path}`));
  return { context, page };
}

test('a second dealer confirming the same car gets “car no longer available”', async ({ page, browser }) => {
  const ad = await addAd('SE');
  const email = `second.dealer.${Date.now()}@bilhandel.example`;
  const created = await backendPost('/__test/market/dealer-users', { email, country: 'SE', dealerName: 'Lunds Bilhandel AB' });
  expect(created.status).toBe(201);
  const second = await signInNewContext(browser, email, 'se.localhost', `/marketplace/${ad.id}/confirm`);
  try {
    await signIn(page, USERS.anna, `/marketplace/${ad.id}/confirm`);
    // Both have the confirm page open; anna confirms first and gets the car.
    await expect(second.page.getByRole('button', { name: text('sv-SE', 'marketPlace.confirm.submit') })).toBeVisible();
    await confirmPurchase(page, 'sv-SE');
    await expectBought(page, 'sv-SE');
    const late = second.page.waitForResponse((response) => response.request().method() === 'POST');
    await confirmPurchase(second.page, 'sv-SE');
    expect((await late).status()).toBe(404);
    await expect(second.page.getByRole('alert')).toContainText(text('sv-SE', 'marketPlace.errors.noLongerAvailable'));
    await expect(second.page.getByRole('button', { name: text('sv-SE', 'marketPlace.confirm.submit') })).toHaveCount(0);
    // The ad itself says the same to the second dealer.
    const response = await second.page.goto(`${origin('se.localhost')}/marketplace/${ad.id}`);
    expect(response?.status()).toBe(404);
    await expect(second.page.getByRole('alert')).toContainText(text('sv-SE', 'marketPlace.errors.noLongerAvailable'));
  } finally {
    await second.context.close();
    await resetAd(ad.id);
  }
});

test('the dealer’s own ad is shown as its own and cannot be bought', async ({ page }) => {
  await signIn(page, USERS.anna, '/marketplace/seed-mp-se-own-001');
  await expect(page.getByRole('status').filter({ hasText: text('sv-SE', 'marketPlace.ad.ownAd') })).toBeVisible();
  await expect(page.getByRole('link', { name: text('sv-SE', 'marketPlace.ad.buy') })).toHaveCount(0);
  await page.goto(`${origin('se.localhost')}/marketplace/seed-mp-se-own-001/confirm`);
  await expect(page.getByText(text('sv-SE', 'marketPlace.ad.ownAd'))).toBeVisible();
  await expect(page.getByRole('button', { name: text('sv-SE', 'marketPlace.confirm.submit') })).toHaveCount(0);
});

test('with the PayMarketplace flag off every marketplace page says no access', async ({ page }) => {
  await signIn(page, USERS.anna, '/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: text('sv-SE', 'routes.marketPlace') })).toBeVisible();
  await setFlag('PayMarketplace', false);
  try {
    for (const path of [
      '/marketplace',
      '/marketplace/seed-mp-se-001',
      '/marketplace/seed-mp-se-001/confirm',
      '/marketplace/purchases/seed-mp-se-bought-001-purchase',
    ]) {
      const response = await page.goto(origin('se.localhost') + path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole('heading', { level: 1, name: text('sv-SE', 'noAccess.title') })).toBeVisible();
    }
  } finally {
    await setFlag('PayMarketplace', true);
  }
  await page.goto(`${origin('se.localhost')}/marketplace`);
  await expect(page.getByRole('heading', { level: 1, name: text('sv-SE', 'routes.marketPlace') })).toBeVisible();
});

test('a purchase that could not be completed keeps the confirm page, and its retry buys the car once', async ({ page }) => {
  const ad = await addAd('SE');
  await backendPost('/__test/faults', { path: `market/ads/${ad.id}/purchase`, method: 'POST', status: 500, times: 1 });
  try {
    await signIn(page, USERS.anna, `/marketplace/${ad.id}/confirm`);
    await confirmPurchase(page, 'sv-SE');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(text('sv-SE', 'marketPlace.errors.notCompleted'));
    await expect(alert).toContainText(text('sv-SE', 'marketPlace.confirm.retryHint'));
    await expect(page).toHaveURL(new RegExp(`/marketplace/${ad.id}/confirm`));
    await expect(page.getByLabel(text('sv-SE', 'marketPlace.confirm.termsAccept'))).toBeChecked();
    await page.getByRole('button', { name: text('sv-SE', 'marketPlace.confirm.retry') }).click();
    await expectBought(page, 'sv-SE');
  } finally {
    await backendDelete('/__test/faults');
    await resetAd(ad.id);
  }
});

test('a double click on the binding confirm sends one purchase', async ({ page }) => {
  const ad = await addAd('SE');
  try {
    await signIn(page, USERS.anna, `/marketplace/${ad.id}/confirm`);
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('_action=buyMarketAd')) posts += 1;
    });
    await page.getByLabel(text('sv-SE', 'marketPlace.confirm.termsAccept')).check();
    await page.getByRole('button', { name: text('sv-SE', 'marketPlace.confirm.submit') }).dblclick();
    await expectBought(page, 'sv-SE');
    expect(posts).toBe(1);
  } finally {
    await resetAd(ad.id);
  }
});

test('the same confirm posted twice (a retry after a lost answer) answers the same purchase, never “no longer available”', async ({ page }) => {
  const ad = await addAd('SE');
  try {
    await signIn(page, USERS.anna, `/marketplace/${ad.id}/confirm`);
    // Posted from the page (same origin, its session), following the 303 to where it leads.
    const post = () =>
      page.evaluate(
        async ({ id, key }) => {
          const body = new URLSearchParams({ adId: id, idempotencyKey: key, termsAccepted: 'on' });
          const response = await fetch(`/marketplace/${encodeURIComponent(id)}/confirm?_action=buyMarketAd`, { method: 'POST', body });
          return { status: response.status, redirected: response.redirected, path: new URL(response.url).pathname };
        },
        { id: ad.id, key: `e2e-${ad.id}` },
      );
    const first = await post();
    const again = await post();
    expect(first).toMatchObject({ status: 200, redirected: true, path: expect.stringMatching(/^\/marketplace\/purchases\/[^/]+$/) });
    expect(again).toEqual(first);
  } finally {
    await resetAd(ad.id);
  }
});

test('without JavaScript a dealer filters, opens an ad, confirms and sees the purchase', async ({ browser }) => {
  const ad = await addAd('SE');
  const { context, page } = await signInNewContext(browser, USERS.anna.email, 'se.localhost', '/marketplace', false);
  try {
    await filterTo(page, 'sv-SE', ad, 'SEK');
    await page.getByRole('link', { name: ad.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: ad.name })).toBeVisible();
    await page.getByRole('link', { name: text('sv-SE', 'marketPlace.ad.buy') }).click();
    await confirmPurchase(page, 'sv-SE');
    await expectBought(page, 'sv-SE');
  } finally {
    await context.close();
    await resetAd(ad.id);
  }
});

test('the external marketplace is linked from the configuration of the dealer’s country', async ({ page }) => {
  await signIn(page, USERS.mette, '/marketplace');
  // wrangler.toml [vars]: EXTERNAL_MARKETPLACE_URL_DK.
  await expect(page.getByRole('link', { name: text('da-DK', 'marketPlace.externalLink') })).toHaveAttribute('href', 'https://bilmarked.example.dk/');
});

test('a range the wrong way round and a filter that matches nothing each say so, with a way to clear the filters', async ({ page }) => {
  await signIn(page, USERS.anna, '/marketplace?priceMin=300000&priceMax=100000');
  const price = page.getByRole('group', { name: text('sv-SE', 'marketPlace.filters.price').replace('{currency}', 'SEK') });
  await expect(price.getByText(text('sv-SE', 'marketPlace.filters.errors.reversed'))).toBeVisible();
  await expect(price.getByLabel(text('sv-SE', 'marketPlace.filters.min'))).toHaveValue('300000');
  // The rest still lists cars.
  await expect(page.getByRole('listitem').getByRole('link').first()).toBeVisible();

  await page.goto(`${origin('se.localhost')}/marketplace?make=Volvo&priceMin=999999999`);
  await expect(page.getByText(text('sv-SE', 'marketPlace.list.noAdsTitle'))).toBeVisible();
  await expect(page.getByText(text('sv-SE', 'marketPlace.list.noAdsFiltered'))).toBeVisible();
  await page
    .getByRole('link', { name: text('sv-SE', 'marketPlace.filters.clear') })
    .last()
    .click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(page.getByText(text('sv-SE', 'marketPlace.list.noAdsTitle'))).toHaveCount(0);
});

test('the marketplace comes back as the dealer left it, and clearing the filters forgets them', async ({ page }) => {
  await signIn(page, USERS.anna, '/marketplace?make=Volvo&sort=priceDesc');
  const menu = page.getByRole('navigation', { name: text('sv-SE', 'nav.label') });
  await menu.getByRole('link', { name: text('sv-SE', 'nav.home') }).click();
  await menu.getByRole('link', { name: text('sv-SE', 'nav.marketPlace') }).click();
  await expect(page).toHaveURL(/make=Volvo/);
  await expect(page).toHaveURL(/sort=priceDesc/);
  await page
    .getByRole('link', { name: text('sv-SE', 'marketPlace.filters.clear') })
    .first()
    .click();
  await expect(page).not.toHaveURL(/make=Volvo/);
  await page.goto(`${origin('se.localhost')}/marketplace`);
  await expect(page).not.toHaveURL(/make=Volvo/);
});

for (const { locale, user, cookie } of LOCALE_DEALERS) {
  test(`${locale}: the marketplace list, an ad, the confirm and the purchase pass axe`, async ({ page, context }) => {
    // Four pages through axe and a purchase: 43-51 s in CI on a loaded two-core machine.
    test.setTimeout(120_000);
    const country: Country = user === USERS.anna ? 'SE' : user === USERS.mette ? 'DK' : 'FI';
    // Mikko's dealer has no MARKET_PLACE: given for the test, taken back in finally.
    if (user === USERS.mikko)
      await backendPost('/__test/roles', { email: user.email, roles: ['BLANCO', 'LEASING', 'POINT_SHOP', 'COMMISSION', 'MARKET_PLACE'] });
    const ad = await addAd(country, { vatStatus: 'MARGIN_SCHEME' });
    try {
      await page.setViewportSize({ width: 1400, height: 900 });
      const host = origin(user.host);
      if (cookie) await context.addCookies([{ name: 'LOCALE', value: cookie, url: host }]);
      await signIn(page, user, '/marketplace');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: text(locale, 'routes.marketPlace') })).toBeVisible();
      await expectNoSeriousViolations(page, `${locale} /marketplace`);
      await page.goto(`${host}/marketplace?priceMin=5&priceMax=1&distanceMax=x`);
      await expect(page.getByText(text(locale, 'marketPlace.filters.errors.reversed'))).toBeVisible();
      await expectNoSeriousViolations(page, `${locale} /marketplace with range errors`);
      await page.goto(`${host}/marketplace?priceMin=999999999`);
      await expect(page.getByText(text(locale, 'marketPlace.list.noAdsTitle'))).toBeVisible();
      await expectNoSeriousViolations(page, `${locale} /marketplace, no ads found`);
      await page.goto(`${host}/marketplace/${ad.id}`);
      await expect(page.getByText(text(locale, 'marketPlace.vat.MARGIN_SCHEME.explanation'))).toBeVisible();
      await expectNoSeriousViolations(page, `${locale} an ad`);
      await page.getByRole('link', { name: text(locale, 'marketPlace.ad.buy') }).click();
      await page.getByRole('button', { name: text(locale, 'marketPlace.confirm.submit') }).click();
      await expect(page.getByRole('alert')).toContainText(text(locale, 'marketPlace.confirm.errors.termsNotAccepted'));
      await expectNoSeriousViolations(page, `${locale} the confirm, terms not accepted`);
      await confirmPurchase(page, locale);
      await expectBought(page, locale);
      await expectNoSeriousViolations(page, `${locale} the purchase`);
      await page.goto(`${host}/marketplace/seed-mp-${country.toLowerCase()}-sold-001`);
      await expect(page.getByText(text(locale, 'marketPlace.errors.noLongerAvailable'))).toBeVisible();
      await expectNoSeriousViolations(page, `${locale} a car no longer available`);
    } finally {
      await resetAd(ad.id);
      if (user === USERS.mikko) await resetUser(user.email);
    }
  });
}
