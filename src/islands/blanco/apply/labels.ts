// The label of a field by its name, for the error summary ("Applicant – Email: …").
import type { Translate } from '../../../lib/messages';

export function errorLabel(name: string, t: Translate): string {
  const [head = '', ...rest] = name.split('.');
  const tail = rest.join('.');
  if (head === 'applicant' || head === 'coApplicant') {
    const field = tail.startsWith('children.') ? `childBand.${tail.slice('children.'.length)}` : tail;
    return `${t(`blancoApply.${head}.legend`)} – ${t(`blancoApply.person.${field}`)}`;
  }
  if (head === 'confirmations') return t(`blancoApply.confirmations.${tail}`).replace(/\.$/, '');
  const own: Record<string, string> = {
    amount: 'blancoApply.loan.amount',
    interestRate: 'blancoApply.loan.rate',
    term: 'blancoApply.loan.term',
    facilityId: 'blancoApply.facility',
    idempotencyKey: 'blancoApply.loan.legend',
  };
  return t(own[head] ?? head);
}
