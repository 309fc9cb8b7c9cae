// THE lead products (docs/decisions/0045). A new one is its folder's product.ts listed here, and its
// server part listed in registry.server.ts: the routes, the portal's list and document endpoints,
// the list keys, the form types, the navigation and Home's latest applications follow from this.
// Imports nothing of the portal but its products: the route table reads it (src/lib/routes.ts).
// Plain data, so the route table and islands may read it.
// Imported with `.ts`: backend/ and the webhook's schema read the products with Node's type stripping.
import { BLANCO_PRODUCT } from '../blanco/product.ts';
import { INVENTORY_FINANCING_PRODUCT } from '../inventory-financing/product.ts';
import { LEASING_PRODUCT } from '../leasing/product.ts';

export const LEAD_PRODUCTS = [BLANCO_PRODUCT, LEASING_PRODUCT, INVENTORY_FINANCING_PRODUCT] as const;

type Product = (typeof LEAD_PRODUCTS)[number];
export type LeadKey = Product['key'];
type ExtraRouteName<P> = P extends { extraRoutes: readonly { name: infer N extends string }[] } ? N : never;
/** Each product's route names: its list, application, details and own routes (src/lib/routes.ts leadRoutes). */
export type LeadRouteName = Product['route'] | `${Product['route']}Apply` | `${Product['route']}Details` | ExtraRouteName<Product>;
type WithDocuments = Extract<Product, { documents: true }>;
export type LeadEndpointName = `${Product['route']}Leads` | `${WithDocuments['route']}Documents` | `${WithDocuments['route']}Document`;

/** Each product's list partial, and the documents of a lead for those that keep documents. */
export const LEAD_ENDPOINTS = Object.fromEntries(
  LEAD_PRODUCTS.flatMap((product) => [
    [`${product.route}Leads`, `/api${product.path}/leads`],
    ...(product.documents
      ? [
          [`${product.route}Documents`, `/api${product.path}/leads/:id/documents`],
          [`${product.route}Document`, `/api${product.path}/leads/:id/documents/:documentId`],
        ]
      : []),
  ]),
) as Record<LeadEndpointName, string>;
