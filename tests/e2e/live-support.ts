// The test's ears on a page's live stream (ADR 0060).
import type { Page } from '@playwright/test';

/**
 * A second listener on the page's own stream, counting what it hears. Once it is open, so is the
 * page's own client (opened as the page loaded, on the same server): a change made after this
 * reaches the page.
 */
export async function listenOnPage(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const heard: string[] = [];
        (window as unknown as { heard: string[] }).heard = heard;
        const source = new EventSource('/api/live');
        source.onopen = () => resolve();
        source.onmessage = (message) => heard.push(message.data as string);
      }),
  );
}

export const heardOn = (page: Page) => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
