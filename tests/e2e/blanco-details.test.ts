import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillApplication, submitButton, text } from './apply-support';
import { advanceLead, decideLead, leadIdOf, PERSONS } from './blanco-support';
import { listenOnPage } from './live-support';
import { backendDelete, backendPost, backendUrl, origin, signIn, USERS } from './support';

/** Opens the first lead of a status in Bilhuset's list (each test takes a different status). */
async function openFirst(page: Page, status: string): Promise<string> {
  await page.goto(`${origin('se.localhost')}/blanco?status=${status}&sort=oldest`);
  await page.locator('tbody tr a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^BL-\d+$/);
  return leadIdOf(page);
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test.describe('a loan’s details page', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('a supplement: wrong files get their message, never in the address, and a PDF is listed and support hears of it', async ({ page }) => {
    await signIn(page, USERS.anna);
    const id = await openFirst(page, 'SUPPLEMENT');
    // The upload is the next step, first on the page, with the portal's own file input.
    const step = page.getByRole('region', { name: 'Nästa steg' });
    await expect(step.getByText('Långivaren behöver fler dokument. Ladda upp dem nedan.')).toBeVisible();
    await expect(step.getByText('Välj fil')).toBeVisible();
    await expect(step.getByText('Ingen fil vald')).toBeVisible();
    const documents = page.getByRole('region', { name: 'Dokument' });
    const upload = async (file: { name: string; mimeType: string; buffer: Buffer }, description: string) => {
      await step.getByLabel('Fil', { exact: true }).setInputFiles(file);
      await expect(step.getByText(file.name, { exact: true })).toBeVisible();
      await step.getByLabel('Beskrivning').fill(description);
      await step.getByRole('button', { name: 'Ladda upp' }).click();
    };
    const big = Buffer.concat([PDF, Buffer.alloc(16 * 1024 * 1024)]);
    await upload({ name: 'stor.pdf', mimeType: 'application/pdf', buffer: big }, 'Lönespec');
    await expect(page.getByRole('alert')).toHaveText('Filen är för stor. Den får vara högst 15 MB.');
    expect(page.url()).not.toMatch(/[?&](upload|done)=/);
    await upload(
      { name: 'program.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'binary') },
      'Lönespec',
    );
    await expect(page.getByRole('alert')).toHaveText('Filtypen stöds inte. Ladda upp en PDF, PNG eller JPEG.');
    expect(page.url()).not.toMatch(/[?&](upload|done)=/);
    await upload({ name: 'lonespec.pdf', mimeType: 'application/pdf', buffer: PDF }, 'x'.repeat(21));
    await expect(page.getByRole('alert')).toHaveText('Beskrivningen får vara högst 20 tecken.');
    await upload({ name: 'lonespec.pdf', mimeType: 'application/pdf', buffer: PDF }, 'Lönespec november');
    await expect(page.getByRole('status').filter({ hasText: 'Dokumentet är uppladdat.' })).toBeVisible();
    await expect(documents.getByRole('link', { name: 'lonespec.pdf' })).toBeVisible();
    // Support was told of that one document (files/notify-intercom), and of none of the refused ones.
    const told = (await (await fetch(`${backendUrl()}/__test/intercom-notifications?ownerId=${encodeURIComponent(id)}`)).json()) as {
      notifications: { ownerType: string; documentIds: string[] }[];
    };
    expect(told.notifications).toHaveLength(1);
    expect(told.notifications[0]).toMatchObject({ ownerType: 'lead' });
    expect(told.notifications[0]!.documentIds).toHaveLength(1);
    await expect(documents.getByText('Lönespec november')).toBeVisible();
    const download = page.waitForEvent('download');
    await documents.getByRole('link', { name: 'lonespec.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('lonespec.pdf');
  });

  test('a denied loan: refer it to second chance and follow its phases live, to a badge and next step that say the partner paid out', async ({ page }) => {
    await signIn(page, USERS.anna);
    await page.goto(`${origin('se.localhost')}/blanco?status=DENIED&sort=newest`);
    // A denied lead not yet referred: its page offers the referral.
    const links = await page.locator('tbody tr a').all();
    let id = '';
    for (const link of links) {
      await link.click();
      // The details page first: under load the list may still show when the button is looked for.
      await expect(page.getByRole('region', { name: 'Nästa steg' })).toBeVisible();
      if (await page.getByRole('button', { name: 'Skicka vidare till partnerlångivare' }).isVisible()) {
        id = leadIdOf(page);
        break;
      }
      await page.goBack();
    }
    expect(id).not.toBe('');
    const step = page.getByRole('region', { name: 'Nästa steg' });
    await expect(step.getByText('Du kan ge kunden en andra chans hos en partnerlångivare.', { exact: false })).toBeVisible();
    await step.getByRole('button', { name: 'Skicka vidare till partnerlångivare' }).click();
    const section = page.getByRole('region', { name: 'Andra chansen' });
    await expect(section.getByText('Skickad till partnerlångivaren', { exact: true })).toBeVisible();
    // Sent: the page no longer offers what was just done, in words or as a button.
    await expect(step.getByText('Partnerlångivaren tar över ansökan. Följ den under Andra chansen nedan.')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Du kan ge kunden en andra chans');
    await expect(page.getByRole('button', { name: 'Skicka vidare till partnerlångivare' })).toHaveCount(0);
    await listenOnPage(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    for (const phase of ['Behandlas', 'Erbjudanden har kommit in', 'Väntar på kundens signering', 'Utbetald']) {
      await advanceLead(id);
      await expect(section.getByText(phase, { exact: true })).toBeVisible();
    }
    await expect(section.getByText('Partnerlångivaren har betalat ut lånet.')).toBeVisible();
    // What the dealer cares about: the customer got the money, through the partner; not "denied", not "being processed".
    await expect(page.locator('#live-lead-status')).toContainText('Utbetald via partner');
    await expect(step.getByText('Kunden har fått pengarna: partnerlångivaren har betalat ut lånet.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('the own invoice reference takes letters and digits, at most 20; a refused one brings the dealer back to the field', async ({ page }) => {
    await signIn(page, USERS.anna);
    await openFirst(page, 'SIGNED');
    const field = page.getByLabel('Fakturareferens', { exact: true });
    await expect(page.getByText('Endast bokstäver och siffror, utan mellanslag eller bindestreck, högst 20 tecken.')).toBeVisible();
    for (const bad of ['FAKT-123', 'FAKT 123', 'A'.repeat(21)]) {
      await field.fill(bad);
      await page.getByRole('button', { name: 'Spara referens' }).click();
      await expect(page.getByText('Använd bara bokstäver och siffror, högst 20 tecken.')).toBeVisible();
      await expect(field).toHaveValue(bad);
      await expect(field).toBeFocused();
      await expect(field).toBeInViewport();
    }
    await field.fill('FAKT2026000123');
    await page.getByRole('button', { name: 'Spara referens' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Fakturareferensen är sparad.' })).toBeVisible();
    await page.reload();
    await expect(field).toHaveValue('FAKT2026000123');
  });

  test('Danish and Finland-Swedish dealers read a loan’s times with “kl.” and the applicant’s phone as they dial it', async ({ page, context }) => {
    const dealers = [
      { user: USERS.mette, created: 'Oprettet', loan: 'Lånet', applicant: 'Ansøger', phone: /^2\d \d\d \d\d \d\d$/ },
      { user: USERS.mikko, cookie: 'sv-FI', created: 'Skapad', loan: 'Lånet', applicant: 'Sökande', phone: /^040 \d{3} \d{4}$/ },
    ];
    for (const { user, cookie, created, loan, applicant, phone } of dealers) {
      await context.clearCookies();
      if (cookie) await context.addCookies([{ name: 'LOCALE', value: cookie, url: origin(user.host) }]);
      await signIn(page, user, '/blanco?reset=1');
      await page.locator('tbody tr a').first().click();
      const value = (section: string, label: string) =>
        page
          .getByRole('region', { name: section, exact: true })
          .locator('div')
          .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
          .getByRole('definition');
      await expect(value(loan, created)).toHaveText(/^\d\d\.\d\d\.\d{4} kl\.\s\d\d\.\d\d$/);
      await expect(value(applicant, 'Mobilnummer')).toHaveText(phone);
    }
  });

  test('an unknown lead says it is not available', async ({ page }) => {
    await signIn(page, USERS.anna);
    const response = await page.goto(`${origin('se.localhost')}/blanco/no-such-lead`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('alert')).toContainText('Låneansökan finns inte eller är inte tillgänglig.');
  });

  test('script typed into names, file names and descriptions is shown as text, and files get the name of their real type', async ({ page }) => {
    await signIn(page, USERS.anna);
    await page.goto(`${origin('se.localhost')}/blanco/apply`);
    const firstname = '"><img src=x onerror=window.__xss=1>';
    const lastname = `<script>window.__xss=2</script>${Date.now()}`;
    await fillApplication(page, { locale: 'sv-SE', country: 'SE', amount: '70000', personalId: PERSONS.SE.SUPPLEMENT.id, firstname, lastname });
    await submitButton(page, 'sv-SE').click();
    await expect(page).toHaveURL(/\?submitted=1/);
    const id = leadIdOf(page);
    await expect(page.getByRole('main').getByText(`${firstname} ${lastname}`).first()).toBeVisible();
    expect((await decideLead(id)).status).toBe('SUPPLEMENT');
    await page.reload();

    const documents = page.getByRole('region', { name: 'Dokument' });
    await page.getByLabel('Fil', { exact: true }).setInputFiles({ name: 'poly.html', mimeType: 'text/html', buffer: PDF });
    await page.getByLabel('Beskrivning').fill('<svg/onload=f()>');
    await page.getByRole('button', { name: 'Ladda upp' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Dokumentet är uppladdat.' })).toBeVisible();
    await expect(documents.getByRole('link', { name: 'poly.pdf' })).toBeVisible();
    await expect(documents.getByText('<svg/onload=f()>')).toBeVisible();
    let download = page.waitForEvent('download');
    await documents.getByRole('link', { name: 'poly.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('poly.pdf');

    // The lead now waits for inspection (no upload form): more files go straight to the endpoint.
    const send = (name: string, buffer: Buffer) =>
      page.evaluate(
        async ({ path, name, base64 }) => {
          const form = new FormData();
          form.set('file', new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], name, { type: 'application/pdf' }));
          form.set('description', '');
          const response = await fetch(path, { method: 'POST', body: form, redirect: 'manual' });
          return response.type === 'opaqueredirect' ? 'redirected' : String(response.status);
        },
        { path: `/api/blanco/leads/${encodeURIComponent(id)}/documents`, name, base64: buffer.toString('base64') },
      );
    expect(await send('kvitto.pdf', PNG)).toBe('redirected');
    expect(await send('faktura\u202efdp.exe', PDF)).toBe('redirected');
    await page.reload();
    await expect(documents.getByRole('link', { name: 'kvitto.png' })).toBeVisible();
    await expect(documents.getByRole('link', { name: 'fakturafdp.pdf' })).toBeVisible();
    expect(await documents.innerText()).not.toContain('\u202e');
    download = page.waitForEvent('download');
    await documents.getByRole('link', { name: 'kvitto.png' }).click();
    expect((await download).suggestedFilename()).toBe('kvitto.png');

    await expect(page.locator('img[src="x"], svg[onload]')).toHaveCount(0);
    expect(await page.evaluate(() => [...document.scripts].some((script) => script.text.includes('__xss')))).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});

test('a loan that does not exist says so and offers the way back to the list, not “Try again”', async ({ page }) => {
  await signIn(page, USERS.anna);
  const response = await page.goto(`${origin(USERS.anna.host)}/blanco/no-such-loan`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('alert')).toHaveText(text('sv-SE', 'blanco.errors.notFound'));
  await expect(page.getByRole('link', { name: text('sv-SE', 'blanco.list.retry') })).toHaveCount(0);
  await expect(page.getByRole('link', { name: text('sv-SE', 'blanco.details.backToList') })).toBeVisible();
});

test.describe('a loan’s price on its details page', () => {
  test.use({ viewport: { width: 1400, height: 900 } });
  const definition = (page: Page, term: string) =>
    page
      .getByRole('region', { name: text('sv-SE', 'blanco.details.loan') })
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('+ dd');

  test.afterEach(async () => {
    await backendDelete('/__test/faults');
  });

  test('shows the effective rate and the total to pay once, and says when they cannot be shown', async ({ page }) => {
    await signIn(page, USERS.anna);
    await openFirst(page, 'PAID_OUT');
    await expect(definition(page, text('sv-SE', 'blanco.details.rate'))).toHaveText(/^\d+,\d+\s%$/);
    await expect(definition(page, text('sv-SE', 'blancoApply.cost.effectiveRate'))).toHaveText(/^\d+,\d+\s%$/);
    await expect(definition(page, text('sv-SE', 'blancoApply.cost.total'))).toHaveText(/^[\d\s]+(,\d\d)?\skr$/);
    await expect(page.locator('dt', { hasText: new RegExp(`^${text('sv-SE', 'blanco.details.rate')}$`) })).toHaveCount(1);

    expect((await backendPost('/__test/faults', { path: 'blanco/monthly-cost', status: 503 })).ok).toBe(true);
    await page.reload();
    await expect(definition(page, text('sv-SE', 'blancoApply.cost.total'))).toHaveText(text('sv-SE', 'blanco.details.costUnavailable'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^BL-\d+$/);
  });
});
