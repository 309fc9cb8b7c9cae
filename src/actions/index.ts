import { defineAction, type ActionAPIContext } from 'astro:actions';
import { activateAccount } from './activate-account';
import { saveProfile } from './save-profile';
import { addToShopCart, changeShopCartLine, placeShopOrder } from './point-shop';
import { LEAD_PRODUCTS } from '../lib/leads/registry';
import { LEAD_ACTIONS } from './lead-actions';
import { buyMarketAd } from './market-purchase';
import { markMarketPickedUp } from './market-pick-up';
import { changeRoles, deactivate, inviteColleague } from './colleagues';

type LeadProduct = (typeof LEAD_PRODUCTS)[number];
type Handler = (form: FormData, context: ActionAPIContext) => Promise<unknown>;
type Server = typeof LEAD_ACTIONS;
type FormActionOf<H extends (...args: never[]) => Promise<unknown>> = ReturnType<typeof defineAction<Awaited<ReturnType<H>>, 'form'>>;
type LeadApplications = { [P in LeadProduct as `apply${P['route']}`]: FormActionOf<Server[P['key']]['apply']> };
type ActionName = { [K in keyof Server]: keyof Server[K]['actions'] }[keyof Server];
type LeadActions = {
  [A in ActionName]: FormActionOf<{ [K in keyof Server]: A extends keyof Server[K]['actions'] ? Server[K]['actions'][A] : never }[keyof Server]>;
};

/**
 * Every lead product's actions (src/actions/lead-actions.ts): its application as
 * `apply<Route>`, its details page's actions by their own names.
 */
function leadActions(): LeadApplications & LeadActions {
  return Object.fromEntries(
    LEAD_PRODUCTS.flatMap((product) => {
      const server: { apply: Handler; actions: Record<string, Handler> } = LEAD_ACTIONS[product.key];
      return [[`apply${product.route}`, server.apply] as const, ...Object.entries(server.actions)].map(([name, handler]) => [
        name,
        defineAction({ accept: 'form', handler }),
      ]);
    }),
  ) as unknown as LeadApplications & LeadActions;
}

// Form actions take the FormData and parse it with the shared valibot schema
// (Astro actions type `input` against Zod only: ARCHITECTURE.md).
export const server = {
  activateAccount: defineAction({ accept: 'form', handler: activateAccount }),
  saveProfile: defineAction({ accept: 'form', handler: saveProfile }),
  addToShopCart: defineAction({ accept: 'form', handler: addToShopCart }),
  changeShopCartLine: defineAction({ accept: 'form', handler: changeShopCartLine }),
  placeShopOrder: defineAction({ accept: 'form', handler: placeShopOrder }),
  ...leadActions(),
  buyMarketAd: defineAction({ accept: 'form', handler: buyMarketAd }),
  markMarketPickedUp: defineAction({ accept: 'form', handler: markMarketPickedUp }),
  inviteColleague: defineAction({ accept: 'form', handler: inviteColleague }),
  changeColleagueRoles: defineAction({ accept: 'form', handler: changeRoles }),
  deactivateColleague: defineAction({ accept: 'form', handler: deactivate }),
};
