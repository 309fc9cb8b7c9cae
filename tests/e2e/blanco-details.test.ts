import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { advanceLead, leadIdOf } from './blanco-support';
import { origin, signIn, USERS } from './support';

/** Opens the first lead of a status in Bilhuset's list (each test takes a different status). */
async function openFirst(page: Page, status: string): Promise<string> {
  await page.goto(`${origin('se.localhost')}/blanco?status=${status}&sort=oldest`);
  await page.locator('tbody tr a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^BL-\d+$/);
  return leadIdOf(page);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test.describe('a loan’s details page', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('an approved loan: send the contract, then follow it to PAID_OUT with commission and points', async ({ page }) => {
    await signIn(page, USERS.anna);
    const id = await openFirst(page, 'APPROVED');
    await expect(page.getByText('Kontrollera villkoren och skicka avtalet till kunden med SMS.')).toBeVisible();
    await page.getByRole('button', { name: 'Skicka avtalet till kunden' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Avtalet är skickat till kunden med SMS.' })).toBeVisible();
    await expect(page.getByText('Väntar på kundens signering').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Öppna signeringslänken' })).toHaveAttribute('href', /\/sign\//);

    expect((await advanceLead(id)).status).toBe('SIGNED');
    await page.reload();
    await expect(page.getByText('Kunden har signerat. Lånet betalas ut inom kort.')).toBeVisible();
    expect((await advanceLead(id)).status).toBe('PAID_OUT');
    await page.reload();
    await expect(page.getByText('Lånet är utbetalt.')).toBeVisible();
    const earnings = page.getByRole('region', { name: 'Din ersättning' });
    await expect(earnings.getByText('Provision')).toBeVisible();
    await expect(earnings.getByText(/\d+ p$/)).toBeVisible();
  });

  test('a supplement: wrong files get their message, a PDF is listed', async ({ page }) => {
    await signIn(page, USERS.anna);
    await openFirst(page, 'SUPPLEMENT');
    const documents = page.getByRole('region', { name: 'Dokument' });
    const upload = async (file: { name: string; mimeType: string; buffer: Buffer }, description: string) => {
      await documents.getByLabel('Fil').setInputFiles(file);
      await documents.getByLabel('Beskrivning').fill(description);
      await documents.getByRole('button', { name: 'Ladda upp' }).click();
    };
    const big = Buffer.concat([PDF, Buffer.alloc(16 * 1024 * 1024)]);
    await upload({ name: 'stor.pdf', mimeType: 'application/pdf', buffer: big }, 'Lönespec');
    await expect(page.getByRole('alert')).toHaveText('Filen är för stor. Den får vara högst 15 MB.');
    await upload({ name: 'program.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'binary') }, 'Lönespec');
    await expect(page.getByRole('alert')).toHaveText('Filtypen stöds inte. Ladda upp en PDF, PNG eller JPEG.');
    await upload({ name: 'lonespec.pdf', mimeType: 'application/pdf', buffer: PDF }, 'x'.repeat(21));
    await expect(page.getByRole('alert')).toHaveText('Beskrivningen får vara högst 20 tecken.');
    await upload({ name: 'lonespec.pdf', mimeType: 'application/pdf', buffer: PDF }, 'Lönespec november');
    await expect(page.getByRole('status').filter({ hasText: 'Dokumentet är uppladdat.' })).toBeVisible();
    await expect(documents.getByRole('link', { name: 'lonespec.pdf' })).toBeVisible();
    await expect(documents.getByText('Lönespec november')).toBeVisible();
    const download = page.waitForEvent('download');
    await documents.getByRole('link', { name: 'lonespec.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('lonespec.pdf');
  });

  test('a denied loan: refer it to second chance and follow its phases', async ({ page }) => {
    await signIn(page, USERS.anna);
    await page.goto(`${origin('se.localhost')}/blanco?status=DENIED&sort=newest`);
    // A denied lead not yet referred: its page offers the referral.
    const links = await page.locator('tbody tr a').all();
    let id = '';
    for (const link of links) {
      await link.click();
      if (await page.getByRole('button', { name: 'Skicka vidare till partnerlångivare' }).isVisible()) {
        id = leadIdOf(page);
        break;
      }
      await page.goBack();
    }
    expect(id).not.toBe('');
    await page.getByRole('button', { name: 'Skicka vidare till partnerlångivare' }).click();
    const section = page.getByRole('region', { name: 'Andra chansen' });
    await expect(section.getByText('Skickad till partnerlångivaren', { exact: true })).toBeVisible();
    for (const phase of ['Behandlas', 'Erbjudanden har kommit in', 'Väntar på kundens signering', 'Utbetald']) {
      await advanceLead(id);
      await page.reload();
      await expect(section.getByText(phase, { exact: true })).toBeVisible();
    }
    await expect(section.getByText('Partnerlångivaren har betalat ut lånet.')).toBeVisible();
  });

  test('the own invoice reference takes letters and digits, at most 20', async ({ page }) => {
    await signIn(page, USERS.anna);
    await openFirst(page, 'SIGNED');
    const field = page.getByLabel('Fakturareferens', { exact: true });
    await expect(page.getByText('Endast bokstäver och siffror, utan mellanslag eller bindestreck, högst 20 tecken.')).toBeVisible();
    for (const bad of ['FAKT-123', 'FAKT 123', 'A'.repeat(21)]) {
      await field.fill(bad);
      await page.getByRole('button', { name: 'Spara referens' }).click();
      await expect(page.getByText('Använd bara bokstäver och siffror, högst 20 tecken.')).toBeVisible();
      await expect(field).toHaveValue(bad);
    }
    await field.fill('FAKT2026000123');
    await page.getByRole('button', { name: 'Spara referens' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Fakturareferensen är sparad.' })).toBeVisible();
    await page.reload();
    await expect(field).toHaveValue('FAKT2026000123');
  });

  test('an unknown lead says it is not available', async ({ page }) => {
    await signIn(page, USERS.anna);
    const response = await page.goto(`${origin('se.localhost')}/blanco/no-such-lead`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('alert')).toContainText('Låneansökan finns inte eller är inte tillgänglig.');
  });
});
