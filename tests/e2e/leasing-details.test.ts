import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { controlBackend } from './control';
import { advanceLeasing, applyForLeasing, LEASING_COMPANIES, leasingSms } from './leasing-support';
import { origin, signIn, USERS } from './support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** The value of a labelled row in a titled section of the details page. */
function value(page: Page, section: string, label: string) {
  return (
    page
      .getByRole('region', { name: section, exact: true })
      .locator('div')
      // Intl writes "25 %" with a no-break space: any space in the label matches any.
      .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&').replace(/ /g, '\\s')}$`) }) })
      .getByRole('definition')
  );
}

async function expectRows(page: Page, section: string, rows: Record<string, string | RegExp>): Promise<void> {
  for (const [label, text] of Object.entries(rows)) await expect(value(page, section, label), label).toHaveText(text);
}

test.describe('a lease approved for Skånebygg, followed without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('anna sends the contract, the contact person gets the link by SMS once, and the page follows it to signed and paid out with commission', async ({
    page,
  }) => {
    const id = 'seed-le-se-001';
    await signIn(page, USERS.anna, `/leasing/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^LE-\d{6}$/);
    await expect(page.getByText('Beviljad', { exact: true })).toBeVisible();
    // The next step comes first and carries the action.
    const step = page.getByRole('region', { name: 'Nästa steg' });
    await expect(step.getByText('Leasingen är beviljad. Gå igenom villkoren med kunden och skicka avtalet för signering.')).toBeVisible();
    await expect(step.getByText('Avtalet skickas med SMS till Anders Johansson på 070-965 41 16 för signering.', { exact: false })).toBeVisible();
    expect(await page.locator('main section').first().getAttribute('id')).toBe('next-step');

    await expectRows(page, 'Fordonet', {
      Märke: 'Volvo',
      Modell: 'XC60 T6 Recharge',
      Årsmodell: '2025',
      Registreringsnummer: 'DMF 53W',
      Mätarställning: '33 000 km',
    });
    await expectRows(page, 'Kunden', { Företagsnamn: 'Skånebygg Entreprenad AB', Organisationsnummer: '556789-0107', Företagsform: 'Företag' });
    await expectRows(page, 'Kontaktperson', { Namn: 'Anders Johansson', 'E-post': 'anders.johansson@example.com', Mobilnummer: '070-965 41 16' });
    await expectRows(page, 'Leasingavtalet', {
      'Pris exkl. moms': '535 000 kr',
      'Förhöjd första hyra exkl. moms': '70 000 kr',
      'Restvärde exkl. moms': '225 000 kr',
      Avtalstid: '36 månader',
      Ränta: '5,95 %',
      'Månadshyra exkl. moms': '8 411,45 kr',
      'Moms 25 %': '2 102,86 kr',
      'Månadshyra inkl. moms': '10 514,31 kr',
      'Avdragsgill moms (50 %)': '1 051,43 kr',
    });
    await expect(page.getByText('Företaget får dra av hälften av momsen på leasinghyran för en personbil', { exact: false })).toBeVisible();
    await expectRows(page, 'Ansökan', {
      Anläggning: /^Bilhuset Syd (Malmö|Lund)$/,
      'Skapad av': 'Anna Andersson',
      'Avtal signerat': 'Nej',
      Skapad: /^\d{4}-\d\d-\d\d kl\.\s\d\d:\d\d$/,
    });

    await step.getByRole('button', { name: 'Skicka avtalet till kunden' }).click();
    // Done without JavaScript: redirected back to the page (303), so a reload sends nothing again;
    // what was done is said on the page, never carried in its address.
    await expect(page).toHaveURL(new RegExp(`/leasing/${id}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Avtalet är skickat till kontaktpersonen med SMS.' })).toBeVisible();
    await expect(page.getByText('Väntar på kundens signering', { exact: true })).toBeVisible();
    await expect(step.getByText('Avtalet är skickat. Vi väntar på att kunden signerar med länken i SMS:et.')).toBeVisible();
    await expect(step.getByRole('button', { name: 'Skicka avtalet till kunden' })).toHaveCount(0);
    await page.reload();

    const sms = await leasingSms(id);
    expect(sms).toHaveLength(1);
    const link = await step.getByRole('link', { name: 'Öppna signeringslänken' }).getAttribute('href');
    expect(link).toMatch(/\/sign\/[\w-]+$/);
    expect(sms[0]!.message).toContain(link!);
    expect(sms[0]!.phone.replace(/\D/g, '')).toBe('46709654116');

    expect(await advanceLeasing(id)).toBe('SIGNED');
    await page.goto(`${origin('se.localhost')}/leasing/${id}`);
    await expect(page.getByText('Signerad', { exact: true })).toBeVisible();
    await expect(step.getByText('Kunden har signerat. Vi betalar bilens pris till er inom kort, och sedan kan bilen lämnas ut.')).toBeVisible();
    await expect(value(page, 'Ansökan', 'Avtal signerat')).toHaveText('Ja');
    await expect(page.getByRole('region', { name: 'Din ersättning' })).toHaveCount(0);

    expect(await advanceLeasing(id)).toBe('PAID_OUT');
    await page.reload();
    await expect(page.getByText('Utbetald', { exact: true })).toBeVisible();
    await expect(step.getByText('Bilen är betald till er och leasingavtalet har börjat löpa. Din provision står nedan.')).toBeVisible();
    // 1.2 % of 535 000 kr, and the price / 100 in points.
    await expectRows(page, 'Din ersättning', { Provision: '6 420 kr', 'Intjänade poäng': '5 350 p' });
    expect(await leasingSms(id)).toHaveLength(1);
  });

  test('anna uploads a PDF with a description to the lease and downloads it under its name', async ({ page }) => {
    await signIn(page, USERS.anna, '/leasing/seed-le-se-001');
    const documents = page.getByRole('region', { name: 'Dokument' });
    await expect(documents.getByText('Inga dokument ännu.')).toBeVisible();
    await documents.getByLabel('Fil', { exact: true }).setInputFiles({ name: 'korkort.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await documents.getByLabel('Beskrivning').fill('Körkort');
    await documents.getByRole('button', { name: 'Ladda upp' }).click();
    await expect(page.getByRole('alert')).toHaveText('Filtypen stöds inte. Ladda upp en PDF, PNG eller JPEG.');

    await documents.getByLabel('Fil', { exact: true }).setInputFiles({ name: 'leveransbevis.pdf', mimeType: 'application/pdf', buffer: PDF });
    await documents.getByLabel('Beskrivning').fill('Leveransbevis');
    await documents.getByRole('button', { name: 'Ladda upp' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Dokumentet är uppladdat.' })).toBeVisible();
    const link = documents.getByRole('link', { name: 'leveransbevis.pdf' });
    await expect(link).toHaveAttribute('href', /^\/api\/leasing\/leads\/seed-le-se-001\/documents\/[^/]+$/);
    await expect(documents.getByText(/– Leveransbevis$/)).toBeVisible();
    const download = page.waitForEvent('download');
    await link.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('leveransbevis.pdf');
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path)).equals(PDF)).toBe(true);
  });
});

