// What the point shop's form actions answer and what their pages show after a post (every step works
// without JavaScript: add to cart, change a line, place the order). Pure and client-safe.
import { isIdempotencyKey, type SendOutcome } from '../forms/apply-flow';
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

/** What the checkout form shows after a post (or on first load: empty, a new key). */
export function checkoutFormState(
  result: { data?: PlaceOrderResult; error?: { code?: string } } | undefined,
  newKey: () => string,
  changed?: { data?: CartChangeResult },
): CheckoutFormState {
  const typed = changed?.data?.input;
  if (!result && typed) {
    const sent = typed.idempotencyKey ?? '';
    return { input: typed, errors: {}, problem: null, idempotencyKey: isIdempotencyKey(sent) ? sent : newKey() };
  }
  const data = result?.data;
  if (result?.error || !data || data.status === 'ordered') {
    const problem = result?.error ? (result.error.code === 'FORBIDDEN' ? PROBLEMS.noShop : PROBLEMS.technical) : null;
    return { input: {}, errors: {}, problem, idempotencyKey: newKey() };
  }
  const sent = data.input.idempotencyKey ?? '';
  return { input: data.input, errors: data.fieldErrors, problem: data.problem, idempotencyKey: isIdempotencyKey(sent) ? sent : newKey() };
}

/**
 * The checkout's texts on the send lifecycle every form shares (docs/decisions/0044): field errors
 * show the error summary under "not ordered"; a refusal shows its own title (SPEC §8).
 */
export const CHECKOUT_MESSAGES = { summary: PROBLEMS.invalid.message, noAccess: PROBLEMS.noShop.message, notSentTitle: PROBLEMS.invalid.title } as const;

/** What the order form shows above its fields: the error summary, or a refusal with its title and values. */
export interface CheckoutFeedback {
  serverErrors: FieldErrors;
  serverMessage: string | null;
  problem: ShopProblem | null;
}

/** What the order form says after a post without JavaScript. */
export function checkoutFeedback(state: Pick<CheckoutFormState, 'errors' | 'problem'>): CheckoutFeedback {
  if (Object.keys(state.errors).length > 0) return { serverErrors: state.errors, serverMessage: CHECKOUT_MESSAGES.summary, problem: null };
  return { serverErrors: {}, serverMessage: state.problem?.message ?? null, problem: state.problem };
}

/** What an order's answer means in the browser: the order's result page, or the form again with its feedback and the key to send with. */
export function checkoutOutcome(data: PlaceOrderResult): { outcome: SendOutcome; problem: ShopProblem | null } {
  if (data.status === 'ordered') return { outcome: { kind: 'done', href: data.href }, problem: null };
  const sent = data.input.idempotencyKey ?? '';
  const feedback = checkoutFeedback({ errors: data.fieldErrors, problem: data.problem ?? PROBLEMS.technical });
  return {
    outcome: { kind: 'form', fieldErrors: feedback.serverErrors, message: feedback.serverMessage, ...(isIdempotencyKey(sent) ? { idempotencyKey: sent } : {}) },
    problem: feedback.problem,
  };
}
