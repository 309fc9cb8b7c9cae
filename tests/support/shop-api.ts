// Conveniences for the point shop routes of backend/: articles, orders with their Idempotency-Key, the test controls.
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { expect } from 'vitest';
import { ArticlePageSchema, ArticleSchema, OrderSchema, type Article, type ArticlePage, type Order } from '../../src/lib/api/shop-schemas.ts';
import type { RunningBackend } from './backend.ts';
import { callApi, postJson } from './partner-api.ts';

/** A street address that passes every country's rules but the zip's. */
export const DELIVERY = {
  se: { address: 'Storgatan 12', att: 'Anna Andersson', city: 'Malmö', zip: '211 22' },
  fi: { address: 'Mannerheimintie 5 A 3', att: 'Mikko Myyjä', city: 'Helsinki', zip: '00100' },
} as const;

export async function articlePage(backend: RunningBackend, token: string, query: string, country = 'se'): Promise<ArticlePage> {
  const response = await callApi(backend, country, `shop/article?${query}`, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return v.parse(ArticlePageSchema, await response.json());
}

export async function article(backend: RunningBackend, token: string, articleId: string, countryCode: 'SE' | 'FI'): Promise<Article> {
  const response = await callApi(backend, countryCode.toLowerCase(), `shop/article/${articleId}?countryCode=${countryCode}`, token);
  expect(response.status).toBe(200);
  return v.parse(ArticleSchema, await response.json());
}

export function postOrder(backend: RunningBackend, token: string, body: unknown, key: string = randomUUID(), country = 'se') {
  return fetch(`${backend.url}/api/${country}/shop/orders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
}

export async function orderOf(response: Response, status = 201): Promise<Order> {
  expect(response.status, await response.clone().text()).toBe(status);
  return v.parse(OrderSchema, await response.json());
}

export async function balanceOf(backend: RunningBackend, token: string, country = 'se'): Promise<number> {
  return ((await (await callApi(backend, country, 'shop/account', token)).json()) as { balance: number }).balance;
}

export async function setBalance(backend: RunningBackend, email: string, balance: number): Promise<void> {
  expect((await postJson(backend, '/__test/point-balance', { email, balance })).status).toBe(204);
}

export async function setStock(backend: RunningBackend, articleId: string, stock: number, expectedInboundDate?: string | null): Promise<void> {
  expect((await postJson(backend, `/__test/shop/articles/${articleId}/stock`, { stock, expectedInboundDate })).status).toBe(204);
}

export async function resetShop(backend: RunningBackend): Promise<void> {
  expect((await fetch(`${backend.url}/__test/shop/orders`, { method: 'DELETE' })).status).toBe(204);
}

export async function errorOf(response: Response): Promise<{ status: number; code: string; message?: string; field?: string }> {
  const { error } = (await response.json()) as { error: { code: string; message?: string; field?: string } };
  return { status: response.status, ...error };
}
