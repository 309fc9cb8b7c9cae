// Bilhuset Syd's financed cars from before the demo's leads: sixteen cars paid out one a month over the
// sixteen months before this one and long repaid or nearly so, so the statements of this year and the
// last have months with interest. From a fixed random seed: the same figures for the same month.
import type { DatabaseSync } from 'node:sqlite';
import { between, demoDealerPlans, pick, seedReference, type DealerPlan, type DemoSeed, type Random } from '../leads/seed.ts';
import { PLATE_LETTERS } from '../leads/seed-plates.ts';
import { BUSINESS_FINANCE_PRICE_LISTS } from './price-list.ts';
import { DAY_MS } from './statements.ts';

const PAST_CARS = 16;
const CARS = [
  'Volvo XC40 B3 Core',
  'Volvo V90 B4 Plus',
  'Volkswagen Tiguan 1.5 eTSI',
  'Toyota Corolla 1.8 Hybrid',
  'Kia Sportage 1.6 T-GDI HEV',
  'Skoda Superb Kombi 2.0 TDI',
  'Audi Q5 40 TDI quattro',
  'BMW X3 xDrive20d',
  'Polestar 2 Long Range',
  'Mercedes-Benz C 220 d Kombi',
];

/** A Swedish plate (ABC 12D or ABC 123) from the car's place in the history, not from the random stream: the figures stay the same. */
function pastPlate(index: number): string {
  const letter = (step: number, offset: number) => PLATE_LETTERS[(index * step + offset) % PLATE_LETTERS.length]!;
  const last = index % 2 === 0 ? letter(5, 2) : String((index * 3) % 10);
  return `${letter(7, 3)}${letter(11, 5)}${letter(13, 1)} ${String(10 + ((index * 37) % 90))}${last}`;
}

function seedDealer(db: DatabaseSync, plan: DealerPlan, random: Random, now: number): void {
  const priceList = BUSINESS_FINANCE_PRICE_LISTS[plan.country];
  const today = new Date(now);
  const insert = db.prepare(`INSERT INTO business_finance_past_financings (id, dealer_id, reference, vehicle_name, credit_amount,
    monthly_interest, paid_out_at, used_days, number_plate) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (let index = 0; index < plan.count; index++) {
    const monthsBack = plan.count - index;
    const paidOutAt = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsBack, between(random, 1, 25), between(random, 8, 16));
    // Repaid after 3 weeks to 4 months, never later than yesterday.
    const usedDays = Math.min(between(random, 21, 120), Math.floor((now - paidOutAt) / DAY_MS) - 1);
    insert.run(
      `past-bf-${plan.code}-${String(index + 1).padStart(3, '0')}`,
      plan.dealerId,
      seedReference(db, 'business_finance_leads', random, 'BF'),
      pick(random, CARS),
      5_000 * between(random, 24, 100),
      priceList.monthlyInterestPercent,
      paidOutAt,
      usedDays,
      pastPlate(index),
    );
  }
}

/** Bilhuset's past financed cars. */
export const FINANCING_HISTORY_SEED: DemoSeed = {
  name: 'business-finance-history-v1',
  seed: 20_261_201,
  plans: demoDealerPlans(['SE'], PAST_CARS),
  seededBefore: { table: 'business_finance_past_financings', idPrefix: 'past-bf-' },
  seedDealer,
};
