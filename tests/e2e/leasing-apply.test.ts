// The leasing application (SPEC §3, §5): every leasing message at its field; the lookup and the
// send without JavaScript; one lead per double click. Per country, the lookup and each outcome
// from this form: leasing-journey.test.ts.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { text } from './apply-support';
import { expectNoSeriousViolations } from './axe';
import {
  decideLeasing,
  expectCompany,
  expectNoNumberIn,
  field,
  fillVehicleContactAndLease,
  leadIdOf,
  lookUp,
  messageStart,
  SE,
  submitAndLand,
  submitButton,
  watchUrls,
} from './leasing-support';
import { backendDelete, backendPost, origin, signIn, USERS, waitForIslands } from './support';

async function expectFieldMessage(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

/** Anna on the leasing form with JavaScript: everything filled, the company found, the terms ticked. */
async function readyToSend(page: Page): Promise<void> {
  await signIn(page, USERS.anna, '/leasing/apply');
  await waitForIslands(page);
  await fillVehicleContactAndLease(page, SE);
  await lookUp(page, SE, SE.company.number);
  await expectCompany(page, SE);
  await page.getByLabel(text('sv-SE', 'leasingApply.fields.termsAccepted'), { exact: true }).check();
}

test('sv-SE: every leasing message appears at its field, an empty field naming what to fill in (“Ange bilens märke”)', async ({ page }) => {
  const locale = 'sv-SE';
  const f = (name: string) => field(page, locale, name);
  await signIn(page, USERS.anna, '/leasing/apply');
  await waitForIslands(page);

  // Length mismatch and an invalid check digit, from the lookup button.
  await lookUp(page, SE, '556789-010');
  await expectFieldMessage(f('organizationNumber'), messageStart(locale, 'lengthMismatch'));
  await lookUp(page, SE, '556789-0108');
  await expectFieldMessage(f('organizationNumber'), messageStart(locale, 'organizationNumberInvalid'));

  await fillVehicleContactAndLease(page, SE);
  // Enter in a field sends the form (not the lookup, the form's first button).
  await f('brand').fill('');
  await f('brand').press('Enter');
  await expectFieldMessage(f('brand'), messageStart(locale, 'missing.brand'));
  await f('numberPlate').fill('AB 123');
  await f('email').fill('henrik@');
  await f('price').fill('49999');
  await f('months').fill('11');
  await submitButton(page, locale).click();
  await expect(page.getByRole('alert').filter({ hasText: text(locale, 'leasingApply.errors.notSentTitle') })).toBeVisible();
  await expectFieldMessage(f('brand'), messageStart(locale, 'missing.brand'));
  await expectFieldMessage(f('numberPlate'), messageStart(locale, 'numberPlateInvalid'));
  await expectFieldMessage(f('email'), messageStart(locale, 'emailInvalid'));
  await expectFieldMessage(f('price'), messageStart(locale, 'priceTooLow'));
  await expectFieldMessage(f('months'), messageStart(locale, 'monthsTooFew'));
  await expectFieldMessage(f('organizationNumber'), messageStart(locale, 'organizationNumberInvalid'));

  await f('price').fill('400000');
  await f('firstRent').fill('400000');
  await f('residual').fill('400000');
  await f('firstRent').blur();
  await expectFieldMessage(f('firstRent'), messageStart(locale, 'firstRentExceedsPrice'));
  await f('residual').blur();
  await expectFieldMessage(f('residual'), messageStart(locale, 'residualExceedsPrice'));
  await f('firstRent').fill('-1');
  await f('firstRent').blur();
  await expectFieldMessage(f('firstRent'), messageStart(locale, 'notNegative'));
  await f('firstRent').fill('250000');
  await f('residual').fill('150000');
  await f('residual').blur();
  await expectFieldMessage(f('residual'), messageStart(locale, 'togetherExceedPrice'));

  // A very low residual is a warning, not an error: 32 % of 400 000 is the floor at 36 months.
  await f('firstRent').fill('80000');
  await f('months').fill('36');
  await f('residual').fill('100000');
  await f('residual').blur();
  await expect(f('residual')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Restvärdet är mycket lågt för 36 månader: under 32,00\s%/)).toBeVisible();
  await expect(page.getByText(/128\s000/).first()).toBeVisible();
  await lookUp(page, SE, SE.company.number);
  await expectCompany(page, SE);
  await expectNoSeriousViolations(page, 'leasing apply with messages, the company and the low-residual warning');
});

test('fi-FI: the minimum and invalid email messages in Finnish', async ({ page }) => {
  const locale = 'fi-FI';
  await signIn(page, USERS.mikko, '/leasing/apply');
  await waitForIslands(page);
  await field(page, locale, 'price').fill('4999');
  await field(page, locale, 'email').fill('jari@');
  await submitButton(page, locale).click();
  await expectFieldMessage(field(page, locale, 'price'), messageStart(locale, 'priceTooLow'));
  await expect(field(page, locale, 'price')).toHaveAccessibleDescription(/5\s000/);
  await expectFieldMessage(field(page, locale, 'email'), text(locale, 'leasingApply.errors.emailInvalid'));
});

