// A half-filled application or price tag kept beside the dealer (docs/decisions/0060): the form's
// fields as typed, never a file, never in the browser's storage. Its id is the form's idempotency
// key, so sending the application names the draft it ends. Pure: the page script and the server read it.
import { LEAD_PRODUCTS, type LeadKey } from '../leads/registry';
import { IDEMPOTENCY_KEY_FIELD, INTENT_FIELD, isIdempotencyKey } from '../forms/apply-flow';

export type DraftKind = LeadKey | 'priceTag';
export const DRAFT_KINDS: readonly DraftKind[] = [...LEAD_PRODUCTS.map((product) => product.key), 'priceTag'];

/** A draft is deleted this long after its last change. */
export const DRAFT_DAYS = 30;
/** A user keeps at most this many drafts: a new one beyond it pushes out the one changed longest ago. */
export const DRAFTS_PER_USER = 20;
/** Typing saves at most once in this long (and once more on leaving the page). */
export const DRAFT_SAVE_EVERY_MS = 5000;
/** A draft holds at most this many fields of at most this many characters (a form has under a hundred). */
const MAX_FIELDS = 200;
const MAX_VALUE = 2000;

export interface Draft {
  id: string;
  kind: DraftKind;
  fields: Record<string, string>;
  updatedAt: number;
}

export type DraftSummary = Pick<Draft, 'id' | 'kind' | 'updatedAt'> & { label: string };

const isDraftKind = (value: unknown): value is DraftKind => typeof value === 'string' && (DRAFT_KINDS as readonly string[]).includes(value);

export const draftExpired = (updatedAt: number, now: number): boolean => now - updatedAt >= DRAFT_DAYS * 86_400_000;

/** What the portal keeps of a posted draft, or null when it is not one (an id that is no form key, an unknown kind). */
export function parseDraft(body: unknown): Omit<Draft, 'updatedAt'> | null {
  if (typeof body !== 'object' || body === null) return null;
  const { id, kind, fields } = body as Record<string, unknown>;
  if (!isIdempotencyKey(id) || !isDraftKind(kind) || typeof fields !== 'object' || fields === null) return null;
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields).slice(0, MAX_FIELDS)) {
    if (typeof value !== 'string' || name === IDEMPOTENCY_KEY_FIELD || name === INTENT_FIELD || name === DRAFT_PARAM || name.length > 100) continue;
    kept[name] = value.slice(0, MAX_VALUE);
  }
  return { id, kind, fields: kept };
}

const PRICE_TAG_LABEL = ['numberPlate', 'vehicle'] as const;

/** The draft as the drafts list names it: its product's naming fields as typed ('' when none is typed yet). */
export function summariseDraft(draft: Draft): DraftSummary {
  const labelFields = draft.kind === 'priceTag' ? PRICE_TAG_LABEL : (LEAD_PRODUCTS.find((product) => product.key === draft.kind)?.draftLabel ?? []);
  const label = labelFields
    .map((name) => draft.fields[name]?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return { id: draft.id, kind: draft.kind, updatedAt: draft.updatedAt, label };
}

/** The role a draft's form needs: its lead product's; the price tag is the loan's. */
export function draftRole(kind: DraftKind): (typeof LEAD_PRODUCTS)[number]['role'] {
  if (kind === 'priceTag') return 'BLANCO';
  return LEAD_PRODUCTS.find((product) => product.key === kind)?.role ?? 'BLANCO';
}

/** What the page a deleted draft was listed on says next. */
export const DRAFT_DELETED = 'drafts.deleted';

/** The query parameter that opens a form with one of the user's drafts. */
export const DRAFT_PARAM = 'draft';

/** Where a draft is continued: its form, with the draft named (its id is a random key, nothing personal). */
export function draftHref(kind: DraftKind, id: string): string {
  const path = kind === 'priceTag' ? '/price-tag' : `${LEAD_PRODUCTS.find((product) => product.key === kind)?.path ?? ''}/apply`;
  return `${path}?${DRAFT_PARAM}=${encodeURIComponent(id)}`;
}

/** The translation key of a draft's kind: its product's (or the price tag's) name. */
export const draftKindKey = (kind: DraftKind): string => `routes.${kind}`;
