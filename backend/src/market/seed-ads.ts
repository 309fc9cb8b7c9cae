// The demo marketplace: per country some thirty cars for sale by dealers outside the demo (several
// sellers, real makes and models, plates of the country's shape, prices that follow age and
// distance), a few ads of the demo dealer itself (Bilhuset Syd in SE, Bilcenter in DK: "your own
// ad cannot be bought"), two cars already sold elsewhere and, for SE and DK, one the demo dealer
// bought. Run once per database (seed_runs); deterministic but for "now".
import type { DatabaseSync } from 'node:sqlite';
import type { MarketAd } from '../../../src/lib/api/market-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { between, demoDealerPlans, pick, type DealerPlan, type DemoSeed, type Random } from '../leads/seed.ts';
import { plateLetters } from '../leads/seed-plates.ts';
import type { AdRow } from './ad-store.ts';
import { CAR_COLOURS } from './photos.ts';
import { MARKET_TERMS } from './terms.ts';

const SEEDED_ADS_PER_SELLER_COUNTRY = 30;
const OWN_ADS: Partial<Record<CountryCode, number>> = { SE: 3, DK: 2 };
const SOLD_ELSEWHERE = 2;

/** newPriceSek: what it cost new (in SEK); since: its first model year. */
type Car = [make: string, model: string, variant: string, fuel: MarketAd['fuel'], gear: MarketAd['gear'], newPriceSek: number, since: number];
const CARS: Car[] = [
  ['Volvo', 'XC60', 'B4 AWD Core', 'HYBRID', 'AUTOMATIC', 640_000, 2020],
  ['Volvo', 'V60', 'T6 Recharge Plus', 'HYBRID', 'AUTOMATIC', 610_000, 2019],
  ['Volvo', 'V90', 'B4 Diesel Momentum', 'DIESEL', 'AUTOMATIC', 590_000, 2020],
  ['Volvo', 'XC40', 'Recharge Twin Pro', 'ELECTRIC', 'AUTOMATIC', 620_000, 2020],
  ['Volkswagen', 'Golf', '1.5 TSI Life', 'GASOLINE', 'MANUAL', 330_000, 2016],
  ['Volkswagen', 'ID.4', 'Pro Performance 77 kWh', 'ELECTRIC', 'AUTOMATIC', 520_000, 2021],
  ['Volkswagen', 'Passat', 'Sportscombi 2.0 TDI 4Motion', 'DIESEL', 'AUTOMATIC', 480_000, 2016],
  ['Toyota', 'Corolla', '1.8 Hybrid Touring Sports Active', 'HYBRID', 'AUTOMATIC', 330_000, 2016],
  ['Toyota', 'RAV4', '2.5 Hybrid AWD-i Style', 'HYBRID', 'AUTOMATIC', 480_000, 2016],
  ['Toyota', 'Yaris', '1.0 VVT-i Active', 'GASOLINE', 'MANUAL', 210_000, 2016],
  ['Kia', 'Niro', 'EV 64 kWh Advance', 'ELECTRIC', 'AUTOMATIC', 450_000, 2019],
  ['Kia', 'Ceed', 'SW 1.6 CRDi Advance', 'DIESEL', 'MANUAL', 290_000, 2016],
  ['Škoda', 'Octavia', 'Combi 2.0 TDI Style', 'DIESEL', 'MANUAL', 360_000, 2016],
  ['Škoda', 'Enyaq', 'iV 80 Loden', 'ELECTRIC', 'AUTOMATIC', 560_000, 2021],
  ['Audi', 'A4', 'Avant 40 TDI quattro S tronic', 'DIESEL', 'AUTOMATIC', 560_000, 2016],
  ['BMW', '320d', 'Touring xDrive M Sport', 'DIESEL', 'AUTOMATIC', 580_000, 2016],
  ['BMW', 'i4', 'eDrive40 M Sport', 'ELECTRIC', 'AUTOMATIC', 690_000, 2022],
  ['Tesla', 'Model Y', 'Long Range AWD', 'ELECTRIC', 'AUTOMATIC', 560_000, 2022],
  ['Mercedes-Benz', 'C 220 d', 'Kombi Avantgarde', 'DIESEL', 'AUTOMATIC', 600_000, 2016],
  ['Ford', 'Kuga', '2.5 PHEV Titanium', 'HYBRID', 'AUTOMATIC', 420_000, 2020],
  ['Peugeot', '308', 'SW 1.2 PureTech Allure', 'GASOLINE', 'MANUAL', 300_000, 2016],
  ['Polestar', '2', 'Long Range Single Motor', 'ELECTRIC', 'AUTOMATIC', 540_000, 2020],
];

