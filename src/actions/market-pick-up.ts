// "We have picked up the car" on a marketplace purchase's page: the purchase leaves Home's to-do and
// My purchases shows it picked up. MARKET_PLACE with the PayMarketplace flag on, as the purchase;
// said twice, the first time stays (the Partner API keeps it). Works without JavaScript: the form
// posts back to the purchase page, which reads the purchase again.
import { ActionError, type ActionAPIContext } from 'astro:actions';
import { markMarketPurchasePickedUp } from '../lib/api/market';
import { PickUpFormSchema } from '../lib/market/purchases';
import { defineParsedFormAction } from './define-form-action';

export type PickUpResult = { status: 'done' } | { status: 'failed' };

const pickUp = defineParsedFormAction<typeof PickUpFormSchema, PickUpResult>({
  name: 'marketplace pick-up',
  roles: ['MARKET_PLACE'],
  schema: PickUpFormSchema,
  invalid: () => ({ status: 'failed' }),
  async handler({ purchaseId }, _context, { api }) {
    await markMarketPurchasePickedUp(api, purchaseId);
    return { status: 'done' };
  },
  onError: () => ({ status: 'failed' }),
});

export async function markMarketPickedUp(form: FormData, context: ActionAPIContext): Promise<PickUpResult> {
  const { user, flags } = context.locals;
  if (user && !flags.PayMarketplace) throw new ActionError({ code: 'FORBIDDEN', message: 'The marketplace is switched off' });
  return pickUp(form, context);
}
