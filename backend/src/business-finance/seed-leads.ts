// The demo inventory financing of Bilhuset Syd (SE, the one demo dealer onboarded): its line of
// credit and a dozen stock cars over the statuses, the PAID_OUT ones drawing on the limit. Run once
// per database (seed_runs); deterministic but for "now".
import type { DatabaseSync } from 'node:sqlite';
import type { LeadStatus } from '../../../src/lib/api/leads.ts';
import type { InventoryVehicle, SignerPerson } from '../../../src/lib/api/business-finance-schemas.ts';
import { makePersonalId } from '../blanco/personal-id.ts';
import { between, insertSeedLead, pick, seedOrigin, seedReference, seedTimes } from '../leads/seed.ts';
import type { AgeDays, DealerPlan, DemoSeed, Random } from '../leads/seed.ts';
import { seedPhone } from '../leads/seed-contacts.ts';
import { swedishPlate } from '../leads/seed-plates.ts';
import { applicationColumns, type StoredSigner } from './lead-store.ts';
import { BUSINESS_FINANCE_PRICE_LISTS } from './price-list.ts';

const DEMO_LINE_TOTAL = 5_000_000;

// Five cars financed now (drawing on the limit), one repaid, and one of every step before.
const STATUSES: LeadStatus[] = [
  'PAID_OUT',
  'PROCESSING',
  'PAID_OUT',
  'APPROVED',
  'PAID_OUT',
  'SENT_TO_CUSTOMER',
  'PAID_OUT',
  'SIGNED',
  'PAID_OUT',
  'FINISHED',
  'DENIED',
  'SUPPLEMENT_CONTACT_US',
];
const AGE_DAYS: AgeDays = {
  PROCESSING: [0, 1],
  APPROVED: [0, 5],
  SENT_TO_CUSTOMER: [1, 5],
  SIGNED: [2, 7],
  PAID_OUT: [10, 120],
  FINISHED: [150, 200],
};

// Trade-ins a Skåne dealer keeps in stock: brand, model, variant, VIN's first 11 (WMI + descriptor + year + plant).
const CARS: [string, string, string, string][] = [
  ['Volvo', 'XC60', 'B4 AWD Core', 'YV1UZL1V1P1'],
  ['Volvo', 'V60', 'T6 Recharge Plus', 'YV1ZWH8V5N1'],
  ['Volkswagen', 'Golf', '1.5 eTSI Life', 'WVWZZZCDZPW'],
  ['Volkswagen', 'Passat Sportscombi', '2.0 TDI Business', 'WVWZZZ3CZNE'],
  ['Toyota', 'RAV4', '2.5 Hybrid AWD-i', 'JTMW43FV20D'],
  ['Kia', 'Niro', 'EV Advance', 'KNACC81GFP5'],
  ['Skoda', 'Octavia Kombi', '2.0 TDI Style', 'TMBJJ7NX1PY'],
  ['Audi', 'A4 Avant', '40 TDI quattro', 'WAUZZZF47PA'],
  ['BMW', '320d Touring', 'M Sport', 'WBA31DX010F'],
  ['Tesla', 'Model 3', 'Long Range AWD', 'LRW3E7FA1PC'],
];
const VIN_CHARS = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
const SELLERS = ['Skånebygg Entreprenad AB', 'Öresunds Transport AB', 'Malmö Hyrbilar AB', 'Lunds Taxi AB'];
const PEOPLE = ['Sara Lind', 'Mats Holm', 'Eva Berglund', 'Olof Nyman', 'Karin Ek'];

function person(random: Random, name: string): SignerPerson {
  const birth = `19${between(random, 55, 89)}-${String(between(random, 1, 12)).padStart(2, '0')}-${String(between(random, 1, 28)).padStart(2, '0')}`;
  return { personalId: makePersonalId('SE', birth, between(random, 100, 999))!, name, phone: seedPhone(random, 'SE') };
}

