// What the point shop's form actions answer and what their pages show after a post (every step works
// without JavaScript: add to cart, change a line, place the order). Pure and client-safe.
import type { FieldErrors } from '../forms/validate';

/** A refusal shown above a form: a title and a message, as translation keys with their values. */
export interface ShopProblem {
  title: string;
  message: string;
  params?: Record<string, string>;
}

export type PlaceOrderResult =
  /** `href`: the order's result page. */
  | { status: 'ordered'; href: string }
  /** The form again with everything typed kept. */
  | { status: 'form'; input: Record<string, string>; fieldErrors: FieldErrors; problem: ShopProblem | null };

/** `input`: at checkout, the delivery address typed so far, shown again after the change. */
export type CartChangeResult =
  | { status: 'changed'; articleId: string; quantity: number; input?: Record<string, string> }
  | { status: 'refused'; problem: ShopProblem; input?: Record<string, string> };

const k = (name: string) => `pointShop.problems.${name}`;

export const PROBLEMS = {
  /** SPEC §8 checkout negativeBalance: "too few points", "points exceeded, adjust the cart". */
  negativeBalance: { title: k('negativeBalanceTitle'), message: k('negativeBalance') },
  insufficientStock: (articles: string) => ({ title: k('insufficientStockTitle'), message: k('insufficientStock'), params: { articles } }),
  emptyCart: { title: k('notOrderedTitle'), message: k('emptyCart') },
  invalid: { title: k('notOrderedTitle'), message: k('invalid') },
  changedAfterSend: { title: k('notOrderedTitle'), message: k('changedAfterSend') },
  unavailable: { title: k('notOrderedTitle'), message: k('unavailable') },
  technical: { title: k('notOrderedTitle'), message: 'errors.technical' },
  noShop: { title: 'noAccess.title', message: k('noShop') },
  articleGone: { title: k('notAddedTitle'), message: k('articleGone') },
  soldOut: { title: k('notAddedTitle'), message: k('soldOut') },
  badQuantity: { title: k('notAddedTitle'), message: k('badQuantity') },
  cartFull: { title: k('notAddedTitle'), message: k('cartFull') },
  cartUnavailable: { title: k('notAddedTitle'), message: k('unavailable') },
} satisfies Record<string, ShopProblem | ((articles: string) => ShopProblem)>;

export interface CheckoutFormState {
  input: Record<string, string>;
  errors: FieldErrors;
  problem: ShopProblem | null;
  idempotencyKey: string;
}

const KEY = /^[A-Za-z0-9-]{8,200}$/;

/** What the checkout form shows after a post (or on first load: empty, a new key). */
export function checkoutFormState(
  result: { data?: PlaceOrderResult; error?: { code?: string } } | undefined,
  newKey: () => string,
  changed?: { data?: CartChangeResult },
): CheckoutFormState {
  const typed = changed?.data?.input;
  if (!result && typed) {
    const sent = typed.idempotencyKey ?? '';
    return { input: typed, errors: {}, problem: null, idempotencyKey: KEY.test(sent) ? sent : newKey() };
  }
  const data = result?.data;
  if (result?.error || !data || data.status === 'ordered') {
    const problem = result?.error ? (result.error.code === 'FORBIDDEN' ? PROBLEMS.noShop : PROBLEMS.technical) : null;
    return { input: {}, errors: {}, problem, idempotencyKey: newKey() };
  }
  const sent = data.input.idempotencyKey ?? '';
  return { input: data.input, errors: data.fieldErrors, problem: data.problem, idempotencyKey: KEY.test(sent) ? sent : newKey() };
}
