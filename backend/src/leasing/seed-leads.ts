// The demo leasing leads (DEMO-DATA.md users' dealers): run once per database, also on one from
// before the leasing tables (seed_runs remembers it). Deterministic but for "now".
import type { DatabaseSync } from 'node:sqlite';
import type { LeadStatus } from '../../../src/lib/api/leads.ts';
import type { LeasingVehicle } from '../../../src/lib/api/leasing-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { danishCvr, finnishCheckDigit, luhnCheckDigit } from '../../../src/lib/organization-number.ts';
import { between, insertSeedLead, LEAD_AGE_DAYS, pick, randomDigits, seedOrigin, seedReference, seedTimes } from '../leads/seed.ts';
import type { DealerPlan, DemoSeed, Random } from '../leads/seed.ts';
import { seedEmail, seedPhone } from '../leads/seed-contacts.ts';
import { plateLetters, swedishPlate } from '../leads/seed-plates.ts';
import { DEMO_ORGANIZATIONS } from './organizations.ts';
import { leasingCostFor } from './price-list.ts';

// What a leasing lead goes through; each appears in turn, so 30 leads show every one at least twice.
const STATUSES: LeadStatus[] = [
  'PROCESSING',
  'APPROVED',
  'DENIED',
  'SUPPLEMENT_CONTACT_US',
  'MANUAL_INSPECTION',
  'SENT_TO_CUSTOMER',
  'SIGNED',
  'PAID_OUT',
  'FINISHED',
  'EXPIRED',
  'ABORTED',
];

const VEHICLES: [string, string][] = [
  ['Volvo', 'XC60 T6 Recharge'],
  ['Volvo', 'V90 B4'],
  ['Volkswagen', 'ID. Buzz Cargo'],
  ['Volkswagen', 'Transporter 2.0 TDI'],
  ['Toyota', 'Hilux 2.8 D-4D'],
  ['Toyota', 'Proace City'],
  ['Ford', 'Transit Custom'],
  ['Mercedes-Benz', 'Sprinter 317 CDI'],
  ['Skoda', 'Octavia Kombi'],
  ['Tesla', 'Model Y'],
  ['Kia', 'EV6'],
  ['Renault', 'Master E-Tech'],
];

const WORDS: Record<CountryCode, { first: string[]; second: string[]; form: string }> = {
  SE: {
    first: ['Malmö', 'Skåne', 'Lunds', 'Öresunds', 'Söderslätts', 'Kullens', 'Österlens'],
    second: ['Bygg', 'Måleri', 'Transport', 'Elteknik', 'Trädgård', 'Fastighetsservice'],
    form: 'AB',
  },
  FI: {
    first: ['Helsingin', 'Espoon', 'Vantaan', 'Uudenmaan', 'Pirkan', 'Kallion'],
    second: ['Rakennus', 'Kuljetus', 'Sähkö', 'Maalaus', 'Kiinteistöhuolto', 'Puutarha'],
    form: 'Oy',
  },
  DK: {
    first: ['Aarhus', 'Jysk', 'Midtjysk', 'Østjysk', 'Skanderborg', 'Silkeborg'],
    second: ['Byg', 'Transport', 'El', 'Maler', 'Anlæg', 'Ejendomsservice'],
    form: 'ApS',
  },
};
const CONTACTS: Record<CountryCode, { first: string[]; last: string[] }> = {
  SE: {
    first: ['Anders', 'Elin', 'Fredrik', 'Hanna', 'Karl', 'Linnéa', 'Oskar', 'Åsa'],
    last: ['Johansson', 'Nilsson', 'Persson', 'Lindström', 'Åberg', 'Sjöberg'],
  },
  FI: { first: ['Antti', 'Elina', 'Heikki', 'Jenni', 'Matti', 'Päivi'], last: ['Korhonen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Koskinen', 'Järvinen'] },
  DK: { first: ['Anders', 'Bente', 'Frederik', 'Hanne', 'Jens', 'Trine'], last: ['Jensen', 'Hansen', 'Sørensen', 'Rasmussen', 'Jørgensen', 'Møller'] },
};
// Vehicle price excl. VAT: range and step.
const PRICES: Record<CountryCode, [number, number, number]> = { SE: [250_000, 900_000, 5_000], FI: [25_000, 90_000, 500], DK: [250_000, 900_000, 5_000] };

