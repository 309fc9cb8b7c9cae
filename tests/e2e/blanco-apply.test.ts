import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillApplication, pastWaitingScreen, submitButton, text, type Application } from './apply-support';
import { advanceLead, leadIdOf, PERSONS } from './blanco-support';
import { controlBackend } from './control';
import { backendUrl, origin, signIn, USERS, waitForIslands, type DemoUser } from './support';

const COUNTRIES: { user: DemoUser; locale: Application['locale']; country: Application['country']; amount: string }[] = [
  { user: USERS.anna, locale: 'sv-SE', country: 'SE', amount: '120000' },
  { user: USERS.mikko, locale: 'fi-FI', country: 'FI', amount: '12000' },
  { user: USERS.mette, locale: 'da-DK', country: 'DK', amount: '100000' },
];

const OUTCOMES = [
  ['APPROVED', 'blanco.result.approvedTitle'],
  ['DENIED', 'blanco.result.deniedTitle'],
  ['ACCOUNT_ANALYSIS', 'blanco.result.accountAnalysisTitle'],
  ['SUPPLEMENT', 'blanco.result.supplementTitle'],
  ['PROCESSING', 'blanco.result.waitingTitle'],
] as const;

for (const { user, locale, country, amount } of COUNTRIES) {
  test(`${country}: ${user.email} applies with each outcome’s number, sees it, and follows approved, supplement and denied to their end`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, user);
    for (const [outcome, titleKey] of OUTCOMES) {
      const person = PERSONS[country][outcome];
      const [firstname = '', lastname = ''] = person.name.split(' ');
      await page.goto(`${origin(user.host)}/blanco/apply`);
      await fillApplication(page, { locale, country, amount, personalId: person.id, firstname, lastname });
      await submitButton(page, locale).click();
      await expect(page).toHaveURL(/\/blanco\/[^/]+\?submitted=1/);
      await expect(page.getByRole('heading', { name: text(locale, titleKey) })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('main')).toContainText(person.name);
      await FOLLOW_UP[outcome]?.(page, locale, leadIdOf(page));
    }
  });
}

type FollowUp = (page: Page, locale: Application['locale'], id: string) => Promise<void>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** What the dealer does next with each outcome, followed to its end. */
const FOLLOW_UP: Partial<Record<(typeof OUTCOMES)[number][0], FollowUp>> = {
  APPROVED: async (page, locale, id) => {
    await page.getByRole('button', { name: text(locale, 'blanco.details.sendContract') }).click();
    await expect(page.getByRole('status').filter({ hasText: text(locale, 'blanco.done.contractSent') })).toBeVisible();
    expect((await advanceLead(id)).status).toBe('SIGNED');
    expect((await advanceLead(id)).status).toBe('PAID_OUT');
    await page.reload();
    await expect(page.getByText(text(locale, 'blanco.next.PAID_OUT'))).toBeVisible();
    await expect(page.getByRole('region', { name: text(locale, 'blanco.details.earnings') })).toBeVisible();
  },
  SUPPLEMENT: async (page, locale) => {
    // The upload is in the card the result heads, first on the page.
    const step = page.getByRole('region', { name: text(locale, 'blanco.result.supplementTitle') });
    await step
      .getByLabel(text(locale, 'blanco.documents.file'), { exact: true })
      .setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: PDF });
    await step.getByLabel(text(locale, 'blanco.documents.description'), { exact: true }).fill('Payslip');
    await step.getByRole('button', { name: text(locale, 'blanco.documents.upload') }).click();
    const documents = page.getByRole('region', { name: text(locale, 'blanco.documents.title') });
    await expect(page.getByRole('status').filter({ hasText: text(locale, 'blanco.documents.outcome.ok') })).toBeVisible();
    await expect(documents.getByRole('link', { name: 'payslip.pdf' })).toBeVisible();
  },
  DENIED: async (page, locale, id) => {
    // The result says its sentence once: in the card it heads, next to the referral.
    const sentence = text(locale, 'blanco.next.DENIED');
    expect((await page.getByRole('main').innerText()).split(sentence).length - 1).toBe(1);
    const step = page.getByRole('region', { name: text(locale, 'blanco.result.deniedTitle') });
    await expect(step.getByText(sentence)).toBeVisible();
    await step.getByRole('button', { name: text(locale, 'blanco.details.referSecondChance') }).click();
    await expect(page.getByRole('main')).not.toContainText(sentence);
    const section = page.getByRole('region', { name: text(locale, 'blanco.secondChance.title') });
    await expect(section.getByText(text(locale, 'blanco.secondChance.phase.INITIAL'), { exact: true })).toBeVisible();
    for (const phase of ['PROCESSING', 'OFFERS_RECEIVED', 'AWAITING_SIGNATURE', 'DISBURSED']) {
      expect((await advanceLead(id)).secondChancePhase).toBe(phase);
      await page.reload();
      await expect(section.getByText(text(locale, `blanco.secondChance.phase.${phase}`), { exact: true })).toBeVisible();
    }
  },
};

