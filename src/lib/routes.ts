// THE route table (SPEC §2). The guard, the navigation and the page titles read it;
// every in-portal URL is built from it with pathTo().
import type { Role } from './api/schemas';
import { LEAD_ENDPOINTS, LEAD_PRODUCTS, type LeadRouteName } from './leads/registry';

type Layout = 'standard' | 'narrow' | 'fullScreen' | 'login' | 'bare';

/** Who may enter: anyone, any signed-in user (basic), or a user with any of the roles. */
export type Access = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'anyRole'; roles: readonly Role[] };

export interface RouteDef {
  readonly name: RouteName;
  readonly path: string;
  readonly titleKey: string;
  readonly access: Access;
  readonly layout: Layout;
  /** Where Cancel in the full-screen layout goes; otherwise back one step. */
  readonly backTarget?: RouteName;
  /** Reached only by a rewrite from the middleware (maintenance, no access), never by URL. */
  readonly internal?: boolean;
  /** A feature flag that must be on too (SPEC §6: the marketplace needs PayMarketplace); off, the guard answers no access. */
  readonly flag?: 'PayMarketplace';
}

const PUBLIC: Access = { kind: 'public' };
const BASIC: Access = { kind: 'signedIn' };
const role = (...roles: Role[]): Access => ({ kind: 'anyRole', roles });
// SPEC §2's table names the point shop role for the marketplace, §6 MARKET_PLACE: see docs/decisions/0004.
// The flag is checked by the guard, from this table, like the role (docs/decisions/0037).
const MARKET_PLACE = { access: role('MARKET_PLACE'), flag: 'PayMarketplace' } as const;

type LeadRoute = Omit<RouteDef, 'name' | 'backTarget'> & { name: LeadRouteName; backTarget?: LeadRouteName };

/** Each product's routes: its application and own routes before its details, before its list (static segments first). */
/** @internal exported for its unit tests */
export function leadRoutes(): LeadRoute[] {
  return LEAD_PRODUCTS.flatMap((product): LeadRoute[] => {
    const access = { kind: 'anyRole', roles: [product.role] } as const;
    const extra: readonly { name: string; below: string; layout: 'standard' | 'narrow' }[] = 'extraRoutes' in product ? product.extraRoutes : [];
    return [
      {
        name: `${product.route}Apply`,
        path: `${product.path}/apply`,
        titleKey: `routes.${product.key}Apply`,
        access,
        layout: 'fullScreen',
        backTarget: product.route,
      },
      ...extra.map((route) => ({
        name: route.name as LeadRouteName,
        path: `${product.path}${route.below}`,
        titleKey: `routes.${route.name.charAt(0).toLowerCase()}${route.name.slice(1)}`,
        access,
        layout: route.layout,
      })),
      { name: `${product.route}Details`, path: `${product.path}/:id`, titleKey: `routes.${product.key}Details`, access, layout: 'narrow' },
      { name: product.route, path: product.path, titleKey: `routes.${product.key}`, access, layout: 'standard' },
    ];
  });
}

