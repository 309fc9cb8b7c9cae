// A form page's drafts (ADR 0060): the draft it continues (`?draft=<id>`), else the user's other
// drafts of its kind to continue, and what deleting one said. Read in parallel with the page's own calls.
import type { User } from '../api/schemas';
import type { ApplyFormState, TypedFields } from '../forms/apply-flow';
import { takeKeptMessage } from '../server/next-page-message.server';
import type { PortalSession } from '../server/session-store.server';
import { draftsOf, draftToContinue } from './drafts.server';
import { DRAFT_DELETED, DRAFT_PARAM, type Draft, type DraftKind, type DraftSummary } from './drafts';

export interface FormDrafts {
  kind: DraftKind;
  /** The draft this page continues. */
  continued: Draft | null;
  /** The address named a draft that is no more (sent, deleted, too old, someone else's). */
  gone: boolean;
  /** The user's drafts of this kind, when not continuing one. */
  others: DraftSummary[];
  /** A kept message for this page (a draft deleted). */
  message: string | null;
}

/** `fresh`: the page's first load (not the form handed back after a post), when a draft may be opened. */
export async function formDrafts(user: User, session: PortalSession, kind: DraftKind, url: URL, fresh: boolean): Promise<FormDrafts> {
  const id = fresh ? url.searchParams.get(DRAFT_PARAM) : null;
  const [continued, others, message] = await Promise.all([
    id ? draftToContinue(user, kind, id) : null,
    fresh && !id ? draftsOf(user, kind).then((drafts) => drafts ?? []) : [],
    takeKeptMessage(session, url.pathname, undefined, (key) => key === DRAFT_DELETED),
  ]);
  return { kind, continued, gone: id !== null && continued === null, others, message };
}

/** The form's state with a continued draft's fields typed in and its id as the form's key. */
export function continueDraft<Fields extends TypedFields, Extra extends object>(
  state: ApplyFormState<Fields, Extra>,
  drafts: FormDrafts,
): ApplyFormState<Fields, Extra> {
  const draft = drafts.continued;
  if (!draft) return state;
  return { ...state, initial: { ...draft.fields } as Fields, idempotencyKey: draft.id };
}
