// The worker's side of the dealer organisation's Durable Object (src/lib/dealer-state/*.server.ts):
// the object is reached by the organisation's name, in the EU when the deployment says so; drafts,
// what follows a user and the webhook's door, each against a real object over node:sqlite.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/lib/api/schemas';
import { worker } from '../support/dealer-state-storage';

vi.mock('cloudflare:workers', async () => (await import('../support/dealer-state-storage')).workerModule());

const SECRET = 'webhook-secret-for-tests';
const ID_1 = '0b9f8a52-3c1e-4f4b-9a8e-2d6c1f7e5a10';
const ID_2 = '6d1c2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e';

const ANNA: User = {
  id: 'anna',
  firstname: 'Anna',
  lastname: 'Andersson',
  phone: '070 123 45 67',
  email: 'anna@example.se',
  facility: { id: 'f1', name: 'Malmö', keyAccountManagerId: null },
  dealer: { name: 'Bilhallen', organizationNumber: '5561234567', countryCode: 'SE' },
  grantedRoles: ['BLANCO'],
  intercomUserId: 'i',
  intercomUserAuthCode: 'c',
  language: { availableLanguageCodes: ['sv'], selectedLanguageCode: null },
  termsAccepted: { version: '2026-11-23', acceptedAt: '2026-11-23T08:00:00.000Z' },
};
const ORGANISATION = 'SE:5561234567';

/** A session holding `data`, that says which keys a request changed. */
function memorySession(data: Record<string, unknown> = {}, changed: string[] = []) {
  return {
    data,
    get: async (key: string) => data[key],
    set: (key: string, value: unknown) => void (data[key] = value),
    delete: (key: string) => void delete data[key],
    changedKeys: () => changed,
  } as never as import('../../src/lib/server/session-store.server').PortalSession & { data: Record<string, unknown> };
}

const server = () => import('../../src/lib/dealer-state/dealer-state.server');
/** What the worker logged as warnings, from here on. */
async function warnings() {
  const { logger } = await import('../../src/lib/server/logger');
  return vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
}
const drafts = () => import('../../src/lib/dealer-state/drafts.server');

beforeEach(async () => {
  vi.resetModules();
  await worker.reset();
});
afterEach(() => vi.useRealTimers());

const anna = () => worker.objects.get(ORGANISATION)!;

describe('the organisation’s object', () => {
  it('is named by country and organisation number, and reached in the EU only when the deployment says so', async () => {
    const { dealerStateOf, organisationKey } = await server();
    expect(organisationKey({ dealer: { ...ANNA.dealer, countryCode: 'FI', organizationNumber: '1234567-8' } })).toBe('FI:1234567-8');
    await dealerStateOf('SE:1').drafts('anna');
    await dealerStateOf('SE:2').drafts('anna');
    expect(worker.asked).toEqual(['SE:1', 'SE:2']);
    expect(worker.jurisdictions).toEqual([]);
  });

  it('in an EU deployment is asked in the EU jurisdiction', async () => {
    worker.env.DEALER_STATE_JURISDICTION = 'eu';
    const { dealerStateOf } = await server();
    await dealerStateOf('SE:1').drafts('anna');
    await dealerStateOf('SE:1').drafts('erik');
    expect(worker.jurisdictions).toEqual(['eu']);
  });
});

