// Home's to-do from the Partner API (docs/decisions/0056): each product asked once, the newest ten
// shown and the rest counted; kept in the session for 30 s like the point balance, never when a
// product is missing.
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/lib/api/client';
import { ApiError } from '../../src/lib/api/errors';
import { homeTodo } from '../../src/lib/home/todo.server';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const summary = (id: string, status: string, minutesAgo: number) => ({
  id,
  reference: `REF-${id}`,
  status,
  createdAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
  updatedAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
  contractSentAt: null,
  amount: 100_000,
  interestRate: 5.9,
  applicantName: `Sökande ${id}`,
  customerName: `Kund ${id}`,
  price: 300_000,
  facility: { id: 'f', name: 'F' },
  createdBy: { id: 'u', name: 'U' },
});
const page = (content: unknown[]) => ({ content, page: 0, size: 100, totalElements: content.length, totalPages: 1 });

type Body = { statuses?: string[]; secondChancePhases?: string[]; sort: string; size: number };

/** Answers by what is asked: a lead product's waiting leads, the loans with offers, the financed cars, the purchases not picked up. */
function fakeApi(answers: Record<string, () => unknown>) {
  const post = vi.fn(async (path: string, _schema: unknown, request: { body: Body }) => {
    const { body } = request;
    if (body.secondChancePhases) {
      expect(body).toMatchObject({ secondChancePhases: ['OFFERS_RECEIVED'], sort: 'latestChanged', size: 100 });
      return answers['second chance']!();
    }
    if (path === 'business-finance/leads/query') {
      expect(body).toMatchObject({ statuses: ['PAID_OUT'], sort: 'oldest', size: 100 });
      return answers[path]!();
    }
    expect(body).toMatchObject({
      statuses: ['APPROVED', 'SUPPLEMENT', 'SUPPLEMENT_ACTION', 'SUPPLEMENT_CONTACT_US', 'SENT_TO_CUSTOMER'],
      sort: 'latestChanged',
      size: 100,
    });
    return answers[path]!();
  });
  const get = vi.fn(async (path: string, _schema: unknown, request: { query: Record<string, string> }) => {
    expect(request.query).toEqual({ awaitingPickUp: 'true' });
    return answers[`GET ${path}`]!();
  });
  return { api: { post, get } as unknown as ApiClient, post, get };
}

const LOANS_AND_LEASES = { id: 'user-anna', roles: ['BLANCO', 'LEASING'] as const, payMarketplace: true };
const LOANS = { id: 'user-anna', roles: ['BLANCO'] as const, payMarketplace: true };
const emptyPage = () => page([]);

function memorySession(data: Record<string, unknown> = {}) {
  return { data, get: async (key: string) => data[key], set: (key: string, value: unknown) => void (data[key] = value) } as never as Parameters<
    typeof homeTodo
  >[2] & { data: Record<string, unknown> };
}

