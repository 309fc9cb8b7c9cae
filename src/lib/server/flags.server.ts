// Feature flags (in-maintenance, PayMarketplace) from the flag service, cached per isolate.
// A failed check is logged and counts as "off" (SPEC §6).
import * as v from 'valibot';
import { FlagsSchema, type Flags } from '../api/schemas';
import { logger } from './logger';

const ALL_OFF: Flags = { 'in-maintenance': false, PayMarketplace: false };

/** Part of a page's 3.5 s (ADR 0013): a slow flag service costs each uncached request at most this. */
const FLAGS_BUDGET_MS = 800;

let cached: { flags: Flags; at: number } | null = null;

export async function loadFlags(url: string, cacheMs: number, now = Date.now()): Promise<Flags> {
  if (cached && now - cached.at < cacheMs) return cached.flags;
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FLAGS_BUDGET_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const flags = v.parse(FlagsSchema, await response.json());
    cached = { flags, at: now };
    return flags;
  } catch (error) {
    logger.error('feature flag check failed; treating every flag as off', { url, error: String(error) });
    return ALL_OFF;
  }
}
