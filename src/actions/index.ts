import { defineAction } from 'astro:actions';
import { activateAccount } from './activate-account';
import { saveProfile } from './save-profile';
import { addToShopCart, changeShopCartLine, placeShopOrder } from './point-shop';
import { applyBlanco } from './blanco-apply';
import { applyLeasing } from './leasing-apply';
import { applyInventory } from './inventory-apply';
import { referLeadToSecondChance, sendLeadContract, setLeadInvoiceReference } from './blanco-lead';
import { sendLeasingLeadContract } from './leasing-lead';
import { resendInventoryLeadContract, sendInventoryLeadContracts } from './inventory-lead';
import { payInventoryInvoice } from './inventory-payment';
import { buyMarketAd } from './market-purchase';

// Form actions take the FormData and parse it with the shared valibot schema
// (Astro actions type `input` against Zod only: ARCHITECTURE.md).
export const server = {
  activateAccount: defineAction({ accept: 'form', handler: activateAccount }),
  saveProfile: defineAction({ accept: 'form', handler: saveProfile }),
  addToShopCart: defineAction({ accept: 'form', handler: addToShopCart }),
  changeShopCartLine: defineAction({ accept: 'form', handler: changeShopCartLine }),
  placeShopOrder: defineAction({ accept: 'form', handler: placeShopOrder }),
  applyBlanco: defineAction({ accept: 'form', handler: applyBlanco }),
  applyLeasing: defineAction({ accept: 'form', handler: applyLeasing }),
  applyInventory: defineAction({ accept: 'form', handler: applyInventory }),
  sendLeadContract: defineAction({ accept: 'form', handler: sendLeadContract }),
  referLeadToSecondChance: defineAction({ accept: 'form', handler: referLeadToSecondChance }),
  setLeadInvoiceReference: defineAction({ accept: 'form', handler: setLeadInvoiceReference }),
  sendLeasingLeadContract: defineAction({ accept: 'form', handler: sendLeasingLeadContract }),
  sendInventoryLeadContracts: defineAction({ accept: 'form', handler: sendInventoryLeadContracts }),
  resendInventoryLeadContract: defineAction({ accept: 'form', handler: resendInventoryLeadContract }),
  payInventoryInvoice: defineAction({ accept: 'form', handler: payInventoryInvoice }),
  buyMarketAd: defineAction({ accept: 'form', handler: buyMarketAd }),
};
