// A lease from the form to the signed contract, per country (anna SE, mikko FI, mette DK): the
// lookup naming an unknown number and filling a known company, each outcome of the credit decision
// as the dealer sees it right after sending (the waiting screen, then the result), and an
// approved one followed through the contract to the customer's signature; no organisation number
// in any URL the page asked for.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { text } from './apply-support';
import {
  advanceLeasing,
  COUNTRIES,
  expectCompany,
  expectNoNumberIn,
  fillVehicleContactAndLease,
  leadIdOf,
  leasingSms,
  lookUp,
  OUTCOME_COMPANIES,
  submitAndLand,
  submitButton,
  watchUrls,
  type Country,
} from './leasing-support';
import { origin, signIn, waitForIslands } from './support';

/** Fills and sends the application for the company with `number`; answers the new lead's id, on its details page. */
async function apply(page: Page, country: Country, number: string, beforeSending?: () => Promise<void>): Promise<string> {
  await page.goto(`${origin(country.user.host)}/leasing/apply`);
  await waitForIslands(page);
  await lookUp(page, country, number);
  await expect(page.getByRole('region', { name: text(country.locale, 'leasingApply.company.title') })).toBeVisible();
  await fillVehicleContactAndLease(page, country);
  await beforeSending?.();
  await page.getByLabel(text(country.locale, 'leasingApply.fields.termsAccepted'), { exact: true }).check();
  const landing = await submitAndLand(page, () => submitButton(page, country.locale).click());
  return leadIdOf(landing);
}

const nextStep = (page: Page) => page.locator('#next-step');
const status = (page: Page, locale: string, key: string) => page.locator('article header').getByText(text(locale, `leads.status.${key}`), { exact: true });

for (const country of COUNTRIES) {
  const { locale } = country;
  const companies = OUTCOME_COMPANIES[locale];

  test(`${locale}: the lookup names an unknown number and fills a known company, each credit decision shows after the waiting screen, and an approved lease is followed to the signature`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const urls = watchUrls(page);
    await signIn(page, country.user, '/leasing/apply');

    // A valid number nobody has: "no organisation found" at the field.
    await waitForIslands(page);
    await lookUp(page, country, country.unknown);
    await expect(page.getByLabel(text(locale, 'leasingApply.fields.organizationNumber'), { exact: true })).toHaveAccessibleDescription(
      new RegExp(text(locale, 'leasingApply.errors.noOrganizationFound').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );

    // Approved: the company filled in, the rent live with VAT, the waiting screen, then "approved" with the contract to send.
    const approved = await apply(page, country, companies.APPROVED, async () => {
      await expectCompany(page, country);
      await expect(page.getByText(text(locale, 'leasingApply.rent.inclVat'))).toBeVisible();
    });
    await expect(page.getByRole('status').filter({ hasText: text(locale, 'leasing.result.waitingTitle') })).toBeVisible();
    await expect(nextStep(page).getByRole('heading', { name: text(locale, 'leasing.result.approvedTitle') })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/leasing/${approved}\\?submitted=1`));
    await expectCompanyOnDetails(page, country);

    await nextStep(page)
      .getByRole('button', { name: text(locale, 'leasing.details.sendContract') })
      .click();
    await expect(page.getByRole('status').filter({ hasText: text(locale, 'leasing.details.done.contractSent') })).toBeVisible();
    await expect(status(page, locale, 'SENT_TO_CUSTOMER')).toBeVisible();
    const sms = await leasingSms(approved);
    expect(sms).toHaveLength(1);
    expect(await advanceLeasing(approved)).toBe('SIGNED');
    await page.reload();
    await expect(status(page, locale, 'SIGNED')).toBeVisible();
    await expect(nextStep(page)).toContainText(text(locale, 'leasing.nextStep.SIGNED'));

    // Denied, and supplement (call us): each its own result, no contract to send.
    for (const [outcome, titleKey] of [
      ['DENIED', 'deniedTitle'],
      ['SUPPLEMENT_CONTACT_US', 'supplementTitle'],
    ] as const) {
      await apply(page, country, companies[outcome]);
      await expect(nextStep(page).getByRole('heading', { name: text(locale, `leasing.result.${titleKey}`) })).toBeVisible({ timeout: 15_000 });
      await expect(status(page, locale, outcome)).toBeVisible();
      await expect(nextStep(page).getByRole('button')).toHaveCount(0);
    }

    // Still processing once the lenders were polled: the waiting screen stays; after its last
    // refresh the page says the answer takes longer; the decision shows when it comes.
    const processing = await apply(page, country, companies.PROCESSING);
    await expect(page.getByRole('status').filter({ hasText: text(locale, 'leasing.result.waitingTitle') })).toBeVisible();
    await page.goto(`${origin(country.user.host)}/leasing/${processing}?submitted=1&wait=8`);
    await expect(nextStep(page).getByRole('heading', { name: text(locale, 'leasing.result.processingTitle') })).toBeVisible();
    await expect(status(page, locale, 'PROCESSING')).toBeVisible();
    expect(await advanceLeasing(processing)).toBe('APPROVED');
    await page.goto(`${origin(country.user.host)}/leasing/${processing}`);
    await expect(status(page, locale, 'APPROVED')).toBeVisible();
    await expect(nextStep(page).getByRole('button', { name: text(locale, 'leasing.details.sendContract') })).toBeVisible();
    expectNoNumberIn(urls);
  });
}

async function expectCompanyOnDetails(page: Page, country: Country): Promise<void> {
  const customer = page.getByRole('region', { name: text(country.locale, 'leasing.details.customer'), exact: true });
  await expect(customer).toContainText(country.company.name);
}
