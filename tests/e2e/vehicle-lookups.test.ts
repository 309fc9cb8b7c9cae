// The number-plate lookup beyond inventory financing (issue 25 §2): the leasing application's plate
// and distance fill brand, model and model year from the vehicle register, in place with JavaScript
// and by a post without; the price tag's plate and mileage write its vehicle text (a GET form: the
// plate may be in the address, nothing personal is). An unknown plate is named at the plate, the
// register down says so and the dealer types the vehicle. On the leasing form the company's
// signatory becomes the contact person. Per country where each exists (leasing: anna SE, mikko FI,
// mette DK; the price tag: the same BLANCO dealers), in Finland-Swedish too, with axe.
import type { Locator, Page } from '@playwright/test';
import { text } from './apply-support';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { COUNTRIES, expectNoNumberIn, watchUrls } from './leasing-support';
import { backendDelete, backendPost, origin, signIn, USERS, waitForIslands, type DemoUser } from './support';

type Code = 'SE' | 'FI' | 'DK';

/** A demo car of each country's register (backend/src/vehicles/demo-vehicles.ts) and a valid plate it does not know. */
const CARS: Record<Code, { plate: string; make: string; model: string; year: string; unknown: string }> = {
  SE: { plate: 'mlb52k', make: 'Volvo', model: 'XC60', year: '2023', unknown: 'ABC 123' },
  FI: { plate: 'KMT-482', make: 'Škoda', model: 'Octavia', year: '2021', unknown: 'ABC-123' },
  DK: { plate: 'CV 48213', make: 'Volkswagen', model: 'Passat', year: '2020', unknown: 'AB 12345' },
};

interface Dealer {
  locale: string;
  code: Code;
  user: DemoUser;
  cookie?: string;
}
const DEALERS: Dealer[] = [
  { locale: 'sv-SE', code: 'SE', user: USERS.anna },
  { locale: 'fi-FI', code: 'FI', user: USERS.mikko },
  { locale: 'sv-FI', code: 'FI', user: USERS.mikko, cookie: 'sv-FI' },
  { locale: 'da-DK', code: 'DK', user: USERS.mette },
];

const VEHICLE_FAULT = { path: 'lookup/vehicle', status: 503 };

async function expectFieldMessage(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

async function open(page: Page, dealer: Dealer, path: string): Promise<void> {
  if (dealer.cookie) await page.context().addCookies([{ name: 'LOCALE', value: dealer.cookie, url: origin(dealer.user.host) }]);
  await signIn(page, dealer.user, path);
  await expect(page.locator('html')).toHaveAttribute('lang', dealer.locale);
}

/** Page loads of the main frame from now on (a lookup in place makes none). */
function countPageLoads(page: Page): () => number {
  let loads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads++;
  });
  return () => loads;
}

// ---- the leasing application ----

const leasingField = (page: Page, locale: string, name: string) => page.getByLabel(text(locale, `leasingApply.fields.${name}`), { exact: true });
/** Denmark's plate is optional (a stock car without plates), and says so in its label. */
const leasingPlate = (page: Page, locale: string) => leasingField(page, locale, locale === 'da-DK' ? 'numberPlateOptional' : 'numberPlate');
const leasingStatus = (page: Page, locale: string, key: string) => page.getByRole('status').filter({ hasText: text(locale, `leasingApply.errors.${key}`) });

/** Plate and mileage typed, then the lookup's button, or Enter in one of its two fields. */
async function leasingLookUp(page: Page, locale: string, plate: string, distance: string, enterIn?: 'plate' | 'distanceKm'): Promise<void> {
  await leasingPlate(page, locale).fill(plate);
  await leasingField(page, locale, 'distanceKm').fill(distance);
  if (enterIn === 'plate') await leasingPlate(page, locale).press('Enter');
  else if (enterIn) await leasingField(page, locale, enterIn).press('Enter');
  else await page.getByRole('button', { name: text(locale, 'leasingApply.vehicleLookup'), exact: true }).click();
}

async function expectLeasingVehicle(page: Page, locale: string, code: Code): Promise<void> {
  await expect(leasingField(page, locale, 'brand')).toHaveValue(CARS[code].make);
  await expect(leasingField(page, locale, 'model')).toHaveValue(CARS[code].model);
  await expect(leasingField(page, locale, 'year')).toHaveValue(CARS[code].year);
  await expect(leasingStatus(page, locale, 'vehicleFound')).toBeVisible();
}