function signersFor(status: LeadStatus, signatory: SignerPerson, signedAt: number): StoredSigner[] {
  if (!['SENT_TO_CUSTOMER', 'SIGNED', 'PAID_OUT', 'FINISHED'].includes(status)) return [];
  // The seeded signatory is the guarantor too: one signer.
  return [
    {
      roles: ['SIGNATORY', 'GUARANTOR'],
      name: signatory.name,
      phone: signatory.phone,
      signingLink: `https://sign.example/se/${signatory.phone.replace(/\D/g, '')}`,
      signedAt: status === 'SENT_TO_CUSTOMER' ? null : signedAt,
    },
  ];
}

function seedDealer(db: DatabaseSync, plan: DealerPlan, random: Random, now: number): void {
  db.prepare("INSERT OR IGNORE INTO business_finance_lines (dealer_id, total, status) VALUES (?, ?, 'ACTIVE')").run(plan.dealerId, DEMO_LINE_TOTAL);
  const priceList = BUSINESS_FINANCE_PRICE_LISTS[plan.country];
  for (let index = 0; index < plan.count; index++) {
    const status = STATUSES[index % STATUSES.length]!;
    const { createdAt, updatedAt } = seedTimes(random, now, AGE_DAYS, status);
    const [brand, model, variant, vinStart] = pick(random, CARS);
    const price = 5_000 * between(random, 30, 130);
    const downPayment = 1_000 * Math.round((price * between(random, 10, 25)) / 100 / 1_000);
    const creditAmount = price - downPayment;
    const vehicle: InventoryVehicle = {
      numberPlate: swedishPlate(random),
      vin: `${vinStart}${Array.from({ length: 6 }, () => pick(random, [...VIN_CHARS])).join('')}`,
      brand,
      model,
      variant,
      modelYear: between(random, 2019, 2025),
      mileageKm: between(random, 8, 140) * 1_000,
      vatStatus: random() < 0.6 ? 'VAT_DEDUCTIBLE' : 'MARGIN_SCHEME',
      price,
      currency: priceList.currency,
    };
    const seller =
      random() < 0.6
        ? { kind: 'COMPANY' as const, organizationNumber: pick(random, ['556789-0107', '556987-6500']), name: pick(random, SELLERS.slice(0, 2)) }
        : { kind: 'PRIVATE_PERSON' as const, name: pick(random, PEOPLE) };
    const signatory = person(random, 'Anders Bengtsson');
    const contact = { name: 'Anna Andersson', email: 'anna.admin@bilhuset.example', phone: '+46 70 123 45 01' };
    const reference = seedReference(db, 'business_finance_leads', random, 'BF');
    const paidOutAt = status === 'PAID_OUT' || status === 'FINISHED' ? updatedAt : null;
    const id = `seed-bf-${plan.code}-${String(index + 1).padStart(3, '0')}`;
    const origin = seedOrigin(random, plan);
    insertSeedLead(
      db,
      'business_finance_leads',
      plan,
      { id, reference, status, amount: creditAmount, createdAt, updatedAt, ...origin },
      {
        ...applicationColumns({
          vehicle,
          downPayment,
          creditAmount,
          priceList,
          seller,
          contactPerson: contact,
          signatory,
          guarantor: signatory,
          guarantorIsSignatory: true,
        }),
        signers: JSON.stringify(signersFor(status, signatory, createdAt)),
        paid_out_at: paidOutAt,
      },
    );
  }
}

/** Bilhuset's line of credit and demo inventory financing leads. */
export const INVENTORY_LEADS_SEED: DemoSeed = {
  name: 'business-finance-leads-v1',
  seed: 20_261_124,
  plans: [{ dealerId: 'dealer-bilhuset', country: 'SE', code: 'se', facilities: ['facility-malmo', 'facility-lund'], creators: ['user-anna'], count: 12 }],
  seededBefore: { table: 'business_finance_leads', idPrefix: 'seed-bf-' },
  seedDealer,
};