describe('drafts from the worker', () => {
  it('lists the user’s drafts of the kinds their roles open, or of one kind, labelled by customer', async () => {
    const { draftsOf } = await drafts();
    await draftsOf(ANNA);
    anna().saveDraft('anna', { id: ID_1, kind: 'blanco', fields: { 'applicant.firstname': 'Eva', 'applicant.lastname': ' Berg ' } });
    anna().saveDraft('anna', { id: ID_2, kind: 'leasing', fields: {} });
    anna().saveDraft('erik', { id: ID_1, kind: 'blanco', fields: {} });
    expect(await draftsOf(ANNA)).toEqual([{ id: ID_1, kind: 'blanco', updatedAt: expect.any(Number), label: 'Eva Berg' }]);
    expect((await draftsOf({ ...ANNA, grantedRoles: ['LEASING'] }))?.map((draft) => draft.kind)).toEqual(['leasing']);
    expect((await draftsOf(ANNA, 'leasing'))?.map((draft) => draft.id)).toEqual([ID_2]);
  });

  it('are null when the object cannot be reached, and a draft to continue is then none', async () => {
    const { draftsOf, draftToContinue } = await drafts();
    const warned = await warnings();
    worker.unreachable = true;
    expect(await draftsOf(ANNA)).toBeNull();
    expect(await draftToContinue(ANNA, 'blanco', ID_1)).toBeNull();
    expect(warned.mock.calls).toEqual([
      ['drafts could not be read', { error: 'object unreachable' }],
      ['a draft could not be read', { error: 'object unreachable' }],
    ]);
  });

  it('continues only the user’s own draft of the form’s kind', async () => {
    const { draftsOf, draftToContinue } = await drafts();
    await draftsOf(ANNA);
    anna().saveDraft('anna', { id: ID_1, kind: 'blanco', fields: { amount: '100000' } });
    expect(await draftToContinue(ANNA, 'blanco', ID_1)).toMatchObject({ id: ID_1, fields: { amount: '100000' } });
    expect(await draftToContinue(ANNA, 'leasing', ID_1)).toBeNull();
    expect(await draftToContinue({ ...ANNA, id: 'erik' }, 'blanco', ID_1)).toBeNull();
  });

  it('Home keeps the list for the fresh time, and asks again when the object could not answer', async () => {
    const { homeDraftsOf } = await drafts();
    const session = memorySession();
    worker.unreachable = true;
    expect(await homeDraftsOf(ANNA, session, 30_000, 1_000)).toBeNull();
    worker.unreachable = false;
    expect(await homeDraftsOf(ANNA, session, 30_000, 2_000)).toEqual([]);
    anna().saveDraft('anna', { id: ID_1, kind: 'blanco', fields: {} });
    expect(await homeDraftsOf(ANNA, session, 30_000, 31_999)).toEqual([]);
    expect(await homeDraftsOf(ANNA, session, 30_000, 32_000)).toHaveLength(1);
  });

  it('a sent application’s draft is ended before the answer, and a draft deleted is gone', async () => {
    const { draftsOf, endDraft, endSentDraft } = await drafts();
    await draftsOf(ANNA);
    anna().saveDraft('anna', { id: ID_1, kind: 'blanco', fields: {} });
    anna().saveDraft('anna', { id: ID_2, kind: 'blanco', fields: {} });
    await endSentDraft(ANNA, ID_1);
    expect(anna().draft('anna', ID_1)).toBeNull();
    expect(worker.background).toHaveLength(1);
    await endDraft(ANNA, ID_2);
    expect(anna().drafts('anna')).toEqual([]);
  });

  it('a sent application’s answer waits at most a second for an object that does not answer', async () => {
    vi.useFakeTimers();
    const { endSentDraft } = await drafts();
    worker.env.DEALER_STATE = { idFromName: (name: string) => name, get: () => ({ endDraft: () => new Promise(() => undefined) }) };
    let answered = false;
    const sending = endSentDraft(ANNA, ID_1).then(() => (answered = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await sending;
    expect(answered).toBe(true);
  });

  it('a form page continues the draft its address names, or lists the others of its kind, and takes its kept message', async () => {
    const { formDrafts, continueDraft } = await import('../../src/lib/dealer-state/form-drafts.server');
    const { draftsOf } = await drafts();
    await draftsOf(ANNA);
    anna().saveDraft('anna', { id: ID_1, kind: 'blanco', fields: { amount: '100000' } });
    const page = (query = '') => new URL(`https://portal.test/blanco/apply${query}`);
    const session = memorySession({ nextPageMessage: { path: '/blanco/apply', key: 'drafts.deleted', at: Date.now() } });

    const listed = await formDrafts(ANNA, session, 'blanco', page(), true);
    expect(listed).toMatchObject({ kind: 'blanco', continued: null, gone: false, message: 'drafts.deleted' });
    expect(listed.others.map((draft) => draft.id)).toEqual([ID_1]);
    expect(session.data).toEqual({});

    const continued = await formDrafts(ANNA, session, 'blanco', page(`?draft=${ID_1}`), true);
    expect(continued).toMatchObject({ continued: { id: ID_1 }, gone: false, others: [] });
    const state = { initial: { amount: '' }, idempotencyKey: ID_2, errors: {} } as never;
    expect(continueDraft(state, continued)).toEqual({ initial: { amount: '100000' }, idempotencyKey: ID_1, errors: {} });
    expect(continueDraft(state, listed)).toBe(state);

    expect(await formDrafts(ANNA, session, 'blanco', page(`?draft=${ID_2}`), true)).toMatchObject({ continued: null, gone: true, others: [] });
    // The form handed back after a post opens no draft and lists none.
    expect(await formDrafts(ANNA, session, 'blanco', page(`?draft=${ID_1}`), false)).toMatchObject({ continued: null, gone: false, others: [] });
  });

  it('a form page without the object still opens, with no drafts', async () => {
    const { formDrafts } = await import('../../src/lib/dealer-state/form-drafts.server');
    worker.unreachable = true;
    expect(await formDrafts(ANNA, memorySession(), 'blanco', new URL('https://portal.test/blanco/apply'), true)).toMatchObject({
      others: [],
      continued: null,
      message: null,
    });
  });
});

describe('what follows the user', () => {
  it('the followed keys a request changed go to the object, a deleted one as forgotten', async () => {
    const { followChanges } = await import('../../src/lib/dealer-state/follows-user.server');
    await followChanges(memorySession({ blancoSearch: 'Berg' }, []), ANNA);
    expect(worker.asked).toEqual([]);
    await followChanges(memorySession({ locale: 'sv-SE' }, ['locale']), ANNA);
    expect(worker.background).toEqual([]);
    await followChanges(memorySession({ blancoSearch: 'Berg', locale: 'sv-SE' }, ['blancoSearch', 'leasingListState', 'locale']), ANNA);
    await Promise.all(worker.background);
    expect(anna().followed('anna')).toEqual({ blancoSearch: '"Berg"' });
  });

  it('are put back in the session at sign-in; an object that cannot be reached leaves the lists plain', async () => {
    const { restoreFollowed } = await import('../../src/lib/dealer-state/follows-user.server');
    const session = memorySession();
    await restoreFollowed(session, ANNA);
    anna().saveFollowed('anna', { blancoSearch: '"Berg"', pointShopCart: '[{"id":"p1"}]' });
    await restoreFollowed(session, ANNA);
    expect(session.data).toEqual({ blancoSearch: 'Berg', pointShopCart: [{ id: 'p1' }] });
    worker.unreachable = true;
    const warned = await warnings();
    const plain = memorySession();
    await restoreFollowed(plain, ANNA);
    expect(plain.data).toEqual({});
    expect(warned).toHaveBeenCalledWith('list states could not be restored at sign-in', { error: 'object unreachable' });
  });
});

describe('the webhook’s door', () => {
  const NOW_S = Math.floor(Date.now() / 1000);
  const body = (id = 'event-0001', changes: object = {}) =>
    JSON.stringify({
      id,
      event: { type: 'leadStatus', organisation: ORGANISATION, product: 'blanco', id: 'lead-1', reference: 'BL-100001', status: 'PAID_OUT', ...changes },
    });
  async function post(text: string, signedAt = NOW_S, method = 'POST') {
    const { signWebhook } = await import('../../src/lib/dealer-state/webhook');
    const { receiveWebhook } = await import('../../src/lib/dealer-state/webhook.server');
    const request = new Request('https://portal.test/webhooks/partner', {
      method,
      body: method === 'POST' ? text : undefined,
      headers: { 'partner-signature': await signWebhook(SECRET, text, signedAt) },
    });
    const response = await receiveWebhook(request, SECRET);
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, cache: response.headers.get('cache-control') };
  }

  it('takes a signed event once, and tells the organisation’s open pages', async () => {
    const first = await post(body());
    expect(first).toEqual({ status: 202, body: { code: 'accepted', delivered: 0, ms: expect.any(Number) }, cache: 'no-store' });
    expect(worker.asked).toEqual([ORGANISATION]);
    expect(await post(body())).toEqual({ status: 200, body: { code: 'duplicate' }, cache: 'no-store' });
  });

  it('refuses another method, a body over 16 KB, a bad signature and an event of the wrong shape', async () => {
    const warned = await warnings();
    expect(await post(body(), NOW_S, 'GET')).toEqual({ status: 405, body: { code: 'methodNotAllowed' }, cache: 'no-store' });
    const padded = (length: number) => body('event-0002', { status: 'x'.repeat(length - body('event-0002', { status: '' }).length) });
    expect(padded(16 * 1024)).toHaveLength(16 * 1024);
    expect((await post(padded(16 * 1024 + 1))).body).toEqual({ code: 'tooLarge' });
    expect((await post(padded(16 * 1024))).body).toEqual({ code: 'wrongData' });
    expect(await post(body(), NOW_S - 301)).toEqual({ status: 401, body: { code: 'stale' }, cache: 'no-store' });
    expect((await post(body('bad id!'))).status).toBe(400);
    expect(worker.asked).toEqual([]);
    expect(warned.mock.calls).toEqual([['webhook refused', { reason: 'stale' }]]);
  });

  it('refuses a body declared over 16 KB without reading it, and stops reading one that grows past it', async () => {
    const { receiveWebhook } = await import('../../src/lib/dealer-state/webhook.server');
    let pulled = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({ pull: (controller) => void (pulled++, controller.enqueue(new Uint8Array(4_096))) }, { highWaterMark: 0 });
    const declared = new Request('https://portal.test/webhooks/partner', {
      method: 'POST',
      body: endless(),
      headers: { 'content-length': String(16 * 1024 + 1) },
      duplex: 'half',
    } as RequestInit);
    expect((await receiveWebhook(declared, SECRET)).status).toBe(413);
    expect(pulled).toBe(0);
    const undeclared = new Request('https://portal.test/webhooks/partner', { method: 'POST', body: endless(), duplex: 'half' } as RequestInit);
    expect((await receiveWebhook(undeclared, SECRET)).status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(6);
  });

  it('answers with the portal’s security headers, and past its limit per address with 429', async () => {
    const { receiveWebhook } = await import('../../src/lib/dealer-state/webhook.server');
    const keys: string[] = [];
    let allowed = true;
    const limiter = { limit: async ({ key }: { key: string }) => (keys.push(key), { success: allowed }) };
    const request = () => new Request('https://portal.test/webhooks/partner', { method: 'POST', body: '{}', headers: { 'cf-connecting-ip': '203.0.113.9' } });
    const refused = await receiveWebhook(request(), SECRET, limiter);
    expect(refused.status).toBe(401);
    for (const header of ['content-security-policy', 'x-content-type-options', 'strict-transport-security', 'referrer-policy', 'x-frame-options'])
      expect(refused.headers.get(header)).toBeTruthy();
    allowed = false;
    const limited = await receiveWebhook(request(), SECRET, limiter);
    expect([limited.status, limited.headers.get('retry-after'), await limited.json()]).toEqual([429, '60', { code: 'rateLimited' }]);
    expect(keys).toEqual(['webhook:ip:203.0.113.9', 'webhook:ip:203.0.113.9']);
  });
});

describe('access an admin ends', () => {
  it('makes a session read its user again when changed at or after its last read, not before, and when the object cannot say', async () => {
    const { mustReadUserAgain, noteAccessChanged } = await import('../../src/lib/dealer-state/access.server');
    expect(await mustReadUserAgain(ANNA, 0)).toBe(false);
    vi.useFakeTimers({ now: 10_000, toFake: ['Date'] });
    await noteAccessChanged({ ...ANNA, id: 'admin' }, 'anna');
    expect(await mustReadUserAgain(ANNA, 9_999)).toBe(true);
    expect(await mustReadUserAgain(ANNA, 10_000)).toBe(true);
    expect(await mustReadUserAgain(ANNA, 10_001)).toBe(false);
    const warned = await warnings();
    worker.unreachable = true;
    expect(await mustReadUserAgain(ANNA, 10_001)).toBe(true);
    expect(warned).toHaveBeenCalledWith('access changes could not be read', { error: 'object unreachable' });
  });

  it('an admin’s change the object cannot note is logged as an error, and the admin’s form still answers', async () => {
    const { noteAccessChanged } = await import('../../src/lib/dealer-state/access.server');
    const { logger } = await import('../../src/lib/server/logger');
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    worker.unreachable = true;
    await noteAccessChanged(ANNA, 'erik');
    expect(logged).toHaveBeenCalledWith('an access change could not be noted', { error: 'object unreachable' });
  });

  it('a session’s sign-out closes its streams in its organisation’s object', async () => {
    const { endSessionStreams } = await import('../../src/lib/dealer-state/access.server');
    await endSessionStreams(ANNA, 'tag-1');
    expect(worker.asked).toEqual([ORGANISATION]);
  });
});

describe('who hears a live event', () => {
  it('needs the role of the lead’s product, the point shop’s for orders and balance, the marketplace’s for purchases', async () => {
    const { roleToHear, hears } = await import('../../src/lib/dealer-state/live-audience');
    expect(['blanco', 'leasing', 'inventoryFinancing'].map((product) => roleToHear({ type: 'leadStatus', product: product as never }))).toEqual([
      'BLANCO',
      'LEASING',
      'BUSINESS_FINANCE',
    ]);
    for (const type of ['secondChance', 'signed', 'paidOut'] as const) expect(roleToHear({ type, product: 'leasing' })).toBe('LEASING');
    expect([
      roleToHear({ type: 'orderResult', product: null }),
      roleToHear({ type: 'pointBalance', product: null }),
      roleToHear({ type: 'purchase', product: null }),
    ]).toEqual(['POINT_SHOP', 'POINT_SHOP', 'MARKET_PLACE']);
    expect(roleToHear({ type: 'leadStatus', product: null })).toBeNull();
    expect(hears(['BLANCO'], { type: 'leadStatus', product: null })).toBe(false);
    expect(hears(['LEASING'], { type: 'leadStatus', product: 'leasing' })).toBe(true);
    expect(hears([], { type: 'leadStatus', product: 'leasing' })).toBe(false);
  });
});
