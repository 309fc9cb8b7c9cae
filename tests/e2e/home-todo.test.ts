// Home's to-do list in each country: a lease approved, a loan waiting for documents and a
// contract unsigned for three days each appear at the top of Home, open at the lead's next step,
// and are gone once the dealer has done what they ask. On a stack of its own, so the other tests'
// applications for the same dealers do not crowd the list, and where Home keeps its to-do for 3 s
// (30 s in production): what the dealer posts clears it at once, the lender's changes show after.
import type { Page } from '@playwright/test';
import { OUTCOME_IDS, type Country } from '../support/blanco-bodies';
import { text } from './apply-support';
import { expectNoSeriousViolations } from './axe';
import { advanceLead, applyForLoan, decideLead } from './blanco-support';
import { useOwnStack } from './own-stack';
import { expect, test } from './fixtures';
import { applyForLeasing, decideLeasing, leasingSms, OUTCOME_COMPANIES, type Locale } from './leasing-support';
import { financeCar, invoicePaymentArrives } from './inventory-support';
import { backendPost, origin, partnerApiToken, resetUser, signIn, USERS, type DemoUser } from './support';

const DEALERS: { locale: Locale; country: Country; user: DemoUser; organizationNumber: string; maxDays: number }[] = [
  { locale: 'sv-SE', country: 'se', user: USERS.anna, organizationNumber: '5561234567', maxDays: 180 },
  { locale: 'fi-FI', country: 'fi', user: USERS.mikko, organizationNumber: '1234567-1', maxDays: 180 },
  { locale: 'da-DK', country: 'dk', user: USERS.mette, organizationNumber: '12345674', maxDays: 150 },
];

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const ownStack = useOwnStack('home-todo', {
  testRoutes: true,
  workerVars: { FLAG_CACHE_MS: '0', SHARED_CACHE_MS: '3000' },
  rateLimits: { SIGN_IN_LIMITER: 100_000, POST_LIMITER: 100_000 },
  backendEnv: {
    LENDER_POLL_MS: '1500',
    PROCESSING_DECIDE_MS: '600000',
    SIGNING_DELAY_MS: '600000',
    PAYOUT_DELAY_MS: '600000',
    SECOND_CHANCE_STEP_MS: '600000',
  },
});

const todoOf = (page: Page, locale: Locale | 'sv-FI') => page.getByRole('region', { name: text(locale, 'home.todo.heading') });
const itemOf = (page: Page, locale: Locale | 'sv-FI', reference: string) =>
  todoOf(page, locale)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: reference, exact: true }) });

