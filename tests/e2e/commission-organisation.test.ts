// Commission and Organisation (issue 13, SPEC §2, §3, §8): anna sees this year's commission with its
// totals, a month's PDF and CSV agree (the CSV's lines sum to the PDF's total) and a month's lines
// lead to their applications; the current month and commissions unavailable say so. The organisation
// shows Bilhuset's data, its bankgiro as Swedes write it, a missing account flagged, and the users
// with search and pages. basic.user and erik are refused both; both pages pass axe in four locales.
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { csvCents, csvRows, downloaded, expectRetryAfterOutage, pdfText } from './report-support';
import { backendPost, LOCALE_DEALERS, origin, resetUser, signIn, USERS } from './support';

// A function: each worker's stack sets the origin once its fixture has run, after this module loaded.
const host = () => origin('se.localhost');
/** An amount as the page shows it ("−1 200,00 kr", "12 345,60 kr") in cents, sign kept. */
const cents = (text: string) => {
  const negative = /[-\u2212]/.test(text);
  return (negative ? -1 : 1) * Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
};

test('commission: this year’s months with commission, adjustment and paid out, the year’s total the sum of what was paid out', async ({ page }) => {
  await signIn(page, USERS.anna, '/commission');
  const year = new Date().getUTCFullYear();
  await expect(page.getByRole('heading', { level: 2, name: `Provision ${year}` })).toBeVisible();
  const table = page.getByRole('table', { name: `Provision per månad ${year}` });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(new Date().getUTCMonth() + 1);
  let paidOut = 0;
  for (const row of await rows.all()) paidOut += cents(await row.getByRole('cell').nth(2).innerText());
  const total = table.locator('tfoot tr');
  await expect(total.getByRole('rowheader')).toHaveText('Utbetalt totalt');
  expect(cents(await total.getByRole('cell').nth(2).innerText())).toBe(paidOut);
  expect(paidOut).toBeGreaterThan(0);
  await expect(rows.last().getByText('Månaden är inte avslutad')).toBeVisible();
});

test('commission: a month’s PDF and CSV agree with its row, and its lines lead to their applications', async ({ page }) => {
  await signIn(page, USERS.anna, `/commission?year=${new Date().getUTCFullYear() - 1}`);
  const row = page.getByRole('table').locator('tbody tr').first();
  const month = (await row.getByRole('rowheader').innerText()).trim();
  const paidOut = cents(await row.getByRole('cell').nth(2).innerText());

  const csv = await csvRows(await downloaded(page, row.getByRole('link', { name: `CSV för ${month}` })));
  expect(csv[0]).toEqual(['Datum', 'Typ', 'Referens', 'Belopp (SEK)']);
  const lines = csv.slice(1, -1);
  expect(lines.length).toBeGreaterThan(0);
  expect(csv.at(-1)![0]).toBe('Utbetalt');
  expect(lines.reduce((sum, line) => sum + csvCents(line.at(-1)!), 0)).toBe(csvCents(csv.at(-1)!.at(-1)!));
  expect(csvCents(csv.at(-1)!.at(-1)!)).toBe(paidOut);

  const pdf = (await pdfText(await downloaded(page, row.getByRole('link', { name: `PDF för ${month}` })))).replace(/\s/g, '');
  expect(pdf).toContain('Provisionsbesked');
  expect(pdf).toContain('BilhusetSydAB');
  expect(pdf).toContain(`Utbetalt${csv.at(-1)!.at(-1)!.replace('-', '\u2212')}kr`);
  for (const [, , reference] of lines) expect(pdf).toContain(reference!);

  // The newest closed month has lines of the demo's own applications.
  await page.goto(`${host()}/commission`);
  const closed = page
    .getByRole('table')
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: /^Rader för / }) });
  await closed
    .last()
    .getByRole('link', { name: /^Rader för / })
    .click();
  const linesTable = page.getByRole('table', { name: /^Provisionsrader / });
  const leadLink = linesTable.getByRole('link', { name: /^(BL|LE)-\d{6}$/ }).first();
  const reference = (await leadLink.innerText()).trim();
  await leadLink.click();
  await expect(page).toHaveURL(new RegExp(`${host()}/(blanco|leasing)/[^/?]+$`));
  await expect(page.getByRole('main')).toContainText(reference);
});

