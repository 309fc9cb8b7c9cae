// After the marketplace's binding confirm (issue 25 §3): a new dealer of each country finds no
// purchases, buys a car, finds it in its purchases waiting to be picked up, says it is picked up
// and finds that too; axe on both pages in four locales; the same without JavaScript; anna
// finances a car she bought, the inventory financing application filled from the purchase, while
// mette (no inventory financing) is not offered it.
import type { Browser, Page } from '@playwright/test';
import { text } from './apply-support';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { backendPost, fillProviderLogin, origin, PASSWORD, signIn, USERS, type Host } from './support';

type Country = 'SE' | 'FI' | 'DK';

let serial = 0;
/** A car for sale by another dealer of the country, named as no other ad is. */
async function addAd(country: Country): Promise<{ id: string; name: string; price: number }> {
  serial += 1;
  const variant = `Köp ${Date.now().toString(36)}${serial}`;
  const price = 100_000 + Math.floor(Math.random() * 800_000);
  const response = await backendPost('/__test/market/ads', {
    country,
    make: 'Volvo',
    model: 'V90',
    variant,
    modelYear: 2022,
    distanceKm: 45_000,
    price,
    vatStatus: 'VAT_DEDUCTIBLE',
  });
  expect(response.status, 'test ad created').toBe(201);
  return { id: ((await response.json()) as { id: string }).id, name: `Volvo V90 ${variant}`, price };
}

/** Buys the ad through its confirm page; on the purchase's page after it. */
async function buy(page: Page, host: Host, locale: string, adId: string): Promise<string> {
  await page.goto(`${origin(host)}/marketplace/${adId}/confirm`);
  await page.getByLabel(text(locale, 'marketPlace.confirm.termsAccept')).check();
  await page.getByRole('button', { name: text(locale, 'marketPlace.confirm.submit') }).click();
  await expect(page).toHaveURL(/\/marketplace\/purchases\/[^/]+$/);
  return (await page.getByText(/^MP-\d{6}$/).textContent())!;
}

/** A dealer of its own with a marketplace user, signed in in a browser context of its own. */
async function newDealer(browser: Browser, country: Country, host: Host, options: { cookie?: string; javaScriptEnabled?: boolean } = {}) {
  const email = `buyer.${country.toLowerCase()}.${Date.now().toString(36)}${serial++}@kop.example`;
  expect((await backendPost('/__test/market/dealer-users', { email, country, dealerName: `Köparen ${country}` })).status).toBe(201);
  const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true });
  if (options.cookie) await context.addCookies([{ name: 'LOCALE', value: options.cookie, url: origin(host) }]);
  const page = await context.newPage();
  await page.goto(`${origin(host)}/marketplace/purchases`);
  await fillProviderLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`^${origin(host)}/marketplace/purchases$`));
  return { context, page };
}

const purchaseOf = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

for (const { locale, country, host, cookie } of [
  { locale: 'sv-SE', country: 'SE', host: 'se.localhost', cookie: undefined },
  { locale: 'fi-FI', country: 'FI', host: 'fi.localhost', cookie: undefined },
  { locale: 'sv-FI', country: 'FI', host: 'fi.localhost', cookie: 'sv-FI' },
  { locale: 'da-DK', country: 'DK', host: 'dk.localhost', cookie: undefined },
] as const) {
  test(`${locale}: a dealer's purchases, empty at first, then the car bought waiting for pick-up until picked up`, async ({ browser }) => {
    const { context, page } = await newDealer(browser, country, host, { cookie });
    try {
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: text(locale, 'routes.marketPlacePurchases') })).toBeVisible();
      await expect(page.getByText(text(locale, 'marketPlace.purchases.empty'))).toBeVisible();
      await expectNoSeriousViolations(page, `${locale} no purchases`);

      const ad = await addAd(country);
      const reference = await buy(page, host, locale, ad.id);
      const pickUp = page.getByRole('region', { name: text(locale, 'marketPlace.purchases.pickUpHeading') });
      await expect(pickUp.getByRole('button', { name: text(locale, 'marketPlace.purchases.markPickedUp') })).toBeVisible();
      // No inventory financing for this dealer: nothing offers to finance the car.
      await expect(page.getByRole('link', { name: text(locale, 'marketPlace.purchases.financeThisCar') })).toHaveCount(0);
      await expectNoSeriousViolations(page, `${locale} a purchase waiting for pick-up`);

      await page.getByRole('link', { name: text(locale, 'routes.marketPlacePurchases') }).click();
      const bought = purchaseOf(page, ad.name);
      await expect(bought).toContainText(reference);
      await expect(bought).toContainText(text(locale, 'marketPlace.purchases.awaitingPickUp').split('{city}')[0]!);
      await expectNoSeriousViolations(page, `${locale} purchases`);

      await bought.getByRole('link', { name: ad.name }).click();
      await pickUp.getByRole('button', { name: text(locale, 'marketPlace.purchases.markPickedUp') }).click();
      await expect(pickUp.getByRole('status')).toContainText(text(locale, 'marketPlace.purchases.pickedUp').split('{date}')[0]!);
      await expect(pickUp.getByRole('button')).toHaveCount(0);
      await page.getByRole('link', { name: text(locale, 'routes.marketPlacePurchases') }).click();
      await expect(purchaseOf(page, ad.name)).toContainText(text(locale, 'marketPlace.purchases.pickedUp').split('{date}')[0]!);
      await expect(purchaseOf(page, ad.name)).not.toContainText(text(locale, 'marketPlace.purchases.awaitingPickUp').split('{city}')[0]!);
    } finally {
      await context.close();
    }
  });
}