test('SE: an approved application goes out for signing and on to payout', async ({ page }) => {
  await signIn(page, USERS.anna);
  await page.goto(`${origin('se.localhost')}/blanco/apply`);
  await fillApplication(page, {
    locale: 'sv-SE',
    country: 'SE',
    amount: '150000',
    personalId: PERSONS.SE.APPROVED.id,
    firstname: 'Astrid',
    lastname: 'Lindqvist',
  });
  await submitButton(page, 'sv-SE').click();
  await expect(page.getByRole('heading', { name: 'Beviljad!' })).toBeVisible({ timeout: 20_000 });
  const id = leadIdOf(page);
  await page.getByRole('button', { name: 'Skicka avtalet till kunden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Avtalet är skickat till kunden med SMS.' })).toBeVisible();
  const sms = (await (await fetch(`${backendUrl()}/__test/sms?leadId=${encodeURIComponent(id)}`)).json()) as { messages: { phone: string; message: string }[] };
  expect(sms.messages).toHaveLength(1);
  expect(sms.messages[0]?.message).toContain('/sign/');
  await advanceLead(id);
  await advanceLead(id);
  await page.goto(`${origin('se.localhost')}/blanco/${id}`);
  await expect(page.getByText('Lånet är utbetalt.')).toBeVisible();
});

test('a double-clicked submit creates one lead', async ({ page }) => {
  await signIn(page, USERS.anna);
  await page.goto(`${origin('se.localhost')}/blanco/apply`);
  const lastname = `Dubbel${Date.now()}`;
  await fillApplication(page, { locale: 'sv-SE', country: 'SE', amount: '90000', personalId: '19850312-9820', firstname: 'Astrid', lastname });
  await submitButton(page, 'sv-SE').dblclick();
  await expect(page).toHaveURL(/\?submitted=1/);
  await pastWaitingScreen(page);
  await page.goto(`${origin('se.localhost')}/blanco?reset=1`);
  // The list searches as the dealer types once its island runs (typed before that, no search started on a loaded machine).
  await waitForIslands(page);
  await page.getByLabel('Sök på referens, sökandes namn eller personnummer').fill(lastname);
  await expect(page.locator('tbody tr')).toHaveCount(1);
});

test('with the backend stopped mid-apply the dealer is told nothing was received and everything typed is kept, then submits the same values', async ({
  page,
}) => {
  await signIn(page, USERS.anna);
  await page.goto(`${origin('se.localhost')}/blanco/apply`);
  const lastname = `Omstart${Date.now()}`;
  await fillApplication(page, { locale: 'sv-SE', country: 'SE', amount: '80000', personalId: '19850312-9820', firstname: 'Astrid', lastname });
  await controlBackend('stop');
  try {
    await submitButton(page, 'sv-SE').click();
    // The API did not answer (ADR 0013): sending again is safe, the idempotency key makes one lead.
    await expect(page.getByRole('alert').filter({ hasText: text('sv-SE', 'unavailable.applyNotSent') })).toBeVisible();
    await expect(page.getByLabel('Efternamn', { exact: true }).first()).toHaveValue(lastname);
    await expect(page.getByLabel('Lånebelopp', { exact: true })).toHaveValue(/80\s?000/);
  } finally {
    await controlBackend('start');
  }
  await submitButton(page, 'sv-SE').click();
  await expect(page).toHaveURL(/\?submitted=1/);
  await expect(page.getByRole('main')).toContainText(lastname);
});

