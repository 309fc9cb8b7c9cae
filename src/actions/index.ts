import { defineAction } from 'astro:actions';
import { activateAccount } from './activate-account';
import { saveProfile } from './save-profile';
import { addToShopCart, changeShopCartLine, placeShopOrder } from './point-shop';
import { LEAD_PRODUCTS } from '../lib/leads/registry';
import { LEAD_SERVER } from '../lib/leads/registry.server';
import { referLeadToSecondChance, sendLeadContract, setLeadInvoiceReference } from './blanco-lead';
import { sendLeasingLeadContract } from './leasing-lead';
import { resendInventoryLeadContract, sendInventoryLeadContracts } from './inventory-lead';
import { payInventoryInvoice } from './inventory-payment';
import { buyMarketAd } from './market-purchase';

type LeadProduct = (typeof LEAD_PRODUCTS)[number];
type ApplyAnswer<P extends LeadProduct> = Awaited<ReturnType<(typeof LEAD_SERVER)[P['key']]['apply']>>;
type LeadApplications = { [P in LeadProduct as `apply${P['route']}`]: ReturnType<typeof defineAction<ApplyAnswer<P>, 'form'>> };

/** Every lead product's application, as `apply<Route>` (its handler: src/lib/leads/registry.server.ts). */
function leadApplications(): LeadApplications {
  return Object.fromEntries(LEAD_PRODUCTS.map((product) => [`apply${product.route}`, defineAction({ accept: 'form', handler: LEAD_SERVER[product.key].apply })])) as LeadApplications;
}

// Form actions take the FormData and parse it with the shared valibot schema
// (Astro actions type `input` against Zod only: ARCHITECTURE.md).
export const server = {
  activateAccount: defineAction({ accept: 'form', handler: activateAccount }),
  saveProfile: defineAction({ accept: 'form', handler: saveProfile }),
  addToShopCart: defineAction({ accept: 'form', handler: addToShopCart }),
  changeShopCartLine: defineAction({ accept: 'form', handler: changeShopCartLine }),
  placeShopOrder: defineAction({ accept: 'form', handler: placeShopOrder }),
  ...leadApplications(),
  sendLeadContract: defineAction({ accept: 'form', handler: sendLeadContract }),
  referLeadToSecondChance: defineAction({ accept: 'form', handler: referLeadToSecondChance }),
  setLeadInvoiceReference: defineAction({ accept: 'form', handler: setLeadInvoiceReference }),
  sendLeasingLeadContract: defineAction({ accept: 'form', handler: sendLeasingLeadContract }),
  sendInventoryLeadContracts: defineAction({ accept: 'form', handler: sendInventoryLeadContracts }),
  resendInventoryLeadContract: defineAction({ accept: 'form', handler: resendInventoryLeadContract }),
  payInventoryInvoice: defineAction({ accept: 'form', handler: payInventoryInvoice }),
  buyMarketAd: defineAction({ accept: 'form', handler: buyMarketAd }),
};