export interface Seller {
  id: string;
  name: string;
  organizationNumber: string;
  city: string;
  phone: string;
  email: string;
}
export const SELLERS: Record<CountryCode, Seller[]> = {
  SE: [
    {
      id: 'market-seller-se-1',
      name: 'Göteborgs Bilcenter AB',
      organizationNumber: '556612-3401',
      city: 'Göteborg',
      phone: '+46 31 712 40 00',
      email: 'salj@goteborgsbilcenter.example',
    },
    {
      id: 'market-seller-se-2',
      name: 'Stockholms Bilhall AB',
      organizationNumber: '556701-2348',
      city: 'Stockholm',
      phone: '+46 8 550 123 00',
      email: 'handlare@bilhallen.example',
    },
    {
      id: 'market-seller-se-3',
      name: 'Norrlandsbilar AB',
      organizationNumber: '556845-1230',
      city: 'Umeå',
      phone: '+46 90 14 22 10',
      email: 'info@norrlandsbilar.example',
    },
    {
      id: 'market-seller-se-4',
      name: 'Bilgruppen Väst AB',
      organizationNumber: '559012-3450',
      city: 'Borås',
      phone: '+46 33 41 80 00',
      email: 'begagnat@bilgruppenvast.example',
    },
    {
      id: 'market-seller-se-5',
      name: 'Uppsala Motor AB',
      organizationNumber: '556398-7659',
      city: 'Uppsala',
      phone: '+46 18 66 70 50',
      email: 'salj@uppsalamotor.example',
    },
  ],
  FI: [
    {
      id: 'market-seller-fi-1',
      name: 'Tampereen Autokeskus Oy',
      organizationNumber: '2345678-0',
      city: 'Tampere',
      phone: '+358 3 214 5500',
      email: 'myynti@tampereenautokeskus.example',
    },
    {
      id: 'market-seller-fi-2',
      name: 'Turun Automyynti Oy',
      organizationNumber: '1987654-7',
      city: 'Turku',
      phone: '+358 2 410 2200',
      email: 'kauppa@turunautomyynti.example',
    },
    {
      id: 'market-seller-fi-3',
      name: 'Oulun Autotalo Oy',
      organizationNumber: '2876543-5',
      city: 'Oulu',
      phone: '+358 8 530 1100',
      email: 'vaihtoautot@oulunautotalo.example',
    },
    {
      id: 'market-seller-fi-4',
      name: 'Espoon Vaihtoautot Oy',
      organizationNumber: '0912345-3',
      city: 'Espoo',
      phone: '+358 9 8190 400',
      email: 'myynti@espoonvaihtoautot.example',
    },
    {
      id: 'market-seller-fi-5',
      name: 'Jyväskylän Autoliike Oy',
      organizationNumber: '3012456-5',
      city: 'Jyväskylä',
      phone: '+358 14 333 0200',
      email: 'info@jklautoliike.example',
    },
  ],
  DK: [
    {
      id: 'market-seller-dk-1',
      name: 'Københavns Bilhus ApS',
      organizationNumber: '25030206',
      city: 'København',
      phone: '+45 33 12 40 40',
      email: 'salg@kbhbilhus.example',
    },
    {
      id: 'market-seller-dk-2',
      name: 'Odense Auto A/S',
      organizationNumber: '25034325',
      city: 'Odense',
      phone: '+45 66 13 20 20',
      email: 'brugtvogn@odenseauto.example',
    },
    {
      id: 'market-seller-dk-3',
      name: 'Aalborg Bilcenter ApS',
      organizationNumber: '25038444',
      city: 'Aalborg',
      phone: '+45 98 12 30 30',
      email: 'info@aalborgbilcenter.example',
    },
    {
      id: 'market-seller-dk-4',
      name: 'Vejle Bilsalg ApS',
      organizationNumber: '25043936',
      city: 'Vejle',
      phone: '+45 75 82 10 10',
      email: 'salg@vejlebilsalg.example',
    },
    {
      id: 'market-seller-dk-5',
      name: 'Esbjerg Biler A/S',
      organizationNumber: '25093364',
      city: 'Esbjerg',
      phone: '+45 75 12 50 50',
      email: 'biler@esbjergbiler.example',
    },
  ],
};

