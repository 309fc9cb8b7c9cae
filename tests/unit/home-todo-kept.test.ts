// Home's to-do from the Partner API (docs/decisions/0056): each product asked once, the newest ten
// shown and the rest counted; kept in the session for 30 s like the point balance, never when a
// product is missing.
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/lib/api/client';
import { ApiError } from '../../src/lib/api/errors';
import { homeTodo } from '../../src/lib/home/todo.server';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const summary = (id: string, status: string, minutesAgo: number) => ({
  id, reference: `REF-${id}`, status, createdAt: new Date(NOW - minutesAgo * 60_000).toISOString(), updatedAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
  contractSentAt: null, amount: 100_000, interestRate: 5.9, applicantName: `Sökande ${id}`, customerName: `Kund ${id}`, price: 300_000,
  facility: { id: 'f', name: 'F' }, createdBy: { id: 'u', name: 'U' },
});
const page = (content: unknown[]) => ({ content, page: 0, size: 100, totalElements: content.length, totalPages: 1 });

function fakeApi(answers: Record<string, () => unknown>) {
  const post = vi.fn(async (path: string, _schema: unknown, request: { body: { statuses: string[]; sort: string; size: number } }) => {
    expect(request.body).toMatchObject({ statuses: ['APPROVED', 'SUPPLEMENT', 'SUPPLEMENT_ACTION', 'SUPPLEMENT_CONTACT_US', 'SENT_TO_CUSTOMER'], sort: 'latestChanged', size: 100 });
    return answers[path]!();
  });
  return { api: { post } as unknown as ApiClient, post };
}

function memorySession(data: Record<string, unknown> = {}) {
  return { data, get: async (key: string) => data[key], set: (key: string, value: unknown) => void (data[key] = value) } as never as Parameters<typeof homeTodo>[2] & { data: Record<string, unknown> };
}

describe('Home’s to-do from the Partner API', () => {
  it('shows the newest ten of both products and counts the rest in the products that have them', async () => {
    const loans = Array.from({ length: 9 }, (_, index) => summary(`b${index}`, 'APPROVED', 10 + index));
    const leases = Array.from({ length: 4 }, (_, index) => summary(`l${index}`, 'SUPPLEMENT_CONTACT_US', index));
    const { api } = fakeApi({ 'blanco/leads/query': () => page(loans), 'leasing/leads/query': () => page(leases) });
    const todo = await homeTodo(api, ['BLANCO', 'LEASING'], memorySession(), 0, NOW);
    expect(todo.items.map((item) => item.id)).toEqual(['l0', 'l1', 'l2', 'l3', 'b0', 'b1', 'b2', 'b3', 'b4', 'b5']);
    expect(todo.items[0]).toMatchObject({ kind: 'callUs', product: 'leasing', name: 'Kund l0' });
    expect(todo.items[4]).toMatchObject({ kind: 'sendContract', product: 'blanco', name: 'Sökande b0' });
    expect({ more: todo.more, moreIn: todo.moreIn, unavailable: todo.unavailable }).toEqual({ more: 3, moreIn: ['blanco'], unavailable: [] });
  });

  it('asks once per 30 s: kept at 29 999 ms, asked again at 30 000 ms', async () => {
    const { api, post } = fakeApi({ 'blanco/leads/query': () => page([summary('b1', 'APPROVED', 5)]) });
    const session = memorySession();
    await homeTodo(api, ['BLANCO'], session, 30_000, NOW);
    expect(session.data.homeTodo).toMatchObject({ at: NOW });
    expect((await homeTodo(api, ['BLANCO'], session, 30_000, NOW + 29_999)).items).toHaveLength(1);
    expect(post).toHaveBeenCalledTimes(1);
    await homeTodo(api, ['BLANCO'], session, 30_000, NOW + 30_000);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('names a product whose call failed, still shows the other, and keeps nothing so the next view asks again', async () => {
    const { api, post } = fakeApi({
      'blanco/leads/query': () => { throw new ApiError('technical', 500, 'INJECTED_FAULT'); },
      'leasing/leads/query': () => page([summary('l1', 'APPROVED', 5)]),
    });
    const session = memorySession();
    const todo = await homeTodo(api, ['BLANCO', 'LEASING'], session, 30_000, NOW);
    expect(todo.unavailable).toEqual(['blanco']);
    expect(todo.items.map((item) => item.id)).toEqual(['l1']);
    expect(session.data.homeTodo).toBeUndefined();
    await homeTodo(api, ['BLANCO', 'LEASING'], session, 30_000, NOW + 1);
    expect(post).toHaveBeenCalledTimes(4);
  });
});