/** A valid company number of the country that none of the demo companies (which decide outcomes) has. */
function companyNumber(random: Random, country: CountryCode): string {
  const demo = new Set(DEMO_ORGANIZATIONS[country].map((organization) => organization.organizationNumber));
  for (;;) {
    let number: string | undefined;
    if (country === 'SE') {
      const nine = `559${randomDigits(random, 6)}`;
      number = `${nine.slice(0, 6)}-${nine.slice(6)}${luhnCheckDigit(nine)}`;
    } else if (country === 'FI') {
      const seven = `${between(random, 2, 3)}${randomDigits(random, 6)}`;
      const check = finnishCheckDigit(seven);
      number = check === undefined ? undefined : `${seven}-${check}`;
    } else {
      const seven = `${between(random, 1, 4)}${randomDigits(random, 6)}`;
      number = [...'0123456789'].map((last) => danishCvr(`${seven}${last}`)).find(Boolean);
    }
    if (number && !demo.has(number)) return number;
  }
}

const PLATE: Record<CountryCode, (random: Random) => string | null> = {
  SE: swedishPlate,
  FI: (random) => `${plateLetters(random, 3)}-${between(random, 1, 999)}`,
  // Danish dealers hand the plates in: a stock car often has none.
  DK: (random) => (random() < 0.4 ? null : `${plateLetters(random, 2)} ${randomDigits(random, 2)} ${randomDigits(random, 3)}`),
};

function seedDealer(db: DatabaseSync, plan: DealerPlan, random: Random, now: number): void {
  const { country } = plan;
  for (let index = 0; index < plan.count; index++) {
    // The first lead is the country's first APPROVED demo company, so a search by its number finds one.
    const status = index === 0 ? 'APPROVED' : STATUSES[(index - 1) % STATUSES.length]!;
    const { createdAt, updatedAt } = seedTimes(random, now, LEAD_AGE_DAYS, status);
    const [minPrice, maxPrice, unit] = PRICES[country];
    const price = unit * between(random, minPrice / unit, maxPrice / unit);
    const firstRent = unit * Math.round((price * between(random, 10, 20)) / 100 / unit);
    const residual = unit * Math.round((price * between(random, 30, 55)) / 100 / unit);
    const months = pick(random, [24, 36, 36, 36, 48, 60]);
    const cost = leasingCostFor(country, price, firstRent, residual, months);
    const [brand, model] = pick(random, VEHICLES);
    const vehicle: LeasingVehicle = {
      brand,
      model,
      year: between(random, 2022, 2026),
      numberPlate: PLATE[country](random),
      distanceKm: between(random, 0, 60) * 1000,
    };
    const demo = DEMO_ORGANIZATIONS[country][0]!;
    const words = WORDS[country];
    const customer =
      index === 0
        ? { number: demo.organizationNumber, name: demo.name }
        : { number: companyNumber(random, country), name: `${pick(random, words.first)} ${pick(random, words.second)} ${words.form}` };
    const first = pick(random, CONTACTS[country].first);
    const last = pick(random, CONTACTS[country].last);
    const contact = { name: `${first} ${last}`, email: seedEmail(first, last), phone: seedPhone(random, country) };
    const reference = seedReference(db, 'leasing_leads', random, 'LE');
    const id = `seed-le-${plan.code}-${String(index + 1).padStart(3, '0')}`;
    const origin = seedOrigin(random, plan);
    insertSeedLead(
      db,
      'leasing_leads',
      plan,
      { id, reference, status, amount: price, createdAt, updatedAt, ...origin },
      {
        vehicle: JSON.stringify(vehicle),
        vehicle_name: `${brand} ${model}`,
        customer_org_number: customer.number,
        customer_name: customer.name,
        customer_kind: 'COMPANY',
        contact_person: JSON.stringify(contact),
        contact_name: contact.name,
        price,
        first_rent: firstRent,
        residual,
        months,
        interest_rate: cost.interestRate,
        rent: cost.rent,
      },
    );
  }
}

/** The demo leasing leads. */
export const LEASING_LEADS_SEED: DemoSeed = {
  name: 'leasing-leads-v1',
  seed: 20_261_123,
  // Erik has no LEASING role, so Anna made all of Bilhuset's.
  plans: [
    { dealerId: 'dealer-bilhuset', country: 'SE', code: 'se', facilities: ['facility-malmo', 'facility-lund'], creators: ['user-anna'], count: 30 },
    { dealerId: 'dealer-autotalo', country: 'FI', code: 'fi', facilities: ['facility-helsinki'], creators: ['user-mikko'], count: 10 },
    { dealerId: 'dealer-bilcenter', country: 'DK', code: 'dk', facilities: ['facility-aarhus'], creators: ['user-mette'], count: 10 },
  ],
  // seed_runs belongs to the blanco tables; a database whose blanco tables were rebuilt still has these.
  seededBefore: { table: 'leasing_leads', idPrefix: 'seed-le-' },
  seedDealer,
};
