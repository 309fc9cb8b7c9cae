// Blanco applications with short timers: each country's test numbers reach their decision, the
// ticker drives signing, payout and second chance, and the checks of POST blanco/leads.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadSchema } from '../../src/lib/api/blanco.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import {
  applicant,
  createLead,
  getLead,
  leadBody,
  OUTCOME_IDS,
  postLead,
  tokenOf,
  USERS,
  waitForLead,
  type Country,
  type Outcome,
} from '../support/blanco-api.ts';
import { callApi } from '../support/partner-api.ts';

const SHORT = {
  LENDER_POLL_MS: '300',
  PROCESSING_DECIDE_MS: '1500',
  SIGNING_DELAY_MS: '300',
  PAYOUT_DELAY_MS: '300',
  SECOND_CHANCE_STEP_MS: '200',
};
const OUTCOMES: Outcome[] = ['APPROVED', 'PROCESSING', 'DENIED', 'ACCOUNT_ANALYSIS', 'SUPPLEMENT'];
const SELLER: Record<Country, keyof typeof USERS> = { se: 'anna', fi: 'mikko', dk: 'mette' };

describe('blanco decisions and timers', () => {
  let backend: RunningBackend;
  const tokens = {} as Record<Country, string>;
  beforeAll(async () => {
    backend = await startBackend({ env: SHORT });
    for (const country of ['se', 'fi', 'dk'] as const) tokens[country] = await tokenOf(backend, USERS[SELLER[country]]);
  }, 30_000);
  afterAll(() => backend?.stop());

  for (const country of ['se', 'fi', 'dk'] as const) {
    it(`${country}: every test number reaches its decision after the lenders are polled`, async () => {
      const token = tokens[country];
      const leads = await Promise.all(OUTCOMES.map((outcome) => createLead(backend, country, token, leadBody(country, OUTCOME_IDS[country][outcome]))));
      for (const lead of leads) expect(lead.status).toBe('PROCESSING');
      const decided = await Promise.all(
        leads.map((lead, index) =>
          OUTCOMES[index] === 'PROCESSING' ? undefined : waitForLead(backend, country, token, lead.id, (l) => l.status !== 'PROCESSING'),
        ),
      );
      expect(decided.map((lead) => lead?.status)).toEqual(['APPROVED', undefined, 'DENIED', 'ACCOUNT_ANALYSIS', 'SUPPLEMENT']);
      // The PROCESSING person's lenders answer later (PROCESSING_DECIDE_MS): approved.
      expect((await getLead(backend, country, token, leads[1]!.id)).status).toBe('PROCESSING');
      await waitForLead(backend, country, token, leads[1]!.id, (l) => l.status === 'APPROVED', 4000);
    });
  }

  it('any other valid number is approved; the lead carries what was sent', async () => {
    const body = leadBody('se', '811218-9876', {
      coApplicant: applicant('se', '198112189876', { firstname: 'Co', lastname: 'Sökande' }),
    });
    body.applicant.personalId = '8112189876';
    const lead = await createLead(backend, 'se', tokens.se, body);
    expect(lead).toMatchObject({
      loanType: 'BLANCO',
      amount: 150_000,
      term: 60,
      interestRate: 6.95,
      desiredInterestRate: 6.95,
      applicant: { name: 'Testa Testsson', personalId: '19811218-9876' },
      coApplicant: { name: 'Co Sökande', personalId: '19811218-9876' },
      facility: { id: 'facility-malmo', name: 'Bilhuset Syd Malmö' },
      createdBy: { name: 'Anna Andersson' },
      contractSigned: false,
      signingLink: null,
      documents: [],
    });
    expect(lead.reference).toMatch(/^BL-\d{6}$/);
    expect(lead.monthlyCost).toBeGreaterThan(2_900);
    expect((await waitForLead(backend, 'se', tokens.se, lead.id, (l) => l.status !== 'PROCESSING')).status).toBe('APPROVED');
  });

  it('the timers sign, pay out and run a second chance without help', async () => {
    const token = tokens.dk;
    const approved = await createLead(backend, 'dk', token, leadBody('dk', OUTCOME_IDS.dk.APPROVED));
    await waitForLead(backend, 'dk', token, approved.id, (l) => l.status === 'APPROVED');
    expect((await callApi(backend, 'dk', `blanco/leads/${approved.id}/send-contract`, token, { method: 'POST' })).status).toBe(200);
    const paid = await waitForLead(backend, 'dk', token, approved.id, (l) => l.status === 'PAID_OUT');
    expect(paid).toMatchObject({ contractSigned: true, commission: 1800, points: 1500 });

    const denied = await createLead(backend, 'dk', token, leadBody('dk', OUTCOME_IDS.dk.DENIED));
    await waitForLead(backend, 'dk', token, denied.id, (l) => l.status === 'DENIED');
    expect((await callApi(backend, 'dk', `blanco/v2/sambla-application/${denied.id}`, token, { method: 'POST' })).status).toBe(200);
    await waitForLead(backend, 'dk', token, denied.id, (l) => l.secondChance?.phase === 'DISBURSED');
    // Two decisions (1.5 s each) and seven short timers: about 5 s of timers when nothing else runs.
  }, 20_000);

  it('the same Idempotency-Key twice makes one lead', async () => {
    const key = `key-${Date.now()}`;
    const body = leadBody('fi', OUTCOME_IDS.fi.APPROVED);
    const first = await postLead(backend, 'fi', tokens.fi, body, key);
    const second = await postLead(backend, 'fi', tokens.fi, body, key);
    expect([first.status, second.status]).toEqual([201, 200]);
    const [a, b] = [v.parse(LeadSchema, await first.json()), v.parse(LeadSchema, await second.json())];
    expect(b.id).toBe(a.id);
    expect(b.reference).toBe(a.reference);
    const listed = await callApi(backend, 'fi', 'blanco/leads/query', tokens.fi, { method: 'POST', body: { search: a.reference } });
    expect(((await listed.json()) as { totalElements: number }).totalElements).toBe(1);
    expect((await postLead(backend, 'fi', tokens.fi, body, null)).status).toBe(400);
  });

  it("refuses invalid personal ids, amounts outside the price list and other dealers' facilities", async () => {
    const error = async (response: Response) => ({ status: response.status, code: ((await response.json()) as { error: { code: string } }).error.code });
    const invalid = { status: 400, code: 'INVALID_PERSONAL_ID' };
    expect(await error(await postLead(backend, 'se', tokens.se, leadBody('se', '19850312-9821')))).toEqual(invalid);
    expect(await error(await postLead(backend, 'fi', tokens.fi, leadBody('fi', '180482-9024')))).toEqual(invalid);
    expect(await error(await postLead(backend, 'dk', tokens.dk, leadBody('dk', '320583-1070')))).toEqual(invalid);
    expect(await error(await postLead(backend, 'dk', tokens.dk, leadBody('dk', '290200-1070')))).toEqual(invalid);
    const badCo = leadBody('se', OUTCOME_IDS.se.APPROVED, { coApplicant: applicant('se', '12345') });
    expect(await error(await postLead(backend, 'se', tokens.se, badCo))).toEqual(invalid);

    const outOfBounds = { status: 400, code: 'OUT_OF_BOUNDS' };
    const se = (overrides: object) => postLead(backend, 'se', tokens.se, leadBody('se', OUTCOME_IDS.se.APPROVED, overrides));
    expect(await error(await se({ amount: 700_000 }))).toEqual(outOfBounds);
    expect(await error(await se({ amount: 450_000, interestRate: 6.95 }))).toEqual(outOfBounds);
    expect(await error(await se({ amount: 5_000, interestRate: 11.95 }))).toEqual(outOfBounds);
    expect(await error(await se({ interestRate: 7.5 }))).toEqual(outOfBounds);
    expect(await error(await se({ term: 50 }))).toEqual(outOfBounds);
    expect(await error(await se({ amount: 100_000, interestRate: 11.95, term: 96 }))).toEqual(outOfBounds);
    expect(await error(await se({ facilityId: 'facility-helsinki' }))).toEqual({ status: 400, code: 'UNKNOWN_FACILITY' });
  });
});
