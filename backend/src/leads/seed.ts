// What seeding every product's demo leads shares: the seeded random numbers, one plan per demo dealer,
// plausible times for a status, the contract and payout a status implies, unique references, and
// running once per database. Everything comes from the seeded random numbers but "now".
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { LeadStatus } from '../../../src/lib/api/leads.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { insertRow } from '../db/insert-row.ts';
import { inTransaction } from '../db/transaction.ts';
import { commissionOf } from './lifecycle.ts';

export type Random = () => number;

/** mulberry32: a small seeded generator, good enough for demo data. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
export const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
export const randomDigits = (random: Random, count: number) => Array.from({ length: count }, () => String(between(random, 0, 9))).join('');

/** A demo dealer's leads of one product: where, by whom and how many. */
export interface DealerPlan {
  dealerId: string;
  country: CountryCode;
  /** In seeded ids and signing links: se, fi, dk. */
  code: string;
  facilities: string[];
  creators: string[];
  count: number;
}

/** Each country's demo dealer. */
const DEMO_DEALERS: Record<CountryCode, { dealerId: string; code: string }> = {
  SE: { dealerId: 'dealer-bilhuset', code: 'se' },
  FI: { dealerId: 'dealer-autotalo', code: 'fi' },
  DK: { dealerId: 'dealer-bilcenter', code: 'dk' },
};

/** Plans for the demo dealers of these countries, of count each, for a seed that needs no facilities or creators. */
export const demoDealerPlans = (countries: CountryCode[], count = 0): DealerPlan[] =>
  countries.map((country) => ({ ...DEMO_DEALERS[country], country, facilities: [], creators: [], count }));

/** How old a lead in each status plausibly is, in days (else 0 to 120). */
export type AgeDays = Partial<Record<LeadStatus, [number, number]>>;

/** A loan's or leasing lead's (inventory financing moves faster: its own). */
export const LEAD_AGE_DAYS: AgeDays = {
  PROCESSING: [0, 2],
  APPROVED: [0, 20],
  SUPPLEMENT: [1, 20],
  SUPPLEMENT_ACTION: [1, 20],
  SUPPLEMENT_CONTACT_US: [1, 20],
  MANUAL_INSPECTION: [1, 25],
  SENT_TO_CUSTOMER: [1, 25],
  SIGNED: [3, 40],
  PAID_OUT: [10, 120],
  FINISHED: [60, 120],
  EXPIRED: [45, 120],
};

/** When a lead in this status was made, and last changed (within 3 days, never after now). */
export function seedTimes(random: Random, now: number, ageDays: AgeDays, status: LeadStatus): { createdAt: number; updatedAt: number } {
  const [minAge, maxAge] = ageDays[status] ?? [0, 120];
  const createdAt = now - between(random, minAge * 24, maxAge * 24) * 3_600_000 - between(random, 0, 3_599_999);
  const updatedAt = Math.min(now, createdAt + between(random, 0, 72) * 3_600_000);
  return { createdAt, updatedAt };
}

const SIGNED_STATUSES: LeadStatus[] = ['SIGNED', 'PAID_OUT', 'FINISHED'];
const LINK_STATUSES: LeadStatus[] = ['SENT_TO_CUSTOMER', ...SIGNED_STATUSES];

/** The contract, decision and payout columns a seeded lead in this status has. */
function seedOutcome(status: LeadStatus, plan: DealerPlan, reference: string, amount: number) {
  const paid = status === 'PAID_OUT' || status === 'FINISHED' ? commissionOf(amount) : null;
  return {
    // A PROCESSING lead is approved once its (unscheduled) decision comes.
    decision: status === 'PROCESSING' ? 'APPROVED' : status,
    contractSigned: SIGNED_STATUSES.includes(status) ? 1 : 0,
    signingLink: LINK_STATUSES.includes(status) ? `https://sign.example/${plan.code}/${reference.toLowerCase()}` : null,
    commission: paid?.commission ?? null,
    points: paid?.points ?? null,
  };
}

/** Which of the plan's facilities a seeded lead is from, and which of its creators made it. */
export const seedOrigin = (random: Random, plan: DealerPlan) => ({ facilityId: pick(random, plan.facilities), createdBy: pick(random, plan.creators) });

/** A seeded lead as every product's has it; the amount is what a paid-out lead's commission is of. */
interface SeedLead extends ReturnType<typeof seedOrigin> {
  id: string;
  reference: string;
  status: LeadStatus;
  amount: number;
  createdAt: number;
  updatedAt: number;
}

/** Inserts a seeded lead of the plan: the columns every lead table has (with the outcome its status implies), and the product's own. */
export function insertSeedLead(db: DatabaseSync, table: string, plan: DealerPlan, lead: SeedLead, columns: Record<string, SQLInputValue>): void {
  const outcome = seedOutcome(lead.status, plan, lead.reference, lead.amount);
  insertRow(db, table, {
    id: lead.id,
    reference: lead.reference,
    dealer_id: plan.dealerId,
    facility_id: lead.facilityId,
    created_by: lead.createdBy,
    status: lead.status,
    decision: outcome.decision,
    ...columns,
    contract_signed: outcome.contractSigned,
    signing_link: outcome.signingLink,
    commission: outcome.commission,
    points: outcome.points,
    created_at: lead.createdAt,
    updated_at: lead.updatedAt,
  });
}

/** A reference of the prefix and 6 random digits that the table does not have yet. */
export function seedReference(db: DatabaseSync, table: string, random: Random, prefix: string): string {
  const taken = db.prepare(`SELECT 1 FROM ${table} WHERE reference = ?`);
  for (;;) {
    const reference = `${prefix}-${between(random, 100_000, 999_999)}`;
    if (taken.get(reference) === undefined) return reference;
  }
}

/** A part of the demo data that each database gets once: prepareDatabase runs them all in order. */
export interface DemoSeed {
  /** Its name in seed_runs. */
  name: string;
  /** The generator's seed. */
  seed: number;
  plans: DealerPlan[];
  /** A table (and its ids' prefix) only this seed fills: a row there means it ran before seed_runs could tell. */
  seededBefore?: { table: string; idPrefix?: string };
  seedDealer: (db: DatabaseSync, plan: DealerPlan, random: Random, now: number) => void;
}

function hasRowsOf(db: DatabaseSync, { table, idPrefix }: NonNullable<DemoSeed['seededBefore']>): boolean {
  const row =
    idPrefix === undefined
      ? db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get()
      : db.prepare(`SELECT 1 FROM ${table} WHERE id LIKE ? LIMIT 1`).get(`${idPrefix}%`);
  return row !== undefined;
}

/** Seeds the plans' dealers that exist, unless this database had this seed (seed_runs) already. */
export function seedOnce(db: DatabaseSync, demoSeed: DemoSeed, now: number): void {
  const done = () =>
    db.prepare('SELECT 1 FROM seed_runs WHERE name = ?').get(demoSeed.name) !== undefined ||
    (demoSeed.seededBefore !== undefined && hasRowsOf(db, demoSeed.seededBefore));
  if (done()) return;
  inTransaction(db, () => {
    // Checked again under the write lock: the flag command may be starting at the same time.
    if (done()) return;
    const random = seededRandom(demoSeed.seed);
    for (const plan of demoSeed.plans) {
      if (db.prepare('SELECT 1 FROM dealers WHERE id = ?').get(plan.dealerId)) demoSeed.seedDealer(db, plan, random, now);
    }
    db.prepare('INSERT INTO seed_runs (name, ran_at) VALUES (?, ?)').run(demoSeed.name, now);
  });
}