test('without JavaScript the lookup fills the company, keeps what was typed, and the application is sent', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const urls = watchUrls(page);
  try {
    await signIn(page, USERS.anna, '/leasing/apply');
    await fillVehicleContactAndLease(page, SE);
    await lookUp(page, SE, SE.unknown);
    await expectFieldMessage(field(page, 'sv-SE', 'organizationNumber'), text('sv-SE', 'leasingApply.errors.noOrganizationFound'));
    await lookUp(page, SE, SE.company.number);
    await expectCompany(page, SE);
    await expect(field(page, 'sv-SE', 'brand')).toHaveValue('Volvo');
    await expect(field(page, 'sv-SE', 'residual')).toHaveValue('200000');
    await expect(field(page, 'sv-SE', 'organizationNumber')).toHaveValue(SE.company.number);
    // Without the confirmation the action names it; ticked, the application goes.
    await submitButton(page, 'sv-SE').click();
    await expectFieldMessage(
      page.getByLabel(text('sv-SE', 'leasingApply.fields.termsAccepted'), { exact: true }),
      text('sv-SE', 'leasingApply.errors.confirmationRequired'),
    );
    await expect(field(page, 'sv-SE', 'email')).toHaveValue('kontakt@example.com');
    await page.getByLabel(text('sv-SE', 'leasingApply.fields.termsAccepted'), { exact: true }).check();
    const landing = await submitAndLand(page, () => submitButton(page, 'sv-SE').click());
    expect(await decideLeasing(leadIdOf(landing))).toBe('APPROVED');
    expectNoNumberIn(urls);
  } finally {
    await context.close();
  }
});

test('a double click sends one application, and the same form posted twice makes one lead', async ({ page }) => {
  await readyToSend(page);

  // The same form twice straight to the action: one lead.
  const hrefs = await page.evaluate(async () => {
    const form = document.querySelector('input[name="idempotencyKey"]')!.closest('form')!;
    const post = async () =>
      (await (await fetch('/_actions/applyLeasing', { method: 'POST', body: new FormData(form) })).text()).match(/\/leasing\/[^"?]+\?submitted=1/)?.[0];
    return Promise.all([post(), post()]);
  });
  expect(hrefs[0]).toBeTruthy();
  expect(hrefs[1]).toBe(hrefs[0]);

  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/_actions/applyLeasing')) sent++;
  });
  const landing = await submitAndLand(page, () => submitButton(page, 'sv-SE').dblclick());
  expect(sent).toBe(1);
  expect(new URL(landing.url()).pathname + new URL(landing.url()).search).toBe(hrefs[0]);
});

test('a dealer who edits after a send whose answer was lost is told it was already sent and keeps the edits', async ({ page }) => {
  await readyToSend(page);
  const firstSend = await page.evaluate(async () => {
    const form = document.querySelector('input[name="idempotencyKey"]')!.closest('form')!;
    return (await fetch('/_actions/applyLeasing', { method: 'POST', body: new FormData(form) })).status;
  });
  expect(firstSend).toBe(200);
  await field(page, 'sv-SE', 'distanceKm').fill('1500');
  await submitButton(page, 'sv-SE').click();
  await expect(page.getByRole('alert').filter({ hasText: text('sv-SE', 'leasingApply.errors.changedAfterSend') })).toBeVisible();
  await expect(field(page, 'sv-SE', 'distanceKm')).toHaveValue('1500');
  // Sending again is a new application with the new key.
  await submitAndLand(page, () => submitButton(page, 'sv-SE').click());
});

test('the rent sent is the API’s (monthly-cost): without it nothing is sent and everything typed stays; the details page shows the rent quoted', async ({
  page,
}) => {
  await readyToSend(page);
  const quoted = page
    .getByRole('region', { name: text('sv-SE', 'leasingApply.rent.title') })
    .locator('dt', { hasText: text('sv-SE', 'leasingApply.rent.exclVat') })
    .locator('+ dd');
  const rent = await quoted.innerText();
  expect(rent).toMatch(/\d/);
  try {
    expect((await backendPost('/__test/faults', { path: 'leasing/monthly-cost', status: 503 })).ok).toBe(true);
    await submitButton(page, 'sv-SE').click();
    await expect(page.getByRole('alert').filter({ hasText: text('sv-SE', 'leasingApply.errors.rentUnavailable') })).toBeVisible();
    await expect(field(page, 'sv-SE', 'residual')).toHaveValue(/^200\s?000$/);
  } finally {
    await backendDelete('/__test/faults');
  }
  await submitAndLand(page, () => submitButton(page, 'sv-SE').click());
  await page.waitForURL(/\/leasing\/[^/?]+$/);
  const details = page.getByRole('region', { name: text('sv-SE', 'leasing.details.lease') });
  await expect(details.locator('dt', { hasText: text('sv-SE', 'leasing.details.rentExclVat') }).locator('+ dd')).toHaveText(rent);
});

test('erik (no LEASING) gets 403 on the page, the action and the lookup endpoint', async ({ page }) => {
  await signIn(page, USERS.erik);
  const response = await page.goto(`${origin('se.localhost')}/leasing/apply`);
  expect(response?.status()).toBe(403);
  const statuses = await page.evaluate(async () => {
    const form = new FormData();
    form.set('customer.organizationNumber', '556789-0107');
    form.set('intent', 'lookup');
    const action = await fetch('/_actions/applyLeasing', { method: 'POST', body: form });
    const lookup = await fetch('/api/leasing/organization', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ organizationNumber: '556789-0107' }),
    });
    return [action.status, lookup.status];
  });
  expect(statuses).toEqual([403, 403]);
});
