// Every lead product's actions (docs/decisions/0045), beside the other actions where the framework
// lives: its application, registered as `apply<Route>`, and its details page's actions by their own
// names (src/actions/index.ts). Each module is loaded on its first post.
import type { ActionAPIContext } from 'astro:actions';
import type { LeadKey } from '../lib/leads/registry';

type Handler = (form: FormData, context: ActionAPIContext) => Promise<unknown>;

/** An action of a module loaded when it is first posted to, typed as the module's own. */
function lazy<M extends Record<K, Handler>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): (form: FormData, context: ActionAPIContext) => ReturnType<M[K]> {
  return (async (form: FormData, context: ActionAPIContext) => (await load())[name](form, context)) as (
    form: FormData,
    context: ActionAPIContext,
  ) => ReturnType<M[K]>;
}
const blancoLead = () => import('./blanco-lead');
const inventoryLead = () => import('./inventory-lead');
const leasingLead = () => import('./leasing-lead');

export const LEAD_ACTIONS = {
  blanco: {
    apply: lazy(() => import('./blanco-apply'), 'applyBlanco'),
    actions: {
      sendLeadContract: lazy(blancoLead, 'sendLeadContract'),
      resendLeadContract: lazy(blancoLead, 'resendLeadContract'),
      referLeadToSecondChance: lazy(blancoLead, 'referLeadToSecondChance'),
      setLeadInvoiceReference: lazy(blancoLead, 'setLeadInvoiceReference'),
    },
  },
  leasing: {
    apply: lazy(() => import('./leasing-apply'), 'applyLeasing'),
    actions: {
      sendLeasingLeadContract: lazy(leasingLead, 'sendLeasingLeadContract'),
      resendLeasingLeadContract: lazy(leasingLead, 'resendLeasingLeadContract'),
    },
  },
  inventoryFinancing: {
    apply: lazy(() => import('./inventory-apply'), 'applyInventoryFinancing'),
    actions: {
      sendInventoryLeadContracts: lazy(inventoryLead, 'sendInventoryLeadContracts'),
      resendInventoryLeadContract: lazy(inventoryLead, 'resendInventoryLeadContract'),
      payInventoryInvoice: lazy(() => import('./inventory-payment'), 'payInventoryInvoice'),
    },
  },
} satisfies Record<LeadKey, { apply: Handler; actions: Record<string, Handler> }>;
