// Every end-to-end test runs with this page: it records each request the browser makes,
// fails the test if any went anywhere but the portal and backend/ (no analytics, chat or
// other third party without configuration), and keeps every URL for the privacy check
// at the end of the run (no personal identity number may ever be in one). A worker other than
// the first starts a stack of its own (e2e-stack.ts) before its first test.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { REQUEST_LOG, STORAGE_LOG } from './request-log';
import { startE2eStack } from './e2e-stack';

function isLocal(url: URL): boolean {
  if (!url.protocol.startsWith('http') && !url.protocol.startsWith('ws')) return true;
  return url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || url.hostname === '127.0.0.1';
}

export const test = base.extend<{}, { ownStack: void }>({
  ownStack: [
    async ({}, use, workerInfo) => {
      if (workerInfo.parallelIndex === 0) return use();
      const stack = await startE2eStack(String(workerInfo.parallelIndex));
      Object.assign(process.env, stack.env);
      try {
        await use();
      } finally {
        await stack.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  page: async ({ page }, use) => {
    const offsite: string[] = [];
    const seen: string[] = [];
    const stored: Promise<string | null>[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      seen.push(request.url());
      if (!isLocal(url)) offsite.push(url.href);
    });
    // What every page loaded left in local storage, session storage and IndexedDB (their names).
    page.on('load', () => stored.push(browserStorageOf(page)));
    await use(page);
    stored.push(browserStorageOf(page));
    mkdirSync(dirname(REQUEST_LOG), { recursive: true });
    if (seen.length) appendFileSync(REQUEST_LOG, `${seen.join('\n')}\n`);
    const storage = (await Promise.all(stored)).filter((line): line is string => line !== null);
    if (storage.length) appendFileSync(STORAGE_LOG, `${storage.join('\n')}\n`);
    // A page left on the waiting screen reloads itself and keeps its live stream open: leave it
    // first, so closing the browser context has nothing in flight to wait for.
    if (!page.isClosed()) await page.goto('about:blank', { timeout: 5_000 }).catch(() => undefined);
    expect(offsite, 'requests that left this machine').toEqual([]);
  },
});

/** One line: the page's address and what its origin keeps in the browser, as JSON; null when the page is gone. */
async function browserStorageOf(page: import('@playwright/test').Page): Promise<string | null> {
  try {
    if (page.isClosed() || !page.url().startsWith('http')) return null;
    const url = page.url();
    const reading = page.evaluate(async () => ({
      local: { ...localStorage },
      session: { ...sessionStorage },
      indexedDb: (await indexedDB.databases()).map((database) => database.name),
    }));
    // A page that reloads itself (the waiting screen) may never answer once the test is over: the
    // next load's reading covers it, and the test's end must not wait on it.
    const held = await Promise.race([reading, new Promise<null>((resolve) => setTimeout(() => resolve(null), STORAGE_READ_MS))]);
    return held === null ? null : `${url}\t${JSON.stringify(held)}`;
  } catch {
    return null;
  }
}

const STORAGE_READ_MS = 3_000;

export { expect };