describe('Home’s to-do from the Partner API', () => {
  it('shows the newest ten of both products and counts the rest in the products that have them', async () => {
    const loans = Array.from({ length: 9 }, (_, index) => summary(`b${index}`, 'APPROVED', 10 + index));
    const leases = Array.from({ length: 4 }, (_, index) => summary(`l${index}`, 'SUPPLEMENT_CONTACT_US', index));
    const { api } = fakeApi({ 'blanco/leads/query': () => page(loans), 'leasing/leads/query': () => page(leases), 'second chance': emptyPage });
    const todo = await homeTodo(api, LOANS_AND_LEASES, memorySession(), 0, NOW);
    expect(todo.items.map((item) => item.id)).toEqual(['l0', 'l1', 'l2', 'l3', 'b0', 'b1', 'b2', 'b3', 'b4', 'b5']);
    expect(todo.items[0]).toMatchObject({ kind: 'callUs', source: 'leasing', name: 'Kund l0' });
    expect(todo.items[4]).toMatchObject({ kind: 'sendContract', source: 'blanco', name: 'Sökande b0' });
    expect({ more: todo.more, moreIn: todo.moreIn, unavailable: todo.unavailable }).toEqual({ more: 3, moreIn: ['blanco'], unavailable: [] });
  });

  it('asks once per 30 s: kept at 29 999 ms, asked again at 30 000 ms', async () => {
    const { api, post } = fakeApi({ 'blanco/leads/query': () => page([summary('b1', 'APPROVED', 5)]), 'second chance': emptyPage });
    const session = memorySession();
    await homeTodo(api, LOANS, session, 30_000, NOW);
    expect(session.data.homeTodo).toMatchObject({ at: NOW });
    expect((await homeTodo(api, LOANS, session, 30_000, NOW + 29_999)).items).toHaveLength(1);
    expect(post).toHaveBeenCalledTimes(2);
    await homeTodo(api, LOANS, session, 30_000, NOW + 30_000);
    expect(post).toHaveBeenCalledTimes(4);
  });

  it('names a product whose call failed, still shows the other, and keeps nothing so the next view asks again', async () => {
    const { api, post } = fakeApi({
      'blanco/leads/query': () => {
        throw new ApiError('technical', 500, 'INJECTED_FAULT');
      },
      'leasing/leads/query': () => page([summary('l1', 'APPROVED', 5)]),
      'second chance': emptyPage,
    });
    const session = memorySession();
    const todo = await homeTodo(api, LOANS_AND_LEASES, session, 30_000, NOW);
    expect(todo.unavailable).toEqual(['blanco']);
    expect(todo.items.map((item) => item.id)).toEqual(['l1']);
    expect(session.data.homeTodo).toBeUndefined();
    await homeTodo(api, LOANS_AND_LEASES, session, 30_000, NOW + 1);
    expect(post).toHaveBeenCalledTimes(6);
  });

  it('asks every source a dealer has at once: offers, cars near their maximum and purchases waiting join the leads', async () => {
    const financed = (id: string, usedDays: number, maxCreditDays: number) => ({
      ...summary(id, 'PAID_OUT', usedDays * 1440),
      vehicle: `Bil ${id}`,
      numberPlate: 'ABC 123',
      vin: 'YV1ZW25UDK2345678',
      sellerName: 'S',
      creditAmount: 200_000,
      currency: 'SEK',
      financing: { usedDays, maxCreditDays, interestSoFar: 1_000, payOffAmount: 203_000 },
    });
    const purchase = (id: string, pickedUpAt: string | null) => ({
      id,
      reference: `MP-${id}`,
      purchasedAt: new Date(NOW - 3_600_000).toISOString(),
      pickedUpAt,
      ad: { make: 'Saab', model: '9-5' },
      nextSteps: { pickUpCity: 'Umeå' },
    });
    const { api, get } = fakeApi({
      'blanco/leads/query': emptyPage,
      'second chance': () => page([{ ...summary('o1', 'DENIED', 30), secondChancePhase: 'OFFERS_RECEIVED' }]),
      'business-finance/leads/query': () => page([financed('near', 160, 180), financed('early', 100, 180)]),
      'GET market/purchases': () => ({ purchases: [purchase('p1', null)] }),
    });
    const todo = await homeTodo(api, { id: 'user-anna', roles: ['BLANCO', 'BUSINESS_FINANCE', 'MARKET_PLACE'], payMarketplace: true }, memorySession(), 0, NOW);
    expect(todo.sources).toEqual(['blanco', 'secondChance', 'stockCars', 'pickUps']);
    expect(todo.items.map((item) => [item.kind, item.id])).toEqual([
      ['nearMaxDays', 'near'],
      ['secondChanceOffers', 'o1'],
      ['pickUp', 'p1'],
    ]);
    expect(todo.items[2]).toMatchObject({ name: 'Saab 9-5', city: 'Umeå', reference: 'MP-p1' });
    expect(get).toHaveBeenCalledTimes(1);
    // The marketplace switched off: its purchases are not asked for.
    const off = await homeTodo(api, { id: 'user-anna', roles: ['MARKET_PLACE'], payMarketplace: false }, memorySession(), 0, NOW);
    expect(off.sources).toEqual([]);
    expect(get).toHaveBeenCalledTimes(1);
  });
});
