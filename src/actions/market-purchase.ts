// The marketplace's binding purchase (the confirm page's form; SPEC §4, §5, §8). Checks
// MARKET_PLACE and the PayMarketplace flag first; the terms must be ticked; the form's idempotency
// key goes to the Partner API, so a double click or a retry buys the car once. Works without
// JavaScript: the confirm page redirects a purchase to its result page.
import { ActionError, type ActionAPIContext } from 'astro:actions';
import { purchaseMarketAd } from '../lib/api/market';
import { keepsKey, MarketPurchaseFormSchema, PURCHASE_FIELDS, purchaseProblemOf, type PurchaseProblem } from '../lib/market/purchase';
import { defineParsedFormAction } from './define-form-action';

export type MarketPurchaseResult =
  { status: 'bought'; purchaseId: string } | { status: 'failed'; problem: PurchaseProblem; idempotencyKey: string; termsAccepted: boolean };

const keyOf = (form: FormData) => {
  const key = form.get(PURCHASE_FIELDS.idempotencyKey);
  return typeof key === 'string' && key.length > 0 && key.length <= 200 ? key : crypto.randomUUID();
};

const purchase = defineParsedFormAction<typeof MarketPurchaseFormSchema, MarketPurchaseResult>({
  name: 'marketplace purchase',
  roles: ['MARKET_PLACE'],
  schema: MarketPurchaseFormSchema,
  invalid: (_fieldErrors, form) => ({
    status: 'failed',
    problem: 'notCompleted',
    idempotencyKey: keyOf(form),
    termsAccepted: form.get(PURCHASE_FIELDS.termsAccepted) === 'on',
  }),
  async handler({ adId, idempotencyKey, termsAccepted }, _context, { api }) {
    if (termsAccepted !== 'on') return { status: 'failed', problem: 'termsNotAccepted', idempotencyKey, termsAccepted: false };
    const bought = await purchaseMarketAd(api, adId, idempotencyKey);
    return { status: 'bought', purchaseId: bought.id };
  },
  onError: (error, form) => ({
    status: 'failed',
    problem: purchaseProblemOf(error),
    idempotencyKey: keepsKey(error) ? keyOf(form) : crypto.randomUUID(),
    termsAccepted: true,
  }),
});

/**
 * The flag after sign-in (a signed-out caller gets the 401 of defineFormAction, define-form-action.ts): off, no purchase
 * (SPEC §6); not known (the flag check failed), no purchase now, and the same key to try again with.
 */
export async function buyMarketAd(form: FormData, context: ActionAPIContext): Promise<MarketPurchaseResult> {
  const { user, flags, flagsKnown } = context.locals;
  if (user && !flags.PayMarketplace && !flagsKnown)
    return { status: 'failed', problem: 'notCompleted', idempotencyKey: keyOf(form), termsAccepted: form.get(PURCHASE_FIELDS.termsAccepted) === 'on' };
  if (user && !flags.PayMarketplace) throw new ActionError({ code: 'FORBIDDEN', message: 'The marketplace is switched off' });
  return purchase(form, context);
}
