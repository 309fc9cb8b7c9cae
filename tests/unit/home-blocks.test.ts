import { describe, expect, it } from 'vitest';
import type { CountryCode, Role } from '../../src/lib/api/schemas';
import { homeBlocksFor, type HomeBlock } from '../../src/lib/home/blocks';

const EVERY_ROLE: Role[] = ['BLANCO', 'LEASING', 'BUSINESS_FINANCE', 'POINT_SHOP', 'MARKET_PLACE', 'COMMISSION', 'ORGANIZATION_ADMIN'];

describe('Home shows each block only to users who may use it', () => {
  const cases: { who: string; roles: Role[]; country: CountryCode; payMarketplace?: boolean; blocks: HomeBlock[] }[] = [
    {
      who: 'anna (SE, every role)',
      roles: EVERY_ROLE,
      country: 'SE',
      blocks: ['latestApplications', 'latestVehicles', 'market', 'pointBalance', 'pointShopTeaser', 'priceTagPromo'],
    },
    {
      who: 'anna with the PayMarketplace flag off (or its check failed)',
      roles: EVERY_ROLE,
      country: 'SE',
      payMarketplace: false,
      blocks: ['latestApplications', 'pointBalance', 'pointShopTeaser', 'priceTagPromo'],
    },
    { who: 'erik (SE, BLANCO)', roles: ['BLANCO'], country: 'SE', blocks: ['latestApplications', 'priceTagPromo'] },
    { who: 'basic.user (SE, no role)', roles: [], country: 'SE', blocks: [] },
    {
      who: 'mikko (FI)',
      roles: ['BLANCO', 'LEASING', 'POINT_SHOP', 'COMMISSION'],
      country: 'FI',
      blocks: ['latestApplications', 'pointBalance', 'pointShopTeaser', 'priceTagPromo'],
    },
    {
      who: 'mette (DK): no point shop even with the role',
      roles: ['BLANCO', 'LEASING', 'POINT_SHOP', 'MARKET_PLACE'],
      country: 'DK',
      blocks: ['latestApplications', 'latestVehicles', 'market', 'priceTagPromo'],
    },
    { who: 'a leasing-only user', roles: ['LEASING'], country: 'FI', blocks: ['latestApplications'] },
    {
      who: 'an inventory-financing-only user: its applications among the latest (issue 24), and its limit',
      roles: ['BUSINESS_FINANCE'],
      country: 'SE',
      blocks: ['latestApplications'],
    },
    { who: 'a point-shop-only user in Sweden', roles: ['POINT_SHOP'], country: 'SE', blocks: ['pointBalance', 'pointShopTeaser'] },
    { who: 'a point-shop-only user in Denmark', roles: ['POINT_SHOP'], country: 'DK', blocks: [] },
    { who: 'a marketplace-only user in Finland', roles: ['MARKET_PLACE'], country: 'FI', blocks: ['latestVehicles', 'market'] },
    { who: 'an administrator without products', roles: ['COMMISSION', 'ORGANIZATION_ADMIN'], country: 'SE', blocks: [] },
  ];
  it.each(cases)('$who', ({ roles, country, payMarketplace = true, blocks }) => {
    expect(homeBlocksFor({ roles, country, payMarketplace })).toEqual(blocks);
  });

  it('every role set in every country: the point shop blocks never in Denmark, the vehicles never without the flag', () => {
    for (let mask = 0; mask < 1 << EVERY_ROLE.length; mask++) {
      const roles = EVERY_ROLE.filter((_, bit) => mask & (1 << bit));
      for (const country of ['SE', 'FI', 'DK'] as const) {
        for (const payMarketplace of [true, false]) {
          const blocks = homeBlocksFor({ roles, country, payMarketplace });
          expect(blocks.includes('pointShopTeaser')).toBe(roles.includes('POINT_SHOP') && country !== 'DK');
          expect(blocks.includes('pointBalance')).toBe(roles.includes('POINT_SHOP') && country !== 'DK');
          expect(blocks.includes('latestVehicles')).toBe(roles.includes('MARKET_PLACE') && payMarketplace);
          expect(blocks.includes('market')).toBe(roles.includes('MARKET_PLACE') && payMarketplace);
          expect(blocks.includes('priceTagPromo')).toBe(roles.includes('BLANCO'));
          expect(blocks.includes('latestApplications')).toBe(roles.includes('BLANCO') || roles.includes('LEASING') || roles.includes('BUSINESS_FINANCE'));
        }
      }
    }
  });
});
