// Home (issue 12, SPEC §2 Home): each demo user sees exactly the blocks they may use (latest
// applications, limit, latest vehicles, point balance, point shop teaser, price tag promo), in their
// language, and a block whose call fails says so alone while the others still show.
import type { Page } from '@playwright/test';
import { text } from './apply-support';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { backendDelete, backendPost, signIn, USERS, type DemoUser } from './support';

const BLOCK_HEADINGS = {
  latestApplications: 'home.latestApplications',
  limit: 'inventoryFinancing.limit.heading',
  latestVehicles: 'marketPlace.home.heading',
  market: 'marketPlace.home.market.heading',
  pointBalance: 'home.pointBalance.heading',
  pointShopTeaser: 'pointShop.teaser.heading',
  priceTagPromo: 'home.priceTag.heading',
} as const;
type Block = keyof typeof BLOCK_HEADINGS;

const SEEN: { user: DemoUser; locale: string; blocks: Block[] }[] = [
  {
    user: USERS.anna,
    locale: 'sv-SE',
    blocks: ['latestApplications', 'limit', 'latestVehicles', 'market', 'pointBalance', 'pointShopTeaser', 'priceTagPromo'],
  },
  { user: USERS.erik, locale: 'sv-SE', blocks: ['latestApplications', 'priceTagPromo'] },
  { user: USERS.basic, locale: 'sv-SE', blocks: [] },
  { user: USERS.mikko, locale: 'fi-FI', blocks: ['latestApplications', 'pointBalance', 'pointShopTeaser', 'priceTagPromo'] },
  // Denmark has no point shop, whatever the roles.
  { user: USERS.mette, locale: 'da-DK', blocks: ['latestApplications', 'latestVehicles', 'market', 'priceTagPromo'] },
];

const region = (page: Page, locale: string, block: Block) => page.getByRole('region', { name: text(locale, BLOCK_HEADINGS[block]), exact: true });

for (const { user, locale, blocks } of SEEN) {
  test(`${user.email} sees exactly ${blocks.length > 0 ? blocks.join(', ') : 'the greeting'} on Home`, async ({ page }) => {
    await signIn(page, user, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'home.greeting').replace('{name}', user.firstname));
    for (const block of Object.keys(BLOCK_HEADINGS) as Block[]) {
      await expect(region(page, locale, block), block).toHaveCount(blocks.includes(block) ? 1 : 0);
    }
    if (blocks.includes('pointBalance')) await expect(region(page, locale, 'pointBalance').getByText(/^\d[\d\s]* p$/)).toBeVisible();
    if (blocks.includes('latestVehicles')) await expect(region(page, locale, 'latestVehicles').getByRole('listitem')).toHaveCount(4);
    if (blocks.includes('market')) {
      const market = region(page, locale, 'market');
      await expect(market.getByText(/^\d+ /)).toBeVisible();
      await expect(market.getByRole('link', { name: text(locale, 'marketPlace.home.market.open') })).toHaveAttribute('href', '/marketplace');
    }
    if (blocks.includes('pointShopTeaser')) await expect(region(page, locale, 'pointShopTeaser').getByRole('listitem')).toHaveCount(3);
    if (blocks.includes('priceTagPromo')) {
      await expect(region(page, locale, 'priceTagPromo').getByRole('link', { name: text(locale, 'home.priceTag.open') })).toHaveAttribute('href', '/price-tag');
    }
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoSeriousViolations(page, `Home of ${user.email}`);
  });
}

test('the point balance and the latest vehicles failing say so each in its block alone; the others still show', async ({ page }) => {
  await signIn(page, USERS.anna, '/');
  await backendPost('/__test/faults', { path: 'shop/account', status: 503 });
  await backendPost('/__test/faults', { path: 'market/ads', status: 503 });
  try {
    await page.reload();
    await expect(region(page, 'sv-SE', 'pointBalance').getByRole('alert')).toHaveText(/Poängsaldot kan inte visas just nu\./);
    await expect(region(page, 'sv-SE', 'latestVehicles').getByRole('alert')).toHaveText(/De senast tillagda bilarna kunde inte hämtas just nu\./);
    await expect(page.getByRole('alert')).toHaveCount(2);
    for (const block of ['latestApplications', 'limit', 'pointShopTeaser', 'priceTagPromo'] as const) {
      await expect(region(page, 'sv-SE', block).getByRole('alert')).toHaveCount(0);
    }
    await expect(region(page, 'sv-SE', 'pointShopTeaser').getByRole('listitem')).toHaveCount(3);
  } finally {
    await backendDelete('/__test/faults');
  }
});

test('a 401 from the Partner API in a block that fails alone still ends the session: the dealer signs in again', async ({ page }) => {
  await signIn(page, USERS.anna, '/');
  await backendPost('/__test/faults', { path: 'shop/account', status: 401, times: 1 });
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logga in på Partnerportalen');
  } finally {
    await backendDelete('/__test/faults');
  }
});

test('inventory financing is among the latest applications: its own link to all of them, and when its call fails it says so alone', async ({ page }) => {
  await signIn(page, USERS.anna, '/');
  const latest = region(page, 'sv-SE', 'latestApplications');
  await expect(latest.getByRole('link', { name: text('sv-SE', 'home.allInventoryFinancing') })).toHaveAttribute('href', '/inventory-financing');
  await backendPost('/__test/faults', { path: 'business-finance/leads/query', status: 503 });
  try {
    await page.reload();
    await expect(latest.getByRole('alert')).toContainText(text('sv-SE', 'home.inventoryFinancingUnavailable'));
    await expect(latest.getByRole('listitem').first()).toBeVisible();
  } finally {
    await backendDelete('/__test/faults');
  }
});
