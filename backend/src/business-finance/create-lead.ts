// POST business-finance/leads: checks an inventory financing application (seller, signers, down
// payment, limit), stores it as PROCESSING and schedules the decision (decision.ts).
import type { DatabaseSync } from 'node:sqlite';
import type { CreateInventoryLead, SignerPerson } from '../../../src/lib/api/business-finance-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { ApiError, wrongData } from '../api/errors.ts';
import { canonicalPersonalId } from '../blanco/personal-id.ts';
import type { Delays } from '../config.ts';
import type { UserRow } from '../db/users.ts';
import { createLeadOnce, type CreateRules } from '../leads/create-lead.ts';
import { canonicalOrganizationNumber } from '../leasing/organizations.ts';
import { inventoryOutcomeFor } from './decision.ts';
import { applicationColumns, INVENTORY_LEADS } from './lead-store.ts';
import { INVENTORY_LIFECYCLE } from './lifecycle.ts';
import { requireWithinLimit } from './line-of-credit.ts';
import { BUSINESS_FINANCE_PRICE_LISTS, cents, roundCents } from './price-list.ts';

const INVENTORY_CREATION: CreateRules = {
  leads: INVENTORY_LEADS,
  lifecycle: INVENTORY_LIFECYCLE,
  idempotencyKeysTable: 'business_finance_idempotency_keys',
  referencePrefix: 'BF',
};

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The seller as stored: a company's number canonical, never the dealer's own (400 SELLER_IS_DEALER). */
function checkedSeller(db: DatabaseSync, user: UserRow, country: CountryCode, seller: CreateInventoryLead['seller']) {
  if (seller.kind === 'PRIVATE_PERSON') return seller;
  const number = canonicalOrganizationNumber(country, seller.organizationNumber);
  if (!number) throw new ApiError(400, 'INVALID_ORGANIZATION_NUMBER', `seller.organizationNumber: not a valid organisation number in ${country}`);
  const dealer = db.prepare('SELECT organization_number FROM dealers WHERE id = ?').get(user.dealer_id) as { organization_number: string };
  if (digitsOf(number.number) === digitsOf(dealer.organization_number)) {
    throw new ApiError(400, 'SELLER_IS_DEALER', 'The seller must not be the dealer itself');
  }
  return { ...seller, organizationNumber: number.number };
}

function checkedPerson(country: CountryCode, person: SignerPerson, field: string): SignerPerson {
  const personalId = canonicalPersonalId(country, person.personalId);
  if (!personalId) throw new ApiError(400, 'INVALID_PERSONAL_ID', `${field}.personalId: not a valid personal identity number in ${country}`);
  return { ...person, personalId };
}

/** Stores a new application once per Idempotency-Key, as every lead product's (leads/create-lead.ts). */
export function createInventoryLead(
  db: DatabaseSync,
  delays: Delays,
  user: UserRow,
  country: CountryCode,
  body: CreateInventoryLead,
  idempotencyKey: string,
): { leadId: string; created: boolean } {
  return createLeadOnce(db, delays, INVENTORY_CREATION, user, body, idempotencyKey, () => {
    const priceList = BUSINESS_FINANCE_PRICE_LISTS[country];
    const { vehicle } = body;
    if (vehicle.currency !== priceList.currency) throw wrongData(`vehicle.currency: the price must be in ${priceList.currency}`);
    const seller = checkedSeller(db, user, country, body.seller);
    const signatory = checkedPerson(country, body.signatory, 'signatory');
    if (!body.guarantorIsSignatory && body.guarantor === null) throw wrongData('guarantor: required unless guarantorIsSignatory');
    const guarantor = body.guarantorIsSignatory ? signatory : checkedPerson(country, body.guarantor!, 'guarantor');
    // Whole cents: down payment × 100 ≥ price × minimum percent.
    if (cents(body.downPayment) * 100 < cents(vehicle.price) * priceList.downPaymentMinPercent) {
      throw new ApiError(400, 'DOWN_PAYMENT_TOO_LOW', `The down payment must be at least ${priceList.downPaymentMinPercent} % of the price`);
    }
    if (cents(body.downPayment) >= cents(vehicle.price)) throw new ApiError(400, 'OUT_OF_BOUNDS', 'The down payment must be below the price');
    const creditAmount = roundCents(vehicle.price - body.downPayment);
    requireWithinLimit(db, user.dealer_id, country, creditAmount);
    return {
      outcome: inventoryOutcomeFor(country, vehicle.price),
      facilityId: body.facilityId,
      columns: applicationColumns({
        vehicle,
        downPayment: body.downPayment,
        creditAmount,
        priceList,
        seller,
        contactPerson: body.contactPerson,
        signatory,
        guarantor,
        guarantorIsSignatory: body.guarantorIsSignatory,
      }),
    };
  });
}