// Order matters: a static path comes before a parameter path on the same level.
/** @internal exported for its unit tests */
export const ROUTES = [
  { name: 'Login', path: '/login', titleKey: 'routes.login', access: PUBLIC, layout: 'login' },
  { name: 'ActivateAccount', path: '/activate-account', titleKey: 'routes.activateAccount', access: PUBLIC, layout: 'login' },
  // The invitation's link: keeps its token in a cookie and sends the browser on to ActivateAccount (docs/decisions/0063).
  { name: 'ActivateAccountLink', path: '/activate-account/:token', titleKey: 'routes.activateAccount', access: PUBLIC, layout: 'bare' },
  { name: 'Callback', path: '/callback', titleKey: 'routes.callback', access: PUBLIC, layout: 'bare' },
  { name: 'Logout', path: '/logout', titleKey: 'routes.logout', access: PUBLIC, layout: 'bare' },
  // Where a log out lands (docs/decisions/0055): says so, offers sign-in, and shuts the chat down again.
  { name: 'SignedOut', path: '/signed-out', titleKey: 'signedOut.title', access: PUBLIC, layout: 'login' },
  { name: 'Home', path: '/', titleKey: 'routes.home', access: BASIC, layout: 'standard' },
  // The user terms (SPEC §1): asked for after sign-in until accepted, readable any time (docs/decisions/0018).
  { name: 'Terms', path: '/terms', titleKey: 'terms.pageTitle', access: BASIC, layout: 'login' },
  // Every lead product's application, own pages, details and list (src/lib/leads/registry.ts).
  ...leadRoutes(),
  { name: 'PointShopOrders', path: '/point-shop/orders', titleKey: 'routes.pointShopOrders', access: role('POINT_SHOP'), layout: 'standard' },
  { name: 'PointShopArticle', path: '/point-shop/article/:id', titleKey: 'routes.pointShopArticle', access: role('POINT_SHOP'), layout: 'narrow' },
  { name: 'PointShopCheckout', path: '/point-shop/checkout', titleKey: 'routes.pointShopCheckout', access: role('POINT_SHOP'), layout: 'narrow' },
  { name: 'PointShop', path: '/point-shop', titleKey: 'routes.pointShop', access: role('POINT_SHOP'), layout: 'standard' },
  { name: 'MarketPlacePurchases', path: '/marketplace/purchases', titleKey: 'routes.marketPlacePurchases', ...MARKET_PLACE, layout: 'standard' },
  { name: 'MarketPlacePurchase', path: '/marketplace/purchases/:id', titleKey: 'marketPlace.purchase.title', ...MARKET_PLACE, layout: 'narrow' },
  { name: 'MarketPlaceConfirm', path: '/marketplace/:id/confirm', titleKey: 'routes.marketPlaceConfirm', ...MARKET_PLACE, layout: 'narrow' },
  { name: 'MarketPlaceAd', path: '/marketplace/:id', titleKey: 'routes.marketPlaceAd', ...MARKET_PLACE, layout: 'narrow' },
  { name: 'MarketPlace', path: '/marketplace', titleKey: 'routes.marketPlace', ...MARKET_PLACE, layout: 'standard' },
  { name: 'PriceTag', path: '/price-tag', titleKey: 'routes.priceTag', access: role('BLANCO'), layout: 'standard' },
  {
    name: 'ReportActiveStatement',
    path: '/report/business-finance/active-statement',
    titleKey: 'routes.reportActiveStatement',
    access: role('BUSINESS_FINANCE'),
    layout: 'standard',
  },
  {
    name: 'ReportMonthlyStatement',
    path: '/report/business-finance/monthly-statement',
    titleKey: 'routes.reportMonthlyStatement',
    access: role('BUSINESS_FINANCE'),
    layout: 'standard',
  },
  { name: 'Report', path: '/report', titleKey: 'routes.report', access: role('BUSINESS_FINANCE'), layout: 'standard' },
  { name: 'Commission', path: '/commission', titleKey: 'routes.commission', access: role('COMMISSION'), layout: 'standard' },
  {
    name: 'OrganisationColleagues',
    path: '/organisation/colleagues',
    titleKey: 'routes.organisationColleagues',
    access: role('ORGANIZATION_ADMIN'),
    layout: 'standard',
  },
  { name: 'Organisation', path: '/organisation', titleKey: 'routes.organisation', access: role('ORGANIZATION_ADMIN'), layout: 'standard' },
  { name: 'UserMyProfile', path: '/user/my-profile', titleKey: 'routes.userMyProfile', access: BASIC, layout: 'narrow' },
  { name: 'User', path: '/user', titleKey: 'routes.user', access: BASIC, layout: 'narrow' },
  { name: 'Maintenance', path: '/maintenance', titleKey: 'routes.maintenance', access: PUBLIC, layout: 'login', internal: true },
  { name: 'RateLimited', path: '/rate-limited', titleKey: 'rateLimit.pageTitle', access: PUBLIC, layout: 'login', internal: true },
  { name: 'NoAccess', path: '/no-access', titleKey: 'routes.noAccess', access: BASIC, layout: 'standard', internal: true },
  {
    name: 'TemporarilyUnavailable',
    path: '/temporarily-unavailable',
    titleKey: 'routes.temporarilyUnavailable',
    access: BASIC,
    layout: 'standard',
    internal: true,
  },
] as const satisfies readonly (Omit<RouteDef, 'name' | 'backTarget'> & { name: string; backTarget?: string })[];

export type RouteName = (typeof ROUTES)[number]['name'];

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

const compiled = (ROUTES as readonly RouteDef[]).map((route) => ({
  route,
  segments: route.path.split('/').filter(Boolean),
}));

function normalise(pathname: string): string[] {
  return pathname.replace(/\/+$/, '').split('/').filter(Boolean);
}

/** The route a path lands on, with its parameters; null for an unknown path. */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = normalise(pathname);
  for (const { route, segments } of compiled) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = segments.every((segment, index) => {
      const part = parts[index] ?? '';
      if (segment.startsWith(':')) {
        if (part === '') return false;
        try {
          params[segment.slice(1)] = decodeURIComponent(part);
        } catch {
          return false; // a malformed escape is no route: Home, not a 500
        }
        return true;
      }
      return segment === part;
    });
    if (matches) return { route, params };
  }
  return null;
}