test('the reseller’s two confirmations (identity checked, never paid to the customer) are each required, and with them the loan is sent', async ({ page }) => {
  await signIn(page, USERS.anna);
  await page.goto(`${origin('se.localhost')}/blanco/apply`);
  await fillApplication(page, {
    locale: 'sv-SE',
    country: 'SE',
    amount: '90000',
    personalId: '19850312-9820',
    firstname: 'Astrid',
    lastname: `Id${Date.now()}`,
  });
  const confirmation = (key: string) => page.getByRole('checkbox', { name: text('sv-SE', `blancoApply.confirmations.${key}`), exact: true });
  const RESELLER = ['identityChecked', 'neverPaidToCustomer'];
  for (const key of RESELLER) await confirmation(key).uncheck();
  await submitButton(page, 'sv-SE').click();
  for (const key of RESELLER) {
    await expect(confirmation(key)).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation(key)).toHaveAccessibleDescription(text('sv-SE', 'blancoApply.errors.confirmationRequired'));
    await confirmation(key).check();
  }
  await expect(confirmation('termsAccepted')).not.toHaveAttribute('aria-invalid', 'true');
  await submitButton(page, 'sv-SE').click();
  await expect(page).toHaveURL(/\?submitted=1/);
});

test('amount bounds and a bad personal id get their messages, and nothing typed is lost', async ({ page }) => {
  await signIn(page, USERS.anna);
  await page.goto(`${origin('se.localhost')}/blanco/apply`);
  await fillApplication(page, { locale: 'sv-SE', country: 'SE', amount: '120000', personalId: '19850312-9821', firstname: 'Astrid', lastname: 'Lindqvist' });
  await submitButton(page, 'sv-SE').click();
  const personalId = page.getByRole('group', { name: 'Sökande', exact: true }).getByLabel('Personnummer', { exact: true });
  await expect(personalId).toHaveAttribute('aria-invalid', 'true');
  await expect(personalId).toHaveValue('19850312-9821');
  const amount = page.getByLabel('Lånebelopp', { exact: true });
  await amount.fill('5000');
  await amount.blur();
  await expect(page.getByText(text('sv-SE', 'blancoApply.errors.amountTooLow').split('{')[0]!.trim()).first()).toBeVisible();
  await amount.fill('900000');
  await amount.blur();
  await expect(page.getByText(text('sv-SE', 'blancoApply.errors.amountTooHighForAll').split('{')[0]!.trim()).first()).toBeVisible();
});

test('a dealer who changes the income after a send whose answer was lost is told it was already sent, keeps the edits, and sending again applies anew', async ({
  page,
}) => {
  await signIn(page, USERS.anna);
  await page.goto(`${origin('se.localhost')}/blanco/apply`);
  const lastname = `Andrad${Date.now()}`;
  await fillApplication(page, { locale: 'sv-SE', country: 'SE', amount: '70000', personalId: '19850312-9820', firstname: 'Astrid', lastname });
  // The form's first send reaches the portal and makes the lead, but its answer never reaches the
  // form (a timeout on the way back): the form still shows what was typed, ready to send again.
  const firstSend = await page.evaluate(async () => {
    const form = document.querySelector('input[name="idempotencyKey"]')!.closest('form')!;
    return (await fetch('/_actions/applyBlanco', { method: 'POST', body: new FormData(form) })).status;
  });
  expect(firstSend).toBe(200);

  const applicant = page.getByRole('group', { name: text('sv-SE', 'blancoApply.applicant.legend'), exact: true });
  const income = applicant.getByLabel(text('sv-SE', 'blancoApply.person.monthlyIncome'), { exact: true });
  await income.fill('43000');
  await submitButton(page, 'sv-SE').click();
  await expect(page.getByRole('alert').filter({ hasText: text('sv-SE', 'blancoApply.errors.changedAfterSend') })).toBeVisible();
  await expect(income).toHaveValue('43 000');
  await expect(applicant.getByLabel(text('sv-SE', 'blancoApply.person.lastname'), { exact: true })).toHaveValue(lastname);

  // Sending again is a new application with the changed details, next to the one already made.
  await submitButton(page, 'sv-SE').click();
  await expect(page).toHaveURL(/\?submitted=1/);
  await pastWaitingScreen(page);
  await page.goto(`${origin('se.localhost')}/blanco?reset=1`);
  // The list searches as the dealer types once its island runs (typed before that, no search started on a loaded machine).
  await waitForIslands(page);
  await page.getByLabel('Sök på referens, sökandes namn eller personnummer').fill(lastname);
  await expect(page.locator('tbody tr')).toHaveCount(2);
});

