// Answers that are the same for every dealer of a country and hold no personal data (Home's
// newest marketplace cars, the point shop teaser), kept in the isolate for a short while: under
// load Home asks the Partner API five times instead of seven (docs/decisions/0050). Only answers
// are kept, never a failure, so a block that failed asks again on the next view.

const kept = new Map<string, { until: number; value: unknown }>();

/** `load()`'s answer, or the one kept under `key` for at most `ttlMs` (0: always asks). */
export async function countryShared<T>(key: string, ttlMs: number, load: () => Promise<T | null>, now: () => number = Date.now): Promise<T | null> {
  if (ttlMs <= 0) return load();
  const hit = kept.get(key);
  if (hit && hit.until > now()) return hit.value as T;
  const value = await load();
  if (value !== null) kept.set(key, { until: now() + ttlMs, value });
  return value;
}