/** Each country's demo company (leasing-support.ts, backend/README.md). */
const COMPANIES: Record<Code, (typeof COUNTRIES)[number]['company']> = { SE: COUNTRIES[0]!.company, FI: COUNTRIES[1]!.company, DK: COUNTRIES[2]!.company };

/** The company found by its number, then its signatory taken as the contact person. */
async function takeSignatory(page: Page, locale: string, code: Code, enter = false): Promise<string> {
  const company = COMPANIES[code];
  await leasingField(page, locale, 'organizationNumber').fill(company.number);
  if (enter) await leasingField(page, locale, 'organizationNumber').press('Enter');
  else await page.getByRole('button', { name: text(locale, 'leasingApply.lookup'), exact: true }).click();
  const box = page.getByRole('region', { name: text(locale, 'leasingApply.company.title') });
  await expect(box).toContainText(company.signatory);
  await box.getByRole('button', { name: text(locale, 'leasingApply.company.useSignatory') }).click();
  await expect(leasingField(page, locale, 'contactName')).toHaveValue(company.signatory);
  return company.signatory;
}

for (const dealer of DEALERS) {
  const { locale, code } = dealer;
  test(`${locale}: the leasing application's plate lookup fills the vehicle in place and names an unknown plate; the signatory becomes the contact person; Enter in the plate, the mileage or the organisation number looks up and never sends the application`, async ({
    page,
  }) => {
    await open(page, dealer, '/leasing/apply');
    await waitForIslands(page);
    const urls = watchUrls(page);
    const loads = countPageLoads(page);

    await leasingLookUp(page, locale, CARS[code].unknown, '1000', 'plate');
    await expectFieldMessage(leasingPlate(page, locale), text(locale, 'leasingApply.errors.noVehicle'));
    await expect(leasingPlate(page, locale)).toBeFocused();

    await leasingLookUp(page, locale, CARS[code].plate, '121500', 'distanceKm');
    await expectLeasingVehicle(page, locale, code);
    await expect(leasingStatus(page, locale, 'vehicleFound')).toBeFocused();
    await expect(leasingPlate(page, locale)).not.toHaveAttribute('aria-invalid');
    await expect(leasingField(page, locale, 'distanceKm')).toHaveValue('121500');

    const signatory = await takeSignatory(page, locale, code, true);
    // No Enter sent the application: it was never refused for its empty fields.
    await expect(page.getByRole('alert').filter({ hasText: text(locale, 'leasingApply.errors.notSentTitle') })).toHaveCount(0);
    await expect(leasingField(page, locale, 'contactName')).toBeFocused();
    // The dealer changes what was filled in.
    await leasingField(page, locale, 'contactName').fill(`${signatory} Jr`);
    await expect(leasingField(page, locale, 'contactName')).toHaveValue(`${signatory} Jr`);
    await expectNoSeriousViolations(page, `${locale} the leasing application with the vehicle and the company found`);
    expect(loads()).toBe(0);
    expectNoNumberIn(urls);
  });
}

test('sv-SE: the vehicle register down, the leasing application says so and the dealer types the vehicle', async ({ page }) => {
  await signIn(page, USERS.anna, '/leasing/apply');
  await waitForIslands(page);
  await backendPost('/__test/faults', VEHICLE_FAULT);
  try {
    await leasingLookUp(page, 'sv-SE', CARS.SE.plate, '50000');
    const notice = leasingStatus(page, 'sv-SE', 'registerUnavailable');
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    await expect(leasingField(page, 'sv-SE', 'brand')).toHaveValue('');
    await leasingField(page, 'sv-SE', 'brand').fill('Volvo');
    await expect(leasingField(page, 'sv-SE', 'brand')).toHaveValue('Volvo');
  } finally {
    await backendDelete('/__test/faults');
  }
});

// ---- the price tag ----

