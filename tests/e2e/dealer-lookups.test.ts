// What the portal fills in for the dealer (issue 25 §2): the loan form's person lookup fills a known
// applicant's and co-applicant's names (their registered address shown), names an unknown personal
// id at its field, and says so when the register does not answer (the dealer types the names); from
// a loan's details, a new application for the same customer opens with the applicant filled in from
// the lead on the server. The personal identity number is never in an address; with JavaScript and
// without.
import type { Page } from '@playwright/test';
import { text } from './apply-support';
import { applyForLoan, PERSONS } from './blanco-support';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { backendDelete, backendPost, fillProviderLogin, origin, PASSWORD, signIn, USERS, type DemoUser } from './support';
import type { Country } from '../support/blanco-bodies';

const DEALERS: { locale: string; country: Country; code: 'SE' | 'FI' | 'DK'; user: DemoUser; cookie?: string }[] = [
  { locale: 'sv-SE', country: 'se', code: 'SE', user: USERS.anna },
  { locale: 'fi-FI', country: 'fi', code: 'FI', user: USERS.mikko },
  { locale: 'da-DK', country: 'dk', code: 'DK', user: USERS.mette },
];

const applicantGroup = (page: Page, locale: string) => page.getByRole('group', { name: text(locale, 'blancoApply.applicant.legend'), exact: true });

/** The applicant as the test applications (tests/support/blanco-bodies.ts) send them. */
const SENT = { firstname: 'Testa', lastname: 'Testsson', email: 'testa@example.com' };

async function expectSameCustomer(page: Page, locale: string, leadId: string, person: { id: string }): Promise<void> {
  await page.getByRole('link', { name: text(locale, 'blanco.details.sameCustomer') }).click();
  await expect(page).toHaveURL(new RegExp(`/blanco/apply\\?sameCustomerAs=${encodeURIComponent(leadId)}$`));
  expect(page.url()).not.toContain(person.id.replace(/\D/g, '').slice(0, 6));
  const applicant = applicantGroup(page, locale);
  await expect(applicant.getByLabel(text(locale, 'blancoApply.person.personalId'), { exact: true })).toHaveValue(person.id);
  await expect(applicant.getByLabel(text(locale, 'blancoApply.person.firstname'), { exact: true })).toHaveValue(SENT.firstname);
  await expect(applicant.getByLabel(text(locale, 'blancoApply.person.lastname'), { exact: true })).toHaveValue(SENT.lastname);
  await expect(applicant.getByLabel(text(locale, 'blancoApply.person.email'), { exact: true })).toHaveValue(SENT.email);
  // What the customer earns and owes is asked again.
  await expect(applicant.getByLabel(text(locale, 'blancoApply.person.monthlyIncome'), { exact: true })).toHaveValue('');
}

for (const { locale, country, code, user } of DEALERS) {
  test(`${locale}: a new application for the same customer opens with the applicant filled in, no personal id in the address`, async ({ page }) => {
    // PROCESSING stays so on the shared stack: no test that opens a dealer's first approved loan meets this one.
    const person = PERSONS[code].PROCESSING;
    const loan = await applyForLoan(user, country, person.id);
    await signIn(page, user, `/blanco/${encodeURIComponent(loan.id)}`);
    await expectSameCustomer(page, locale, loan.id, person);
  });
}

