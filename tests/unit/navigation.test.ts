// Every combination of the seven roles (2^7) in SE, FI and DK, with the PayMarketplace
// flag on and off and the key account manager reachable or not, against SPEC §6 read
// entry by entry.
import { describe, expect, it } from 'vitest';
import { ROLES, type CountryCode, type Role } from '../../src/lib/api/schemas';
import { navigationFor, showsPointBalance } from '../../src/lib/navigation';

const COUNTRIES: CountryCode[] = ['SE', 'FI', 'DK'];

function roleSets(): Role[][] {
  return Array.from({ length: 2 ** ROLES.length }, (_, mask) => ROLES.filter((_, bit) => mask & (1 << bit)));
}

/** SPEC §6 as written: what each entry needs, and when its section shows. */
function expected(roles: Role[], country: CountryCode, flag: boolean, reachable: boolean): string[] {
  const has = (role: Role) => roles.includes(role);
  const out = ['home'];
  const apply = has('BLANCO') || has('LEASING');
  if (apply && has('BLANCO')) out.push('apply/blanco');
  if (apply && has('LEASING')) out.push('apply/leasing');
  const other = has('BUSINESS_FINANCE') || has('POINT_SHOP') || country === 'SE';
  if (other && has('BUSINESS_FINANCE')) out.push('otherServices/inventoryFinancing:link');
  if (other && !has('BUSINESS_FINANCE') && country === 'SE' && reachable) out.push('otherServices/inventoryFinancing:managerModal');
  if (other && has('POINT_SHOP') && country !== 'DK') out.push('otherServices/pointShop');
  if (other && has('MARKET_PLACE') && flag) out.push('otherServices/marketPlace');
  const admin = has('BUSINESS_FINANCE') || has('COMMISSION') || has('ORGANIZATION_ADMIN');
  if (admin && has('BUSINESS_FINANCE')) out.push('administration/report');
  if (admin && has('COMMISSION')) out.push('administration/commission');
  if (admin && has('ORGANIZATION_ADMIN')) out.push('administration/organisation');
  return out;
}

function drawn(roles: Role[], country: CountryCode, flag: boolean, reachable: boolean): string[] {
  const nav = navigationFor({ roles, country, payMarketplace: flag, managerReachable: reachable });
  const out = [nav.home.id];
  for (const section of nav.sections) {
    expect(section.entries.length, `${section.id} is drawn empty`).toBeGreaterThan(0);
    for (const entry of section.entries) {
      const suffix = section.id === 'otherServices' && entry.id === 'inventoryFinancing' ? `:${entry.kind}` : '';
      out.push(`${section.id}/${entry.id}${suffix}`);
    }
  }
  return out;
}

describe('side navigation for every role set, country, flag and manager', () => {
  const cases = roleSets().flatMap((roles) =>
    COUNTRIES.flatMap((country) => [true, false].flatMap((flag) => [true, false].map((reachable) => ({ roles, country, flag, reachable })))),
  );

  it('covers 2^7 role sets × 3 countries × flag × manager', () => {
    expect(cases).toHaveLength(128 * 3 * 2 * 2);
  });

  it.each(cases)('$country $roles flag=$flag manager=$reachable', ({ roles, country, flag, reachable }) => {
    expect(drawn(roles, country, flag, reachable)).toEqual(expected(roles, country, flag, reachable));
  });
});

describe('the demo users see what DEMO-DATA.md says', () => {
  const ids = (roles: Role[], country: CountryCode, reachable = true) => drawn(roles, country, true, reachable);
  it('erik (SE, BLANCO) gets the manager modal entry instead of inventory financing', () => {
    expect(ids(['BLANCO'], 'SE')).toEqual(['home', 'apply/blanco', 'otherServices/inventoryFinancing:managerModal']);
  });
  it('basic.user (SE, no roles, manager without phone) sees Home only', () => {
    expect(ids([], 'SE', false)).toEqual(['home']);
  });
  it('mette (DK) never sees the point shop, even with the role', () => {
    expect(ids(['BLANCO', 'LEASING', 'POINT_SHOP', 'MARKET_PLACE'], 'DK')).toEqual(['home', 'apply/blanco', 'apply/leasing', 'otherServices/marketPlace']);
    expect(showsPointBalance(['POINT_SHOP'], 'DK')).toBe(false);
    expect(showsPointBalance(['POINT_SHOP'], 'FI')).toBe(true);
  });
});
