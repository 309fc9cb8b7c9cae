// The dealer organisation's Durable Object (ADR 0060), reached in the EU jurisdiction in every
// country's deployment (DEALER_STATE_JURISDICTION = "eu"): Nordic customers' personal data in
// drafts stays in the EU. workerd has no jurisdictions, so `wrangler dev` leaves the var empty. Calls are RPC; the user id always comes
// from the session, never from the browser.
import { env } from 'cloudflare:workers';
import type { User } from '../api/schemas';
import type { DealerState } from './dealer-state.do';

type DealerStateStub = {
  [K in keyof DealerState as DealerState[K] extends (...args: never[]) => unknown ? K : never]: DealerState[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
};

/** `<country>:<organisation number>`: the name of an organisation's object, and of its webhook events. */
export const organisationKey = (user: Pick<User, 'dealer'>): string => `${user.dealer.countryCode}:${user.dealer.organizationNumber}`;

let namespace: DurableObjectNamespace<DealerStateStub> | null = null;

export function dealerStateOf(organisation: string): DealerStateStub & { fetch(request: Request | string, init?: RequestInit): Promise<Response> } {
  if (!namespace) {
    const bindings = env as Record<string, unknown>;
    const all = bindings.DEALER_STATE as DurableObjectNamespace<DealerStateStub>;
    namespace = bindings.DEALER_STATE_JURISDICTION === 'eu' ? all.jurisdiction('eu') : all;
  }
  return namespace.get(namespace.idFromName(organisation));
}
