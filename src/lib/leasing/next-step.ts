// A leasing lead's next step (SPEC §2 LeasingDetails; the value: lib/leads/next-step.ts): send the
// contract when approved, the signing link (or the same link texted again) while the customer signs, the provider's phone when
// the lender wants a word. Documents have their own place on the page.
import type { LeasingLead } from '../api/leasing-schemas';
import { formatPhone } from '../format';
import { nextStepOf, resendLinkStep, sendContractAction, signingLinkAction, type NextStep, type NextStepContext } from '../leads/next-step';
import { leasingActionsFor, leasingNextStepKey } from './status';

export function leasingNextStep(lead: LeasingLead, { country }: NextStepContext): NextStep {
  const allowed = leasingActionsFor(lead);
  return nextStepOf(leasingNextStepKey(lead.status), [
    allowed.sendContract &&
      sendContractAction('sendLeasingLeadContract', lead.id, 'leasing.details', {
        name: lead.contactPerson.name,
        phone: formatPhone(lead.contactPerson.phone, country),
      }),
    allowed.openSigningLink && signingLinkAction(lead.signingLink, 'leasing.details'),
    allowed.resendLink && resendLinkStep('resendLeasingLeadContract', lead.id, formatPhone(lead.contactPerson.phone, country)),
    allowed.callUs && { kind: 'callUs', labelKey: 'leasing.details.callUs' },
  ]);
}
