// What the portal fills in for the dealer (issue 25 §2): from a loan's details, a new application
// for the same customer opens with the applicant filled in from the lead on the server, the personal
// identity number nowhere in the address; with JavaScript and without.
import type { Page } from '@playwright/test';
import { text } from './apply-support';
import { applyForLoan, PERSONS } from './blanco-support';
import { expect, test } from './fixtures';
import { fillProviderLogin, origin, PASSWORD, signIn, USERS, type DemoUser } from './support';
import type { Country } from '../support/blanco-bodies';

const DEALERS: { locale: string; country: Country; code: 'SE' | 'FI' | 'DK'; user: DemoUser }[] = [
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
    const person = PERSONS[code].APPROVED;
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
