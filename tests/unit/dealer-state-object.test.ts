// The dealer organisation's Durable Object (src/lib/dealer-state/dealer-state.do.ts) over a real
// SQLite database (node:sqlite standing in for the object's storage.sql): drafts per user, what
// follows a user, live events to open pages, and the daily clean-up.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../src/lib/dealer-state/live-events';
import { objectStorage } from '../support/dealer-state-storage';

vi.mock('cloudflare:workers', async () => ({ DurableObject: (await import('../support/dealer-state-storage')).DurableObjectBase }));

const { DealerState } = await import('../../src/lib/dealer-state/dealer-state.do');

const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 10, 28, 9, 0, 0);

const event = (changes: Partial<LiveEvent> = {}): LiveEvent => ({
  type: 'leadStatus',
  organisation: 'SE:5561234567',
  userId: null,
  product: 'blanco',
  id: 'lead-1',
  reference: 'BL-100001',
  status: 'APPROVED',
  points: null,
  ...changes,
});

/** Reads what a stream said until now. */
async function said(response: Response, parts: number): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let part = 0; part < parts; part++) text += decoder.decode((await reader.read()).value);
  reader.releaseLock();
  return text;
}

let store: ReturnType<typeof objectStorage>;
let object: InstanceType<typeof DealerState>;
beforeEach(() => {
  vi.useFakeTimers({ now: START, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  store = objectStorage();
  object = new DealerState(store.ctx as never, {});
});
afterEach(() => {
  vi.useRealTimers();
  store.db.close();
});

describe('drafts', () => {
  it('are each user’s own, newest first, a save replacing the draft of the same id', () => {
    object.saveDraft('anna', { id: 'd1', kind: 'blanco', fields: { amount: '100000' } });
    vi.setSystemTime(START + 1_000);
    object.saveDraft('anna', { id: 'd2', kind: 'leasing', fields: { brand: 'Volvo' } });
    object.saveDraft('erik', { id: 'd3', kind: 'priceTag', fields: { heading: 'Veckans bil' } });
    vi.setSystemTime(START + 2_000);
    expect(object.saveDraft('anna', { id: 'd1', kind: 'blanco', fields: { amount: '150000' } })).toBe(true);
    expect(object.drafts('anna')).toEqual([
      { id: 'd1', kind: 'blanco', fields: { amount: '150000' }, updatedAt: START + 2_000 },
      { id: 'd2', kind: 'leasing', fields: { brand: 'Volvo' }, updatedAt: START + 1_000 },
    ]);
    expect(object.draft('erik', 'd1')).toBeNull();
    expect(object.draft('anna', 'd1')).toEqual({ id: 'd1', kind: 'blanco', fields: { amount: '150000' }, updatedAt: START + 2_000 });
  });

  it('are kept 30 days after their last change: a day short of it they are there, on the day they are not', () => {
    object.saveDraft('anna', { id: 'd1', kind: 'blanco', fields: {} });
    vi.setSystemTime(START + 30 * DAY_MS - 1);
    expect(object.draft('anna', 'd1')).not.toBeNull();
    expect(object.drafts('anna')).toHaveLength(1);
    vi.setSystemTime(START + 30 * DAY_MS);
    expect(object.draft('anna', 'd1')).toBeNull();
    expect(object.drafts('anna')).toEqual([]);
  });

  it('once ended (sent or deleted) are gone, and a save still on its way for one is dropped', () => {
    object.saveDraft('anna', { id: 'd1', kind: 'blanco', fields: {} });
    object.endDraft('anna', 'd1');
    expect(object.draft('anna', 'd1')).toBeNull();
    expect(object.saveDraft('anna', { id: 'd1', kind: 'blanco', fields: { late: 'yes' } })).toBe(false);
    expect(object.drafts('anna')).toEqual([]);
    // Another user's draft of the same id is theirs.
    expect(object.saveDraft('erik', { id: 'd1', kind: 'blanco', fields: {} })).toBe(true);
  });

  it('are 20 at most per user: a 21st pushes out the one changed longest ago, and a colleague’s stay', () => {
    for (let index = 1; index <= 20; index++) {
      vi.setSystemTime(START + index);
      object.saveDraft('anna', { id: `d${index}`, kind: 'blanco', fields: {} });
    }
    object.saveDraft('erik', { id: 'e1', kind: 'blanco', fields: {} });
    vi.setSystemTime(START + 21);
    object.saveDraft('anna', { id: 'd1', kind: 'blanco', fields: { amount: '1' } });
    expect(object.drafts('anna')).toHaveLength(20);
    vi.setSystemTime(START + 22);
    object.saveDraft('anna', { id: 'd21', kind: 'blanco', fields: {} });
    const ids = object.drafts('anna').map((draft) => draft.id);
    expect(ids).toHaveLength(20);
    expect(ids).not.toContain('d2');
    expect(ids.slice(0, 2)).toEqual(['d21', 'd1']);
    expect(object.drafts('erik')).toHaveLength(1);
  });

  it('set the daily clean-up once', async () => {
    const settled = async () => {
      for (let tick = 0; tick < 5; tick++) await Promise.resolve();
    };
    object.saveDraft('anna', { id: 'd1', kind: 'blanco', fields: {} });
    await settled();
    expect(store.alarmAt()).toBe(START + DAY_MS);
    vi.setSystemTime(START + 5_000);
    object.saveDraft('anna', { id: 'd2', kind: 'blanco', fields: {} });
    await settled();
    expect(store.alarmAt()).toBe(START + DAY_MS);
  });
});

describe('what follows a user', () => {
  it('keeps each key’s last value per user, and forgets a key given null', () => {
    object.saveFollowed('anna', { blancoSearch: '"Andersson"', blancoListState: '"status=APPROVED"' });
    object.saveFollowed('anna', { blancoSearch: '"Lindqvist"', blancoListState: null });
    object.saveFollowed('erik', { pointShopCart: '[]' });
    expect(object.followed('anna')).toEqual({ blancoSearch: '"Lindqvist"' });
    expect(object.followed('erik')).toEqual({ pointShopCart: '[]' });
  });

  it('is kept 90 days after its last change, then neither given back nor stored', async () => {
    object.saveFollowed('anna', { blancoSearch: '"old"', leasingSearch: '"kept"' });
    vi.setSystemTime(START + DAY_MS);
    object.saveFollowed('anna', { leasingSearch: '"changed"' });
    vi.setSystemTime(START + 90 * DAY_MS - 1);
    expect(object.followed('anna')).toEqual({ blancoSearch: '"old"', leasingSearch: '"changed"' });
    vi.setSystemTime(START + 90 * DAY_MS);
    expect(object.followed('anna')).toEqual({ leasingSearch: '"changed"' });
    await object.alarm();
    expect((store.db.prepare('SELECT key FROM followed').all() as { key: string }[]).map((row) => row.key)).toEqual(['leasingSearch']);
  });

  it('an object made before list states expired gets their date added, its states dated now', () => {
    store.db.exec('DROP TABLE followed; CREATE TABLE followed (user_id TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (user_id, key));');
    store.db.exec(`INSERT INTO followed VALUES ('anna', 'blancoSearch', '"x"')`);
    vi.setSystemTime(START + 5_000);
    const again = new DealerState(store.ctx as never, {});
    expect(again.followed('anna')).toEqual({ blancoSearch: '"x"' });
    expect(store.db.prepare('SELECT updated_at AS at FROM followed').get()).toEqual({ at: START + 5_000 });
  });

  it('is forgotten with the user’s drafts for a test, and a colleague’s stays', () => {
    object.saveFollowed('anna', { blancoSearch: '"x"' });
    object.saveDraft('anna', { id: 'd1', kind: 'blanco', fields: {} });
    object.endDraft('anna', 'd2');
    object.saveFollowed('erik', { blancoSearch: '"y"' });
    object.forgetUser('anna');
    expect(object.followed('anna')).toEqual({});
    expect(object.drafts('anna')).toEqual([]);
    expect(object.saveDraft('anna', { id: 'd2', kind: 'blanco', fields: {} })).toBe(true);
    expect(object.followed('erik')).toEqual({ blancoSearch: '"y"' });
  });
});

describe('live events', () => {
  const ALL_ROLES = 'BLANCO,LEASING,BUSINESS_FINANCE,POINT_SHOP,MARKET_PLACE';
  const open = (user: string, since?: number, { session = `session-${user}`, roles = ALL_ROLES } = {}) =>
    object.fetch(
      new Request(`https://dealer-state/stream?user=${user}&session=${session}&roles=${roles}`, {
        headers: since === undefined ? {} : { 'last-event-id': String(since) },
      }),
    );

  it('a new page hears where the stream stands, then each event for its organisation or its own user', async () => {
    const anna = await open('anna');
    const erik = await open('erik');
    expect(anna.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await said(anna, 2)).toBe('retry: 2000\n\nevent: position\nid: 0\ndata: -\n\n');
    await said(erik, 2);
    expect(object.subscriberCount()).toBe(2);
    expect(object.publish('w1', event())).toMatchObject({ taken: true, delivered: 2 });
    expect(
      object.publish('w2', event({ type: 'pointBalance', userId: 'anna', product: null, id: null, reference: null, status: null, points: 1300 })),
    ).toMatchObject({ taken: true, delivered: 1 });
    expect(await said(anna, 2)).toBe(
      `id: 1\ndata: ${JSON.stringify(event())}\n\nid: 2\ndata: ${JSON.stringify(event({ type: 'pointBalance', userId: 'anna', product: null, id: null, reference: null, status: null, points: 1300 }))}\n\n`,
    );
    expect(await said(erik, 1)).toBe(`id: 1\ndata: ${JSON.stringify(event())}\n\n`);
  });

  it('takes a webhook id once: a replay changes nothing', async () => {
    expect(object.publish('w1', event())).toMatchObject({ taken: true, delivered: 0 });
    expect(object.publish('w1', event({ status: 'DENIED' }))).toEqual({ taken: false, delivered: 0, ms: 0 });
    const page = await open('anna', 0);
    expect(await said(page, 2)).toBe(`retry: 2000\n\nid: 1\ndata: ${JSON.stringify(event())}\n\n`);
  });

  it('a page that comes back hears what it missed after its last event, and not another user’s', async () => {
    object.publish('w1', event({ id: 'one' }));
    object.publish('w2', event({ id: 'two', userId: 'erik' }));
    object.publish('w3', event({ id: 'three' }));
    const page = await open('anna', 1);
    expect(await said(page, 2)).toBe(`retry: 2000\n\nid: 3\ndata: ${JSON.stringify(event({ id: 'three' }))}\n\n`);
  });

  it('closes a stream after a minute (the page reconnects through the session check), and a page gone stops being told', async () => {
    const page = await open('anna');
    await said(page, 2);
    vi.advanceTimersByTime(60_000 - 1);
    expect(object.subscriberCount()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(object.subscriberCount()).toBe(0);
    expect(object.publish('w1', event())).toMatchObject({ delivered: 0 });
    const cancelled = await open('erik');
    await cancelled.body!.cancel();
    expect(object.subscriberCount()).toBe(0);
  });

  it('a user hears only the products and shops their roles open, live and when coming back', async () => {
    const basic = await open('bodil', undefined, { roles: '' });
    const seller = await open('erik', undefined, { roles: 'BLANCO,POINT_SHOP' });
    await said(basic, 2);
    await said(seller, 2);
    const events = [
      event({ id: 'b' }),
      event({ product: 'leasing', id: 'l' }),
      event({ product: 'inventoryFinancing', id: 'i' }),
      event({ type: 'pointBalance', product: null, id: null, points: 10 }),
      event({ type: 'purchase', product: null, id: 'p' }),
    ];
    expect(events.map((one, index) => object.publish(`w${index}`, one).delivered)).toEqual([1, 0, 0, 1, 0]);
    expect(await said(seller, 2)).toBe(`id: 1\ndata: ${JSON.stringify(events[0])}\n\nid: 4\ndata: ${JSON.stringify(events[3])}\n\n`);
    const back = await open('bodil', 0, { roles: 'LEASING,MARKET_PLACE' });
    expect(await said(back, 3)).toBe(`retry: 2000\n\nid: 2\ndata: ${JSON.stringify(events[1])}\n\nid: 5\ndata: ${JSON.stringify(events[4])}\n\n`);
  });

  it('one session holds 8 streams at most: a 9th closes its oldest, and another session’s stay', async () => {
    const tabs = [];
    for (let tab = 0; tab < 8; tab++) tabs.push(await open('anna', undefined, { session: 's1' }));
    const other = await open('anna', undefined, { session: 's2' });
    expect(object.subscriberCount()).toBe(9);
    const ninth = await open('anna', undefined, { session: 's1' });
    expect(ninth.status).toBe(200);
    expect(object.subscriberCount()).toBe(9);
    await said(tabs[0]!, 2);
    expect((await tabs[0]!.body!.getReader().read()).done).toBe(true);
    await said(tabs[1]!, 2);
    await said(other, 2);
    expect(object.publish('w1', event()).delivered).toBe(9);
  });

  it('a session’s sign-out closes its streams at once, and a colleague’s stay', async () => {
    const mine = await open('anna', undefined, { session: 's1' });
    const other = await open('anna', undefined, { session: 's2' });
    await said(mine, 2);
    await said(other, 2);
    expect(object.endStreams('s1')).toBe(1);
    expect((await mine.body!.getReader().read()).done).toBe(true);
    expect(object.subscriberCount()).toBe(1);
  });

  it('an admin’s change to a user closes all their streams at once and is remembered with its time', async () => {
    const first = await open('erik', undefined, { session: 's1' });
    await open('erik', undefined, { session: 's2' });
    await open('anna');
    await said(first, 2);
    expect(object.accessChangedAt('erik')).toBeNull();
    vi.setSystemTime(START + 5_000);
    expect(object.accessChanged('erik')).toBe(2);
    expect((await first.body!.getReader().read()).done).toBe(true);
    expect(object.subscriberCount()).toBe(1);
    expect(object.accessChangedAt('erik')).toBe(START + 5_000);
    expect(object.accessChangedAt('anna')).toBeNull();
  });
});

describe('the daily clean-up', () => {
  it('drops drafts of 30 days, events and ended drafts of a day and webhook ids of 10 minutes, and comes again while anything is left', async () => {
    object.saveDraft('anna', { id: 'old', kind: 'blanco', fields: {} });
    object.publish('w-old', event());
    object.endDraft('anna', 'ended');
    vi.setSystemTime(START + DAY_MS);
    object.saveDraft('anna', { id: 'new', kind: 'blanco', fields: {} });
    vi.setSystemTime(START + 30 * DAY_MS);
    await object.alarm();
    const count = (table: string) => (store.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect([count('drafts'), count('events'), count('ended_drafts'), count('seen_webhooks')]).toEqual([1, 0, 0, 0]);
    expect(store.alarmAt()).toBe(START + 31 * DAY_MS);
    vi.setSystemTime(START + 31 * DAY_MS);
    await object.alarm();
    expect(count('drafts')).toBe(0);
    expect(store.alarmAt()).toBe(START + 31 * DAY_MS);
  });

  it('keeps each thing until exactly its age: webhook ids 10 minutes, events a day, drafts 30 days', async () => {
    object.saveDraft('anna', { id: 'd1', kind: 'blanco', fields: {} });
    object.publish('w1', event());
    const count = (table: string) => (store.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    const at = async (ms: number) => {
      vi.setSystemTime(START + ms);
      await object.alarm();
      return [count('seen_webhooks'), count('events'), count('drafts')];
    };
    expect(await at(10 * 60_000 - 1)).toEqual([1, 1, 1]);
    expect(await at(10 * 60_000)).toEqual([0, 1, 1]);
    expect(await at(DAY_MS - 1)).toEqual([0, 1, 1]);
    expect(await at(DAY_MS)).toEqual([0, 0, 1]);
    expect(await at(30 * DAY_MS - 1)).toEqual([0, 0, 1]);
    expect(await at(30 * DAY_MS)).toEqual([0, 0, 0]);
  });

  it('forgets an admin’s change to a user after a day, when every session it concerned has seen it', async () => {
    object.accessChanged('erik');
    vi.setSystemTime(START + DAY_MS - 1);
    await object.alarm();
    expect(object.accessChangedAt('erik')).toBe(START);
    vi.setSystemTime(START + DAY_MS);
    await object.alarm();
    expect(object.accessChangedAt('erik')).toBeNull();
  });

  it('keeps a lookup’s record 90 days to the millisecond', async () => {
    object.takeLookup('anna', 'person', 'h1');
    const count = () => (store.db.prepare('SELECT COUNT(*) AS n FROM lookups').get() as { n: number }).n;
    vi.setSystemTime(START + 90 * DAY_MS - 1);
    await object.alarm();
    expect(count()).toBe(1);
    vi.setSystemTime(START + 90 * DAY_MS);
    await object.alarm();
    expect(count()).toBe(0);
  });
});

describe('register lookups', () => {
  const HOUR_MS = 3_600_000;
  const take = (user: string, count: number, kind: 'person' | 'vehicle' = 'person') =>
    Array.from({ length: count }, (_, index) => object.takeLookup(user, kind, `${user}-${index}`).allowed);

  it('a user makes 30 of a kind in an hour, the 31st waits until the first is an hour old', () => {
    expect(take('anna', 30).every(Boolean)).toBe(true);
    expect(take('anna', 1)).toEqual([false]);
    // Another kind and another colleague have their own count.
    expect(take('anna', 1, 'vehicle')).toEqual([true]);
    expect(take('erik', 1)).toEqual([true]);
    vi.setSystemTime(START + HOUR_MS - 1);
    expect(take('anna', 1)).toEqual([false]);
    vi.setSystemTime(START + HOUR_MS);
    expect(take('anna', 1)).toEqual([true]);
  });

  it('a user makes 100 of a kind in a day, the 101st waits until the first is a day old', () => {
    for (let hour = 0; hour < 4; hour++) {
      vi.setSystemTime(START + hour * HOUR_MS);
      expect(take('anna', 25).every(Boolean)).toBe(true);
    }
    vi.setSystemTime(START + 5 * HOUR_MS);
    expect(take('anna', 1)).toEqual([false]);
    vi.setSystemTime(START + DAY_MS - 1);
    expect(take('anna', 1)).toEqual([false]);
    vi.setSystemTime(START + DAY_MS);
    expect(take('anna', 1)).toEqual([true]);
  });

  it('an organisation makes 1,000 of a kind in a day, whoever makes them', () => {
    for (let user = 0; user < 40; user++) expect(take(`seller-${user}`, 25).every(Boolean)).toBe(true);
    expect(take('seller-40', 1)).toEqual([false]);
    expect(take('seller-40', 1, 'vehicle')).toEqual([true]);
  });

  it('leave a record each: who, when, the keyed hash, and found, not found or no answer; refused ones leave none', () => {
    const first = object.takeLookup('anna', 'person', 'hash-a');
    vi.setSystemTime(START + 1_000);
    const second = object.takeLookup('anna', 'vehicle', 'hash-b');
    const third = object.takeLookup('erik', 'person', 'hash-c');
    if (!first.allowed || !second.allowed || !third.allowed) throw new Error('refused');
    object.lookupAnswered(first.id, true);
    object.lookupAnswered(second.id, false);
    object.lookupAnswered(third.id, null);
    expect(object.lookupRecords(1)).toEqual([
      { userId: 'erik', kind: 'person', at: START + 1_000, subject: 'hash-c', found: null },
      { userId: 'anna', kind: 'vehicle', at: START + 1_000, subject: 'hash-b', found: false },
      { userId: 'anna', kind: 'person', at: START, subject: 'hash-a', found: true },
    ]);
  });

  it('are counted per colleague over 30 days for the admin, most first', () => {
    take('anna', 2);
    take('anna', 1, 'vehicle');
    take('erik', 1);
    vi.setSystemTime(START + 30 * DAY_MS - 1);
    take('bo', 1, 'vehicle');
    expect(object.lookupCounts()).toEqual([
      { userId: 'anna', person: 2, vehicle: 1 },
      { userId: 'bo', person: 0, vehicle: 1 },
      { userId: 'erik', person: 1, vehicle: 0 },
    ]);
    vi.setSystemTime(START + 30 * DAY_MS);
    expect(object.lookupCounts()).toEqual([{ userId: 'bo', person: 0, vehicle: 1 }]);
  });
});
