// The lead products' registry (src/lib/leads/registry.ts, registry.server.ts): the one list
// partial (/api/<lead>/leads) finds each product's list by its pages' path, and nothing else.
import { describe, expect, it } from 'vitest';
import { LEAD_SERVER, leadListAt, productHomeBlocks, productTodoSource } from '../../src/lib/leads/registry.server';
import { recordingApi } from '../support/recording-api';
import { LEAD_ENDPOINTS, LEAD_PRODUCTS } from '../../src/lib/leads/registry';
import { leadRoutes } from '../../src/lib/routes';
import { defineLeadTable } from '../../src/lib/leads/rows';

describe('the lead products’ server parts', () => {
  it('are found in each registered product’s folder (lead-server.ts), one a product, with the to-do sources the products add', () => {
    expect(Object.keys(LEAD_SERVER)).toEqual(LEAD_PRODUCTS.map((product) => product.key));
    for (const product of LEAD_PRODUCTS) expect(LEAD_SERVER[product.key].key).toBe(product.key);
    expect(productTodoSource('secondChance')).toBe(LEAD_SERVER.blanco.todoSources?.secondChance);
    expect(productTodoSource('stockCars')).toBe(LEAD_SERVER.inventoryFinancing.todoSources?.stockCars);
    expect(productTodoSource('pickUps')).toBeUndefined();
  });
});

describe('the lead list partial’s product', () => {
  it('is the product whose pages are at the path, with its own list, role and table', () => {
    expect(leadListAt('/blanco')).toMatchObject({ product: { key: 'blanco', role: 'BLANCO' }, request: { key: 'blanco', path: '/blanco' } });
    expect(leadListAt('/leasing')).toMatchObject({ product: { key: 'leasing', role: 'LEASING' }, request: { key: 'leasing', path: '/leasing' } });
    expect(leadListAt('/inventory-financing')).toMatchObject({
      product: { role: 'BUSINESS_FINANCE' },
      request: { key: 'inventoryFinancing', path: '/inventory-financing' },
    });
    expect(leadListAt('/leasing')?.table.columns.length).toBeGreaterThan(0);
  });

  it('is none for any other path: another page, a prefix, a traversal', () => {
    for (const path of ['/marketplace', '/point-shop', '/', '/leasing/', '/Leasing', '/leasing/..', '/blanco/apply', '/undefined'])
      expect(leadListAt(path)).toBeUndefined();
  });

  it('answers at each product’s partial address, the one the list script posts to', () => {
    expect([LEAD_ENDPOINTS.BlancoLeads, LEAD_ENDPOINTS.LeasingLeads, LEAD_ENDPOINTS.InventoryFinancingLeads]).toEqual([
      '/api/blanco/leads',
      '/api/leasing/leads',
      '/api/inventory-financing/leads',
    ]);
  });
});

describe('the lead products’ routes', () => {
  it('give each product its application, own routes, details and list, in that order, behind its role', () => {
    const routes = leadRoutes();
    const blanco = { kind: 'anyRole', roles: ['BLANCO'] };
    const inventory = { kind: 'anyRole', roles: ['BUSINESS_FINANCE'] };
    expect(routes.filter((route) => route.path.startsWith('/blanco'))).toEqual([
      { name: 'BlancoApply', path: '/blanco/apply', titleKey: 'routes.blancoApply', access: blanco, layout: 'fullScreen', backTarget: 'Blanco' },
      { name: 'BlancoDetails', path: '/blanco/:id', titleKey: 'routes.blancoDetails', access: blanco, layout: 'narrow' },
      { name: 'Blanco', path: '/blanco', titleKey: 'routes.blanco', access: blanco, layout: 'standard' },
    ]);
    expect(routes.filter((route) => route.path.startsWith('/inventory-financing'))).toEqual([
      {
        name: 'InventoryFinancingApply',
        path: '/inventory-financing/apply',
        titleKey: 'routes.inventoryFinancingApply',
        access: inventory,
        layout: 'fullScreen',
        backTarget: 'InventoryFinancing',
      },
      {
        name: 'InventoryFinancingPayment',
        path: '/inventory-financing/:id/payment',
        titleKey: 'routes.inventoryFinancingPayment',
        access: inventory,
        layout: 'narrow',
      },
      {
        name: 'InventoryFinancingDetails',
        path: '/inventory-financing/:id',
        titleKey: 'routes.inventoryFinancingDetails',
        access: inventory,
        layout: 'narrow',
      },
      { name: 'InventoryFinancing', path: '/inventory-financing', titleKey: 'routes.inventoryFinancing', access: inventory, layout: 'standard' },
    ]);
    expect(routes.map((route) => route.name).filter((name) => name.startsWith('Leasing'))).toEqual(['LeasingApply', 'LeasingDetails', 'Leasing']);
  });
});

describe('a lead product’s table', () => {
  it('keeps its columns, and gives each row its link, its date in the dealer’s zone and what the product formats', () => {
    const columns = [{ key: 'reference', labelKey: 'x.reference' }] as never;
    const table = defineLeadTable({ columns, format: (row: { id: string; createdAt: string }, context) => ({ own: `${row.id}@${context.locale}` }) });
    expect(table.columns).toBe(columns);
    const rows = table.rows([{ id: 'a/1', createdAt: '2026-11-27T23:30:00Z' }] as never, {
      locale: 'sv-SE',
      currency: 'SEK',
      timeZone: 'Europe/Stockholm',
      detailsHref: (id) => `/x/${encodeURIComponent(id)}`,
    });
    expect(rows).toEqual([{ id: 'a/1', createdAt: '2026-11-27T23:30:00Z', href: '/x/a%2F1', createdText: '2026-11-28', own: 'a/1@sv-SE' }]);
  });
});

describe('each product’s own block on Home', () => {
  const session = () => {
    const data: Record<string, unknown> = {};
    return { get: async (key: string) => data[key], set: (key: string, value: unknown) => void (data[key] = value) } as never;
  };

  it('is loaded for the products whose role the user has and that declare one (inventory financing’s limit)', async () => {
    const { api, calls } = recordingApi({});
    expect(await productHomeBlocks(api, ['BLANCO', 'LEASING'], session(), 0)).toEqual([]);
    expect(calls).toEqual([]);
    const blocks = await productHomeBlocks(api, ['BLANCO', 'BUSINESS_FINANCE'], session(), 0);
    expect(blocks.map((block) => block.product)).toEqual(['inventoryFinancing']);
    expect(blocks[0]!.data).toMatchObject({ kind: 'unavailable' });
    expect(calls).toHaveLength(1);
  });
});
