// A leasing lead's next step (SPEC §2 LeasingDetails; the value: lib/leads/next-step.ts): send the
// contract when approved, the signing link while the customer signs, the provider's phone when
// the lender wants a word. Documents have their own place on the page.
import type { LeasingLead } from '../api/leasing-schemas';
import { formatPhone } from '../format';
import { nextStepOf, type NextStep, type NextStepContext, signingLinkAction } from '../leads/next-step';
import { leasingActionsFor, leasingNextStepKey } from './status';

export function leasingNextStep(lead: LeasingLead, { country }: NextStepContext): NextStep {
  const allowed = leasingActionsFor(lead);
  return nextStepOf(leasingNextStepKey(lead.status), [
    allowed.sendContract && {
      kind: 'send',
      action: 'sendLeasingLeadContract',
      leadId: lead.id,
      help: { key: 'leasing.details.sendContractHelp', params: { name: lead.contactPerson.name, phone: formatPhone(lead.contactPerson.phone, country) } },
      label: { key: 'leasing.details.sendContract' },
    },
    allowed.openSigningLink && signingLinkAction(lead.signingLink, 'leasing.details'),
    allowed.callUs && { kind: 'callUs', labelKey: 'leasing.details.callUs' },
  ]);
}