test('an income of 1e300 or 400 nines and names with U+202E or a zero-width space get field messages, and nothing is sent', async ({ page }) => {
  await signIn(page, USERS.anna);
  await page.goto(`${origin('se.localhost')}/blanco/apply`);
  await fillApplication(page, { locale: 'sv-SE', country: 'SE', amount: '70000', personalId: '19850312-9820', firstname: 'Astrid', lastname: 'Lindqvist' });
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/_actions/applyBlanco')) sent++;
  });
  const applicant = page.getByRole('group', { name: text('sv-SE', 'blancoApply.applicant.legend'), exact: true });
  const field = (name: string) => applicant.getByLabel(text('sv-SE', `blancoApply.person.${name}`), { exact: true });
  const message = (key: string) => applicant.getByText(text('sv-SE', key), { exact: true });

  await field('monthlyIncome').fill('1e300');
  await submitButton(page, 'sv-SE').click();
  await expect(field('monthlyIncome')).toHaveAttribute('aria-invalid', 'true');
  await expect(message('blancoApply.errors.numberInvalid')).toBeVisible();

  await field('monthlyIncome').fill('9'.repeat(400));
  await field('livingExpenses').fill(`1${'0'.repeat(300)}`);
  await field('firstname').fill('Astrid\u202egpj.exe');
  await field('lastname').fill('Lind\u200bqvist');
  await submitButton(page, 'sv-SE').click();
  await expect(field('monthlyIncome')).toHaveAttribute('aria-invalid', 'true');
  await expect(message('validation.numberTooLarge')).toHaveCount(2);
  await expect(field('firstname')).toHaveAttribute('aria-invalid', 'true');
  await expect(field('lastname')).toHaveAttribute('aria-invalid', 'true');
  await expect(message('validation.unsafeCharacters')).toHaveCount(2);
  // Nothing typed is lost.
  await expect(field('firstname')).toHaveValue('Astrid\u202egpj.exe');
  await expect(field('monthlyIncome')).toHaveValue('9'.repeat(400));
  expect(sent).toBe(0);
});

test('without JavaScript the action itself gives the same field messages for 400 nines and U+202E', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await signIn(page, USERS.anna);
    await page.goto(`${origin('se.localhost')}/blanco/apply`);
    const applicant = page.getByRole('group', { name: text('sv-SE', 'blancoApply.applicant.legend'), exact: true });
    const field = (name: string) => applicant.getByLabel(text('sv-SE', `blancoApply.person.${name}`), { exact: true });
    await field('firstname').fill('Astrid\u202egpj.exe');
    await field('monthlyIncome').fill('9'.repeat(400));
    await submitButton(page, 'sv-SE').click();
    await expect(field('firstname')).toHaveAttribute('aria-invalid', 'true');
    await expect(applicant.getByText(text('sv-SE', 'validation.unsafeCharacters'), { exact: true })).toBeVisible();
    await expect(applicant.getByText(text('sv-SE', 'validation.numberTooLarge'), { exact: true })).toBeVisible();
    await expect(field('monthlyIncome')).toHaveValue('9'.repeat(400));
  } finally {
    await context.close();
  }
});

/** Checks the summary of an empty submit: focused, counted, at most three links, each jumping to its field. */
async function expectShortSummary(page: Page, withScript: boolean): Promise<void> {
  const summary = page.getByRole('alert').filter({ hasText: text('sv-SE', 'blancoApply.errors.notSentTitle') });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(/\d+ uppgifter behöver rättas:/);
  const count = Number(/(\d+) uppgifter/.exec(await summary.innerText())?.[1]);
  expect(count).toBeGreaterThan(3);
  const links = summary.getByRole('link');
  await expect(links).toHaveCount(3);
  await expect(summary).toContainText(`… och ${count - 3} till.`);
  await links.first().click();
  const amount = page.getByLabel(text('sv-SE', 'blancoApply.loan.amount'), { exact: true });
  if (withScript) await expect(amount).toBeFocused();
  else await expect(page).toHaveURL(/#f-amount$/);
  await expect(amount).toBeInViewport();
}

test('an empty submit brings a short summary into focus: the count and links to the first three fields', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, USERS.anna);
  await page.goto(`${origin('se.localhost')}/blanco/apply`);
  await waitForIslands(page);
  await submitButton(page, 'sv-SE').click();
  await expectShortSummary(page, true);
});

test('without JavaScript an empty submit brings the same short summary into focus', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  try {
    await signIn(page, USERS.anna);
    await page.goto(`${origin('se.localhost')}/blanco/apply`);
    await submitButton(page, 'sv-SE').click();
    await expectShortSummary(page, false);
  } finally {
    await context.close();
  }
});
