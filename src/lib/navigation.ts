// The side navigation of SPEC §6: which entries a user sees, by roles, country, flags
// and whether their key account manager can be reached. Presentation only: the guard
// enforces access.
import type { CountryCode, Role } from './api/schemas';
import { LEAD_PRODUCTS } from './leads/registry';
import { hasAnyRole } from './permissions';
import type { RouteName } from './routes';
import type { IconName as NavIcon } from './ui/icons';

export type NavEntry =
  | { kind: 'link'; id: string; labelKey: string; route: RouteName; icon: NavIcon }
  /** Sweden, without BUSINESS_FINANCE: opens the key account manager modal instead. */
  | { kind: 'managerModal'; id: string; labelKey: string; icon: NavIcon };

interface NavSection {
  id: 'apply' | 'otherServices' | 'administration';
  titleKey: string;
  entries: NavEntry[];
}

export interface Navigation {
  home: NavEntry;
  sections: NavSection[];
}

export interface NavigationInput {
  roles: readonly Role[];
  country: CountryCode;
  /** The PayMarketplace feature flag (off when the flag check failed). */
  payMarketplace: boolean;
  /** The key account manager has both a full name and a phone number. */
  managerReachable: boolean;
}

const link = (id: string, route: RouteName, icon: NavIcon): NavEntry => ({ kind: 'link', id, labelKey: `nav.${id}`, route, icon });

export function navigationFor({ roles, country, payMarketplace, managerReachable }: NavigationInput): Navigation {
  const has = (...wanted: Role[]) => hasAnyRole(roles, wanted);
  const sections: NavSection[] = [];

  // A lead product's entry in its section; in Sweden, without its role, the key account manager where it says so.
  const leadEntries = (section: 'apply' | 'otherServices'): NavEntry[] =>
    LEAD_PRODUCTS.filter((product) => product.nav.section === section).flatMap((product): NavEntry[] => {
      if (has(product.role)) return [link(product.key, product.route, product.nav.icon)];
      const managerWithoutRole = 'managerWithoutRole' in product.nav && product.nav.managerWithoutRole;
      return managerWithoutRole && country === 'SE' && managerReachable
        ? [{ kind: 'managerModal', id: product.key, labelKey: `nav.${product.key}`, icon: product.nav.icon }]
        : [];
    });

  sections.push({ id: 'apply', titleKey: 'nav.sections.apply', entries: leadEntries('apply') });

  // SPEC §6: for a lead product's role there or POINT_SHOP, or in Sweden (where the manager onboards).
  const otherServicesRoles = [
    ...LEAD_PRODUCTS.filter((product) => product.nav.section === 'otherServices').map((product) => product.role),
    'POINT_SHOP' as const,
  ];
  if (has(...otherServicesRoles) || country === 'SE') {
    const entries = leadEntries('otherServices');
    if (has('POINT_SHOP') && country !== 'DK') entries.push(link('pointShop', 'PointShop', 'shop'));
    if (has('MARKET_PLACE') && payMarketplace) entries.push(link('marketPlace', 'MarketPlace', 'market'));
    sections.push({ id: 'otherServices', titleKey: 'nav.sections.otherServices', entries });
  }

  if (has('BUSINESS_FINANCE', 'COMMISSION', 'ORGANIZATION_ADMIN')) {
    const entries: NavEntry[] = [];
    if (has('BUSINESS_FINANCE')) entries.push(link('report', 'Report', 'report'));
    if (has('COMMISSION')) entries.push(link('commission', 'Commission', 'commission'));
    if (has('ORGANIZATION_ADMIN')) entries.push(link('organisation', 'Organisation', 'organisation'));
    sections.push({ id: 'administration', titleKey: 'nav.sections.administration', entries });
  }

  // A section whose rule holds but that has nothing to offer this user is not drawn.
  return { home: link('home', 'Home', 'home'), sections: sections.filter((section) => section.entries.length > 0) };
}

/** Point shop and its balance exist for POINT_SHOP users outside Denmark (SPEC §6, §9). */
export function showsPointBalance(roles: readonly Role[], country: CountryCode): boolean {
  return hasAnyRole(roles, ['POINT_SHOP']) && country !== 'DK';
}
