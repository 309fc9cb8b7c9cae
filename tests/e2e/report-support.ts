// The end-to-end tests' way to read a downloaded report: the download a link starts, a PDF's text
// (read back with unpdf), a CSV's rows, and the CSV's amounts in cents.
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

export async function downloaded(page: Page, link: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return download;
}

export const pdfText = async (download: Download): Promise<string> =>
  (await extractText(await getDocumentProxy(new Uint8Array(await readFile((await download.path())!))), { mergePages: true })).text;

/** A statement CSV's rows (semicolons, CRLF, a byte-order mark), its cells as written. */
export const csvRows = async (download: Download): Promise<string[][]> =>
  (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((row) => row.split(';'));

/** A CSV amount ("1234,50") in cents. */
export const csvCents = (text: string): number => Math.round(Number(text.replace(',', '.')) * 100);
