// The demo loan applications (DEMO-DATA.md users' dealers). Run once per database, also on one
// that existed before the blanco tables: seed_runs remembers it. Deterministic but for "now".
import type { DatabaseSync } from 'node:sqlite';
import { type SecondChancePhase } from '../../../src/lib/api/blanco.ts';
import { LEAD_STATUSES, type LeadStatus } from '../../../src/lib/api/leads.ts';
import { insertDocument } from '../leads/documents.ts';
import { between, insertSeedLead, LEAD_AGE_DAYS, pick, seedOrigin, seedReference, seedTimes } from '../leads/seed.ts';
import type { DealerPlan, DemoSeed, Random } from '../leads/seed.ts';
import { loanCost } from './annuity.ts';
import { PRICE_LISTS } from './pricing.ts';
import { samplePdf } from './sample-pdf.ts';
import { seedApplicant } from './seed-people.ts';
import { TEST_PERSONS } from './test-persons.ts';

const SECOND_CHANCE: Partial<Record<LeadStatus, (SecondChancePhase | null)[]>> = {
  DENIED: [null, 'INITIAL', 'PROCESSING', 'OFFERS_RECEIVED', 'AWAITING_SIGNATURE', 'DISBURSED', 'ERROR'],
  ACCOUNT_ANALYSIS: [null, 'PROCESSING', 'DECLINED', 'EXCEPTION'],
};
const DOCUMENT_STATUSES: LeadStatus[] = ['MANUAL_INSPECTION', 'SUPPLEMENT_ACTION', 'FINISHED'];

/** Every status in turn (so each appears count/14 times or more), in a shuffled order. */
function statusesFor(random: Random, count: number): LeadStatus[] {
  const statuses = Array.from({ length: count }, (_, index) => LEAD_STATUSES[index % LEAD_STATUSES.length]!);
  for (let index = statuses.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [statuses[index], statuses[other]] = [statuses[other]!, statuses[index]!];
  }
  return statuses;
}

function seedDealer(db: DatabaseSync, plan: DealerPlan, random: Random, now: number): void {
  // The first lead is the country's APPROVED test person, so a search by that number finds one.
  const statuses: LeadStatus[] = ['APPROVED', ...statusesFor(random, plan.count - 1)];
  const secondChanceTurn = new Map<LeadStatus, number>();
  statuses.forEach((status, index) => {
    const { createdAt, updatedAt } = seedTimes(random, now, LEAD_AGE_DAYS, status);
    const step = pick(random, PRICE_LISTS[plan.country].steps);
    const unit = plan.country === 'FI' ? 500 : 5000;
    const amount = unit * between(random, Math.ceil(step.minAmount / unit), Math.floor(step.maxAmount / unit));
    const term = pick(random, step.terms);
    const test = TEST_PERSONS[plan.country].APPROVED;
    const applicant = seedApplicant(random, plan.country, undefined, index === 0 ? test : undefined);
    const coApplicant = random() < 0.25 ? seedApplicant(random, plan.country, applicant.lastname) : null;
    const reference = seedReference(db, 'leads', random, 'BL');
    const phases = SECOND_CHANCE[status];
    const turn = secondChanceTurn.get(status) ?? 0;
    secondChanceTurn.set(status, turn + 1);
    const phase = phases ? phases[turn % phases.length]! : null;
    const id = `seed-${plan.code}-${String(index + 1).padStart(3, '0')}`;
    const origin = seedOrigin(random, plan);
    insertSeedLead(
      db,
      'leads',
      plan,
      { id, reference, status, amount, createdAt, updatedAt, ...origin },
      {
        amount,
        term,
        interest_rate: step.interestRate,
        desired_interest_rate: step.interestRate,
        monthly_cost: loanCost(amount, step.interestRate, term, step.setupFee, step.monthlyFee).monthlyCost,
        applicant: JSON.stringify(applicant),
        applicant_name: `${applicant.firstname} ${applicant.lastname}`,
        applicant_personal_id: applicant.personalId,
        co_applicant: coApplicant && JSON.stringify(coApplicant),
        own_invoice_reference: random() < 0.3 ? `Order${between(random, 1000, 9999)}` : null,
        second_chance_phase: phase,
        second_chance_updated_at: phase ? updatedAt : null,
      },
    );
    if (DOCUMENT_STATUSES.includes(status)) {
      insertDocument(db, {
        ownerType: 'lead',
        ownerId: id,
        fileName: 'lonespecifikation.pdf',
        contentType: 'application/pdf',
        description: 'Lönespecifikation',
        uploadedBy: null,
        content: samplePdf(`Payslip of ${applicant.firstname}`),
        uploadedAt: updatedAt,
      });
    }
  });
}

/** The demo loan applications. */
export const BLANCO_LEADS_SEED: DemoSeed = {
  name: 'blanco-leads-v1',
  seed: 20_260_101,
  plans: [
    {
      dealerId: 'dealer-bilhuset',
      country: 'SE',
      code: 'se',
      facilities: ['facility-malmo', 'facility-lund'],
      creators: ['user-anna', 'user-erik'],
      count: 64,
    },
    { dealerId: 'dealer-autotalo', country: 'FI', code: 'fi', facilities: ['facility-helsinki'], creators: ['user-mikko'], count: 15 },
    { dealerId: 'dealer-bilcenter', country: 'DK', code: 'dk', facilities: ['facility-aarhus'], creators: ['user-mette'], count: 15 },
  ],
  seedDealer,
};
