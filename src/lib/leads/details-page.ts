// A lead's details page, for every lead product (SPEC §2 *Details): what the page answers before
// anything is rendered. An action done without JavaScript sends the page afresh (so a reload
// does not repeat it); otherwise the lead, or why it is not shown and with which status, the one
// message at the top, and right after submit the waiting screen's reload and the result heading.
// It sets the page's status and headers itself.
import { pageMessage, type LeadActionResult, type LeadPageMessages, type PageMessage } from './action-result';
import { loadLead, type LoadedLead } from './load-lead';
import { afterSubmit, resultTitleKey, waitingRefresh, type AfterSubmit } from './waiting';

/** A product's texts on its details page, beside its messages. */
export interface LeadDetailsTexts extends LeadPageMessages {
  /** The result messages' namespace right after submit (`blanco.result`). */
  result: string;
  /** The next-step card's heading when there is no result to tell. */
  nextStepTitle: string;
  /** Why a lead is not shown: `<errors>.notFound`, `<errors>.unavailable`. */
  errors: string;
  retry: string;
  backToList: string;
}

export type LeadDetailsView<L> =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      loaded: LoadedLead<L>;
      waiting: AfterSubmit;
      /** The next-step card's heading key. */
      headingKey: string;
      message: PageMessage | null;
    };

export interface LeadDetailsRequest<L> {
  /** The page's own path (`/blanco/<id>`). */
  path: string;
  params: URLSearchParams;
  /** The message kept for this page, and how to keep one for the page sent afresh (server/next-page-message.server.ts). */
  kept: string | null;
  keep: (key: string) => void;
  /** The answer of the action the page was posted to, if any. */
  outcome: { data?: LeadActionResult; error?: unknown } | undefined;
  texts: LeadDetailsTexts;
  load: () => Promise<L>;
  /** The page's response: its status (200, or why the lead is not shown) and, while lenders are polled, the waiting screen's `refresh`. */
  response: { status: number; headers: Headers };
}

export async function leadDetailsView<L extends { status: string }>(request: LeadDetailsRequest<L>): Promise<LeadDetailsView<L>> {
  const { path, params, outcome, texts, response } = request;
  if (outcome?.data?.status === 'done') {
    // Afresh, so a reload does not repeat the action; what it did is said there, not in the address.
    request.keep(outcome.data.messageKey);
    return { kind: 'redirect', location: path };
  }
  const message = pageMessage(outcome, request.kept, texts);
  const loaded = await loadLead(request.load);
  if ('problem' in loaded) {
    response.status = loaded.status;
    return { kind: 'page', loaded, waiting: { kind: 'none' }, headingKey: texts.nextStepTitle, message };
  }
  const waiting = afterSubmit(params, loaded.lead.status);
  if (waiting.kind === 'waiting') response.headers.set('refresh', waitingRefresh(path, waiting.next));
  return {
    kind: 'page',
    loaded,
    waiting,
    headingKey: resultTitleKey(texts.result, loaded.lead.status, waiting) ?? texts.nextStepTitle,
    message,
  };
}

/**
 * What the page says when the lead cannot be shown: after an action that worked (its message is
 * shown above), a quiet note that the change is kept and a reload will show it, never an error
 * over a success; otherwise why, in the product's words.
 */
export function unavailableNote(
  problem: 'notFound' | 'unavailable',
  message: PageMessage | null,
  texts: Pick<LeadDetailsTexts, 'errors'>,
): { key: string; quiet: boolean } {
  if (problem === 'unavailable' && message?.ok === true) return { key: 'leads.savedButUnavailable', quiet: true };
  return { key: `${texts.errors}.${problem}`, quiet: false };
}
