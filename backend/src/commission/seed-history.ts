// Commissions of Bilhuset Syd and Autotalo from before the demo's leads: two to four loan or leasing
// payouts a month over the eighteen months before the leads' four, and a few adjustments (a loan
// cancelled within the withdrawal period gives its commission back; a campaign bonus). From a fixed
// random seed: the same figures for the same month.
import type { DatabaseSync } from 'node:sqlite';
import { commissionOf } from '../leads/lifecycle.ts';
import { between, demoDealerPlans, type DealerPlan, type DemoSeed, type Random } from '../leads/seed.ts';

const PAST_MONTHS = 18;
/** The seeded leads go back 120 days: the past payouts stop before them. */
const NEWEST_MONTHS_BACK = 5;
/** Loan and leasing amounts in the country's currency. */
const AMOUNTS = { SE: [40_000, 350_000], FI: [4_000, 35_000], DK: [30_000, 260_000] } as const;

function seedDealer(db: DatabaseSync, plan: DealerPlan, random: Random, now: number): void {
  const today = new Date(now);
  const [min, max] = AMOUNTS[plan.country];
  const payout = db.prepare(`INSERT INTO commission_past_payouts (id, dealer_id, product, reference, commission, paid_out_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const adjustment = db.prepare('INSERT INTO commission_adjustments (id, dealer_id, reference, amount, made_at) VALUES (?, ?, ?, ?, ?)');
  let serial = 0;
  for (let back = NEWEST_MONTHS_BACK + plan.count - 1; back >= NEWEST_MONTHS_BACK; back--) {
    const year = today.getUTCFullYear();
    const month = today.getUTCMonth() - back;
    const payouts = between(random, 2, 4);
    const commissions: number[] = [];
    for (let index = 0; index < payouts; index++) {
      const leasing = random() < 0.3;
      const { commission } = commissionOf(Math.round(between(random, min, max) / 100) * 100);
      commissions.push(commission);
      serial++;
      payout.run(
        `past-cm-${plan.code}-${String(serial).padStart(3, '0')}`,
        plan.dealerId,
        leasing ? 'LEASING' : 'BLANCO',
        `${leasing ? 'LE' : 'BL'}-${between(random, 100_000, 999_999)}`,
        commission,
        Date.UTC(year, month, between(random, 1, 27), between(random, 8, 17)),
      );
    }
    // About one month in four has an adjustment: a commission back or a bonus.
    if (random() < 0.25) {
      const amount = random() < 0.6 ? -commissions[0]! : between(random, 2, 10) * (plan.country === 'FI' ? 10 : 100);
      adjustment.run(`past-adj-${plan.code}-${back}`, plan.dealerId, `ADJ-${between(random, 10_000, 99_999)}`, amount, Date.UTC(year, month, 28, 12));
    }
  }
}

/** The demo dealers' past commissions. */
export const COMMISSION_HISTORY_SEED: DemoSeed = {
  name: 'commission-history-v1',
  seed: 20_261_124,
  plans: demoDealerPlans(['SE', 'FI'], PAST_MONTHS),
  seededBefore: { table: 'commission_past_payouts', idPrefix: 'past-cm-' },
  seedDealer,
};
