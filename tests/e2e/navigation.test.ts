import { expect, test } from './fixtures';
import { backendPost, origin, setFlag, sideNav, signIn, USERS, type DemoUser } from './support';

const EXPECTED: [DemoUser, string[]][] = [
  [
    USERS.anna,
    ['Hem', 'Privatlån', 'Leasing', 'Lagerfinansiering', 'Poängbutik', 'Marknadsplats', 'Rapporter', 'Provision', 'Organisation', 'Min profil', 'Logga ut'],
  ],
  [USERS.erik, ['Hem', 'Privatlån', 'Lagerfinansiering', 'Min profil', 'Logga ut']],
  [USERS.basic, ['Hem', 'Min profil', 'Logga ut']],
  [USERS.mikko, ['Etusivu', 'Vakuudeton laina', 'Leasing', 'Pistekauppa', 'Provisiot', 'Oma profiili', 'Kirjaudu ulos']],
  [USERS.mette, ['Forside', 'Privatlån', 'Leasing', 'Markedsplads', 'Min profil', 'Log ud']],
];

async function entries(page: import('@playwright/test').Page): Promise<string[]> {
  // Visibility is read from the styles applied: before the stylesheet has loaded (a busy machine),
  // the phone menu and the popovers' contents would count as visible.
  await page.waitForLoadState('load');
  const items = sideNav(page).locator('a:visible, button:visible');
  return (await items.allInnerTexts()).map((text) => text.trim());
}

test.describe('side navigation on a desktop screen', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  for (const [user, expected] of EXPECTED) {
    test(`${user.email} sees exactly what SPEC §6 gives them`, async ({ page }) => {
      await signIn(page, user);
      await expect(sideNav(page)).toBeVisible();
      expect(await entries(page)).toEqual(expected);
    });
  }

  test('the marketplace entry follows the PayMarketplace flag', async ({ page }) => {
    await signIn(page, USERS.mette);
    await setFlag('PayMarketplace', false);
    try {
      await page.reload();
      expect(await entries(page)).toEqual(['Forside', 'Privatlån', 'Leasing', 'Min profil', 'Log ud']);
    } finally {
      await setFlag('PayMarketplace', true);
    }
  });

  test('the header shows the partner, and its help menu the contact details and opening hours', async ({ page }) => {
    // Mikko's balance as seeded: a loan of his paid out in an earlier test credited its points.
    expect((await backendPost('/__test/point-balance', { email: USERS.mikko.email, balance: 8_300 })).status).toBe(204);
    await signIn(page, USERS.mikko);
    const header = page.getByRole('banner');
    await expect(header.getByText('Autotalo Oy')).toBeVisible();
    await expect(header.getByText('8 300 p').first()).toBeVisible();
    const phone = header.getByRole('link', { name: '09 123 456 00' });
    await expect(phone).toBeHidden();
    await header.getByRole('button', { name: 'Ota yhteyttä' }).click();
    await expect(phone).toBeVisible();
    await expect(header.getByText('Sunnuntai suljettu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(phone).toBeHidden();
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens the navigation, and Escape and both close controls (top and bottom, each saying so, none “Back”) close it', async ({ page }) => {
    await signIn(page, USERS.anna);
    const nav = sideNav(page);
    await expect(nav).toBeHidden();
    const open = page.getByRole('button', { name: 'Öppna menyn' });
    await open.click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Provision' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'partner@example.se' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await open.click();
    const close = nav.getByRole('button', { name: 'Stäng menyn' });
    await expect(close).toHaveCount(2);
    await expect(nav.getByRole('button', { name: 'Tillbaka' })).toHaveCount(0);
    await close.first().click();
    await expect(nav).toBeHidden();
    await open.click();
    await close.last().click();
    await expect(nav).toBeHidden();
    await open.click();
    await nav.getByRole('link', { name: 'Min profil' }).click();
    await expect(page).toHaveURL(`${origin('se.localhost')}/user/my-profile`);
  });
});

test.describe('the key account manager modal', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('erik opens it from inventory financing and closes it by Escape, backdrop and button; focus stays inside', async ({ page }) => {
    await signIn(page, USERS.erik);
    const entry = sideNav(page).getByRole('button', { name: 'Lagerfinansiering' });
    const dialog = page.getByRole('dialog', { name: 'Du har inte behörighet till den här sidan' });
    const scrollLocked = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');

    await entry.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Karin Lund')).toBeVisible();
    await expect(dialog.getByRole('link', { name: '040-123 45 67' })).toHaveAttribute('href', 'tel:+46401234567');
    expect(await scrollLocked()).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await scrollLocked()).toBe(false);

    await entry.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 450);
    await expect(dialog).toBeHidden();

    await entry.click();
    await dialog.getByRole('button', { name: 'Stäng' }).click();
    await expect(dialog).toBeHidden();
    await expect(entry).toBeFocused();
  });
});

test.describe('when the key account manager cannot be loaded', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('erik still finds the entry, and the modal says so where the manager’s name would be, with the provider’s number', async ({ page }) => {
    const { backendDelete, backendPost } = await import('./support');
    expect((await backendPost('/__test/faults', { path: 'partner/kam', status: 503 })).ok).toBe(true);
    try {
      await signIn(page, USERS.erik);
      await sideNav(page).getByRole('button', { name: 'Lagerfinansiering' }).click();
      const dialog = page.getByRole('dialog', { name: 'Du har inte behörighet till den här sidan' });
      await expect(dialog.getByText('Din kundansvarige kan inte visas just nu.', { exact: false })).toBeVisible();
      await expect(dialog.getByRole('link', { name: '08-123 456 00' })).toHaveAttribute('href', 'tel:+46812345600');
      await expect(dialog.getByText('Karin Lund')).toHaveCount(0);
    } finally {
      await backendDelete('/__test/faults');
    }
  });
});

test.describe('a partner not onboarded to inventory financing', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('sees the notice to contact the provider in the modal', async ({ page }) => {
    const { backendPost } = await import('./support');
    expect((await backendPost('/__test/partner', { organizationNumber: '5561234567', onboardedToInventoryFinancing: false })).status).toBe(204);
    try {
      await signIn(page, USERS.erik);
      await sideNav(page).getByRole('button', { name: 'Lagerfinansiering' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('Ert företag är inte anslutet till lagerfinansiering ännu.', { exact: false })).toBeVisible();
      await expect(dialog.getByText('08-123 456 00', { exact: false })).toBeVisible();
    } finally {
      await backendPost('/__test/partner', { organizationNumber: '5561234567', onboardedToInventoryFinancing: true });
    }
  });
});

test.describe('the user menu', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('shows initials and name, closes on Escape and outside click, and refreshes the balance when opened', async ({ page }) => {
    await signIn(page, USERS.anna);
    const button = page.getByRole('banner').getByRole('button', { name: 'Anna Andersson' });
    const menuProfile = page.getByRole('banner').getByRole('link', { name: 'Min profil' });
    await expect(button).toContainText('AA');
    await button.click();
    await expect(menuProfile).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuProfile).toBeHidden();

    const { backendPost } = await import('./support');
    expect((await backendPost('/__test/point-balance', { email: USERS.anna.email, balance: 13_250 })).ok).toBe(true);
    try {
      await button.click();
      await expect(page.getByRole('banner').getByText('13 250 p').first()).toBeVisible();
      await page.mouse.click(700, 600);
      await expect(menuProfile).toBeHidden();
    } finally {
      await backendPost('/__test/point-balance', { email: USERS.anna.email, balance: 12_500 });
    }
  });
});
