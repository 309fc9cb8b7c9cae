// The end-to-end tests' way to read a downloaded report: the download a link starts, a PDF's text
// (read back with unpdf), a CSV's rows, and the CSV's amounts in cents; and a report page's retry.
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { backendDelete, backendPost } from './support';

export async function downloaded(page: Page, link: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return download;
}

export const pdfText = async (download: Download): Promise<string> =>
  (await extractText(await getDocumentProxy(new Uint8Array(await readFile((await download.path())!))), { mergePages: true })).text;

/** A statement CSV's rows (semicolons, CRLF, a byte-order mark), its cells as written. */
export const csvRows = async (download: Download): Promise<string[][]> =>
  (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((row) => row.split(';'));

/** A CSV amount ("1234,50") in cents. */
export const csvCents = (text: string): number => Math.round(Number(text.replace(',', '.')) * 100);

/** A report page whose API call fails says `message` with a retry, and the retry shows its table once the API answers. */
export async function expectRetryAfterOutage(page: Page, url: string, faultPath: string, message: string): Promise<void> {
  await backendPost('/__test/faults', { path: faultPath, status: 503 });
  try {
    await page.goto(url);
    const alert = page.getByRole('alert').filter({ hasText: message });
    await expect(alert).toBeVisible();
    await backendDelete('/__test/faults');
    await alert.getByRole('link', { name: 'Försök igen' }).click();
    await expect(page.getByRole('table')).toBeVisible();
  } finally {
    await backendDelete('/__test/faults');
  }
}