/** The demo dealers as sellers of their own ads. */
const DEMO_SELLERS: Partial<Record<CountryCode, Seller>> = {
  SE: {
    id: 'dealer-bilhuset',
    name: 'Bilhuset Syd AB',
    organizationNumber: '556123-4567',
    city: 'Malmö',
    phone: '+46 40 10 20 30',
    email: 'info@bilhuset.example',
  },
  DK: {
    id: 'dealer-bilcenter',
    name: 'Bilcenter ApS',
    organizationNumber: '12345674',
    city: 'Aarhus',
    phone: '+45 86 10 20 30',
    email: 'info@bilcenter.example',
  },
};
const DEMO_BUYERS: Partial<Record<CountryCode, string>> = { SE: 'user-anna', DK: 'user-mette' };

const digits = (random: Random, count: number) => String(between(random, 10 ** (count - 1), 10 ** count - 1));

/** A plate of the country's ordinary shape; a Danish stock car has none a third of the time (plates handed in). */
function plateFor(country: CountryCode, random: Random): string | null {
  if (country === 'SE') return `${plateLetters(random, 3)} ${digits(random, 2)}${random() < 0.4 ? plateLetters(random, 1) : String(between(random, 0, 9))}`;
  // FI plates use the Swedish letters here.
  if (country === 'FI') return `${plateLetters(random, 3)}-${digits(random, between(random, 1, 3))}`;
  return random() < 0.33 ? null : `${plateLetters(random, 2)} ${digits(random, 5)}`;
}

// A car's price in the country's currency from its new price in SEK: FI about a tenth (EUR), DK about the same
// figure (DKK: a krone is worth more, but registration tax makes cars dearer).
const CURRENCY_FACTOR: Record<CountryCode, number> = { SE: 1, FI: 0.1, DK: 1 };
const PRICE_STEP: Record<CountryCode, number> = { SE: 1_000, FI: 100, DK: 1_000 };

function priceOf(country: CountryCode, newPriceSek: number, age: number, distanceKm: number, random: Random): number {
  const value = newPriceSek * CURRENCY_FACTOR[country] * 0.86 ** age * (1 - Math.min(distanceKm, 250_000) / 1_000_000) * (0.95 + random() * 0.1);
  const step = PRICE_STEP[country];
  // Dealers' prices end in 900 (SEK, DKK) or 90 (EUR): 249 900, 18 490.
  return Math.max(step * 5, Math.round(value / step) * step) - step / 10;
}

