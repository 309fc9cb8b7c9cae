// Every end-to-end test runs with this page: it records each request the browser makes
// and fails the test if any went anywhere but the portal and backend/ (no analytics, chat
// or other third party without configuration).
import { test as base, expect } from '@playwright/test';

function isLocal(url: URL): boolean {
  if (!url.protocol.startsWith('http') && !url.protocol.startsWith('ws')) return true;
  return url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || url.hostname === '127.0.0.1';
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const offsite: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!isLocal(url)) offsite.push(url.href);
    });
    await use(page);
    expect(offsite, 'requests that left this machine').toEqual([]);
  },
});

export { expect };
