// The loan's next step (SPEC §4, §5; the value: lib/leads/next-step.ts): when the lead waits for
// the dealer, the action itself: send the contract, upload documents, call us, refer to second
// chance, open the signing link or text it again.
import type { Lead } from '../api/blanco';
import { formatPhone } from '../format';
import { nextStepOf, resendLinkStep, sendContractAction, signingLinkAction, type NextStep, type NextStepContext } from '../leads/next-step';
import { endpointPathTo } from '../routes';
import { actionsFor, nextStepKey } from './status';

export function blancoNextStep(lead: Lead, { country }: NextStepContext): NextStep {
  const allowed = actionsFor(lead);
  return nextStepOf(nextStepKey(lead), [
    allowed.sendContract && sendContractAction('sendLeadContract', lead.id, 'blanco.details', { phone: formatPhone(lead.applicant.phone, country) }),
    allowed.uploadDocuments && { kind: 'upload', endpoint: endpointPathTo('BlancoDocuments', { id: lead.id }), ns: 'blanco.documents' },
    allowed.callUs && { kind: 'callUs', labelKey: 'blanco.next.callUs' },
    allowed.secondChance && {
      kind: 'send',
      action: 'referLeadToSecondChance',
      leadId: lead.id,
      help: { key: 'blanco.details.secondChanceHelp' },
      label: { key: 'blanco.details.referSecondChance' },
    },
    allowed.openSigningLink && signingLinkAction(lead.signingLink, 'blanco.details'),
    allowed.resendLink && resendLinkStep('resendLeadContract', lead.id, formatPhone(lead.applicant.phone, country)),
  ]);
}
