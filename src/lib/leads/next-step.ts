// A lead's next step as a value (SPEC §4, §5), for every lead product: the sentence its status
// gives (a text with {phone}) and, when the lead waits for the dealer, the dealer's actions in
// the order the card shows them. Each product builds its own (lib/<product>/next-step.ts); the
// details page renders any of them (components/leads/LeadDetailsPage.astro).
import type { CountryCode } from '../api/schemas';

/** A text by key, with its placeholders' values. */
export interface TextOf {
  key: string;
  params?: Record<string, string>;
}

export type NextStepAction =
  /** A plain form posting the lead's id to an Astro action (by its name in src/actions). */
  | { kind: 'send'; action: string; leadId: string; help: TextOf; label: TextOf }
  /** The product's document upload for this lead, with its messages' namespace. */
  | { kind: 'upload'; endpoint: string; ns: string }
  /** The provider's phone in the dealer's country; the label has a {phone} placeholder. */
  | { kind: 'callUs'; labelKey: string }
  /** The customer's signing page, opened in a new tab. */
  | { kind: 'signingLink'; href: string; help: TextOf; label: TextOf }
  /** A page of the portal. */
  | { kind: 'link'; href: string; label: TextOf };

export interface NextStep {
  key: string;
  /** Empty when nothing waits for the dealer: the card then only says what happens next. */
  actions: readonly NextStepAction[];
}

/** A product's next step from its sentence and its possible actions (those the status does not allow: false). */
export function nextStepOf(key: string, actions: readonly (NextStepAction | false)[]): NextStep {
  return { key, actions: actions.filter((action): action is NextStepAction => action !== false) };
}

/** What a product's next step is built from besides the lead: the dealer's country (phone numbers). */
export interface NextStepContext {
  country: CountryCode;
}

/** The customer's signing page, when the lead has one: its help and label are `<ns>.signingLinkHelp` and `<ns>.openSigningLink`. */
export function signingLinkAction(signingLink: string | null, ns: string): NextStepAction | false {
  return signingLink !== null && { kind: 'signingLink', href: signingLink, help: { key: `${ns}.signingLinkHelp` }, label: { key: `${ns}.openSigningLink` } };
}

/** Text the signing link once more (an Astro action by name), with the texts every product shares. */
export function resendLinkStep(action: string, leadId: string, phone: string): NextStepAction {
  return { kind: 'send', action, leadId, help: { key: 'leads.resendLink.help', params: { phone } }, label: { key: 'leads.resendLink.label' } };
}

/** Send the contract to the customer (an Astro action by name): its help and label are `<ns>.sendContractHelp` and `<ns>.sendContract`. */
export function sendContractAction(action: string, leadId: string, ns: string, helpParams: Record<string, string>): NextStepAction {
  return { kind: 'send', action, leadId, help: { key: `${ns}.sendContractHelp`, params: helpParams }, label: { key: `${ns}.sendContract` } };
}
