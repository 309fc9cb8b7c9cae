// The real Partner API client over a fetch that records every call and answers from a table keyed
// "METHOD path" (404 NOT_FOUND for anything else): for the tests of each product's API calls.
import { vi } from 'vitest';
import { createApiClient } from '../../src/lib/api/client';

export const RECORDING_BASE = 'http://api.test/se/';

interface RecordedCall {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

export function recordingApi(answers: Record<string, Response>) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({ method, url, headers: new Headers(init.headers), body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
    return answers[`${method} ${url.slice(RECORDING_BASE.length)}`]?.clone() ?? Response.json({ error: { code: 'NOT_FOUND' } }, { status: 404 });
  });
  let unauthorized = 0;
  const api = createApiClient({
    baseUrl: RECORDING_BASE,
    accessToken: 'token-1',
    fetch: fetch as typeof globalThis.fetch,
    onUnauthorized: () => void unauthorized++,
  });
  /** Whether the client told the middleware that the session is over (a 401): the dealer is then signed out. */
  const sessionEnded = () => unauthorized > 0;
  return { api, calls, sessionEnded };
}
