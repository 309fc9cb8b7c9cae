// The inventory financing application (issue 11, SPEC §3, §5, §8): the plate lookup fills the
// car, a register that is down lets the dealer type it, the seller may not be the dealer, the down
// payment's minimum to the cent, each §5 message at its field, and a send that waits for the
// decision and ends approved with the agreement's SMS to both signers; with and without
// JavaScript (with it the lookup fills the car in place, and posts the form when its endpoint does
// not answer); a Danish dealer finds a stock car by its VIN and applies in kroner; axe in four locales.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { text } from './apply-support';
import { expectNoSeriousViolations } from './axe';
import { GUARANTOR, inventorySms, SIGNATORY } from './inventory-support';
import { backendDelete, backendPost, LOCALE_DEALERS, resetUser, signIn, USERS, waitForIslands } from './support';

const APPLY = '/inventory-financing/apply';
const t = (locale: string, key: string) => text(locale, `inventoryFinancingApply.${key}`);
const field = (page: Page, name: string, locale = 'sv-SE') => page.getByLabel(t(locale, `fields.${name}`), { exact: true });
const button = (page: Page, key: string, locale = 'sv-SE') => page.getByRole('button', { name: t(locale, key) });

async function expectFieldMessage(page: Page, name: string, messageKey: string, locale = 'sv-SE'): Promise<void> {
  const control = name === 'price' || name === 'downPayment' ? page.getByLabel(new RegExp(`^${t(locale, `fields.${name}`)} \\(`)) : field(page, name, locale);
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(new RegExp(t(locale, `errors.${messageKey}`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

const money = (page: Page, name: 'price' | 'downPayment', locale = 'sv-SE') => page.getByLabel(new RegExp(`^${t(locale, `fields.${name}`)} \\(`));

async function lookUp(page: Page, plate: string, mileage: string): Promise<void> {
  await field(page, 'numberPlate').fill(plate);
  await field(page, 'mileageKm').fill(mileage);
  await button(page, 'lookup').click();
}

/** Anna's parties: a company seller, the contact person, both signers. */
async function fillParties(page: Page): Promise<void> {
  await field(page, 'sellerOrganizationNumber').fill('556789-0107');
  await field(page, 'sellerName').fill('Skånebygg Entreprenad AB');
  await field(page, 'contactName').fill('Anna Andersson');
  await field(page, 'contactEmail').fill('anna.admin@bilhuset.example');
  await field(page, 'contactPhone').fill('070 123 45 01');
  await field(page, 'signatoryPersonalId').fill(SIGNATORY.personalId);
  await field(page, 'signatoryName').fill(SIGNATORY.name);
  await field(page, 'signatoryPhone').fill(SIGNATORY.phone);
  await field(page, 'guarantorPersonalId').fill(GUARANTOR.personalId);
  await field(page, 'guarantorName').fill(GUARANTOR.name);
  await field(page, 'guarantorPhone').fill(GUARANTOR.phone);
  await field(page, 'termsAccepted').check();
}

async function sendAndSeeApproved(page: Page, locale = 'sv-SE'): Promise<string> {
  await button(page, 'submit', locale).click();
  await expect(page).toHaveURL(/\/inventory-financing\/[^/?]+\?submitted=1/);
  const id = /\/inventory-financing\/([^/?]+)/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { name: t(locale, 'result.approvedTitle') })).toBeVisible({ timeout: 20_000 });
  return id;
}

/** The price decides the other outcomes on purpose (backend/README.md): SE from 1 000 000 a word with us, from 1 500 000 a refusal. */
test('after the waiting screen, an expensive car asks to contact the provider and a dearer one is refused', async ({ page }) => {
  for (const [price, title] of [
    ['1 200 000', 'result.supplementTitle'],
    ['1 600 000', 'result.deniedTitle'],
  ] as const) {
    await signIn(page, USERS.anna, APPLY);
    await waitForIslands(page);
    await lookUp(page, 'DJU 318', '95000');
    await money(page, 'price').fill(price);
    await money(page, 'downPayment').fill('400 000');
    await fillParties(page);
    await button(page, 'submit').click();
    await expect(page.getByRole('status').filter({ hasText: t('sv-SE', 'result.waitingTitle') })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('sv-SE', title) })).toBeVisible({ timeout: 20_000 });
    // Left first: the result page's live client must not ask anything once the cookies are gone.
    await page.goto('about:blank');
    await page.context().clearCookies();
  }
});