test.describe('the rent with each country’s VAT', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('mikko reads the Finnish lease in Finnish: 25,5 % VAT, none of it deductible', async ({ page }) => {
    await signIn(page, USERS.mikko, '/leasing/seed-le-fi-001');
    await expectRows(page, 'Leasingsopimus', {
      'Hinta (alv 0 %)': '80 500 €',
      'Korotettu ensimmäinen vuokra (alv 0 %)': '13 000 €',
      'Jäännösarvo (alv 0 %)': '38 500 €',
      Sopimuskausi: '36 kuukautta',
      Korko: '6,45 %',
      'Kuukausivuokra (alv 0 %)': '1 095,10 €',
      'Arvonlisävero 25,5 %': '279,25 €',
      'Kuukausivuokra (sis. alv)': '1 374,35 €',
      'Vähennettävä arvonlisävero (0 %)': '0 €',
    });
    await expectRows(page, 'Asiakas', { 'Y-tunnus': '2345678-0', Yritysmuoto: 'Yhtiö' });
    await expectRows(page, 'Yhteyshenkilö', { Matkapuhelin: '040 649 1417' });
    await expectRows(page, 'Ajoneuvo', { Rekisteritunnus: 'NFT-213', Mittarilukema: '57 000 km' });
  });

  test('mette reads the Danish lease in Danish: 25 % VAT, all of it deductible over 60 months, a stock car without plates', async ({ page }) => {
    await signIn(page, USERS.mette, '/leasing/seed-le-dk-001');
    await expectRows(page, 'Leasingaftalen', {
      'Pris ekskl. moms': '880.000 kr.',
      Løbetid: '60 måneder',
      Rente: '6,25 %',
      'Månedlig ydelse ekskl. moms': '8.779,49 kr.',
      'Moms 25 %': '2.194,87 kr.',
      'Månedlig ydelse inkl. moms': '10.974,36 kr.',
      'Fradragsberettiget moms (100 %)': '2.194,87 kr.',
    });
    await expectRows(page, 'Bilen', { Registreringsnummer: 'Ingen nummerplader (lagerbil)', Kilometerstand: '10.000 km' });
    await expectRows(page, 'Kunden', { 'CVR-nummer': '31450004', 'Virksomhedens navn': 'Jensen Byg ApS' });
    await expectRows(page, 'Kontaktperson', { Mobilnummer: '26 64 77 78' });
  });
});

