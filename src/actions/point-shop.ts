// The point shop's form actions (SPEC §3 points shop, §5 checkout): POINT_SHOP outside Denmark
// only. Each is a plain form post, so the shop works without JavaScript; the cart lives in the
// session (the truth checkout reads) and every price comes from the API.
import * as v from 'valibot';
import type { ActionAPIContext } from 'astro:actions';
import { isApiError, isKeyReused } from '../lib/api/errors';
import { fetchArticle, placeOrder } from '../lib/api/shop';
import { hasPointShop } from '../lib/api/shop-schemas';
import { formFields } from '../lib/forms/validate';
import { addToCart, CART_LINES_MAX, exceedsBalance, setQuantity, shortLines, withoutOrdered } from '../lib/shop/cart';
import { priceCart, readCart, saveCart } from '../lib/shop/cart.server';
import { CartFormSchema, checkoutLineChanges, typedCheckout, validateCheckout } from '../lib/shop/checkout';
import { PROBLEMS, type CartChangeResult, type PlaceOrderResult, type ShopProblem } from '../lib/shop/checkout-result';
import { orderFingerprint, orderResultHref, resentCheckout } from '../lib/shop/order';
import { fetchShopBalance } from '../lib/shop/shop.server';
import { defineFormAction } from './define-form-action';

const refused = (problem: ShopProblem): CartChangeResult => ({ status: 'refused', problem });
const inShop = (context: ActionAPIContext) => hasPointShop(context.locals.country);

export const addToShopCart = defineFormAction<CartChangeResult>({
  name: 'point shop add to cart',
  roles: ['POINT_SHOP'],
  async handler(posted, context, { api }) {
    if (!inShop(context)) return refused(PROBLEMS.noShop);
    const parsed = v.safeParse(CartFormSchema, formFields(posted));
    if (!parsed.success || parsed.output.quantity < 1) return refused(PROBLEMS.badQuantity);
    const { articleId, quantity } = parsed.output;
    const article = await fetchArticle(api, articleId, context.locals.country);
    if (article.stock === 0) return refused(PROBLEMS.soldOut);
    const { session } = context.locals;
    const lines = await readCart(session);
    if (lines.length >= CART_LINES_MAX && !lines.some((line) => line.articleId === articleId)) return refused(PROBLEMS.cartFull);
    const next = addToCart(lines, articleId, quantity);
    await saveCart(session, next);
    return { status: 'changed', articleId, quantity: next.find((line) => line.articleId === articleId)?.quantity ?? 0 };
  },
  onError(error) {
    if (isApiError(error, 'notFound')) return refused(PROBLEMS.articleGone);
    if (isApiError(error, 'noAccess')) return refused(PROBLEMS.noShop);
    return refused(PROBLEMS.cartUnavailable);
  },
});

export const changeShopCartLine = defineFormAction<CartChangeResult>({
  name: 'point shop change cart line',
  roles: ['POINT_SHOP'],
  async handler(posted, context) {
    const fields = formFields(posted);
    const input = typedCheckout(fields);
    if (!inShop(context)) return { ...refused(PROBLEMS.noShop), input };
    const changes = checkoutLineChanges(fields).map((change) => v.safeParse(CartFormSchema, change));
    const first = changes[0];
    if (!first?.success || changes.some((change) => !change.success)) return { ...refused(PROBLEMS.badQuantity), input };
    const { session } = context.locals;
    let lines = await readCart(session);
    for (const change of changes) if (change.success) lines = setQuantity(lines, change.output.articleId, change.output.quantity);
    await saveCart(session, lines);
    return { status: 'changed', articleId: first.output.articleId, quantity: first.output.quantity, input };
  },
  onError: () => refused(PROBLEMS.technical),
});

const form = (input: Record<string, string>, parts: { fieldErrors?: Record<string, string[]>; problem?: ShopProblem | null } = {}): PlaceOrderResult => ({
  status: 'form',
  input,
  fieldErrors: parts.fieldErrors ?? {},
  problem: parts.problem ?? null,
});

export const placeShopOrder = defineFormAction<PlaceOrderResult>({
  name: 'point shop order',
  roles: ['POINT_SHOP'],
  async handler(posted, context, { api }) {
    const { locals } = context;
    const input = formFields(posted);
    if (!hasPointShop(locals.country)) return form(input, { problem: PROBLEMS.noShop });
    const checked = validateCheckout(locals.country, input);
    if (!checked.success) return form(input, { fieldErrors: checked.fieldErrors, problem: PROBLEMS.invalid });
    const { idempotencyKey, delivery } = checked.output;
    const { session } = locals;
    const lines = await readCart(session);
    // A resent form whose order went through: the same send lands on its result; a cart or address
    // changed since is not that order: say so, keep everything, and give the form a new key.
    const last = await session.get('pointShopLastOrder');
    const resent = resentCheckout(last, idempotencyKey, orderFingerprint(lines, delivery));
    if (resent === 'sameOrder' && last) return { status: 'ordered', href: orderResultHref(last.orderId) };
    if (resent === 'changedSince') return form({ ...input, idempotencyKey: crypto.randomUUID() }, { problem: PROBLEMS.changedAfterSend });

    if (lines.length === 0) return form(input, { problem: PROBLEMS.emptyCart });
    const [cart, balance] = await Promise.all([priceCart(api, locals.country, lines), fetchShopBalance(api)]);
    if (!cart) return form(input, { problem: PROBLEMS.unavailable });
    const short = shortLines(cart).concat(cart.lines.filter((line) => line.availability === 'gone'));
    if (short.length > 0) return form(input, { problem: PROBLEMS.insufficientStock(short.map((line) => line.name || line.articleId).join(', ')) });
    if (exceedsBalance(cart, balance)) return form(input, { problem: PROBLEMS.negativeBalance });

    const order = await placeOrder(api, { lines, delivery }, idempotencyKey);
    const left = withoutOrdered(lines, order);
    await saveCart(session, left);
    session.set('pointShopLastOrder', { idempotencyKey, orderId: order.id, after: orderFingerprint(left, delivery) });
    // The header's balance (SPEC §2), now and on every page after.
    if (order.balance !== locals.pointBalance) session.set('pointBalance', order.balance);
    locals.pointBalance = order.balance;
    return { status: 'ordered', href: orderResultHref(order.id) };
  },
  onError(error, posted) {
    const input = formFields(posted);
    if (isApiError(error, 'negativeBalance')) return form(input, { problem: PROBLEMS.negativeBalance });
    // An earlier send with this key made an order (its answer was lost) and the cart has changed
    // since: say so, and give the form a fresh key so sending again orders anew.
    if (isKeyReused(error)) return form({ ...input, idempotencyKey: crypto.randomUUID() }, { problem: PROBLEMS.changedAfterSend });
    if (isApiError(error, 'wrongData')) return form(input, { problem: PROBLEMS.invalid });
    if (isApiError(error, 'noAccess')) return form(input, { problem: PROBLEMS.noShop });
    if (isApiError(error, 'unavailable')) return form(input, { problem: PROBLEMS.unavailable });
    return form(input, { problem: PROBLEMS.technical });
  },
});
