// Inventory financing runs wherever a dealer is onboarded (issue 11): a Finnish and a Danish
// dealer, set up in the test, see a financed car's page and pay it by invoice with their
// country's payment details (IBAN and viitenumero; FI-kort), the limit given back once paid;
// both pages pass axe in fi-FI, sv-FI and da-DK.
import { expectNoSeriousViolations } from './axe';
import { text } from './apply-support';
import type { Page } from '@playwright/test';
import { amountValue } from './blanco-support';
import { expect, test } from './fixtures';
import { financeCar, invoicePaymentArrives } from './inventory-support';
import { backendPost, origin, resetUser, signIn, USERS } from './support';

const DEALERS = [
  { user: USERS.mikko, locale: 'fi-FI', organizationNumber: '1234567-1', payTo: /tilille FI21 1234 5600 0007 85 \(BIC NDEAFIHH\) viitenumerolla \d+\.$/ },
  {
    user: USERS.mikko,
    locale: 'sv-FI',
    cookie: 'sv-FI',
    organizationNumber: '1234567-1',
    payTo: /till konto FI21 1234 5600 0007 85 \(BIC NDEAFIHH\) med referensnummer \d+\.$/,
  },
  { user: USERS.mette, locale: 'da-DK', organizationNumber: '12345674', payTo: /med FI-kort \+71 85412345 og betalings-id \d+\.$/ },
] as const;

/** The limit's used amount on Home, in the page's language. */
async function used(page: Page, host: string, locale: string): Promise<number> {
  await page.goto(`${host}/`);
  const region = page.getByRole('region', { name: text(locale, 'inventoryFinancing.limit.heading') });
  const label = text(locale, 'inventoryFinancing.limit.used');
  return amountValue(
    await region
      .locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd')
      .innerText(),
  );
}

for (const dealer of DEALERS) {
  test(`${dealer.locale}: a financed car's page and its payment by invoice, the limit given back`, async ({ page, context }) => {
    await backendPost('/__test/roles', { email: dealer.user.email, roles: ['LEASING', 'BUSINESS_FINANCE'] });
    await backendPost('/__test/partner', { organizationNumber: dealer.organizationNumber, onboardedToInventoryFinancing: true });
    try {
      const host = origin(dealer.user.host);
      if ('cookie' in dealer) await context.addCookies([{ name: 'LOCALE', value: dealer.cookie, url: host }]);
      const price = dealer.user === USERS.mette ? 200_000 : 30_000;
      const id = await financeCar(price, dealer.user);
      await signIn(page, dealer.user, `/inventory-financing/${id}`);
      // The dealer's first car: the limit's used amount is its credit (the price less 20 %).
      expect(await used(page, host, dealer.locale)).toBe(price * 0.8);
      await page.goto(`${host}/inventory-financing/${id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', dealer.locale);
      await expect(page.getByRole('link', { name: text(dealer.locale, 'inventoryFinancing.details.pay') })).toBeVisible();
      await expectNoSeriousViolations(page, `${dealer.locale} a financed car`);

      await page.getByRole('link', { name: text(dealer.locale, 'inventoryFinancing.details.pay') }).click();
      await expectNoSeriousViolations(page, `${dealer.locale} its payment`);
      await page.getByRole('radio', { name: new RegExp(`^${text(dealer.locale, 'inventoryFinancing.payment.byInvoice')}`) }).check();
      await page.getByRole('button', { name: text(dealer.locale, 'inventoryFinancing.payment.continue') }).click();
      await expect(page.getByText(dealer.payTo)).toBeVisible();
      const href = await page.getByRole('link', { name: text(dealer.locale, 'inventoryFinancing.payment.downloadPdf') }).getAttribute('href');
      await invoicePaymentArrives(href!.split('/')[4]!);
      await page.reload();
      await expect(page.getByRole('heading', { name: text(dealer.locale, 'inventoryFinancing.payment.paidTitle') })).toBeVisible();
      await expectNoSeriousViolations(page, `${dealer.locale} a paid car`);
      expect(await used(page, host, dealer.locale)).toBe(0);
    } finally {
      await backendPost('/__test/partner', { organizationNumber: dealer.organizationNumber, onboardedToInventoryFinancing: false });
      await resetUser(dealer.user.email);
    }
  });
}