test('without JavaScript a car is bought, listed and said to be picked up', async ({ browser }) => {
  const { context, page } = await newDealer(browser, 'SE', 'se.localhost', { javaScriptEnabled: false });
  try {
    const ad = await addAd('SE');
    await buy(page, 'se.localhost', 'sv-SE', ad.id);
    await page.getByRole('button', { name: text('sv-SE', 'marketPlace.purchases.markPickedUp') }).click();
    await expect(page.getByRole('region', { name: text('sv-SE', 'marketPlace.purchases.pickUpHeading') })).toContainText('Hämtad ');
    await page.getByRole('link', { name: text('sv-SE', 'routes.marketPlacePurchases') }).click();
    await expect(purchaseOf(page, ad.name)).toContainText('Hämtad ');
  } finally {
    await context.close();
  }
});

test('anna finances a car she bought: the inventory financing application opens with the car and its seller filled in', async ({ page }) => {
  const ad = await addAd('SE');
  await signIn(page, USERS.anna, '/marketplace');
  await buy(page, 'se.localhost', 'sv-SE', ad.id);
  const seller = await page
    .getByRole('region', { name: text('sv-SE', 'marketPlace.purchase.nextSteps') })
    .getByText(/^\d{6}-\d{4}$/)
    .textContent();
  await page.getByRole('link', { name: `${text('sv-SE', 'marketPlace.purchases.financeThisCar')}: ${ad.name}` }).click();
  await expect(page).toHaveURL(/\/inventory-financing\/apply\?purchase=[0-9a-f-]{36}$/);
  const field = (key: string) => page.getByLabel(text('sv-SE', `inventoryFinancingApply.fields.${key}`), { exact: true });
  await expect(field('modelYear')).toHaveValue('2022');
  await expect(field('sellerName')).not.toHaveValue('');
  await expect(field('sellerOrganizationNumber')).toHaveValue(seller!);
  await expect(page.getByLabel(text('sv-SE', 'inventoryFinancingApply.fields.priceIn').replace('{currency}', 'SEK'), { exact: true })).toHaveValue(
    new RegExp(`^${String(ad.price).replace(/(\d)(?=(\d{3})+$)/g, '$1\\s?')}`),
  );
  await expect(field('mileageKm')).toHaveValue(/^45\s?000$/);
});

test('mette (no inventory financing) finds her purchases without a way to finance them', async ({ page }) => {
  const ad = await addAd('DK');
  await signIn(page, USERS.mette, '/marketplace');
  await buy(page, 'dk.localhost', 'da-DK', ad.id);
  await page.getByRole('link', { name: text('da-DK', 'routes.marketPlacePurchases') }).click();
  await expect(purchaseOf(page, ad.name)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(text('da-DK', 'marketPlace.purchases.financeThisCar')) })).toHaveCount(0);
});

test('the inventory financing list shows a financed car’s days used of its maximum and its interest so far', async ({ page }) => {
  await signIn(page, USERS.anna, '/inventory-financing?status=PAID_OUT');
  await page.setViewportSize({ width: 1440, height: 900 });
  const table = page.getByRole('table');
  const days = table.getByRole('columnheader', { name: text('sv-SE', 'inventoryFinancing.list.daysUsed') });
  await expect(days).toBeVisible();
  await expect(table.getByRole('columnheader', { name: text('sv-SE', 'inventoryFinancing.list.interestSoFar') })).toBeVisible();
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toContainText(/\d+\s\/\s180/);
  await expect(rows.first()).toContainText(/\d\s?kr/);
});
