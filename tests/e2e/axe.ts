// The accessibility bar every page is held to: no serious or critical axe-core violation.
// axe runs once per page state, in Swedish (Sweden): the markup is the same in every locale, only
// its texts differ. A page in another locale is checked for what its texts decide: its language,
// a named main heading, and a name on every control, link and image (docs/decisions/0062).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The locale whose page states axe checks. */
const AXE_LOCALE = 'sv-SE';
const LOCALES = ['sv-SE', 'fi-FI', 'sv-FI', 'da-DK'];

export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const lang = await page.locator('html').getAttribute('lang');
  if (lang !== AXE_LOCALE) {
    expect(LOCALES, `${what}: the page's language`).toContain(lang);
    expect(await unnamed(page), `${what}: the main heading, and what has no name in ${lang}`).toEqual({ mainHeading: true, unnamed: [] });
    return;
  }
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, what).toEqual([]);
}

/** Whether a named main heading shows, and every visible control, link or image without a name. */
function unnamed(page: Page): Promise<{ mainHeading: boolean; unnamed: string[] }> {
  return page.evaluate(() => {
    const visible = (element: Element) => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed';
    const text = (element: Element | null) => (element?.textContent ?? '').trim();
    const labelledBy = (element: Element) =>
      (element.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => text(document.getElementById(id)))
        .join('');
    const named = (element: Element) => {
      if ((element.getAttribute('aria-label') ?? '').trim() || labelledBy(element) || (element.getAttribute('title') ?? '').trim()) return true;
      if (element instanceof HTMLImageElement) return element.hasAttribute('alt');
      if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
        if (element instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(element.type)) return element.value.trim() !== '';
        return [...(element.labels ?? [])].some((label) => text(label) !== '');
      }
      return (
        text(element) !== '' ||
        [...element.querySelectorAll('img[alt], svg[aria-label]')].some(
          (inner) => (inner.getAttribute('alt') ?? inner.getAttribute('aria-label') ?? '').trim() !== '',
        )
      );
    };
    const candidates = document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, img');
    const missing = [...candidates].filter((element) => visible(element) && !named(element)).map((element) => element.outerHTML.slice(0, 120));
    const heading = [...document.querySelectorAll('h1')].some((candidate) => visible(candidate) && text(candidate) !== '');
    return { mainHeading: heading, unnamed: missing };
  });
}