const tagField = (page: Page, locale: string, name: string) => page.getByLabel(text(locale, `priceTag.fields.${name}`), { exact: true });
const tagStatus = (page: Page, locale: string, key: string) => page.getByRole('status').filter({ hasText: text(locale, `priceTag.vehicleLookup.${key}`) });
/** A field whose label names the currency: the words before it. */
const tagAmount = (page: Page, locale: string, name: string) => page.getByLabel(new RegExp(`^${text(locale, `priceTag.fields.${name}`).split(' (')[0]}`));
const TAGS: Record<Code, { cashPrice: string; downPayment: string; term: string; rate: string }> = {
  SE: { cashPrice: '189900', downPayment: '39900', term: '72', rate: '6.95' },
  FI: { cashPrice: '24500', downPayment: '4500', term: '60', rate: '7.9' },
  DK: { cashPrice: '229000', downPayment: '29000', term: '84', rate: '7.95' },
};

async function tagLookUp(page: Page, locale: string, plate: string, mileage: string): Promise<void> {
  await tagField(page, locale, 'numberPlate').fill(plate);
  await tagField(page, locale, 'mileageKm').fill(mileage);
  await page.getByRole('button', { name: text(locale, 'priceTag.vehicleLookup.lookup'), exact: true }).click();
}

const vehicleText = (code: Code) => new RegExp(`^${CARS[code].make} ${CARS[code].model} .*${CARS[code].year}, \\S+`);

for (const dealer of DEALERS) {
  const { locale, code } = dealer;
  test(`${locale}: the price tag's plate lookup writes the vehicle text in place (no page load), names an unknown plate, and the tag shows it`, async ({
    page,
  }) => {
    await open(page, dealer, '/price-tag');
    await tagField(page, locale, 'heading').fill('Veckans bil');
    // The page is never loaded again: a marker set now is still there after both lookups.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await tagLookUp(page, locale, CARS[code].unknown, '1000');
    await expectFieldMessage(tagField(page, locale, 'numberPlate'), text(locale, 'priceTag.vehicleLookup.noVehicle'));
    await expect(tagField(page, locale, 'numberPlate')).toBeFocused();
    await expect(tagField(page, locale, 'heading')).toHaveValue('Veckans bil');
    await expectNoSeriousViolations(page, `${locale} /price-tag with no vehicle for the plate`);

    await tagLookUp(page, locale, CARS[code].plate, '121500');
    const vehicle = tagField(page, locale, 'vehicle');
    await expect(vehicle).toHaveValue(vehicleText(code));
    await expect(vehicle).toBeFocused();
    await expect(tagStatus(page, locale, 'vehicleFound')).toBeVisible();
    await expect(tagField(page, locale, 'numberPlate')).not.toHaveAttribute('aria-invalid');
    // A plate names a car, not a person: the address holds the plate and the mileage, and the texts typed on the tag.
    expect(new URL(page.url()).searchParams.get('intent')).toBe('lookupVehicle');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expectNoSeriousViolations(page, `${locale} /price-tag with the vehicle found`);

    const written = await vehicle.inputValue();
    const tag = TAGS[code];
    await tagAmount(page, locale, 'cashPrice').fill(tag.cashPrice);
    await tagAmount(page, locale, 'downPayment').fill(tag.downPayment);
    await tagField(page, locale, 'term').selectOption(tag.term);
    await tagField(page, locale, 'interestRate').selectOption(tag.rate);
    await page.getByRole('button', { name: text(locale, 'priceTag.show') }).click();
    await expect(page.getByTestId('monthly-cost')).toBeVisible();
    await expect(page.getByRole('region', { name: text(locale, 'priceTag.previewHeading') })).toContainText(written);
  });
}

test('sv-SE: the vehicle register down, the price tag says so and the dealer types the vehicle text', async ({ page }) => {
  await signIn(page, USERS.anna, '/price-tag');
  await backendPost('/__test/faults', VEHICLE_FAULT);
  try {
    await tagLookUp(page, 'sv-SE', CARS.SE.plate, '50000');
    await expect(tagStatus(page, 'sv-SE', 'registerUnavailable')).toBeVisible();
    const vehicle = tagField(page, 'sv-SE', 'vehicle');
    await expect(vehicle).toBeFocused();
    await expect(vehicle).toHaveValue('');
    await vehicle.fill('Volvo XC60 2023, 50 000 km');
    await expect(vehicle).toHaveValue('Volvo XC60 2023, 50 000 km');
  } finally {
    await backendDelete('/__test/faults');
  }
});

