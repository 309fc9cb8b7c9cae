// The private loan as a lead product (src/lib/leads/product.ts).
import { defineLeadProduct } from '../leads/product.ts';

export const BLANCO_PRODUCT = defineLeadProduct({
  key: 'blanco',
  route: 'Blanco',
  path: '/blanco',
  role: 'BLANCO',
  draftLabel: ['applicant.firstname', 'applicant.lastname'],
  documents: true,
  todo: true,
  nav: { section: 'apply', icon: 'loan' },
  home: { allKey: 'home.allLoans', unavailableKey: 'home.blancoUnavailable' },
});
