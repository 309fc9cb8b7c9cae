// Inventory financing as a lead product (src/lib/leads/product.ts): a financed car's payment page
// of its own; in Sweden a dealer without it meets the key account manager in its place.
import { defineLeadProduct } from '../leads/product.ts';

export const INVENTORY_FINANCING_PRODUCT = defineLeadProduct({
  key: 'inventoryFinancing',
  route: 'InventoryFinancing',
  path: '/inventory-financing',
  role: 'BUSINESS_FINANCE',
  extraRoutes: [{ name: 'InventoryFinancingPayment', below: '/:id/payment', layout: 'narrow' }],
  draftLabel: ['vehicle.numberPlate', 'vehicle.brand', 'vehicle.model'],
  // The dealer's own signatory and guarantor sign, not a customer.
  ownStatusLabels: ['SENT_TO_CUSTOMER'],
  documents: false,
  home: { allKey: 'home.allInventoryFinancing', unavailableKey: 'home.inventoryFinancingUnavailable' },
  nav: { section: 'otherServices', icon: 'inventory', managerWithoutRole: true },
});
