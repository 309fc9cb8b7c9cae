import { describe, expect, it } from 'vitest';
import { matchRoute, pathTo, ROUTES, safeReturnTo, type RouteName } from '../../src/lib/routes';
import { decideAccess, decideRoute } from '../../src/lib/permissions';
import { translator, LOCALES } from '../../src/lib/i18n';

// SPEC §2: every screen with its path and required role (null: no sign-in; 'basic': signed in).
const SPEC_ROUTES: [RouteName, string, string | null][] = [
  ['Login', '/login', null],
  // SPEC §2's /activate-account/:token is the invitation's link; the page itself is at /activate-account (docs/decisions/0063).
  ['ActivateAccountLink', '/activate-account/:token', null],
  ['ActivateAccount', '/activate-account', null],
  ['Callback', '/callback', null],
  ['Home', '/', 'basic'],
  ['Blanco', '/blanco', 'BLANCO'],
  ['BlancoDetails', '/blanco/:id', 'BLANCO'],
  ['BlancoApply', '/blanco/apply', 'BLANCO'],
  ['Leasing', '/leasing', 'LEASING'],
  ['LeasingDetails', '/leasing/:id', 'LEASING'],
  ['LeasingApply', '/leasing/apply', 'LEASING'],
  ['InventoryFinancing', '/inventory-financing', 'BUSINESS_FINANCE'],
  ['InventoryFinancingDetails', '/inventory-financing/:id', 'BUSINESS_FINANCE'],
  ['InventoryFinancingApply', '/inventory-financing/apply', 'BUSINESS_FINANCE'],
  ['PointShop', '/point-shop', 'POINT_SHOP'],
  ['PointShopArticle', '/point-shop/article/:id', 'POINT_SHOP'],
  ['PointShopCheckout', '/point-shop/checkout', 'POINT_SHOP'],
  ['PointShopOrders', '/point-shop/orders', 'POINT_SHOP'],
  ['MarketPlace', '/marketplace', 'MARKET_PLACE'],
  ['PriceTag', '/price-tag', 'BLANCO'],
  ['Report', '/report', 'BUSINESS_FINANCE'],
  ['ReportActiveStatement', '/report/business-finance/active-statement', 'BUSINESS_FINANCE'],
  ['ReportMonthlyStatement', '/report/business-finance/monthly-statement', 'BUSINESS_FINANCE'],
  ['Commission', '/commission', 'COMMISSION'],
  ['Organisation', '/organisation', 'ORGANIZATION_ADMIN'],
  ['User', '/user', 'basic'],
  ['UserMyProfile', '/user/my-profile', 'basic'],
];

