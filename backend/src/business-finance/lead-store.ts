// The business_finance_leads table: its row, the InventoryLead and summary answers built from it.
import type { DatabaseSync } from 'node:sqlite';
import type {
  BusinessFinancePriceList,
  FinancingNow,
  InventoryLead,
  InventoryLeadSummary,
  InventoryVehicle,
  Seller,
  Signer,
  SignerPerson,
} from '../../../src/lib/api/business-finance-schemas.ts';
import type { ContactPerson } from '../../../src/lib/api/field-schemas.ts';
import { leadHeader, leadOrigin, leadSummary, leadTable, type LeadRowBase, type LeadView } from '../leads/lead-table.ts';

export interface InventoryLeadRow extends LeadRowBase {
  vehicle: string;
  vehicle_name: string;
  number_plate: string | null;
  vin: string;
  price: number;
  currency: InventoryVehicle['currency'];
  down_payment: number;
  credit_amount: number;
  agreement_fee: number;
  monthly_interest: number;
  max_credit_days: number;
  seller: string;
  seller_name: string;
  contact_person: string;
  signatory: string;
  guarantor: string;
  guarantor_is_signatory: number;
  signers: string;
  paid_out_at: number | null;
}

export type InventoryLeadView = LeadView<InventoryLeadRow>;

/** What an inventory financing lead stores besides the columns every lead has. */
export interface InventoryApplication {
  vehicle: InventoryVehicle;
  downPayment: number;
  creditAmount: number;
  /** The price list's terms it was made on. */
  priceList: Pick<BusinessFinancePriceList, 'agreementFee' | 'monthlyInterestPercent' | 'maxCreditDays'>;
  seller: Seller;
  contactPerson: ContactPerson;
  signatory: SignerPerson;
  guarantor: SignerPerson;
  guarantorIsSignatory: boolean;
}

/** The application's columns of its row, as a new lead and a seeded one store them. */
export function applicationColumns(lead: InventoryApplication) {
  const { vehicle, priceList, seller } = lead;
  return {
    vehicle: JSON.stringify(vehicle),
    vehicle_name: [vehicle.brand, vehicle.model, vehicle.variant].filter(Boolean).join(' '),
    number_plate: vehicle.numberPlate,
    vin: vehicle.vin,
    price: vehicle.price,
    currency: vehicle.currency,
    down_payment: lead.downPayment,
    credit_amount: lead.creditAmount,
    agreement_fee: priceList.agreementFee,
    monthly_interest: priceList.monthlyInterestPercent,
    max_credit_days: priceList.maxCreditDays,
    seller: JSON.stringify(seller),
    seller_name: seller.name,
    contact_person: JSON.stringify(lead.contactPerson),
    signatory: JSON.stringify(lead.signatory),
    guarantor: JSON.stringify(lead.guarantor),
    guarantor_is_signatory: lead.guarantorIsSignatory ? 1 : 0,
  };
}

export const INVENTORY_LEADS = leadTable<InventoryLeadRow>('business_finance_leads', 'business_finance_sms_outbox');

/** A signer as stored: the answer's fields plus when they signed. */
export interface StoredSigner extends Omit<Signer, 'signed'> {
  signedAt: number | null;
}

export const signersOf = (row: InventoryLeadRow) => JSON.parse(row.signers) as StoredSigner[];

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function paymentDates(paidOutAt: number | null, maxCreditDays: number) {
  if (paidOutAt === null) return { firstPaymentDate: null, finalPaymentDate: null };
  const first = new Date(paidOutAt);
  first.setUTCMonth(first.getUTCMonth() + 1);
  return { firstPaymentDate: isoDate(first.getTime()), finalPaymentDate: isoDate(paidOutAt + maxCreditDays * DAY_MS) };
}

const publicPerson = (json: string) => {
  const { name, phone } = JSON.parse(json) as SignerPerson;
  return { name, phone };
};

export function toInventoryLead(db: DatabaseSync, row: InventoryLeadView, now = Date.now()): InventoryLead {
  const buyer = db.prepare('SELECT name, organization_number FROM dealers WHERE id = ?').get(row.dealer_id) as { name: string; organization_number: string };
  const usedDays = row.paid_out_at === null ? 0 : Math.min(row.max_credit_days, Math.floor((now - row.paid_out_at) / DAY_MS));
  return {
    ...leadHeader(row),
    loanType: 'INVENTORY_FINANCING',
    vehicle: JSON.parse(row.vehicle) as InventoryVehicle,
    financeTerms: {
      downPayment: row.down_payment,
      creditAmount: row.credit_amount,
      agreementFee: row.agreement_fee,
      monthlyInterestPercent: row.monthly_interest,
      maxCreditDays: row.max_credit_days,
      usedDays,
      ...paymentDates(row.paid_out_at, row.max_credit_days),
    },
    seller: JSON.parse(row.seller) as Seller,
    buyer: { name: buyer.name, organizationNumber: buyer.organization_number },
    contactPerson: JSON.parse(row.contact_person) as ContactPerson,
    signatory: publicPerson(row.signatory),
    guarantor: publicPerson(row.guarantor),
    guarantorIsSignatory: row.guarantor_is_signatory === 1,
    signers: signersOf(row).map(({ signedAt, ...signer }) => ({ ...signer, signed: signedAt !== null })),
    ...leadOrigin(row),
    contractSigned: row.contract_signed === 1,
  };
}

export function toInventoryLeadSummary(row: InventoryLeadView, financing: FinancingNow | null): InventoryLeadSummary {
  return leadSummary(row, {
    vehicle: row.vehicle_name,
    numberPlate: row.number_plate,
    vin: row.vin,
    sellerName: row.seller_name,
    price: row.price,
    creditAmount: row.credit_amount,
    currency: row.currency,
    financing,
  });
}
