// The leasing_leads table: its row, the LeasingLead and summary answers built from it, lookups by dealer.
import type { DatabaseSync } from 'node:sqlite';
import type { ContactPerson } from '../../../src/lib/api/field-schemas.ts';
import {
  LEASING_DOCUMENT_OWNER,
  type LeasingLead,
  type LeasingLeadSummary,
  type LeasingVehicle,
  type Organization,
} from '../../../src/lib/api/leasing-schemas.ts';
import { documentsOf } from '../leads/documents.ts';
import { leadHeader, leadOrigin, leadSummary, leadTable, type LeadRowBase, type LeadView } from '../leads/lead-table.ts';

export interface LeasingLeadRow extends LeadRowBase {
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
}

export type LeasingLeadView = LeadView<LeasingLeadRow>;

export const LEASING_LEADS = leadTable<LeasingLeadRow>('leasing_leads', 'leasing_sms_outbox');

export function toLeasingLead(db: DatabaseSync, row: LeasingLeadView): LeasingLead {
  return {
    ...leadHeader(row),
    loanType: 'LEASING',
    vehicle: JSON.parse(row.vehicle) as LeasingVehicle,
    customer: { organizationNumber: row.customer_org_number, name: row.customer_name, kind: row.customer_kind },
    contactPerson: JSON.parse(row.contact_person) as ContactPerson,
    price: row.price,
    firstRent: row.first_rent,
    residual: row.residual,
    months: row.months,
    interestRate: row.interest_rate,
    rent: row.rent,
    ...leadOrigin(row),
    contractSigned: row.contract_signed === 1,
    signingLink: row.signing_link,
    documents: documentsOf(db, LEASING_DOCUMENT_OWNER, row.id),
    commission: row.commission,
    points: row.points,
  };
}

export function toLeasingLeadSummary(row: LeasingLeadView): LeasingLeadSummary {
  return leadSummary(row, {
    customerName: row.customer_name,
    vehicle: row.vehicle_name,
    price: row.price,
    rent: row.rent,
    months: row.months,
  });
}
