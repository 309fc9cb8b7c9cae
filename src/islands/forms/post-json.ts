// A form's helper endpoint (a lookup, a calculation) asked from the browser: JSON in, JSON out,
// within a time limit. What came back, said once for every form that asks one.

/** The endpoint's JSON (with its status), the session ended (401), or nothing a form can use. */
export type JsonAnswer<T> = { kind: 'answer'; status: number; body: T } | { kind: 'sessionEnded' } | { kind: 'none'; status: number | null };

export async function postJson<T>(url: string, body: object, timeoutMs: number): Promise<JsonAnswer<T>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 401) return { kind: 'sessionEnded' };
    if (!response.headers.get('content-type')?.includes('application/json')) return { kind: 'none', status: response.status };
    return { kind: 'answer', status: response.status, body: (await response.json()) as T };
  } catch {
    return { kind: 'none', status: null };
  }
}
