// POST blanco/leads: checks an application, stores it as PROCESSING and schedules the decision.
import type { DatabaseSync } from 'node:sqlite';
import type { ApplicantInput, CreateLead } from '../../../src/lib/api/blanco.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { ApiError } from '../api/errors.ts';
import type { Delays } from '../config.ts';
import type { UserRow } from '../db/users.ts';
import { createLeadOnce, type CreateRules } from '../leads/create-lead.ts';
import { LEADS } from './lead-store.ts';
import { LOAN_LIFECYCLE } from './lifecycle.ts';
import { canonicalPersonalId } from './personal-id.ts';
import { monthlyCostFor } from './pricing.ts';
import { outcomeFor } from './test-persons.ts';

const LOAN_CREATION: CreateRules = {
  leads: LEADS,
  lifecycle: LOAN_LIFECYCLE,
  idempotencyKeysTable: 'lead_idempotency_keys',
  referencePrefix: 'BL',
};

function withCanonicalId(country: CountryCode, person: ApplicantInput, field: string): ApplicantInput {
  const personalId = canonicalPersonalId(country, person.personalId);
  if (!personalId) throw new ApiError(400, 'INVALID_PERSONAL_ID', `${field}: not a valid personal identity number in ${country}`);
  return { ...person, personalId };
}

/** Stores a new loan application once per Idempotency-Key (leads/create-lead.ts). */
export function createLead(
  db: DatabaseSync,
  delays: Delays,
  user: UserRow,
  country: CountryCode,
  body: CreateLead,
  idempotencyKey: string,
): { leadId: string; created: boolean } {
  return createLeadOnce(db, delays, LOAN_CREATION, user, body, idempotencyKey, () => {
    const applicant = withCanonicalId(country, body.applicant, 'applicant.personalId');
    const coApplicant = body.coApplicant && withCanonicalId(country, body.coApplicant, 'coApplicant.personalId');
    const cost = monthlyCostFor(country, body.amount, body.interestRate, body.term);
    return {
      outcome: outcomeFor(country, applicant.personalId),
      facilityId: body.facilityId,
      columns: {
        amount: body.amount,
        term: body.term,
        interest_rate: body.interestRate,
        desired_interest_rate: body.interestRate,
        monthly_cost: cost.monthlyCost,
        applicant: JSON.stringify(applicant),
        applicant_name: `${applicant.firstname} ${applicant.lastname}`,
        applicant_personal_id: applicant.personalId,
        co_applicant: coApplicant ? JSON.stringify(coApplicant) : null,
      },
    };
  });
}
