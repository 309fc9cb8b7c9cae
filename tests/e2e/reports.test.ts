// Report (issue 11, SPEC §2 Report, §8): /report opens the active statement, whose PDF lists the
// dealer's financed cars; the monthly statement shows the year's months with their interest, and
// each month's PDF and CSV agree with the table (the CSV's lines sum to the PDF's total); a month
// not available and reports unavailable say so; a user without BUSINESS_FINANCE is refused.
import { amountValue } from './blanco-support';
import { expect, test } from './fixtures';
import { csvCents, csvRows, downloaded, expectRetryAfterOutage, pdfText } from './report-support';
import { origin, signIn, USERS } from './support';

// A function: each worker's stack sets the origin once its fixture has run, after this module loaded.
const host = () => origin('se.localhost');

test('/report opens the active statement, whose PDF names the dealer', async ({ page }) => {
  await signIn(page, USERS.anna, '/report');
  await expect(page).toHaveURL(`${host()}/report/business-finance/active-statement`);
  await expect(page.getByRole('link', { name: 'Aktiv lagerfinansiering' })).toHaveAttribute('aria-current', 'page');
  const text = await pdfText(await downloaded(page, page.getByRole('link', { name: 'Ladda ned aktiv rapport (PDF)' })));
  expect(text).toContain('Bilhuset Syd AB');
});

test('a month’s PDF and CSV agree with the table: the CSV’s lines sum to the PDF’s total', async ({ page }) => {
  await signIn(page, USERS.anna, '/report/business-finance/monthly-statement');
  const table = page.getByRole('table');
  const first = table.locator('tbody tr').first();
  const month = (await first.getByRole('rowheader').innerText()).trim();
  const interest = amountValue(await first.getByRole('cell').first().innerText());
  expect(interest).toBeGreaterThan(0);

  const rows = await csvRows(await downloaded(page, first.getByRole('link', { name: `CSV för ${month}` })));
  expect(rows[0]).toEqual(['Referens', 'Bil', 'Registreringsnummer', 'Dagar', 'Ränta (SEK)']);
  const lines = rows.slice(1, -1);
  expect(lines.length).toBeGreaterThan(0);
  // Each car by its registration number, as an accountant matches it to the books.
  for (const line of lines) expect(line[2]).toMatch(/^[A-Z]{3} \d{2}[\dA-Z]$/);
  const total = rows.at(-1)!;
  expect(total[0]).toBe('Totalt');
  expect(lines.reduce((sum, row) => sum + csvCents(row.at(-1)!), 0)).toBe(csvCents(total.at(-1)!));
  expect(csvCents(total.at(-1)!)).toBe(Math.round(interest * 100));

  const pdf = (await pdfText(await downloaded(page, first.getByRole('link', { name: `PDF för ${month}` })))).replace(/\s/g, '');
  expect(pdf).toContain('BilhusetSydAB');
  expect(pdf).toContain(total.at(-1)!);
  for (const [reference, , plate] of lines) expect(pdf).toContain(`${plate!.replace(/\s/g, '')}${reference!}`);
});

test('a month not available and reports unavailable say so, with a retry', async ({ page }) => {
  await signIn(page, USERS.anna, '/report/business-finance/monthly-statement');
  await page.goto(`${host()}/api/report/monthly-statement/2001-01/pdf`);
  await expect(page).toHaveURL(`${host()}/report/business-finance/monthly-statement?year=2001`);
  await expect(page.getByText('Månaden finns inte att ladda ned.')).toBeVisible();
  await expect(page.getByText('Det finns inga månadsrapporter för 2001.')).toBeVisible();

  await expectRetryAfterOutage(
    page,
    `${host()}/report/business-finance/monthly-statement`,
    'business-finance/transactions',
    'Rapporterna kan inte visas just nu.',
  );
});

test('a user without BUSINESS_FINANCE gets 403 on the reports and their downloads', async ({ page }) => {
  await signIn(page, USERS.erik);
  expect((await page.goto(`${host()}/report/business-finance/monthly-statement`))?.status()).toBe(403);
  expect((await page.goto(`${host()}/api/report/monthly-statement/2026-01/csv`))?.status()).toBe(403);
});
