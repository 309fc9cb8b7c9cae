// Business leasing as a lead product (src/lib/leads/product.ts).
import { defineLeadProduct } from '../leads/product.ts';

export const LEASING_PRODUCT = defineLeadProduct({
  key: 'leasing',
  route: 'Leasing',
  path: '/leasing',
  role: 'LEASING',
  draftLabel: ['contactPerson.name', 'vehicle.brand', 'vehicle.model'],
  documents: true,
  todo: true,
  nav: { section: 'apply', icon: 'leasing' },
  home: { allKey: 'home.allLeasing', unavailableKey: 'home.leasingUnavailable' },
});