describe('the route table', () => {
  it.each(SPEC_ROUTES)('%s is at %s and needs %s', (name, path, role) => {
    const route = ROUTES.find((candidate) => candidate.name === name);
    expect(route?.path).toBe(path);
    const access = route!.access;
    if (role === null) expect(access.kind).toBe('public');
    else if (role === 'basic') expect(access.kind).toBe('signedIn');
    else expect(access).toEqual({ kind: 'anyRole', roles: [role] });
  });

  it('has a translated title for every route in every locale', () => {
    for (const locale of LOCALES) {
      const t = translator(locale);
      for (const route of ROUTES) expect(t(route.titleKey), `${locale} ${route.name}`).not.toBe('');
    }
  });

  it('gives full-screen apply pages their list as back target', () => {
    expect(ROUTES.find((r) => r.name === 'LeasingApply')).toMatchObject({ layout: 'fullScreen', backTarget: 'Leasing' });
    expect(ROUTES.find((r) => r.name === 'InventoryFinancingApply')).toMatchObject({ layout: 'fullScreen', backTarget: 'InventoryFinancing' });
  });

  it.each([
    ['/blanco/apply', 'BlancoApply', {}],
    ['/blanco/123', 'BlancoDetails', { id: '123' }],
    ['/blanco/', 'Blanco', {}],
    ['/point-shop/article/a%2Fb', 'PointShopArticle', { id: 'a/b' }],
    ['/point-shop/orders', 'PointShopOrders', {}],
    ['/activate-account/tok-1', 'ActivateAccountLink', { token: 'tok-1' }],
    ['/activate-account', 'ActivateAccount', {}],
    ['/', 'Home', {}],
  ])('matches %s to %s', (path, name, params) => {
    expect(matchRoute(path)).toMatchObject({ route: { name }, params });
  });

  it.each(['/nope', '/blanco/1/2', '/activate-account/a/b', '/user/other', '/blanco/%E0%A4%A', '/leasing/%'])('knows no route at %s', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('builds paths and refuses an empty parameter', () => {
    expect(pathTo('BlancoDetails', { id: 'L 1' })).toBe('/blanco/L%201');
    expect(() => pathTo('BlancoDetails', { id: '' })).toThrow(/parameter "id" is empty/);
    expect(() => pathTo('BlancoDetails')).toThrow(/parameter "id"/);
  });

  it.each([
    ['/blanco?page=2', '/blanco?page=2'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/login', '/'],
    ['/no-access', '/'],
    [null, '/'],
    // A header-breaking character goes Home instead of failing the redirect after sign-in.
    ['/blanco/\r\nSet-Cookie: x=1', '/'],
    ['/?q=\n', '/'],
    ['/blanco/L1\u0000', '/'],
    ['/blanco\u007f', '/'],
  ])('keeps returnTo %j as %j', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });
});

describe('the guard decision', () => {
  it('sends a signed-out user to sign in, except on public routes', () => {
    expect(decideAccess({ kind: 'signedIn' }, null)).toBe('signIn');
    expect(decideAccess({ kind: 'anyRole', roles: ['BLANCO'] }, null)).toBe('signIn');
    expect(decideAccess({ kind: 'public' }, null)).toBe('allow');
  });
  it('lets a basic user in to basic routes only', () => {
    expect(decideAccess({ kind: 'signedIn' }, [])).toBe('allow');
    expect(decideAccess({ kind: 'anyRole', roles: ['COMMISSION'] }, [])).toBe('forbidden');
  });
  it('needs any one of the route’s roles', () => {
    expect(decideAccess({ kind: 'anyRole', roles: ['BLANCO', 'LEASING'] }, ['LEASING'])).toBe('allow');
    expect(decideAccess({ kind: 'anyRole', roles: ['BLANCO'] }, ['LEASING', 'COMMISSION'])).toBe('forbidden');
  });

  const marketplace = { access: { kind: 'anyRole', roles: ['MARKET_PLACE'] }, flag: 'PayMarketplace' } as const;
  const flags = (PayMarketplace: boolean, known = true) => ({ values: { 'in-maintenance': false, PayMarketplace }, known });
  it('opens a route behind a flag that is on to the dealer with the role', () => {
    expect(decideRoute(marketplace, ['MARKET_PLACE'], flags(true))).toBe('allow');
    expect(decideRoute(marketplace, ['MARKET_PLACE'], flags(true, false))).toBe('allow');
  });
  it('says no access when the flag is switched off, but "temporarily unavailable" when the flag could not be checked', () => {
    expect(decideRoute(marketplace, ['MARKET_PLACE'], flags(false))).toBe('forbidden');
    expect(decideRoute(marketplace, ['MARKET_PLACE'], flags(false, false))).toBe('unavailable');
  });
  it('never says "temporarily unavailable" to a dealer without the role, nor to someone signed out', () => {
    expect(decideRoute(marketplace, ['BLANCO'], flags(false, false))).toBe('forbidden');
    expect(decideRoute(marketplace, null, flags(false, false))).toBe('signIn');
    expect(decideRoute({ access: { kind: 'signedIn' } }, [], flags(false, false))).toBe('allow');
  });
});
