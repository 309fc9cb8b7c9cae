// The leasing_leads table: its row, the LeasingLead and summary answers built from it, lookups by dealer.
import type { DatabaseSync } from 'node:sqlite';
import type { LeadStatus } from '../../../src/lib/api/blanco.ts';
import { LEASING_DOCUMENT_OWNER, type ContactPerson, type LeasingLead, type LeasingLeadSummary, type LeasingVehicle, type Organization } from '../../../src/lib/api/leasing-schemas.ts';
import { documentsOf } from '../blanco/documents.ts';

export interface LeasingLeadRow {
  id: string;
  reference: string;
  dealer_id: string;
  facility_id: string;
  created_by: string;
  status: LeadStatus;
  decision: LeadStatus;
  vehicle: string;
  vehicle_name: string;
  customer_org_number: string;
  customer_name: string;
  customer_kind: Organization['kind'];
  contact_person: string;
  contact_name: string;
  price: number;
  first_rent: number;
  residual: number;
  months: number;
  interest_rate: number;
  rent: number;
  contract_signed: number;
  signing_link: string | null;
  commission: number | null;
  points: number | null;
  created_at: number;
  updated_at: number;
}

/** A lead row with the names its answers show. */
export interface LeasingLeadView extends LeasingLeadRow {
  facility_name: string;
  creator_name: string;
}

const VIEW = `SELECT l.*, f.name AS facility_name, u.firstname || ' ' || u.lastname AS creator_name
  FROM leasing_leads l JOIN facilities f ON f.id = l.facility_id JOIN users u ON u.id = l.created_by`;

export function findLeasingLeadRow(db: DatabaseSync, leadId: string): LeasingLeadRow | undefined {
  return db.prepare('SELECT * FROM leasing_leads WHERE id = ?').get(leadId) as LeasingLeadRow | undefined;
}

export function findDealerLeasingLead(db: DatabaseSync, dealerId: string, leadId: string): LeasingLeadView | undefined {
  return db.prepare(`${VIEW} WHERE l.id = ? AND l.dealer_id = ?`).get(leadId, dealerId) as LeasingLeadView | undefined;
}

export function dealerLeasingLeads(db: DatabaseSync, dealerId: string): LeasingLeadView[] {
  return db.prepare(`${VIEW} WHERE l.dealer_id = ?`).all(dealerId) as unknown as LeasingLeadView[];
}

const iso = (ms: number) => new Date(ms).toISOString();

export function toLeasingLead(db: DatabaseSync, row: LeasingLeadView): LeasingLead {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    loanType: 'LEASING',
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    vehicle: JSON.parse(row.vehicle) as LeasingVehicle,
    customer: { organizationNumber: row.customer_org_number, name: row.customer_name, kind: row.customer_kind },
    contactPerson: JSON.parse(row.contact_person) as ContactPerson,
    price: row.price,
    firstRent: row.first_rent,
    residual: row.residual,
    months: row.months,
    interestRate: row.interest_rate,
    rent: row.rent,
    facility: { id: row.facility_id, name: row.facility_name },
    createdBy: { id: row.created_by, name: row.creator_name },
    contractSigned: row.contract_signed === 1,
    signingLink: row.signing_link,
    documents: documentsOf(db, LEASING_DOCUMENT_OWNER, row.id),
    commission: row.commission,
    points: row.points,
  };
}

export function toLeasingLeadSummary(row: LeasingLeadView): LeasingLeadSummary {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    customerName: row.customer_name,
    vehicle: row.vehicle_name,
    price: row.price,
    rent: row.rent,
    months: row.months,
    facility: { id: row.facility_id, name: row.facility_name },
    createdBy: { id: row.created_by, name: row.creator_name },
  };
}