export function insertAd(db: DatabaseSync, row: AdRow): void {
  db.prepare(
    `INSERT INTO market_ads (id, country_code, seller_dealer_id, seller_name, seller_organization_number, seller_phone, seller_email,
    location, make, model, variant, model_year, fuel, gear, distance_km, number_plate, price, currency, vat_status, colour, photo_count,
    status, purchase_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    row.id,
    row.country_code,
    row.seller_dealer_id,
    row.seller_name,
    row.seller_organization_number,
    row.seller_phone,
    row.seller_email,
    row.location,
    row.make,
    row.model,
    row.variant,
    row.model_year,
    row.fuel,
    row.gear,
    row.distance_km,
    row.number_plate,
    row.price,
    row.currency,
    row.vat_status,
    row.colour,
    row.photo_count,
    row.status,
    row.purchase_id,
    row.created_at,
  );
}

/** A new ad for sale by this seller, made from the seeded random numbers (also the test control's defaults). */
export function randomAd(random: Random, country: CountryCode, seller: Seller, id: string, createdAt: number, thisYear: number): AdRow {
  const [make, model, variant, fuel, gear, newPriceSek, since] = pick(random, CARS);
  const modelYear = Math.max(since, thisYear - between(random, 0, 8));
  const age = thisYear - modelYear;
  const distanceKm = age === 0 ? between(random, 5, 60) * 100 : 100 * Math.round((age * between(random, 9_000, 24_000)) / 100);
  // Danish used cars are mostly sold under brugtmoms; business cars (electric, diesel) more often carry VAT elsewhere.
  const vatShare = country === 'DK' ? 0.15 : fuel === 'ELECTRIC' || fuel === 'DIESEL' ? 0.5 : 0.25;
  return {
    id,
    country_code: country,
    seller_dealer_id: seller.id,
    seller_name: seller.name,
    seller_organization_number: seller.organizationNumber,
    seller_phone: seller.phone,
    seller_email: seller.email,
    location: seller.city,
    make,
    model,
    variant,
    model_year: modelYear,
    fuel,
    gear,
    distance_km: distanceKm,
    number_plate: plateFor(country, random),
    price: priceOf(country, newPriceSek, age, distanceKm, random),
    currency: MARKET_TERMS[country].currency,
    vat_status: random() < vatShare ? 'VAT_DEDUCTIBLE' : 'MARGIN_SCHEME',
    colour: pick(random, Object.keys(CAR_COLOURS)),
    photo_count: between(random, 2, 4),
    status: 'AVAILABLE',
    purchase_id: null,
    created_at: createdAt,
  };
}

/** A time in the last 45 days; the first few ads within the last day (Home's "latest added vehicles"). */
const createdAgo = (random: Random, index: number) => (index < 4 ? between(random, 10, 23 * 60) : between(random, 24 * 60, 45 * 24 * 60)) * 60_000;

function seedCountry(db: DatabaseSync, plan: DealerPlan, random: Random, now: number): void {
  const country = plan.country;
  const thisYear = new Date(now).getUTCFullYear();
  const sellers = SELLERS[country];
  const id = (kind: string, index: number) => `seed-mp-${plan.code}-${kind}${String(index + 1).padStart(3, '0')}`;
  for (let index = 0; index < plan.count; index++) {
    insertAd(db, randomAd(random, country, sellers[index % sellers.length]!, id('', index), now - createdAgo(random, index), thisYear));
  }
  const own = DEMO_SELLERS[country];
  for (let index = 0; own && index < (OWN_ADS[country] ?? 0); index++) {
    insertAd(db, randomAd(random, country, own, id('own-', index), now - createdAgo(random, index + 2), thisYear));
  }
  for (let index = 0; index < SOLD_ELSEWHERE; index++) {
    insertAd(db, { ...randomAd(random, country, pick(random, sellers), id('sold-', index), now - createdAgo(random, 10), thisYear), status: 'SOLD' });
  }
  const buyer = DEMO_BUYERS[country];
  if (buyer) {
    const purchasedAt = now - between(random, 2, 9) * 24 * 3_600_000;
    const listedAt = purchasedAt - between(random, 3, 30) * 24 * 3_600_000;
    const ad = { ...randomAd(random, country, pick(random, sellers), id('bought-', 0), listedAt, thisYear), status: 'SOLD' as const };
    const purchaseId = `${ad.id}-purchase`;
    insertAd(db, ad);
    db.prepare(
      `INSERT INTO market_purchases (id, reference, ad_id, dealer_id, user_id, price, purchase_fee, currency, vat_status, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      purchaseId,
      `MP-${between(random, 100_000, 999_999)}`,
      ad.id,
      plan.dealerId,
      buyer,
      ad.price,
      MARKET_TERMS[country].purchaseFee,
      ad.currency,
      ad.vat_status,
      purchasedAt,
    );
    db.prepare('UPDATE market_ads SET purchase_id = ? WHERE id = ?').run(purchaseId, ad.id);
  }
}

/** The demo marketplace. */
export const MARKET_ADS_SEED: DemoSeed = {
  name: 'market-ads-v1',
  seed: 20_261_224,
  plans: demoDealerPlans(['SE', 'FI', 'DK'], SEEDED_ADS_PER_SELLER_COUNTRY),
  seededBefore: { table: 'market_ads', idPrefix: 'seed-mp-' },
  seedDealer: seedCountry,
};