// ---- without JavaScript ----

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sv-SE: Enter sends the leasing application; the lookup buttons post and the page comes back with the vehicle, the company and its signatory as the contact person', async ({
    page,
  }) => {
    const urls = watchUrls(page);
    await signIn(page, USERS.anna, '/leasing/apply');
    // Enter in a field is the form's send (its first, hidden, button), not a lookup.
    await leasingField(page, 'sv-SE', 'brand').fill('Saab');
    await leasingField(page, 'sv-SE', 'brand').press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: text('sv-SE', 'leasingApply.errors.notSentTitle') })).toBeVisible();
    await expect(leasingStatus(page, 'sv-SE', 'vehicleFound')).toHaveCount(0);
    await expect(leasingStatus(page, 'sv-SE', 'registerUnavailable')).toHaveCount(0);
    await expect(leasingField(page, 'sv-SE', 'brand')).toHaveValue('Saab');

    await leasingField(page, 'sv-SE', 'email').fill('kontakt@example.com');
    await leasingLookUp(page, 'sv-SE', CARS.SE.unknown, '1000');
    await expectFieldMessage(leasingPlate(page, 'sv-SE'), text('sv-SE', 'leasingApply.errors.noVehicle'));

    await leasingLookUp(page, 'sv-SE', CARS.SE.plate, '51000');
    await expectLeasingVehicle(page, 'sv-SE', 'SE');
    await expect(leasingPlate(page, 'sv-SE')).toHaveValue('MLB 52K');
    await expect(leasingField(page, 'sv-SE', 'email')).toHaveValue('kontakt@example.com');

    await takeSignatory(page, 'sv-SE', 'SE');
    await expect(leasingField(page, 'sv-SE', 'brand')).toHaveValue(CARS.SE.make);
    await expect(leasingField(page, 'sv-SE', 'email')).toHaveValue('kontakt@example.com');

    await backendPost('/__test/faults', VEHICLE_FAULT);
    try {
      await leasingLookUp(page, 'sv-SE', 'DJU 318', '90000');
      await expect(leasingStatus(page, 'sv-SE', 'registerUnavailable')).toBeVisible();
      // The company found stays, and so does the vehicle typed or found before.
      await expect(page.getByRole('region', { name: text('sv-SE', 'leasingApply.company.title') })).toBeVisible();
      await expect(leasingField(page, 'sv-SE', 'brand')).toHaveValue(CARS.SE.make);
    } finally {
      await backendDelete('/__test/faults');
    }
    expectNoNumberIn(urls);
  });

  test('sv-SE: Enter shows the price tag; the lookup button writes the vehicle text, names an unknown plate, and says when the register is down', async ({
    page,
  }) => {
    await signIn(page, USERS.anna, '/price-tag');
    await tagField(page, 'sv-SE', 'heading').fill('Veckans bil');
    await tagField(page, 'sv-SE', 'heading').press('Enter');
    await expect(page.getByRole('alert')).toHaveText(text('sv-SE', 'priceTag.errors.summary'));
    await expect(tagStatus(page, 'sv-SE', 'vehicleFound')).toHaveCount(0);
    await expect(tagStatus(page, 'sv-SE', 'registerUnavailable')).toHaveCount(0);

    await tagLookUp(page, 'sv-SE', CARS.SE.unknown, '1000');
    await expectFieldMessage(tagField(page, 'sv-SE', 'numberPlate'), text('sv-SE', 'priceTag.vehicleLookup.noVehicle'));
    await expect(page.getByRole('alert')).toHaveCount(0);

    await tagLookUp(page, 'sv-SE', CARS.SE.plate, '51000');
    await expect(tagField(page, 'sv-SE', 'vehicle')).toHaveValue(vehicleText('SE'));
    await expect(tagStatus(page, 'sv-SE', 'vehicleFound')).toBeVisible();
    await expect(tagField(page, 'sv-SE', 'heading')).toHaveValue('Veckans bil');

    await backendPost('/__test/faults', VEHICLE_FAULT);
    try {
      await tagLookUp(page, 'sv-SE', CARS.SE.plate, '51000');
      await expect(tagStatus(page, 'sv-SE', 'registerUnavailable')).toBeVisible();
    } finally {
      await backendDelete('/__test/faults');
    }
  });
});
