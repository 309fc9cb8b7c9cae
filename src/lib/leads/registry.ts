// THE lead products (docs/decisions/0045). A new one is its folder's product.ts listed here, and its
// server part listed in registry.server.ts: the routes, the portal's list and document endpoints,
// the list keys, the form types, the navigation and Home's latest applications follow from this.
// Plain data, so the route table and islands may read it.
import { BLANCO_PRODUCT } from '../blanco/product';
import { INVENTORY_FINANCING_PRODUCT } from '../inventory-financing/product';
import { LEASING_PRODUCT } from '../leasing/product';
import type { RouteDef } from '../routes';

export const LEAD_PRODUCTS = [BLANCO_PRODUCT, LEASING_PRODUCT, INVENTORY_FINANCING_PRODUCT] as const;

type Product = (typeof LEAD_PRODUCTS)[number];
export type LeadKey = Product['key'];
type ExtraRouteName<P> = P extends { extraRoutes: readonly { name: infer N extends string }[] } ? N : never;
type LeadRouteName = Product['route'] | `${Product['route']}Apply` | `${Product['route']}Details` | ExtraRouteName<Product>;
type WithDocuments = Extract<Product, { documents: true }>;
export type LeadEndpointName = `${Product['route']}Leads` | `${WithDocuments['route']}Documents` | `${WithDocuments['route']}Document`;

type LeadRoute = Omit<RouteDef, 'name' | 'backTarget'> & { name: LeadRouteName; backTarget?: LeadRouteName };

/** Each product's routes: its application and own routes before its details, before its list (static segments first). */
export function leadRoutes(): LeadRoute[] {
  return LEAD_PRODUCTS.flatMap((product): LeadRoute[] => {
    const access = { kind: 'anyRole', roles: [product.role] } as const;
    const extra: readonly { name: string; below: string; layout: 'standard' | 'narrow' }[] = 'extraRoutes' in product ? product.extraRoutes : [];
    return [
      { name: `${product.route}Apply`, path: `${product.path}/apply`, titleKey: `routes.${product.key}Apply`, access, layout: 'fullScreen', backTarget: product.route },
      ...extra.map((route) => ({ name: route.name as LeadRouteName, path: `${product.path}${route.below}`, titleKey: `routes.${route.name.charAt(0).toLowerCase()}${route.name.slice(1)}`, access, layout: route.layout })),
      { name: `${product.route}Details`, path: `${product.path}/:id`, titleKey: `routes.${product.key}Details`, access, layout: 'narrow' },
      { name: product.route, path: product.path, titleKey: `routes.${product.key}`, access, layout: 'standard' },
    ];
  });
}

/** Each product's list partial, and the documents of a lead for those that keep documents. */
export const LEAD_ENDPOINTS = Object.fromEntries(
  LEAD_PRODUCTS.flatMap((product) => [
    [`${product.route}Leads`, `/api${product.path}/leads`],
    ...(product.documents ? [[`${product.route}Documents`, `/api${product.path}/leads/:id/documents`], [`${product.route}Document`, `/api${product.path}/leads/:id/documents/:documentId`]] : []),
  ]),
) as Record<LeadEndpointName, string>;
