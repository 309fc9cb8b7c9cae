// Conveniences for the dealer marketplace routes of backend/: the list, an ad, a purchase, and the
// marketplace's test controls (an ad for any dealer, a sold car back on sale, another dealer's user).
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { expect } from 'vitest';
import { MarketAdPageSchema, MarketAdSchema, type MarketAd, type MarketAdPage } from '../../src/lib/api/market-schemas.ts';
import type { RunningBackend } from './backend.ts';
import { tokenOf } from './blanco-api.ts';
import { callApi, postJson } from './partner-api.ts';

export type Country = 'se' | 'fi' | 'dk';

export function listAds(backend: RunningBackend, token: string, query: Record<string, string | number> = {}, country: Country = 'se') {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();
  return callApi(backend, country, `market/ads${search ? `?${search}` : ''}`, token);
}

export async function adPage(
  backend: RunningBackend,
  token: string,
  query: Record<string, string | number> = {},
  country: Country = 'se',
): Promise<MarketAdPage> {
  const response = await listAds(backend, token, query, country);
  expect(response.status).toBe(200);
  return v.parse(MarketAdPageSchema, await response.json());
}

/** Every available ad of the country, read page by page (100 a page). */
export async function allAds(
  backend: RunningBackend,
  token: string,
  query: Record<string, string | number> = {},
  country: Country = 'se',
): Promise<MarketAd[]> {
  const ads: MarketAd[] = [];
  for (let page = 0; ; page++) {
    const result = await adPage(backend, token, { ...query, size: 100, page }, country);
    ads.push(...result.content);
    if (page + 1 >= result.totalPages) return ads;
  }
}

export async function adById(backend: RunningBackend, token: string, adId: string, country: Country = 'se'): Promise<MarketAd> {
  const response = await callApi(backend, country, `market/ads/${adId}`, token);
  expect(response.status).toBe(200);
  return v.parse(MarketAdSchema, await response.json());
}

export function purchase(
  backend: RunningBackend,
  token: string,
  adId: string,
  key: string | null = randomUUID(),
  country: Country = 'se',
  body: unknown = { termsAccepted: true },
): Promise<Response> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  if (key !== null) headers['Idempotency-Key'] = key;
  return fetch(`${backend.url}/api/${country}/market/ads/${adId}/purchase`, { method: 'POST', headers, body: JSON.stringify(body) });
}

export async function errorOf(response: Response): Promise<{ status: number; code: string; message?: string }> {
  const { error } = (await response.json()) as { error: { code: string; message?: string } };
  return { status: response.status, ...error };
}

/** POST /__test/market/ads → the new ad's id. */
export async function testAd(backend: RunningBackend, body: Record<string, unknown>): Promise<string> {
  const response = await postJson(backend, '/__test/market/ads', body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function resetAd(backend: RunningBackend, adId: string): Promise<void> {
  expect((await postJson(backend, `/__test/market/ads/${adId}/reset`, {})).status).toBe(204);
}

/** A MARKET_PLACE user of another dealer of the country (POST /__test/market/dealer-users), signed in. */
export async function otherDealerToken(backend: RunningBackend, email: string, country: 'SE' | 'FI' | 'DK', organizationNumber?: string): Promise<string> {
  const response = await postJson(backend, '/__test/market/dealer-users', { email, country, dealerName: 'Testbilar AB', organizationNumber });
  expect(response.status).toBe(201);
  return tokenOf(backend, email);
}