for (const javaScript of [true, false]) {
  test.describe(`the inventory financing application ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test('the plate lookup fills the car; one cent under the minimum down payment is refused, exactly the minimum is approved and the agreement goes to both signers by SMS', async ({
      page,
    }) => {
      await signIn(page, USERS.anna, APPLY);
      if (javaScript) await waitForIslands(page);
      await lookUp(page, 'mlb52k', '48500');
      await expect(page.getByRole('status').filter({ hasText: t('sv-SE', 'errors.vehicleFound') })).toBeVisible();
      await expect(field(page, 'brand')).toHaveValue('Volvo');
      await expect(field(page, 'model')).toHaveValue('XC60');
      await expect(field(page, 'modelYear')).toHaveValue('2023');
      await expect(field(page, 'vin')).toHaveValue(/^[A-HJ-NPR-Z0-9]{17}$/);
      await expect(field(page, 'numberPlate')).toHaveValue('MLB 52K');
      await expect(field(page, 'vatStatus')).toHaveValue('VAT_DEDUCTIBLE');

      // SE 10 % of 123 456,70 is 12 345,67 (backend/README.md).
      await money(page, 'price').fill('123 456,70');
      await money(page, 'downPayment').fill('12 345,66');
      if (!javaScript) await button(page, 'calculate').click();
      await expect(page.locator('[data-credit]')).toHaveText('111 111,04 kr');
      // The minimum said in money, from the price as typed: exactly the amount the check below accepts.
      await expect(page.getByText('Minst 12 345,67 kr (10 %), och lägre än priset.')).toBeVisible();
      await fillParties(page);
      await button(page, 'submit').click();
      await expect(page.getByRole('alert').filter({ hasText: t('sv-SE', 'errors.notSentTitle') })).toBeVisible();
      await expectFieldMessage(page, 'downPayment', 'downPaymentTooLow');
      await expect(field(page, 'brand')).toHaveValue('Volvo');
      await expect(field(page, 'signatoryName')).toHaveValue(SIGNATORY.name);

      await money(page, 'downPayment').fill('12 345,67');
      await expect(field(page, 'termsAccepted')).toBeChecked();
      const id = await sendAndSeeApproved(page);
      await page.getByRole('button', { name: 'Skicka avtalet för signering' }).click();
      await expect(page.getByText('Avtalet är skickat. Signeringslänkarna har gått ut med SMS.')).toBeVisible();
      expect((await inventorySms(id)).map((sms) => sms.phone).sort()).toEqual(
        [SIGNATORY.phone, GUARANTOR.phone].map((phone) => phone.replace(/\s/g, '')).sort(),
      );
    });

    test('a register that is down lets the dealer type the car; the dealer as seller is refused; a private seller and one signer in both roles are approved', async ({
      page,
    }) => {
      await signIn(page, USERS.anna, APPLY);
      if (javaScript) await waitForIslands(page);
      await lookUp(page, 'ERR 503', '12000');
      await expect(page.getByRole('status').filter({ hasText: t('sv-SE', 'errors.registerUnavailable') })).toBeVisible();
      await field(page, 'vin').fill('YV1UZL1V1P1234567');
      await field(page, 'brand').fill('Volvo');
      await field(page, 'model').fill('V90');
      await field(page, 'modelYear').fill('2021');
      await field(page, 'vatStatus').selectOption('MARGIN_SCHEME');
      await money(page, 'price').fill('300000');
      await money(page, 'downPayment').fill('30000');
      await fillParties(page);
      await field(page, 'sellerOrganizationNumber').fill('556123-4567');
      await button(page, 'submit').click();
      await expectFieldMessage(page, 'sellerOrganizationNumber', 'sellerIsDealer');
      await expect(field(page, 'model')).toHaveValue('V90');

      await page.getByLabel(t('sv-SE', 'sellerKinds.PRIVATE_PERSON')).check();
      await field(page, 'sellerName').fill('Lars Svensson');
      await field(page, 'guarantorIsSignatory').check();
      if (javaScript) await expect(field(page, 'guarantorName')).toBeHidden();
      else await field(page, 'guarantorPersonalId').fill('not an id');
      await expect(field(page, 'termsAccepted')).toBeChecked();
      const id = await sendAndSeeApproved(page);
      await page.getByRole('button', { name: 'Skicka avtalet för signering' }).click();
      await expect(page.getByText('Avtalet är skickat. Signeringslänkarna har gått ut med SMS.')).toBeVisible();
      expect(await inventorySms(id)).toHaveLength(1);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each SPEC §5 message appears at its field, with the summary above the form, and the limit refusal keeps what was typed', async ({ page }) => {
    await signIn(page, USERS.anna, APPLY);
    // Enter in a field sends the form (not the lookup, the form's first visible button).
    await field(page, 'brand').press('Enter');
    const summary = page.getByRole('alert').filter({ hasText: t('sv-SE', 'errors.notSentTitle') });
    await expect(summary).toBeVisible();
    await expect(page.getByText(t('sv-SE', 'vehicleMissingWarning'))).toBeVisible();
    await expectFieldMessage(page, 'numberPlate', 'notEmpty');
    await expectFieldMessage(page, 'brand', 'vehicleMissing');
    await expectFieldMessage(page, 'vin', 'vehicleMissing');
    await expectFieldMessage(page, 'termsAccepted', 'confirmationRequired');

    await lookUp(page, 'ABC 123', '1000');
    await expectFieldMessage(page, 'numberPlate', 'noVehicle');
    await lookUp(page, 'QBC 123', '1000');
    await expectFieldMessage(page, 'numberPlate', 'numberPlateInvalid');

    await lookUp(page, 'KRT 47B', '30000');
    await money(page, 'price').fill('6 000 000');
    await money(page, 'downPayment').fill('6 000 000');
    await fillParties(page);
    await field(page, 'sellerOrganizationNumber').fill('556789-010');
    await field(page, 'signatoryPersonalId').fill('19850312-9821');
    await field(page, 'contactEmail').fill('anna@');
    await button(page, 'submit').click();
    await expectFieldMessage(page, 'downPayment', 'downPaymentNotBelowPrice');
    await expectFieldMessage(page, 'sellerOrganizationNumber', 'lengthMismatch');
    await expectFieldMessage(page, 'signatoryPersonalId', 'personalIdInvalid');
    await expectFieldMessage(page, 'contactEmail', 'emailInvalid');

    // A credit of 5 400 000 is above anna's limit of 5 000 000.
    await money(page, 'downPayment').fill('600 000');
    await field(page, 'sellerOrganizationNumber').fill('556789-0107');
    await field(page, 'signatoryPersonalId').fill(SIGNATORY.personalId);
    await field(page, 'contactEmail').fill('anna.admin@bilhuset.example');
    await field(page, 'termsAccepted').check();
    await button(page, 'submit').click();
    await expect(page.getByRole('alert').filter({ hasText: t('sv-SE', 'errors.limitExceeded') })).toBeVisible();
    await expect(money(page, 'price')).toHaveValue('6 000 000');
    await expect(field(page, 'brand')).toHaveValue('Volkswagen');
  });
});

test('a Danish dealer finds a stock car without plates by its VIN and applies in kroner', async ({ page }) => {
  await backendPost('/__test/roles', { email: USERS.mette.email, roles: ['LEASING', 'BUSINESS_FINANCE'] });
  await backendPost('/__test/partner', { organizationNumber: '12345674', onboardedToInventoryFinancing: true });
  const da = 'da-DK';
  try {
    await signIn(page, USERS.mette, APPLY);
    await waitForIslands(page);
    await field(page, 'vin', da).fill('TMBJC9NY4NF123456');
    await field(page, 'mileageKm', da).fill('21000');
    await button(page, 'lookup', da).click();
    await expect(field(page, 'brand', da)).toHaveValue(/Škoda|Skoda/);
    await expect(field(page, 'numberPlate', da)).toHaveValue('');
    await money(page, 'price', da).fill('200.000');
    // DK 15 %: 30 000 exactly.
    await money(page, 'downPayment', da).fill('29.999,99');
    await field(page, 'sellerOrganizationNumber', da).fill('12345674');
    await field(page, 'sellerName', da).fill('Bilcenter ApS');
    await field(page, 'contactName', da).fill('Mette Hansen');
    await field(page, 'contactEmail', da).fill('mette.salg@bilcenter.example');
    await field(page, 'contactPhone', da).fill('20 12 34 56');
    await field(page, 'signatoryPersonalId', da).fill('010190-1234');
    await field(page, 'signatoryName', da).fill('Mads Nielsen');
    await field(page, 'signatoryPhone', da).fill('20 12 34 57');
    await field(page, 'guarantorIsSignatory', da).check();
    await field(page, 'termsAccepted', da).check();
    await button(page, 'submit', da).click();
    await expectFieldMessage(page, 'downPayment', 'downPaymentTooLow', da);
    await expectFieldMessage(page, 'sellerOrganizationNumber', 'sellerIsDealer', da);
    await money(page, 'downPayment', da).fill('30.000');
    await field(page, 'sellerOrganizationNumber', da).fill('31450004');
    await field(page, 'sellerName', da).fill('Jensen Byg ApS');
    await sendAndSeeApproved(page, da);
    await expect(page.getByText('170.000,00 kr.').or(page.getByText('170.000 kr.')).first()).toBeVisible();
  } finally {
    await backendPost('/__test/partner', { organizationNumber: '12345674', onboardedToInventoryFinancing: false });
    await resetUser(USERS.mette.email);
  }
});

// axe runs in the page, so these have JavaScript; the form posts the same way either way.
test.describe('accessibility', () => {
  for (const { locale, user, cookie } of LOCALE_DEALERS) {
    test(`${locale}: the empty-submitted form with its error summary has no serious violation`, async ({ page, context }) => {
      const number = user === USERS.mette ? '12345674' : user === USERS.mikko ? '1234567-1' : '5561234567';
      if (user !== USERS.anna) await backendPost('/__test/roles', { email: user.email, roles: ['LEASING', 'BUSINESS_FINANCE'] });
      await backendPost('/__test/partner', { organizationNumber: number, onboardedToInventoryFinancing: true });
      try {
        await signIn(page, user, '/');
        if (cookie) await context.addCookies([{ name: 'LOCALE', value: cookie, url: new URL(page.url()).origin }]);
        await page.goto(new URL(APPLY, page.url()).href);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        // Sent by the island, as the other forms' accessibility tests do (a press while the island
        // hydrated on a loaded machine was once lost here).
        await waitForIslands(page);
        await button(page, 'submit', locale).click();
        await expect(page.getByRole('alert').filter({ hasText: t(locale, 'errors.notSentTitle') })).toBeVisible();
        await expectNoSeriousViolations(page, `${locale} inventory apply, empty-submitted`);
      } finally {
        if (user !== USERS.anna) {
          await backendPost('/__test/partner', { organizationNumber: number, onboardedToInventoryFinancing: false });
          await resetUser(user.email);
        }
      }
    });
  }
});

test('the same form posted twice makes one lead, a double click posts once, and an edit after a lost answer is kept and said', async ({ page }) => {
  await signIn(page, USERS.anna, APPLY);
  await waitForIslands(page);
  await lookUp(page, 'FYP 905', '61000');
  await money(page, 'price').fill('150 000');
  await money(page, 'downPayment').fill('15 000');
  await fillParties(page);
  const post = () =>
    page.evaluate(async () => {
      const form = document.querySelector('input[name="idempotencyKey"]')!.closest('form')!;
      return (await (await fetch('/_actions/applyInventoryFinancing', { method: 'POST', body: new FormData(form) })).text()).match(
        /\/inventory-financing\/[^"?\\]+\?submitted=1/,
      )?.[0];
    });
  const hrefs = await Promise.all([post(), post()]);
  expect(hrefs[0]).toBeTruthy();
  expect(hrefs[1]).toBe(hrefs[0]);

  // The answer of those sends was lost; the dealer edits and sends: told, edits kept, a new key.
  await money(page, 'downPayment').fill('20 000');
  await button(page, 'submit').click();
  await expect(page.getByRole('alert').filter({ hasText: t('sv-SE', 'errors.changedAfterSend') })).toBeVisible();
  await expect(money(page, 'downPayment')).toHaveValue('20 000');

  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('applyInventory')) sent++;
  });
  await button(page, 'submit').dblclick();
  await expect(page).toHaveURL(/\/inventory-financing\/[^/?]+\?submitted=1/);
  expect(sent).toBe(1);
  expect(new URL(page.url()).pathname).not.toBe(hrefs[0]!.split('?')[0]);
});

test('a dealer not onboarded is told whom to contact instead of the form', async ({ page }) => {
  await backendPost('/__test/partner', { organizationNumber: '5561234567', onboardedToInventoryFinancing: false });
  try {
    await signIn(page, USERS.anna, APPLY);
    await expect(page.getByRole('heading', { level: 2, name: 'Ert företag använder inte lagerfinansiering ännu' })).toBeVisible();
    await expect(button(page, 'submit')).toHaveCount(0);
  } finally {
    await backendPost('/__test/partner', { organizationNumber: '5561234567', onboardedToInventoryFinancing: true });
  }
});

test.describe('the vehicle lookup with JavaScript', () => {
  const LOOKUP_PATH = '/api/inventory-financing/vehicle-lookup';

  /** How many times the page loaded since the call (the lookup should not load it). */
  function countPageLoads(page: Page): () => number {
    let loads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loads++;
    });
    return () => loads;
  }

  test('finds the car in place: the button says it is fetching, the vehicle and the notice appear without a page load, and no URL holds the signatory’s personal id', async ({
    page,
  }) => {
    await signIn(page, USERS.anna, APPLY);
    await waitForIslands(page);
    await field(page, 'signatoryPersonalId').fill(SIGNATORY.personalId);
    await field(page, 'sellerName').fill('Skånebygg Entreprenad AB');
    const loads = countPageLoads(page);
    const requests: { method: string; url: string; body: string | null }[] = [];
    page.on('request', (request) => requests.push({ method: request.method(), url: request.url(), body: request.postData() }));
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${LOOKUP_PATH}`, async (route) => {
      await held;
      await route.continue();
    });

    await lookUp(page, 'mlb52k', '48500');
    const busy = page.getByRole('button', { name: t('sv-SE', 'lookingUp') });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toBeDisabled();
    release();

    const notice = page.getByRole('status').filter({ hasText: t('sv-SE', 'errors.vehicleFound') });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    await expect(button(page, 'lookup')).toBeEnabled();
    await expect(field(page, 'brand')).toHaveValue('Volvo');
    await expect(field(page, 'model')).toHaveValue('XC60');
    await expect(field(page, 'modelYear')).toHaveValue('2023');
    await expect(field(page, 'numberPlate')).toHaveValue('MLB 52K');
    await expect(field(page, 'vatStatus')).toHaveValue('VAT_DEDUCTIBLE');
    await expect(field(page, 'sellerName')).toHaveValue('Skånebygg Entreprenad AB');
    expect(loads()).toBe(0);

    const lookups = requests.filter((request) => request.url.includes(LOOKUP_PATH));
    expect(lookups.map(({ method, url, body }) => ({ method, path: new URL(url).pathname + new URL(url).search, body: JSON.parse(body ?? 'null') }))).toEqual([
      { method: 'POST', path: LOOKUP_PATH, body: { numberPlate: 'mlb52k', vin: '', mileageKm: '48500' } },
    ]);
    const digits = SIGNATORY.personalId.replace(/\D/g, '');
    expect(requests.filter((request) => decodeURIComponent(request.url).replace(/\D/g, '').includes(digits.slice(2)))).toEqual([]);
  });

  test('a plate without a vehicle is told at the field, and a register that is down asks to type the car, without a page load', async ({ page }) => {
    await signIn(page, USERS.anna, APPLY);
    await waitForIslands(page);
    await button(page, 'submit').click();
    const summary = page.getByRole('alert').filter({ hasText: t('sv-SE', 'errors.notSentTitle') });
    await expect(summary).toBeVisible();
    const loads = countPageLoads(page);

    // As after the lookup's post: the send's summary and messages give way to the lookup's.
    await lookUp(page, 'ABC 123', '1000');
    await expectFieldMessage(page, 'numberPlate', 'noVehicle');
    await expect(summary).toHaveCount(0);
    await expect(field(page, 'brand')).not.toHaveAttribute('aria-invalid');
    await expect(field(page, 'numberPlate')).toBeFocused();

    await lookUp(page, 'QBC 123', '');
    await expectFieldMessage(page, 'numberPlate', 'numberPlateInvalid');
    await expectFieldMessage(page, 'mileageKm', 'notEmpty');
    await expect(page.getByText(t('sv-SE', 'errors.noVehicle'))).toHaveCount(0);
    // Focus goes to the first refused field once the answer is on the page; typing on before it
    // got there once sent the mileage into the plate ("ERR 50312000").
    await expect(field(page, 'numberPlate')).toBeFocused();

    await lookUp(page, 'ERR 503', '12000');
    const notice = page.getByRole('status').filter({ hasText: t('sv-SE', 'errors.registerUnavailable') });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    await expect(field(page, 'numberPlate')).not.toHaveAttribute('aria-invalid');
    await expect(field(page, 'mileageKm')).not.toHaveAttribute('aria-invalid');
    await expect(field(page, 'numberPlate')).toHaveAccessibleDescription(t('sv-SE', 'numberPlateHelp').replace('{example}', 'ABC 123'));
    expect(loads()).toBe(0);
  });

  test('when the lookup endpoint cannot be reached, the button posts the form and the car is found as without JavaScript', async ({ page }) => {
    await signIn(page, USERS.anna, APPLY);
    await waitForIslands(page);
    await page.route(`**${LOOKUP_PATH}`, (route) => route.abort('connectionrefused'));
    const loads = countPageLoads(page);
    await lookUp(page, 'mlb52k', '48500');
    await expect(page.getByRole('status').filter({ hasText: t('sv-SE', 'errors.vehicleFound') })).toBeVisible();
    await expect(field(page, 'brand')).toHaveValue('Volvo');
    expect(loads()).toBeGreaterThan(0);
  });
});

test.describe('the daily cost when it cannot be calculated', () => {
  test.afterEach(async () => {
    await backendDelete('/__test/faults');
  });

  test('says “cannot be calculated” where the daily cost stands, not a bare dash, as the dealer types and after Calculate without JavaScript', async ({
    page,
    browser,
  }) => {
    expect((await backendPost('/__test/faults', { path: 'business-finance/daily-cost', status: 503 })).ok).toBe(true);
    const unavailable = t('sv-SE', 'dailyCostUnavailable');
    await signIn(page, USERS.anna, APPLY);
    await waitForIslands(page);
    await money(page, 'price').fill('200000');
    await money(page, 'downPayment').fill('40000');
    await expect(page.getByText(unavailable)).toBeVisible();

    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await context.newPage();
      await signIn(plain, USERS.anna, APPLY);
      await money(plain, 'price').fill('200000');
      await money(plain, 'downPayment').fill('40000');
      await button(plain, 'calculate').click();
      await expect(plain.getByText(unavailable)).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
