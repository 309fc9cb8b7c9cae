// The lead products' registry (src/lib/leads/registry.ts, registry.server.ts): the one list
// partial (/api/<lead>/leads) finds each product's list by its pages' path, and nothing else.
import { describe, expect, it } from 'vitest';
import { leadListAt } from '../../src/lib/leads/registry.server';
import { LEAD_ENDPOINTS } from '../../src/lib/leads/registry';

describe('the lead list partial’s product', () => {
  it('is the product whose pages are at the path, with its own list, role and table', () => {
    expect(leadListAt('/blanco')).toMatchObject({ product: { key: 'blanco', role: 'BLANCO' }, request: { key: 'blanco', path: '/blanco' } });
    expect(leadListAt('/leasing')).toMatchObject({ product: { key: 'leasing', role: 'LEASING' }, request: { key: 'leasing', path: '/leasing' } });
    expect(leadListAt('/inventory-financing')).toMatchObject({ product: { role: 'BUSINESS_FINANCE' }, request: { key: 'inventoryFinancing', path: '/inventory-financing' } });
    expect(leadListAt('/leasing')?.table.columns.length).toBeGreaterThan(0);
  });

  it('is none for any other path: another page, a prefix, a traversal', () => {
    for (const path of ['/marketplace', '/point-shop', '/', '/leasing/', '/Leasing', '/leasing/..', '/blanco/apply', '/undefined']) expect(leadListAt(path)).toBeUndefined();
  });

  it('answers at each product’s partial address, the one the list script posts to', () => {
    expect([LEAD_ENDPOINTS.BlancoLeads, LEAD_ENDPOINTS.LeasingLeads, LEAD_ENDPOINTS.InventoryFinancingLeads]).toEqual(['/api/blanco/leads', '/api/leasing/leads', '/api/inventory-financing/leads']);
  });
});
