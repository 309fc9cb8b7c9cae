// Paying a financed car (issue 11): by invoice (its lines, the PDF with the dealer's name and the
// total, the payment details; then the bank payment arrives) and directly through the bank (issue
// 40: nothing chosen in advance, a confirmation naming the amount and receiver, then out to the bank and back, the processing state asking to wait and reload, then paid). Each car drew
// its credit amount on the limit when paid out and gives it back once paid. Without JavaScript.
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Page } from '@playwright/test';
import { amountValue } from './blanco-support';
import { expect, test } from './fixtures';
import { advanceInventory, financeCar, invoicePaymentArrives } from './inventory-support';
import { origin, signIn, USERS } from './support';

test.use({ javaScriptEnabled: false });

// A function: each worker's stack sets the origin once its fixture has run, after this module loaded.
const host = () => origin('se.localhost');
async function usedLimit(page: Page): Promise<number> {
  await page.goto(`${host()}/`);
  const region = page.getByRole('region', { name: 'Er limit' });
  return amountValue(
    await region
      .locator('dl > div', { has: page.locator('dt', { hasText: /^Använt$/ }) })
      .locator('dd')
      .innerText(),
  );
}
const invoiceRow = (page: Page, label: string | RegExp) =>
  page
    .getByRole('region', { name: /^Slutfaktura/ })
    .locator('dl > div', { has: page.locator('dt', { hasText: label }) })
    .locator('dd');

test('a car paid by invoice: lines that add up, a PDF with the dealer and the total, the limit given back once paid', async ({ page }) => {
  await signIn(page, USERS.anna);
  const before = await usedLimit(page);
  const id = await financeCar(250_000);
  expect(await usedLimit(page)).toBe(before + 200_000);

  await page.goto(`${host()}/inventory-financing/${id}`);
  await page.getByRole('link', { name: 'Betala bilen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Betala BF-');
  await expect(invoiceRow(page, 'Kreditbelopp')).toHaveText('200 000 kr');
  const lines = await Promise.all(
    ['Kreditbelopp', /^Ränta för \d+ dagar$/, 'Fakturaavgift'].map(async (label) => amountValue(await invoiceRow(page, label).innerText())),
  );
  const total = amountValue(await invoiceRow(page, 'Att betala').innerText());
  expect(Math.round(lines.reduce((sum, amount) => sum + amount, 0) * 100)).toBe(Math.round(total * 100));

  await page.getByRole('radio', { name: /^Faktura/ }).check();
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(page.getByText(/^Betala .+ till bankgiro 5050-1055 med OCR-nummer \d+\.$/)).toBeVisible();
  const pdfLink = page.getByRole('link', { name: 'Ladda ned fakturan (PDF)' });
  const href = (await pdfLink.getAttribute('href'))!;
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await readFile((await download.path())!))), { mergePages: true });
  expect(text).toContain('Bilhuset Syd AB');
  // The PDF writes öre (200 145,00 kr) where the page leaves them out of a whole amount.
  const pdfTotal = /Attbetala(\d+,\d{2})kr/.exec(text.replace(/\s/g, ''))?.[1];
  expect(amountValue(pdfTotal ?? '')).toBe(total);

  await invoicePaymentArrives(href.split('/')[4]!);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bilen är betald' })).toBeVisible();
  expect(await usedLimit(page)).toBe(before);
});

test('a car paid directly: no method is chosen for the dealer, a confirmation names the amount and the bankgiro before the bank opens, processing asks to wait, then paid and the limit given back', async ({
  page,
}) => {
  await signIn(page, USERS.anna);
  const before = await usedLimit(page);
  const id = await financeCar(150_000);
  expect(await usedLimit(page)).toBe(before + 120_000);

  await page.goto(`${host()}/inventory-financing/${id}/payment`);
  const total = (await invoiceRow(page, 'Att betala').innerText()).trim();
  for (const method of [/^Direktbetalning via banken/, /^Faktura/]) await expect(page.getByRole('radio', { name: method })).not.toBeChecked();
  await page.getByRole('radio', { name: /^Direktbetalning via banken/ }).check();
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  const confirmation = page.getByRole('form', { name: 'Bekräfta betalningen' });
  await expect(confirmation).toContainText(`Ni betalar ${total} till bankgiro 5050-1055 med OCR-nummer`);
  await expect(page).toHaveURL(new RegExp(`^${host()}/inventory-financing/${id}/payment`));
  await confirmation.getByRole('button', { name: `Betala ${total} via banken` }).click();
  await expect(page.getByRole('heading', { name: 'Test bank' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(`${host()}/inventory-financing/${id}/payment`);
  await expect(page.getByRole('heading', { name: 'Betalningen behandlas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ladda om' })).toHaveAttribute('href', `/inventory-financing/${id}/payment`);

  expect(await advanceInventory(id)).toBe('FINISHED');
  await page.goto(`${host()}/inventory-financing/${id}/payment`);
  await expect(page.getByRole('heading', { name: 'Bilen är betald' })).toBeVisible();
  expect(await usedLimit(page)).toBe(before);
});
