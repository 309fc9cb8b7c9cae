// A lead's life driven step by step through POST /__test/leads/:id/advance (the timers are long
// here): contract by SMS, signing, payout, second chance, invoice reference; and timers survive a restart.
import { rm } from 'node:fs/promises';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadSchema, type Lead } from '../../src/lib/api/blanco.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { advance, createLead, getLead, leadBody, OUTCOME_IDS, tokenOf, USERS, waitForLead, type Outcome } from '../support/blanco-api.ts';
import { callApi } from '../support/partner-api.ts';

const LONG = { LENDER_POLL_MS: '600000', SIGNING_DELAY_MS: '600000', PAYOUT_DELAY_MS: '600000', SECOND_CHANCE_STEP_MS: '600000' };

async function answer(response: Response) {
  const body = (await response.json()) as { error?: { code: string } };
  return { status: response.status, code: body.error?.code, lead: body.error ? undefined : v.parse(LeadSchema, body) };
}

describe('blanco lead lifecycle through the test route', () => {
  let backend: RunningBackend;
  let anna: string;
  const decided = async (outcome: Outcome): Promise<Lead> => {
    const lead = await createLead(backend, 'se', anna, leadBody('se', OUTCOME_IDS.se[outcome]));
    expect(await advance(backend, lead.id)).toEqual({ status: outcome === 'PROCESSING' ? 'APPROVED' : outcome, secondChancePhase: null });
    return lead;
  };
  const post = (path: string) => callApi(backend, 'se', path, anna, { method: 'POST' });
  beforeAll(async () => {
    backend = await startBackend({ env: LONG });
    anna = await tokenOf(backend, USERS.anna);
  }, 30_000);
  afterAll(() => backend?.stop());

  it('contract by SMS, then signed, then paid out with commission and points', async () => {
    const lead = await decided('APPROVED');
    const sent = await answer(await post(`blanco/leads/${lead.id}/send-contract`));
    expect(sent.status).toBe(200);
    expect(sent.lead).toMatchObject({ status: 'SENT_TO_CUSTOMER', contractSigned: false });
    expect(sent.lead!.signingLink).toMatch(new RegExp(`^${backend.url}/sign/[\\w-]{16,}$`));
    const sms = (await (await fetch(`${backend.url}/__test/sms?leadId=${lead.id}`)).json()) as { messages: { phone: string; message: string }[] };
    expect(sms.messages).toHaveLength(1);
    expect(sms.messages[0]!.phone).toBe('+46 70 111 22 33');
    expect(sms.messages[0]!.message).toContain(sent.lead!.signingLink);
    expect(await answer(await post(`blanco/leads/${lead.id}/send-contract`))).toMatchObject({ status: 409, code: 'NOT_APPROVED' });

    expect(await advance(backend, lead.id)).toEqual({ status: 'SIGNED', secondChancePhase: null });
    expect((await getLead(backend, 'se', anna, lead.id)).contractSigned).toBe(true);
    expect(await advance(backend, lead.id)).toEqual({ status: 'PAID_OUT', secondChancePhase: null });
    expect(await getLead(backend, 'se', anna, lead.id)).toMatchObject({ status: 'PAID_OUT', commission: 1800, points: 1500 });
    expect((await fetch(`${backend.url}/__test/leads/${lead.id}/advance`, { method: 'POST' })).status).toBe(409);
    // At its end the lead's state is still read, unchanged, the way the advance answers it.
    const read = await fetch(`${backend.url}/__test/leads/${lead.id}`);
    expect(await read.json()).toEqual({ status: 'PAID_OUT', secondChancePhase: null });
    expect((await fetch(`${backend.url}/__test/leads/no-such-lead`)).status).toBe(404);
  });

  it('send-contract `again` texts the same link once more while the customer has not signed, and the lists say when it was last sent', async () => {
    const lead = await decided('APPROVED');
    const listed = async () => {
      const page = (await (
        await callApi(backend, 'se', 'blanco/leads/query', anna, { method: 'POST', body: { statuses: ['SENT_TO_CUSTOMER', 'APPROVED'], size: 100 } })
      ).json()) as { content: { id: string; contractSentAt: string | null }[] };
      return page.content.find((row) => row.id === lead.id)!.contractSentAt;
    };
    expect(await listed()).toBeNull();
    expect(await answer(await callApi(backend, 'se', `blanco/leads/${lead.id}/send-contract`, anna, { method: 'POST', body: { again: true } }))).toMatchObject({
      status: 409,
      code: 'NOT_SENT',
    });
    const sent = await answer(await post(`blanco/leads/${lead.id}/send-contract`));
    const sentAt = Date.parse((await listed())!);
    expect(Math.abs(sentAt - Date.now())).toBeLessThan(5_000);

    expect((await fetch(`${backend.url}/__test/leads/${lead.id}/texts-sent-days-ago`, { method: 'POST', body: JSON.stringify({ days: 4 }) })).status).toBe(204);
    expect(Date.now() - Date.parse((await listed())!)).toBeGreaterThanOrEqual(4 * 86_400_000);
    const again = await answer(await callApi(backend, 'se', `blanco/leads/${lead.id}/send-contract`, anna, { method: 'POST', body: { again: true } }));
    expect(again).toMatchObject({ status: 200, lead: { status: 'SENT_TO_CUSTOMER', signingLink: sent.lead!.signingLink } });
    expect(Date.now() - Date.parse((await listed())!)).toBeLessThan(5_000);
    const sms = (await (await fetch(`${backend.url}/__test/sms?leadId=${lead.id}`)).json()) as { messages: { message: string }[] };
    expect(sms.messages.map((text) => text.message.includes(sent.lead!.signingLink!))).toEqual([true, true]);
    // A plain send posted twice still texts once.
    expect(await answer(await post(`blanco/leads/${lead.id}/send-contract`))).toMatchObject({ status: 409, code: 'NOT_APPROVED' });
    expect(await answer(await callApi(backend, 'se', `blanco/leads/${lead.id}/send-contract`, anna, { method: 'POST', body: { again: 'yes' } }))).toMatchObject(
      { status: 400 },
    );
  });

  it('send-contract needs an approved lead', async () => {
    const lead = await decided('SUPPLEMENT');
    expect(await answer(await post(`blanco/leads/${lead.id}/send-contract`))).toMatchObject({ status: 409, code: 'NOT_APPROVED' });
  });

  it('the PROCESSING person is approved at the next step', async () => {
    await decided('PROCESSING');
  });

  it('second chance for a DENIED lead: through every phase to DISBURSED', async () => {
    const lead = await decided('DENIED');
    const started = await answer(await post(`blanco/v2/sambla-application/${lead.id}`));
    expect(started.lead).toMatchObject({ status: 'DENIED', secondChance: { phase: 'INITIAL' } });
    for (const phase of ['PROCESSING', 'OFFERS_RECEIVED', 'AWAITING_SIGNATURE', 'DISBURSED']) {
      expect(await advance(backend, lead.id)).toEqual({ status: 'DENIED', secondChancePhase: phase });
    }
    expect((await getLead(backend, 'se', anna, lead.id)).secondChance?.phase).toBe('DISBURSED');
    expect((await fetch(`${backend.url}/__test/leads/${lead.id}/advance`, { method: 'POST' })).status).toBe(409);
  });

  it('second chance for an ACCOUNT_ANALYSIS lead: to DECLINED', async () => {
    const lead = await decided('ACCOUNT_ANALYSIS');
    expect((await answer(await post(`blanco/v2/sambla-application/${lead.id}`))).lead?.secondChance?.phase).toBe('INITIAL');
    expect(await advance(backend, lead.id)).toEqual({ status: 'ACCOUNT_ANALYSIS', secondChancePhase: 'PROCESSING' });
    expect(await advance(backend, lead.id)).toEqual({ status: 'ACCOUNT_ANALYSIS', secondChancePhase: 'DECLINED' });
  });

  it('second chance only for DENIED and ACCOUNT_ANALYSIS leads', async () => {
    const lead = await decided('APPROVED');
    expect(await answer(await post(`blanco/v2/sambla-application/${lead.id}`))).toMatchObject({ status: 409, code: 'NOT_ELIGIBLE' });
    expect((await post('blanco/v2/sambla-application/no-such-lead')).status).toBe(404);
  });

  it('invoice reference: letters and digits, 1 to 20 characters', async () => {
    const lead = await decided('APPROVED');
    const put = async (ownInvoiceReference: unknown) =>
      answer(await callApi(backend, 'se', `blanco/leads/${lead.id}/invoice`, anna, { method: 'PUT', body: { ownInvoiceReference } }));
    for (const good of ['Faktura2026', 'Örebro42', 'A', 'x'.repeat(20)]) {
      expect((await put(good)).lead?.ownInvoiceReference).toBe(good);
    }
    for (const bad of ['ABC-123', 'ABC 123', '', 'x'.repeat(21), 'fakt_1']) {
      expect(await put(bad)).toMatchObject({ status: 400, code: 'INVALID_INVOICE_REFERENCE' });
    }
    expect((await put(42)).status).toBe(400);
    expect((await getLead(backend, 'se', anna, lead.id)).ownInvoiceReference).toBe('x'.repeat(20));
  });
});

describe('blanco timers survive a restart', () => {
  it('a decision due while the backend was down is applied after the restart', async () => {
    const env = { LENDER_POLL_MS: '1500' };
    const first = await startBackend({ env, keepData: true });
    let second: RunningBackend | undefined;
    try {
      const token = await tokenOf(first, USERS.mette);
      const lead = await createLead(first, 'dk', token, leadBody('dk', OUTCOME_IDS.dk.DENIED));
      await first.stop();
      second = await startBackend({ env, dataDir: first.dataDir });
      const again = await tokenOf(second, USERS.mette);
      expect((await waitForLead(second, 'dk', again, lead.id, (l) => l.status !== 'PROCESSING', 5000)).status).toBe('DENIED');
    } finally {
      await first.stop();
      await second?.stop();
      await rm(first.dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
