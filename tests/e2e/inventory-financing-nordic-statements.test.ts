// A Finnish and a Danish dealer, set up in the test, pay a financed car directly through the bank
// (out to the bank and back, processing, then paid) and read its interest in their statements:
// /report's active statement PDF names the dealer, and the month's PDF and CSV agree with the
// table in the dealer's language and currency (the CSV's lines sum to the PDF's total).
import type { Locator, Page } from '@playwright/test';
import { text } from './apply-support';
import { amountValue } from './blanco-support';
import { expect, test } from './fixtures';
import { advanceInventory, financeCar } from './inventory-support';
import { csvCents, csvRows, downloaded, pdfText } from './report-support';
import { backendPost, origin, resetUser, signIn, USERS } from './support';

const DEALERS = [
  { user: USERS.mikko, locale: 'fi-FI', organizationNumber: '1234567-1', name: 'Autotalo Oy', currency: 'EUR', price: 30_000 },
  { user: USERS.mette, locale: 'da-DK', organizationNumber: '12345674', name: 'Bilcenter ApS', currency: 'DKK', price: 200_000 },
] as const;
const FINANCED_DAYS_AGO = 40;

/** The first month of the year's table whose interest is above zero: the backdated car's. */
async function monthWithInterest(page: Page): Promise<{ row: Locator; month: string; interest: number }> {
  const rows = page.getByRole('table').locator('tbody tr');
  for (const row of await rows.all()) {
    const interest = amountValue(await row.getByRole('cell').first().innerText());
    if (interest > 0) return { row, month: (await row.getByRole('rowheader').innerText()).trim(), interest };
  }
  throw new Error('no month with interest');
}

for (const dealer of DEALERS) {
  test(`${dealer.locale}: a car paid directly through the bank, and its interest in the statements' PDF and CSV`, async ({ page }) => {
    const t = (key: string) => text(dealer.locale, key);
    const host = origin(dealer.user.host);
    await backendPost('/__test/roles', { email: dealer.user.email, roles: ['LEASING', 'BUSINESS_FINANCE'] });
    await backendPost('/__test/partner', { organizationNumber: dealer.organizationNumber, onboardedToInventoryFinancing: true });
    try {
      const id = await financeCar(dealer.price, dealer.user);
      expect((await backendPost(`/__test/business-finance/leads/${id}/backdate`, { days: FINANCED_DAYS_AGO })).status).toBe(204);

      await signIn(page, dealer.user, `/inventory-financing/${id}/payment`);
      await page.getByRole('radio', { name: new RegExp(`^${t('inventoryFinancing.payment.direct')}`) }).check();
      await page.getByRole('button', { name: t('inventoryFinancing.payment.continue') }).click();
      // The confirmation names the amount in the country's currency before the bank opens.
      const confirmation = page.getByRole('form', { name: t('inventoryFinancing.payment.confirm.heading') });
      await expect(confirmation).toContainText(dealer.currency === 'EUR' ? '€' : 'kr.');
      await confirmation.getByRole('button').click();
      await expect(page.getByRole('heading', { name: 'Test bank' })).toBeVisible();
      await expect(page.getByText(dealer.currency)).toBeVisible();
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page).toHaveURL(`${host}/inventory-financing/${id}/payment`);
      await expect(page.getByRole('heading', { name: t('inventoryFinancing.payment.processingTitle') })).toBeVisible();
      expect(await advanceInventory(id)).toBe('FINISHED');
      await page.getByRole('link', { name: t('inventoryFinancing.payment.reload') }).click();
      await expect(page.getByRole('heading', { name: t('inventoryFinancing.payment.paidTitle') })).toBeVisible();

      await page.goto(`${host}/report`);
      await expect(page).toHaveURL(`${host}/report/business-finance/active-statement`);
      expect(await pdfText(await downloaded(page, page.getByRole('link', { name: t('reports.downloadActive') })))).toContain(dealer.name);

      await page.goto(`${host}/report/business-finance/monthly-statement`);
      const { row, month, interest } = await monthWithInterest(page);
      const rows = await csvRows(await downloaded(page, row.getByRole('link', { name: t('reports.csvLink').replace('{month}', month) })));
      expect(rows[0]).toEqual([
        t('reports.csv.reference'),
        t('reports.csv.vehicle'),
        t('reports.csv.numberPlate'),
        t('reports.csv.days'),
        `${t('reports.csv.interest')} (${dealer.currency})`,
      ]);
      const lines = rows.slice(1, -1);
      expect(lines.length).toBe(1);
      const total = rows.at(-1)!;
      expect(total[0]).toBe(t('reports.csv.total'));
      expect(lines.reduce((sum, line) => sum + csvCents(line.at(-1)!), 0)).toBe(csvCents(total.at(-1)!));
      expect(csvCents(total.at(-1)!)).toBe(Math.round(interest * 100));

      const pdf = (await pdfText(await downloaded(page, row.getByRole('link', { name: t('reports.pdf').replace('{month}', month) })))).replace(/\s/g, '');
      expect(pdf).toContain(dealer.name.replace(/\s/g, ''));
      expect(pdf).toContain(lines[0]![0]!);
      const totalAsWritten = new Intl.NumberFormat(dealer.locale, { minimumFractionDigits: 2 }).format(csvCents(total.at(-1)!) / 100).replace(/\s/g, '');
      expect(pdf).toContain(`${t('reports.total')}${totalAsWritten}`.replace(/\s/g, ''));
    } finally {
      await backendPost('/__test/partner', { organizationNumber: dealer.organizationNumber, onboardedToInventoryFinancing: false });
      await resetUser(dealer.user.email);
    }
  });
}