/** Back on Home (the brand link), where the to-do list is the first block. */
async function home(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function textsSentDaysAgo(product: 'leads' | 'leasing/leads', leadId: string, days: number): Promise<void> {
  const response = await fetch(`${ownStack().backendUrl}/__test/${product}/${encodeURIComponent(leadId)}/texts-sent-days-ago`, {
    method: 'POST',
    body: JSON.stringify({ days }),
  });
  expect(response.status).toBe(204);
}

for (const { locale, country, user } of DEALERS) {
  test(`${locale}: an approved lease, a loan waiting for documents and a contract unsigned for three days are on Home until done`, async ({ page }) => {
    test.setTimeout(90_000);
    const lease = await applyForLeasing(user, country, OUTCOME_COMPANIES[locale].APPROVED);
    expect(await decideLeasing(lease.id)).toBe('APPROVED');
    const loan = await applyForLoan(user, country, OUTCOME_IDS[country].SUPPLEMENT);
    expect((await decideLead(loan.id)).status).toBe('SUPPLEMENT');

    await signIn(page, user);
    const todo = todoOf(page, locale);
    await expect(todo).toBeVisible();
    await expect(itemOf(page, locale, lease.reference)).toContainText(text(locale, 'home.todo.sendContract'));
    await expect(itemOf(page, locale, loan.reference)).toContainText(text(locale, 'home.todo.supplement'));
    // The counts per kind come first: contracts to send among them (the lease's, and the seeded ones).
    const counted = (key: string) =>
      new RegExp(
        ['one', 'other']
          .map((form) =>
            text(locale, `home.todo.kinds.${key}.${form}`)
              .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
              .replace('{count}', '\\d+'),
          )
          .join('|'),
      );
    await expect(todo.getByRole('list', { name: text(locale, 'home.todo.byKind') })).toContainText(counted('sendContract'));
    // "Bara mina": the dealer's own applications stay, and the choice is the page's.
    await todo.getByRole('link', { name: text(locale, 'home.todo.mine') }).click();
    await expect(todoOf(page, locale).getByRole('link', { name: text(locale, 'home.todo.mine') })).toHaveAttribute('aria-current', 'page');
    await expect(itemOf(page, locale, lease.reference)).toBeVisible();
    await expect(itemOf(page, locale, loan.reference)).toBeVisible();
    await todoOf(page, locale)
      .getByRole('link', { name: text(locale, 'home.todo.all') })
      .click();
    await expect(todoOf(page, locale).getByRole('link', { name: text(locale, 'home.todo.all') })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousViolations(page, `${locale} Home with its to-do list`);

    // The lease opens at its next step, where the contract is sent; then it is off the list.
    await itemOf(page, locale, lease.reference).getByRole('link', { name: lease.reference }).click();
    await expect(page).toHaveURL(new RegExp(`/leasing/${lease.id}#next-step$`));
    await page.getByRole('button', { name: text(locale, 'leasing.details.sendContract') }).click();
    await expect(page.getByRole('status').filter({ hasText: text(locale, 'leasing.details.done.contractSent') })).toBeVisible();
    await home(page);
    await expect(itemOf(page, locale, lease.reference)).toHaveCount(0);

    // The loan's documents are uploaded at its next step; then it is off the list.
    await itemOf(page, locale, loan.reference).getByRole('link', { name: loan.reference }).click();
    await expect(page).toHaveURL(new RegExp(`/blanco/${loan.id}#next-step$`));
    await page
      .getByLabel(text(locale, 'blanco.documents.file'), { exact: true })
      .setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByLabel(text(locale, 'blanco.documents.description'), { exact: true }).fill('Payslip');
    await page.getByRole('button', { name: text(locale, 'blanco.documents.upload') }).click();
    await expect(page.getByRole('status').filter({ hasText: text(locale, 'blanco.documents.outcome.ok') })).toBeVisible();
    await home(page);
    await expect(itemOf(page, locale, loan.reference)).toHaveCount(0);

    // Three days later the lease's customer has still not signed: Home reminds, and the same link goes again.
    // Dated back behind the portal's back, as a customer's silence is: Home sees it once its kept list is 3 s old.
    await textsSentDaysAgo('leasing/leads', lease.id, 3);
    const reminder = itemOf(page, locale, lease.reference);
    await expect(async () => {
      await page.reload();
      await expect(reminder).toContainText(text(locale, 'home.todo.unsigned.other').replace('{count}', '3'), { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await reminder.getByRole('link', { name: lease.reference }).click();
    await page.getByRole('button', { name: text(locale, 'leads.resendLink.label') }).click();
    await expect(page.getByRole('status').filter({ hasText: text(locale, 'leads.resendLink.done') })).toBeVisible();
    const texts = await leasingSms(lease.id);
    expect(texts).toHaveLength(2);
    expect(texts[1]!.message).toBe(texts[0]!.message);
    await home(page);
    await expect(itemOf(page, locale, lease.reference)).toHaveCount(0);
  });
}

test('a source that cannot be loaded is named in the list, the other sources’ items still show', async ({ page }) => {
  const lease = await applyForLeasing(USERS.anna, 'se', OUTCOME_COMPANIES['sv-SE'].APPROVED);
  expect(await decideLeasing(lease.id)).toBe('APPROVED');
  for (const path of ['blanco/leads/query', 'market/purchases']) {
    expect(
      (
        await fetch(`${ownStack().backendUrl}/__test/faults`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ path, status: 500 }),
        })
      ).status,
    ).toBe(204);
  }
  try {
    await signIn(page, USERS.anna);
    const alerts = todoOf(page, 'sv-SE').getByRole('alert');
    // The loans' two sources (their waiting leads and their second chances) and the purchases, each named.
    for (const key of ['home.blancoUnavailable', 'home.todo.unavailable.secondChance', 'home.todo.unavailable.pickUps']) {
      await expect(alerts.filter({ hasText: text('sv-SE', key) })).toHaveCount(1);
    }
    await expect(alerts).toHaveCount(3);
    await expect(itemOf(page, 'sv-SE', lease.reference)).toBeVisible();
  } finally {
    await fetch(`${ownStack().backendUrl}/__test/faults`, { method: 'DELETE' });
  }
});

test('a dealer with nothing waiting is told so', async ({ page }) => {
  // erik has loans only; every seeded dealer has some waiting, so the API answers him an empty page.
  const empty = { content: [], page: 0, size: 100, totalElements: 0, totalPages: 0 };
  expect(
    (
      await fetch(`${ownStack().backendUrl}/__test/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: 'blanco/leads/query', answer: empty }),
      })
    ).status,
  ).toBe(204);
  try {
    await signIn(page, USERS.erik);
    await expect(todoOf(page, 'sv-SE')).toContainText(text('sv-SE', 'home.todo.nothing'));
    await expect(todoOf(page, 'sv-SE').getByRole('listitem')).toHaveCount(0);
  } finally {
    await fetch(`${ownStack().backendUrl}/__test/faults`, { method: 'DELETE' });
  }
});

/** The loan's second chance referred through the Partner API, then moved on by the partner lender `steps` times. */
async function secondChanceOffers(user: DemoUser, country: Country): Promise<{ id: string; reference: string }> {
  const loan = await applyForLoan(user, country, OUTCOME_IDS[country].DENIED);
  expect((await decideLead(loan.id)).status).toBe('DENIED');
  const referred = await fetch(`${ownStack().backendUrl}/api/${country}/blanco/v2/sambla-application/${encodeURIComponent(loan.id)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await partnerApiToken(user)}` },
  });
  expect(referred.ok).toBe(true);
  expect((await advanceLead(loan.id)).secondChancePhase).toBe('PROCESSING');
  expect((await advanceLead(loan.id)).secondChancePhase).toBe('OFFERS_RECEIVED');
  return loan;
}

/** A car of another dealer of the country, bought by `user` through the Partner API. */
async function boughtCar(user: DemoUser, country: Country, make: string): Promise<{ id: string; reference: string; city: string }> {
  const ad = await backendPost('/__test/market/ads', {
    country: country.toUpperCase(),
    make,
    model: 'V90',
    variant: 'E2E',
    modelYear: 2022,
    distanceKm: 45_000,
    price: 250_000,
    vatStatus: 'VAT_DEDUCTIBLE',
  });
  expect(ad.status).toBe(201);
  const { id: adId } = (await ad.json()) as { id: string };
  const bought = await fetch(`${ownStack().backendUrl}/api/${country}/market/ads/${encodeURIComponent(adId)}/purchase`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await partnerApiToken(user)}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ termsAccepted: true }),
  });
  expect(bought.status).toBe(201);
  const purchase = (await bought.json()) as { id: string; reference: string; nextSteps: { pickUpCity: string } };
  return { id: purchase.id, reference: purchase.reference, city: purchase.nextSteps.pickUpCity };
}

/** Home, reloaded until the lender's change shows: Home keeps its to-do 3 s on this stack. */
async function untilHomeShows(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(`${new URL(page.url()).origin}/`);
    await check();
  }).toPass({ timeout: 12_000 });
}

for (const { locale, country, user, organizationNumber, maxDays } of DEALERS) {
  test(`${locale}: second-chance offers, a stock car 30 days from its maximum and a car to pick up are on Home until done`, async ({ page }) => {
    test.setTimeout(120_000);
    await backendPost('/__test/roles', { email: user.email, roles: ['BLANCO', 'LEASING', 'BUSINESS_FINANCE', 'MARKET_PLACE'] });
    await backendPost('/__test/partner', { organizationNumber, onboardedToInventoryFinancing: true });
    try {
      const loan = await secondChanceOffers(user, country);
      const carId = await financeCar(country === 'dk' ? 200_000 : 30_000, user);
      expect((await backendPost(`/__test/business-finance/leads/${encodeURIComponent(carId)}/backdate`, { days: maxDays - 30 })).status).toBe(204);
      const purchase = await boughtCar(user, country, `Pickup${locale}`);

      await signIn(page, user);
      await expect(itemOf(page, locale, loan.reference)).toContainText(text(locale, 'home.todo.secondChanceOffers'));
      const used = text(locale, 'home.todo.nearMaxDays.other')
        .replace('{used}', String(maxDays - 30))
        .replace('{count}', String(maxDays));
      const car = todoOf(page, locale)
        .getByRole('listitem')
        .filter({ hasText: used.slice(0, used.indexOf('{amount}')) });
      await expect(car).toHaveCount(1);
      await expect(itemOf(page, locale, purchase.reference)).toContainText(text(locale, 'home.todo.pickUp').replace('{city}', purchase.city));
      // The car nearest its maximum comes first.
      await expect(
        todoOf(page, locale)
          .getByRole('list', { name: text(locale, 'home.todo.heading') })
          .getByRole('listitem')
          .first(),
      ).toContainText(used.slice(0, used.indexOf('{amount}')));
      await expectNoSeriousViolations(page, `${locale} Home with offers, a car near its maximum and a pick-up`);
      if (locale === 'fi-FI') {
        // The same Home in Finland-Swedish.
        await page.context().addCookies([{ name: 'LOCALE', value: 'sv-FI', url: origin(user.host) }]);
        await page.reload();
        await expect(itemOf(page, 'sv-FI', loan.reference)).toContainText(text('sv-FI', 'home.todo.secondChanceOffers'));
        await expectNoSeriousViolations(page, 'sv-FI Home with offers, a car near its maximum and a pick-up');
        await page.context().clearCookies({ name: 'LOCALE' });
        await page.reload();
      }

      // The pick-up: the purchase opens at it, the dealer says the car is picked up, and it is off the list.
      await itemOf(page, locale, purchase.reference).getByRole('link', { name: purchase.reference }).click();
      await expect(page).toHaveURL(new RegExp(`/marketplace/purchases/${purchase.id}#pick-up$`));
      await page.getByRole('button', { name: text(locale, 'marketPlace.purchases.markPickedUp') }).click();
      await expect(page.getByRole('region', { name: text(locale, 'marketPlace.purchases.pickUpHeading') })).toContainText(
        text(locale, 'marketPlace.purchases.pickedUp').split(' ')[0]!,
      );
      await home(page);
      await expect(itemOf(page, locale, purchase.reference)).toHaveCount(0);

      // The car: it opens at its payment, which asks what Home said paying now costs; paid off by
      // invoice, once the money is in it is off the list.
      const said = (await car.textContent())!;
      // The amount stands where the text has {amount}: after "… kostar" in Swedish, before "at indfri bilen nu" in Danish.
      const [beforeAmount, afterAmount] = used.split('{amount}') as [string, string];
      const payNow = said.slice(said.indexOf(beforeAmount) + beforeAmount.length, afterAmount ? said.lastIndexOf(afterAmount) : undefined).trim();
      expect(payNow).toMatch(/\d/);
      await car.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/inventory-financing/${carId}/payment$`));
      await expect(page.getByRole('main')).toContainText(payNow);
      await page.getByRole('radio', { name: new RegExp(`^${text(locale, 'inventoryFinancing.payment.byInvoice')}`) }).check();
      await page.getByRole('button', { name: text(locale, 'inventoryFinancing.payment.continue') }).click();
      const pdf = await page.getByRole('link', { name: text(locale, 'inventoryFinancing.payment.downloadPdf') }).getAttribute('href');
      await invoicePaymentArrives(pdf!.split('/')[4]!);
      await untilHomeShows(page, () => expect(car).toHaveCount(0, { timeout: 500 }));

      // The offers: the loan opens at its second chance; once the customer has chosen one, it is off the list.
      await itemOf(page, locale, loan.reference).getByRole('link', { name: loan.reference }).click();
      await expect(page).toHaveURL(new RegExp(`/blanco/${loan.id}#second-chance-heading$`));
      await expect(page.getByRole('heading', { name: text(locale, 'blanco.secondChance.title') })).toBeVisible();
      expect((await advanceLead(loan.id)).secondChancePhase).toBe('AWAITING_SIGNATURE');
      await untilHomeShows(page, () => expect(itemOf(page, locale, loan.reference)).toHaveCount(0, { timeout: 500 }));
    } finally {
      await backendPost('/__test/partner', { organizationNumber, onboardedToInventoryFinancing: user === USERS.anna });
      await resetUser(user.email);
    }
  });
}
