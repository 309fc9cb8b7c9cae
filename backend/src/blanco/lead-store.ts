// The leads table: its row, the Lead and LeadSummary answers built from it, and lookups by dealer.
import type { DatabaseSync } from 'node:sqlite';
import type { ApplicantInput, Lead, LeadSummary, SecondChancePhase } from '../../../src/lib/api/blanco.ts';
import { iso, leadHeader, leadOrigin, leadSummary, leadTable, type LeadRowBase, type LeadView as LeadViewOf } from '../leads/lead-table.ts';
import { documentsOf } from '../leads/documents.ts';

export interface LeadRow extends LeadRowBase {
  amount: number;
  term: number;
  interest_rate: number;
  desired_interest_rate: number | null;
  monthly_cost: number;
  applicant: string;
  applicant_name: string;
  applicant_personal_id: string;
  co_applicant: string | null;
  own_invoice_reference: string | null;
  second_chance_phase: SecondChancePhase | null;
  second_chance_updated_at: number | null;
}

export type LeadView = LeadViewOf<LeadRow>;

export const LEADS = leadTable<LeadRow>('leads', 'sms_outbox');

function personSummary(json: string) {
  const person = JSON.parse(json) as ApplicantInput;
  return {
    name: `${person.firstname} ${person.lastname}`,
    firstname: person.firstname,
    lastname: person.lastname,
    personalId: person.personalId,
    phone: person.phone,
    email: person.email,
  };
}

export function toLead(db: DatabaseSync, row: LeadView): Lead {
  return {
    ...leadHeader(row),
    loanType: 'BLANCO',
    amount: row.amount,
    term: row.term,
    interestRate: row.interest_rate,
    desiredInterestRate: row.desired_interest_rate,
    monthlyCost: row.monthly_cost,
    applicant: personSummary(row.applicant),
    coApplicant: row.co_applicant === null ? null : personSummary(row.co_applicant),
    ...leadOrigin(row),
    contractSigned: row.contract_signed === 1,
    signingLink: row.signing_link,
    ownInvoiceReference: row.own_invoice_reference,
    documents: documentsOf(db, 'lead', row.id),
    commission: row.commission,
    points: row.points,
    secondChance: row.second_chance_phase === null ? null : { phase: row.second_chance_phase, updatedAt: iso(row.second_chance_updated_at ?? row.updated_at) },
  };
}

export function toLeadSummary(row: LeadView): LeadSummary {
  return leadSummary(row, {
    amount: row.amount,
    interestRate: row.interest_rate,
    applicantName: row.applicant_name,
    secondChancePhase: row.second_chance_phase,
  });
}
