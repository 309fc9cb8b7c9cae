// An inventory financing lead's page (issue 11): the car, the terms, the parties; sending the
// agreement gives each signer (signatory and guarantor, or one person in both roles) a signing
// link by SMS, once, with and without JavaScript; each signer's status, and a lost text sent
// again to who has not signed; a financed car offers
// its payment; an unknown lead is a 404 that says so.
import { expect, test } from './fixtures';
import { advanceInventory, applyForInventory, decideInventory, GUARANTOR, inventorySms, SIGNATORY } from './inventory-support';
import { origin, signIn, USERS } from './support';

const details = (id: string) => `${origin('se.localhost')}/inventory-financing/${id}`;
const row = (page: import('@playwright/test').Page, section: string, label: string) =>
  page
    .getByRole('region', { name: section })
    .locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

for (const javaScript of [true, false]) {
  test.describe(`an inventory financing lead ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test('shows the car, terms and parties, and sends the agreement to both signers once', async ({ page }) => {
      const id = await applyForInventory();
      expect(await decideInventory(id)).toBe('APPROVED');
      await signIn(page, USERS.anna, `/inventory-financing/${id}`);
      await expect(row(page, 'Bilen', 'Bil')).toHaveText('Volvo XC60 B4 AWD Core');
      await expect(row(page, 'Bilen', 'Registreringsnummer')).toHaveText('ABC 12A');
      await expect(row(page, 'Finansieringsvillkor', 'Kreditbelopp')).toHaveText('160 000 kr');
      await expect(row(page, 'Finansieringsvillkor', 'Ränta per månad')).toHaveText('0,65 %');
      await expect(row(page, 'Finansieringsvillkor', 'Första betalning')).toHaveText('Sätts vid utbetalningen');
      await expect(row(page, 'Parter', 'Borgensman')).toContainText(GUARANTOR.name);
      await expect(page.getByText(`Firmatecknaren ${SIGNATORY.name} och borgensmannen ${GUARANTOR.name} får var sin signeringslänk med SMS.`)).toBeVisible();

      await page.getByRole('button', { name: 'Skicka avtalet för signering' }).click();
      await expect(page.getByText('Avtalet är skickat. Signeringslänkarna har gått ut med SMS.')).toBeVisible();
      const signing = page.getByRole('region', { name: 'Signering' });
      await expect(signing.getByRole('listitem')).toHaveCount(2);
      await expect(signing.getByText('Väntar på signering')).toHaveCount(2);
      expect((await inventorySms(id)).map((sms) => sms.phone).sort()).toEqual([SIGNATORY.phone, GUARANTOR.phone].sort());
      // Each signer's link, as a loan's and a lease's details show theirs: the one in that signer's SMS.
      for (const person of [SIGNATORY, GUARANTOR]) {
        const link = signing.getByRole('link', { name: `Öppna signeringslänken för ${person.name}` });
        const href = await link.getAttribute('href');
        expect(href).toMatch(/^https?:\/\//);
        expect((await inventorySms(id)).find((sms) => sms.phone === person.phone)!.message).toContain(href!);
      }
      await page.reload();
      await expect(page.getByRole('button', { name: 'Skicka avtalet för signering' })).toHaveCount(0);
      expect(await inventorySms(id)).toHaveLength(2);

      // The signatory signs; the guarantor lost the text and gets the same link again, once.
      expect(await advanceInventory(id)).toBe('SENT_TO_CUSTOMER');
      await page.reload();
      await expect(signing.getByRole('button', { name: `Skicka länken igen till ${SIGNATORY.name}` })).toHaveCount(0);
      await expect(signing.getByRole('link', { name: `Öppna signeringslänken för ${SIGNATORY.name}` })).toHaveCount(0);
      await signing.getByRole('button', { name: `Skicka länken igen till ${GUARANTOR.name}` }).click();
      await expect(page.getByText('Signeringslänken är skickad igen med SMS.')).toBeVisible();
      const texts = await inventorySms(id);
      expect(texts.map((sms) => sms.phone)).toEqual([SIGNATORY.phone, GUARANTOR.phone, GUARANTOR.phone]);
      expect(texts[2]!.message).toBe(texts[1]!.message);
    });
  });
}

test('one signer in both roles gets one SMS; once signed and paid out, the car is financed with its payment dates and a way to pay', async ({ page }) => {
  const id = await applyForInventory({ guarantor: null, guarantorIsSignatory: true });
  await decideInventory(id);
  await signIn(page, USERS.anna, `/inventory-financing/${id}`);
  await expect(row(page, 'Parter', 'Borgensman')).toHaveText('Firmatecknaren går i borgen');
  await page.getByRole('button', { name: 'Skicka avtalet för signering' }).click();
  const signing = page.getByRole('region', { name: 'Signering' });
  await expect(signing.getByRole('listitem')).toHaveCount(1);
  await expect(signing.getByRole('listitem')).toContainText('Firmatecknare, Borgensman');
  expect(await inventorySms(id)).toEqual([expect.objectContaining({ phone: SIGNATORY.phone })]);

  expect(await advanceInventory(id)).toBe('SIGNED');
  expect(await advanceInventory(id)).toBe('PAID_OUT');
  await page.reload();
  await expect(signing.getByText('Signerat')).toBeVisible();
  await expect(row(page, 'Finansieringsvillkor', 'Första betalning')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('link', { name: 'Betala bilen' })).toHaveAttribute('href', `/inventory-financing/${id}/payment`);
});

test('an unknown lead answers 404 and says so', async ({ page }) => {
  await signIn(page, USERS.anna);
  const response = await page.goto(details('no-such-lead'));
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Lagerfinansieringen finns inte eller är inte tillgänglig.')).toBeVisible();
});