test('commission: the month running now cannot be downloaded yet, and commissions unavailable offer a retry', async ({ page }) => {
  await signIn(page, USERS.anna, '/commission');
  const now = new Date().toISOString().slice(0, 7);
  await page.goto(`${host()}/api/commission/${now}/pdf`);
  await expect(page).toHaveURL(`${host()}/commission?year=${now.slice(0, 4)}`);
  await expect(page.getByText('Månaden är inte avslutad än och kan inte laddas ned.')).toBeVisible();
  await page.goto(`${host()}/api/commission/2001-01/csv`);
  await expect(page.getByText('Månaden finns inte att ladda ned.')).toBeVisible();
  await expect(page.getByText('Det finns ingen provision för 2001.')).toBeVisible();

  await expectRetryAfterOutage(page, `${host()}/commission`, 'commissions', 'Provisionen kan inte visas just nu.');
});

test('organisation: Bilhuset’s company data, its bankgiro as Swedes write it, and the users with search and pages', async ({ page }) => {
  await signIn(page, USERS.anna, '/organisation');
  const company = page.getByRole('region', { name: 'Företagsuppgifter' });
  await expect(company.getByText('Bilhuset Syd AB')).toBeVisible();
  await expect(company.getByText('556123-4567')).toBeVisible();
  await expect(company.getByText('info@bilhuset.example')).toBeVisible();
  await expect(company.getByText('Bilhuset Syd Lund')).toBeVisible();
  const bank = page.getByRole('region', { name: 'Bankkonto för utbetalningar' });
  await expect(bank.getByText('Bankgiro')).toBeVisible();
  await expect(bank.getByText('5050-1055')).toBeVisible();
  await expect(bank.getByRole('alert')).toHaveCount(0);

  const users = page.getByRole('region', { name: 'Användare' });
  // 25 seeded, and more once a test has invited someone to Bilhuset on the same backend.
  const count = Number(/^(\d+) användare$/.exec((await users.getByText(/^\d+ användare$/).innerText()).trim())?.[1]);
  expect(count).toBeGreaterThanOrEqual(25);
  await expect(users.getByRole('table').locator('tbody tr')).toHaveCount(10);
  const lastPage = Math.ceil(count / 10);
  await users.getByRole('link', { name: `Sida ${lastPage}` }).click();
  await expect(users.getByRole('table').locator('tbody tr')).toHaveCount(count - 10 * (lastPage - 1));
  await users.getByLabel('Sök på namn').fill('svensson');
  await users.getByRole('button', { name: 'Sök' }).click();
  const found = users.getByRole('table').locator('tbody tr');
  await expect(found).toHaveCount(1);
  await expect(found.getByRole('rowheader')).toHaveText('Erik Svensson');
  await expect(found).toContainText('erik.sales@bilhuset.example');
  await expect(found).toContainText('070-123 45 02');
});

test('organisation: a dealer without a bank account is told payouts wait for one', async ({ page }) => {
  await backendPost('/__test/bank-account', { organizationNumber: '5561234567', missing: true });
  try {
    await signIn(page, USERS.anna, '/organisation');
    await expect(page.getByRole('region', { name: 'Bankkonto för utbetalningar' }).getByRole('alert')).toHaveText(
      'Inget bankkonto är registrerat. Provision kan inte betalas ut förrän ni har lämnat ett bankkonto till oss.',
    );
  } finally {
    await backendPost('/__test/bank-account', { organizationNumber: '5561234567', missing: false });
  }
});

