// Small things a new dealer tripped on in the browser (issue 24 §4), each named by what the dealer
// notices: the leave dialog in the middle of the screen, a chosen status group readable under the
// pointer, Finnish article names on Home's shop teaser side by side without running into each
// other, and the header's point balance asked for only when its menu opens.
import { expect, test } from './fixtures';
import { text } from './apply-support';
import { origin, signIn, USERS, waitForIslands } from './support';

test.use({ viewport: { width: 1400, height: 900 } });

test('the leave dialog stands in the middle of the screen', async ({ page }) => {
  await signIn(page, USERS.anna, '/leasing/apply');
  await waitForIslands(page);
  await page.getByLabel(text('sv-SE', 'leasingApply.fields.brand'), { exact: true }).fill('Volvo');
  await page.getByRole('banner').getByRole('link', { name: 'Avbryt' }).click();
  // The leasing form keeps a draft: its leave dialog says so in its title.
  const dialog = page.getByRole('dialog', { name: text('sv-SE', 'unsaved.draftTitle') });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.abs(box.x - (viewport.width - box.x - box.width))).toBeLessThanOrEqual(2);
  expect(Math.abs(box.y - (viewport.height - box.y - box.height))).toBeLessThanOrEqual(2);
});

/** WCAG's contrast ratio of two computed rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number)
      .map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test('a chosen status group stays readable under the pointer', async ({ page }) => {
  await signIn(page, USERS.anna, '/blanco?reset=1');
  await page
    .getByRole('group', { name: text('sv-SE', 'lists.statusGroups') })
    .getByRole('button')
    .first()
    .click();
  const chosen = page.getByRole('button', { pressed: true });
  await expect(chosen).toHaveCount(1);
  await chosen.hover();
  const colours = await chosen.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor };
  });
  expect(contrast(colours.color, colours.background)).toBeGreaterThanOrEqual(4.5);
});

test('on Home the shop teaser’s Finnish article names stand side by side without running into each other', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, USERS.mikko);
  const teaser = page.getByRole('region', { name: text('fi-FI', 'pointShop.teaser.heading') });
  const links = teaser.getByRole('listitem').getByRole('link');
  await expect(links.first()).toBeVisible();
  const boxes = await links.evaluateAll((elements) =>
    elements.map((element) => {
      const item = element.closest('li')!.getBoundingClientRect();
      const link = element.getBoundingClientRect();
      return { item: { left: item.left, right: item.right }, link: { left: link.left, right: link.right } };
    }),
  );
  expect(boxes.length).toBeGreaterThan(1);
  for (const { item, link } of boxes) {
    expect(link.left).toBeGreaterThanOrEqual(item.left - 0.5);
    expect(link.right).toBeLessThanOrEqual(item.right + 0.5);
  }
});

test('the header’s point balance is asked for when its menu opens, not on every page', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/point-balance') asked.push(request.url());
  });
  await signIn(page, USERS.anna);
  await page.goto(`${origin(USERS.anna.host)}/commission`);
  await page.goto(`${origin(USERS.anna.host)}/blanco`);
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(0);
  await page.getByRole('banner').getByRole('button', { name: /Anna/ }).first().click();
  await expect.poll(() => asked.length).toBe(1);
});

test('amounts are grouped as the dealer types them, the Swedish way and the Danish way', async ({ page, browser }) => {
  await signIn(page, USERS.anna, '/blanco/apply');
  await waitForIslands(page);
  const amount = page.getByLabel(text('sv-SE', 'blancoApply.loan.amount'), { exact: true });
  await amount.pressSequentially('150000');
  await expect(amount).toHaveValue('150 000');
  // A digit typed in the middle stays where it was typed.
  await amount.press('Home');
  await amount.press('ArrowRight');
  await amount.pressSequentially('2');
  await expect(amount).toHaveValue('1 250 000');

  const danish = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  try {
    await signIn(danish, USERS.mette, '/blanco/apply');
    await waitForIslands(danish);
    const beløb = danish.getByLabel(text('da-DK', 'blancoApply.loan.amount'), { exact: true });
    await beløb.pressSequentially('1500000');
    await expect(beløb).toHaveValue('1.500.000');
  } finally {
    await danish.close();
  }
});