test('without JavaScript the same customer’s application is filled in too', async ({ browser }) => {
  const person = PERSONS.SE.PROCESSING;
  const loan = await applyForLoan(USERS.anna, 'se', person.id);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${origin('se.localhost')}/blanco/${encodeURIComponent(loan.id)}`);
    await fillProviderLogin(page, USERS.anna.email, PASSWORD);
    await expectSameCustomer(page, 'sv-SE', loan.id, person);
  } finally {
    await context.close();
  }
});

/** A valid personal id of the country that no one in the register has. */
const NOBODY: Record<'SE' | 'FI' | 'DK', string> = { SE: '19811218-9876', FI: '010170-904N', DK: '010170-1000' };

const coApplicantGroup = (page: Page, locale: string) => page.getByRole('group', { name: text(locale, 'blancoApply.coApplicant.legend'), exact: true });

async function lookUp(group: ReturnType<typeof applicantGroup>, locale: string, personalId: string): Promise<void> {
  await group.getByLabel(text(locale, 'blancoApply.person.personalId'), { exact: true }).fill(personalId);
  await group.getByRole('button', { name: text(locale, 'blancoApply.person.lookup') }).click();
}

for (const { locale, code, user, cookie } of [
  ...DEALERS,
  { locale: 'sv-FI', country: 'fi' as const, code: 'FI' as const, user: USERS.mikko, cookie: 'sv-FI' },
]) {
  test(`${locale}: the person lookup fills the applicant and co-applicant from the register and names an unknown id`, async ({ page, context }) => {
    if (cookie) await context.addCookies([{ name: 'LOCALE', value: cookie, url: origin(user.host) }]);
    await signIn(page, user, '/blanco/apply');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const applicant = applicantGroup(page, locale);
    const firstname = applicant.getByLabel(text(locale, 'blancoApply.person.firstname'), { exact: true });
    await firstname.fill('Fel');
    await lookUp(applicant, locale, PERSONS[code].APPROVED.id);
    const [first, ...last] = PERSONS[code].APPROVED.name.split(' ');
    await expect(firstname).toHaveValue(first!);
    await expect(applicant.getByLabel(text(locale, 'blancoApply.person.lastname'), { exact: true })).toHaveValue(last.join(' '));
    await expect(applicant.getByRole('status')).toContainText(PERSONS[code].APPROVED.name);
    // The dealer corrects what was filled.
    await firstname.fill(`${first!}-Maria`);
    await expect(firstname).toHaveValue(`${first!}-Maria`);

    await page.getByLabel(text(locale, 'blancoApply.coApplicant.add')).check();
    const co = coApplicantGroup(page, locale);
    await lookUp(co, locale, PERSONS[code].PROCESSING.id);
    await expect(co.getByLabel(text(locale, 'blancoApply.person.firstname'), { exact: true })).toHaveValue(PERSONS[code].PROCESSING.name.split(' ')[0]!);
    await expectNoSeriousViolations(page, `${locale} the loan form with people found`);

    await lookUp(co, locale, NOBODY[code]);
    await expect(co.getByText(text(locale, 'blancoApply.errors.noPersonFound'))).toBeVisible();
    expect(requests.filter((url) => url.includes(PERSONS[code].APPROVED.id.replace(/\D/g, '').slice(0, 6)) || url.includes(NOBODY[code].slice(0, 6)))).toEqual(
      [],
    );
  });
}

for (const { locale, code, user } of DEALERS) {
  test(`${locale}: the register down, the form says so and the dealer types the names`, async ({ page }) => {
    await backendPost('/__test/faults', { path: 'lookup/persons', status: 503 });
    try {
      await signIn(page, user, '/blanco/apply');
      const applicant = applicantGroup(page, locale);
      await lookUp(applicant, locale, PERSONS[code].APPROVED.id);
      await expect(applicant.getByRole('status')).toContainText(text(locale, 'blancoApply.person.lookupUnavailable'));
      const firstname = applicant.getByLabel(text(locale, 'blancoApply.person.firstname'), { exact: true });
      await expect(firstname).toHaveValue('');
      await firstname.fill('Typed');
      await expect(firstname).toHaveValue('Typed');
    } finally {
      await backendDelete('/__test/faults');
    }
  });
}

test('without JavaScript the lookup button posts and the page comes back with the names, everything typed kept', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${origin('se.localhost')}/blanco/apply`);
    await fillProviderLogin(page, USERS.anna.email, PASSWORD);
    const applicant = applicantGroup(page, 'sv-SE');
    await applicant.getByLabel(text('sv-SE', 'blancoApply.person.email'), { exact: true }).fill('astrid@example.se');
    await lookUp(applicant, 'sv-SE', PERSONS.SE.APPROVED.id);
    await expect(applicant.getByLabel(text('sv-SE', 'blancoApply.person.firstname'), { exact: true })).toHaveValue('Astrid');
    await expect(applicant.getByLabel(text('sv-SE', 'blancoApply.person.email'), { exact: true })).toHaveValue('astrid@example.se');
    await expect(applicant.getByRole('status')).toContainText('Storgatan 14, 211 42 Malmö');
    expect(page.url()).not.toContain('9820');
    await lookUp(applicant, 'sv-SE', NOBODY.SE);
    await expect(applicant.getByText(text('sv-SE', 'blancoApply.errors.noPersonFound'))).toBeVisible();
  } finally {
    await context.close();
  }
});
