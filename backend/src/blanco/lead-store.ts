// The leads table: its row, the Lead and LeadSummary answers built from it, and lookups by dealer.
import type { DatabaseSync } from 'node:sqlite';
import type { ApplicantInput, Lead, LeadStatus, LeadSummary, SecondChancePhase } from '../../../src/lib/api/blanco.ts';
import { documentsOf } from './documents.ts';

export interface LeadRow {
  id: string;
  reference: string;
  dealer_id: string;
  facility_id: string;
  created_by: string;
  status: LeadStatus;
  decision: LeadStatus;
  amount: number;
  term: number;
  interest_rate: number;
  desired_interest_rate: number | null;
  monthly_cost: number;
  applicant: string;
  applicant_name: string;
  applicant_personal_id: string;
  co_applicant: string | null;
  contract_signed: number;
  signing_link: string | null;
  own_invoice_reference: string | null;
  commission: number | null;
  points: number | null;
  second_chance_phase: SecondChancePhase | null;
  second_chance_updated_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A lead row with the names its answers show. */
export interface LeadView extends LeadRow {
  facility_name: string;
  creator_name: string;
}

const VIEW = `SELECT l.*, f.name AS facility_name, u.firstname || ' ' || u.lastname AS creator_name
  FROM leads l JOIN facilities f ON f.id = l.facility_id JOIN users u ON u.id = l.created_by`;

export function findLeadRow(db: DatabaseSync, leadId: string): LeadRow | undefined {
  return db.prepare('SELECT * FROM leads WHERE id = ?').get(leadId) as LeadRow | undefined;
}

export function findDealerLead(db: DatabaseSync, dealerId: string, leadId: string): LeadView | undefined {
  return db.prepare(`${VIEW} WHERE l.id = ? AND l.dealer_id = ?`).get(leadId, dealerId) as LeadView | undefined;
}

export function dealerLeads(db: DatabaseSync, dealerId: string): LeadView[] {
  return db.prepare(`${VIEW} WHERE l.dealer_id = ?`).all(dealerId) as unknown as LeadView[];
}

const iso = (ms: number) => new Date(ms).toISOString();

function personSummary(json: string) {
  const person = JSON.parse(json) as ApplicantInput;
  return { name: `${person.firstname} ${person.lastname}`, personalId: person.personalId, phone: person.phone, email: person.email };
}

export function toLead(db: DatabaseSync, row: LeadView): Lead {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    loanType: 'BLANCO',
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    amount: row.amount,
    term: row.term,
    interestRate: row.interest_rate,
    desiredInterestRate: row.desired_interest_rate,
    monthlyCost: row.monthly_cost,
    applicant: personSummary(row.applicant),
    coApplicant: row.co_applicant === null ? null : personSummary(row.co_applicant),
    facility: { id: row.facility_id, name: row.facility_name },
    createdBy: { id: row.created_by, name: row.creator_name },
    contractSigned: row.contract_signed === 1,
    signingLink: row.signing_link,
    ownInvoiceReference: row.own_invoice_reference,
    documents: documentsOf(db, 'lead', row.id),
    commission: row.commission,
    points: row.points,
    secondChance: row.second_chance_phase === null
      ? null
      : { phase: row.second_chance_phase, updatedAt: iso(row.second_chance_updated_at ?? row.updated_at) },
  };
}

export function toLeadSummary(row: LeadView): LeadSummary {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    amount: row.amount,
    interestRate: row.interest_rate,
    applicantName: row.applicant_name,
    facility: { id: row.facility_id, name: row.facility_name },
    createdBy: { id: row.created_by, name: row.creator_name },
  };
}