// A list of 50 rows asks for its details path 50 times: by name, not by a walk of the table.
const ROUTE_BY_NAME = new Map((ROUTES as readonly RouteDef[]).map((route) => [route.name, route]));

/** @internal exported for its unit tests */
export function routeByName(name: RouteName): RouteDef {
  const found = ROUTE_BY_NAME.get(name);
  if (!found) throw new Error(`No route named ${name} in src/lib/routes.ts`);
  return found;
}

function fillPath(what: () => string, path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      throw new Error(`${what()}: parameter "${key}" is empty`);
    }
    return encodeURIComponent(String(value));
  });
}

/** What Home says to a dealer sent there from a path that is no route (SPEC §2: unknown paths redirect to Home). */
export const PAGE_NOT_FOUND = 'home.pageNotFound';

/** An in-portal URL for a route; a missing or empty parameter is a programming error. */
export function pathTo(name: RouteName, params: Record<string, string | number> = {}): string {
  return fillPath(() => `pathTo(${name})`, routeByName(name).path, params);
}

/**
 * The portal's own endpoints (src/pages/api/) that pages and islands call. Islands get the URL
 * as a prop, so the route table stays out of the browser. The session check and the point
 * balance keep their paths beside their tiny scripts (session-keep-alive.ts, shop/point-balance.ts).
 */
export const ENDPOINTS = {
  // Every lead product's list partial and documents (src/lib/leads/registry.ts).
  ...LEAD_ENDPOINTS,
  /** POST { credit } as JSON: the apply page's live daily cost. */
  InventoryFinancingDailyCost: '/api/inventory-financing/daily-cost',
  /** POST { numberPlate, vin, mileageKm } as JSON: the apply page's vehicle lookup. */
  InventoryFinancingVehicleLookup: '/api/inventory-financing/vehicle-lookup',
  InventoryFinancingInvoicePdf: '/api/inventory-financing/invoices/:invoiceId/pdf',
  ReportActiveStatementPdf: '/api/report/active-statement',
  ReportMonthlyStatementPdf: '/api/report/monthly-statement/:period/pdf',
  ReportMonthlyStatementCsv: '/api/report/monthly-statement/:period/csv',
  CommissionPdf: '/api/commission/:period/pdf',
  CommissionCsv: '/api/commission/:period/csv',
  BlancoMonthlyCost: '/api/blanco/monthly-cost',
  /** POST { personalId } as JSON: the loan form's person lookup. */
  BlancoPersonLookup: '/api/blanco/person',
  BlancoPriceTagPdf: '/api/blanco/price-tag',
  /** GET ?cashPrice&downPayment&term&interestRate as typed: the price tag page's live monthly cost. */
  BlancoPriceTagCost: '/api/blanco/price-tag-cost',
  /** POST { organizationNumber } as JSON: the apply page's lookup. */
  LeasingOrganization: '/api/leasing/organization',
  /** POST { numberPlate, distanceKm } as JSON: the leasing application's vehicle lookup. */
  LeasingVehicleLookup: '/api/leasing/vehicle-lookup',
  /** POST { add } or { set } as JSON: the point shop cart island's sync (src/lib/shop/cart-sync.ts). */
  PointShopCart: '/api/point-shop/cart',
  /** POST { id, kind, fields } as JSON: a form's draft, as typed (src/lib/dealer-state/draft-autosave.ts). */
  Drafts: '/api/drafts',
  /** POST id, returnTo (a plain form): deletes one of the user's drafts. */
  DraftDelete: '/api/drafts/delete',
  /** POST page, returnTo (a plain form): the no-access page's request to the organisation's administrators. */
  AccessRequest: '/api/access-request',
} as const;

export function endpointPathTo(name: keyof typeof ENDPOINTS, params: Record<string, string | number> = {}): string {
  return fillPath(() => `endpointPathTo(${name})`, ENDPOINTS[name], params);
}

/** Control characters (CR, LF, NUL, …) cannot be in a Location header: such a value goes Home. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** A returnTo value is kept only when it is an in-portal path (no open redirect, no header injection). */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (CONTROL_CHARACTER.test(value)) return '/';
  const match = matchRoute(value.split(/[?#]/)[0] ?? '/');
  if (!match || match.route.internal || match.route.access.kind === 'public') return '/';
  return value;
}
