// An inventory financing lead's next step (the value: lib/leads/next-step.ts): send the agreement
// to the signers when approved (to one, or to the signatory and the guarantor), the provider's
// phone when the lender wants a word, the way to pay a financed car off.
import type { InventoryLead } from '../api/business-finance-schemas';
import { formatPhone } from '../format';
import { nextStepOf, type NextStep, type NextStepContext, type TextOf } from '../leads/next-step';
import { pathTo } from '../routes';
import { inventoryActionsFor, inventoryNextStepKey } from './status';

function signers(lead: InventoryLead, { country }: NextStepContext): TextOf {
  return lead.guarantorIsSignatory
    ? { key: 'inventoryFinancing.details.sendContractsToOne', params: { name: lead.signatory.name, phone: formatPhone(lead.signatory.phone, country) } }
    : { key: 'inventoryFinancing.details.sendContractsToTwo', params: { signatory: lead.signatory.name, guarantor: lead.guarantor.name } };
}

export function inventoryNextStep(lead: InventoryLead, context: NextStepContext): NextStep {
  const allowed = inventoryActionsFor(lead.status);
  return nextStepOf(inventoryNextStepKey(lead.status), [
    allowed.sendContracts && {
      kind: 'send',
      action: 'sendInventoryLeadContracts',
      leadId: lead.id,
      help: signers(lead, context),
      label: { key: 'inventoryFinancing.details.sendContracts' },
    },
    allowed.callUs && { kind: 'callUs', labelKey: 'inventoryFinancing.details.callUs' },
    allowed.pay && { kind: 'link', href: pathTo('InventoryFinancingPayment', { id: lead.id }), label: { key: 'inventoryFinancing.details.pay' } },
  ]);
}
