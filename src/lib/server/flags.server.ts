// Feature flags (in-maintenance, PayMarketplace) from the flag service, cached per isolate.
// A failed check is logged and counts as "off" (SPEC §6), with one softening (docs/decisions/0043):
// for a while after a successful check (config flags.lastKnownMs, 10 minutes) its values stand in, so an outage of the flag
// service does not switch the marketplace off for dealers who have it; past that nobody knows,
// and the guard says "temporarily unavailable" rather than "no access".
import * as v from 'valibot';
import { FlagsSchema, type Flags } from '../api/schemas';
import type { AppConfig } from '../config';
import { logger } from './logger';

const ALL_OFF: Flags = { 'in-maintenance': false, PayMarketplace: false };

/** Part of a page's 3.5 s (ADR 0013): a slow flag service costs each uncached request at most this. */
const FLAGS_BUDGET_MS = 800;

export interface FlagCheck {
  flags: Flags;
  /** false: the check failed and no value was recent enough, so every flag reads off without anyone knowing. */
  known: boolean;
}

let lastKnown: { flags: Flags; at: number } | null = null;

/**
 * `lastKnownMs`: how long a value seen is used when the service cannot be asked; longer than a short
 * outage, short enough that a flag switched off during one (a marketplace closed) holds within minutes.
 */
export async function loadFlags({ url, cacheMs, lastKnownMs }: AppConfig['flags'], now = Date.now()): Promise<FlagCheck> {
  if (lastKnown && now - lastKnown.at < cacheMs) return { flags: lastKnown.flags, known: true };
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FLAGS_BUDGET_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const flags = v.parse(FlagsSchema, await response.json());
    lastKnown = { flags, at: now };
    return { flags, known: true };
  } catch (error) {
    if (lastKnown && now - lastKnown.at < lastKnownMs) {
      logger.warn('feature flag check failed; using the last known flags', { url, ageMs: now - lastKnown.at, error: String(error) });
      return { flags: lastKnown.flags, known: true };
    }
    logger.error('feature flag check failed; treating every flag as off', { url, error: String(error) });
    return { flags: ALL_OFF, known: false };
  }
}