test('on a phone the commission months and the users are cards: nothing scrolls sideways, each with its figures and links', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await signIn(page, USERS.anna, `/commission?year=${new Date().getUTCFullYear() - 1}`);
  await expect(page.getByRole('table')).toBeHidden();
  const months = page.getByRole('list', { name: `Provision per månad ${new Date().getUTCFullYear() - 1}` }).getByRole('listitem');
  await expect(months).toHaveCount(13);
  await expect(months.first()).toContainText('Januari');
  await expect(months.first().getByRole('link', { name: 'PDF för januari' })).toBeVisible();
  await expect(months.last()).toContainText('Utbetalt totalt');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

  await page.goto(`${host()}/organisation`);
  const users = page.getByRole('list', { name: 'Användare' }).getByRole('listitem');
  await expect(users).toHaveCount(10);
  await expect(page.getByRole('region', { name: 'Användare' }).getByRole('table')).toBeHidden();
  await expect(users.first().getByRole('link', { name: /@bilhuset\.example$/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
});

test.describe('commission and organisation without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('anna steps to last year, opens a month’s lines with their dates, downloads its CSV, and searches the users', async ({ page }) => {
    await signIn(page, USERS.anna, '/commission');
    const lastYear = new Date().getUTCFullYear() - 1;
    await page.getByRole('link', { name: `← ${lastYear}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Provision ${lastYear}` })).toBeVisible();
    const first = page.getByRole('table').locator('tbody tr').first();
    const month = (await first.getByRole('rowheader').innerText()).trim();
    await first.getByRole('link', { name: `Rader för ${month}` }).click();
    const lines = page.getByRole('table', { name: `Provisionsrader ${month} ${lastYear}` });
    await expect(lines.locator('tbody tr').first().getByRole('cell').first()).toHaveText(new RegExp(`^${lastYear}-\\d{2}-\\d{2}$`));
    const csv = await csvRows(await downloaded(page, first.getByRole('link', { name: `CSV för ${month}` })));
    expect(csv.length - 2).toBe(await lines.locator('tbody tr').count());

    await page.goto(`${host()}/organisation`);
    const users = page.getByRole('region', { name: 'Användare' });
    await users.getByLabel('Sök på namn').fill('svensson');
    await users.getByRole('button', { name: 'Sök' }).click();
    await expect(users.getByRole('table').locator('tbody tr')).toHaveCount(1);
    await expect(users.getByRole('table').getByRole('rowheader')).toHaveText('Erik Svensson');
  });
});

for (const user of [USERS.basic, USERS.erik]) {
  test(`${user.firstname} without the roles gets 403 on commission and organisation`, async ({ page }) => {
    await signIn(page, user);
    for (const path of ['/commission', '/organisation', '/api/commission/2026-01/csv']) {
      expect((await page.goto(`${host()}${path}`))?.status(), path).toBe(403);
    }
  });
}

/** Each dealer's bank account as the organisation page writes it. */
const BANK_TEXTS: Record<string, string[]> = {
  [USERS.anna.email]: ['5050-1055'],
  [USERS.mikko.email]: ['FI21 1234 5600 0007 85', 'NDEAFIHH'],
  [USERS.mette.email]: ['0040', '0440116243', 'DK50 0040 0440 1162 43'],
};
for (const { locale, user, cookie } of LOCALE_DEALERS) {
  test(`${locale}: commission and organisation (the bank account in its country's format) have no serious accessibility violation`, async ({
    page,
    context,
  }) => {
    const grant = user !== USERS.anna;
    if (grant) await backendPost('/__test/roles', { email: user.email, roles: ['COMMISSION', 'ORGANIZATION_ADMIN'] });
    try {
      const host = origin(user.host);
      if (cookie) await context.addCookies([{ name: 'LOCALE', value: cookie, url: host }]);
      await signIn(page, user, '/commission');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectNoSeriousViolations(page, `${locale} /commission`);
      const linesLink = page.getByRole('table').getByRole('link').first();
      if (await linesLink.count()) {
        await linesLink.click();
        await expectNoSeriousViolations(page, `${locale} /commission lines`);
      }
      await page.goto(`${host}/organisation`);
      await expect(page.getByRole('table')).toBeVisible();
      for (const text of BANK_TEXTS[user.email]!) await expect(page.getByText(text, { exact: true })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expectNoSeriousViolations(page, `${locale} /organisation`);
    } finally {
      if (grant) await resetUser(user.email);
    }
  });
}