test('with the Partner API down the lease says it cannot be shown now (503) and its retry brings it back', async ({ page }) => {
  await signIn(page, USERS.anna);
  const path = '/leasing/seed-le-se-003';
  await controlBackend('stop');
  try {
    const response = await page.goto(`${origin('se.localhost')}${path}`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('alert')).toContainText('Något gick fel. Leasingansökan kan inte visas just nu.');
    await expect(page.getByRole('link', { name: 'Försök igen' })).toHaveAttribute('href', path);
  } finally {
    await controlBackend('start');
  }
  await page.getByRole('link', { name: 'Försök igen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^LE-\d{6}$/);
});

test.describe('leases nobody may see', () => {
  test('anna opening Autotalo’s lease is told it is not there, and sees nothing of it', async ({ page }) => {
    await signIn(page, USERS.anna);
    const response = await page.goto(`${origin('se.localhost')}/leasing/seed-le-fi-001`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('alert')).toContainText('Leasingansökan finns inte eller är inte tillgänglig.');
    await expect(page.getByText('Rakennus Virtanen Oy')).toHaveCount(0);
    const unknown = await page.goto(`${origin('se.localhost')}/leasing/no-such-lease`);
    expect(unknown?.status()).toBe(404);
  });

  test('erik, without LEASING, gets 403 from the page, the contract action and the document endpoints', async ({ page }) => {
    await signIn(page, USERS.erik);
    const response = await page.goto(`${origin('se.localhost')}/leasing/seed-le-se-002`);
    expect(response?.status()).toBe(403);
    const statuses = await page.evaluate(async () => {
      const form = new FormData();
      form.set('leadId', 'seed-le-se-002');
      const action = await fetch('/_actions/sendLeasingLeadContract', { method: 'POST', body: form, headers: { accept: 'application/json' } });
      const download = await fetch('/api/leasing/leads/seed-le-se-002/documents/any');
      const upload = new FormData();
      upload.set('file', new File(['%PDF-1.4\n%%EOF\n'], 'x.pdf', { type: 'application/pdf' }));
      upload.set('description', '');
      // The plain form's endpoint answers with a page: back to the lease's page, which is 403.
      const uploaded = await fetch('/api/leasing/leads/seed-le-se-002/documents', { method: 'POST', body: upload });
      return [action.status, download.status, uploaded.status];
    });
    expect(statuses).toEqual([403, 403, 403]);
  });
});

test('right after submit the lease shows the waiting screen, then the result, and the contract is sent with JavaScript', async ({ page }) => {
  await signIn(page, USERS.anna);
  // This company's decision waits until the test lets it through.
  const { id } = await applyForLeasing(USERS.anna, 'se', LEASING_COMPANIES.se.PROCESSING);
  const response = await page.goto(`${origin('se.localhost')}/leasing/${id}?submitted=1`);
  expect(response?.headers()['refresh']).toMatch(new RegExp(`^2; url=/leasing/${id}\\?submitted=1&wait=1$`));
  await expect(page.getByRole('status').filter({ hasText: 'Vi väntar på kreditbeslutet\u00a0…' })).toBeVisible();
  let status = 'PROCESSING';
  for (let step = 0; step < 3 && status === 'PROCESSING'; step++) status = await advanceLeasing(id);
  expect(status).toBe('APPROVED');
  // The page reloads itself and heads the next step with the result.
  const step = page.getByRole('region', { name: 'Beviljad!' });
  await expect(step).toBeVisible();
  await expect(step.getByText('Leasingen är beviljad. Gå igenom villkoren med kunden och skicka avtalet för signering.')).toBeVisible();
  // Reloaded by its Refresh (the wait count in the address) or by the live client when the decision came (the same address).
  await expect(page).toHaveURL(/submitted=1(&wait=\d+)?$/);

  await step.getByRole('button', { name: 'Skicka avtalet till kunden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Avtalet är skickat till kontaktpersonen med SMS.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nästa steg' }).getByRole('link', { name: 'Öppna signeringslänken' })).toBeVisible();
  // The same form posted again (a second tab, a double submit): no second SMS, and it says sent.
  const again = await page.evaluate(async (leadId) => {
    const form = new FormData();
    form.set('leadId', leadId);
    const answer = await fetch('/_actions/sendLeasingLeadContract', { method: 'POST', body: form, headers: { accept: 'application/json' } });
    return `${answer.status} ${await answer.text()}`;
  }, id);
  expect(again).toMatch(/^200 .*done.*leasing\.details\.done\.contractSent/);
  expect(await leasingSms(id)).toHaveLength(1);
});
