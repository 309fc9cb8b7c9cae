// "New application for the same customer" from a loan's details (issue 25 §2): the application
// opens with the applicant (and co-applicant) of that loan filled in, read on the server from the
// lead named by its id in the address; the personal identity number never travels in a URL.
import type { Lead } from '../api/blanco';
import { personField, type Person } from './apply';

/** The apply page's query parameter: the id of the loan whose customer applies again. */
export const SAME_CUSTOMER_PARAM = 'sameCustomerAs';

type Applicant = NonNullable<Lead['coApplicant']>;

const personValues = (who: Person, person: Applicant): Record<string, string> => ({
  [personField(who, 'personalId')]: person.personalId,
  [personField(who, 'firstname')]: person.firstname,
  [personField(who, 'lastname')]: person.lastname,
  [personField(who, 'email')]: person.email,
  [personField(who, 'phone')]: person.phone,
});

/** Who the customer is, not what they earn or owe: those may have changed and are asked again. */
export function sameCustomerValues(lead: Pick<Lead, 'applicant' | 'coApplicant'>): Record<string, string> {
  return {
    ...personValues('applicant', lead.applicant),
    ...(lead.coApplicant ? { hasCoApplicant: 'on', ...personValues('coApplicant', lead.coApplicant) } : {}),
  };
}
