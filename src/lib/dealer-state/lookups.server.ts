// A register lookup behind its own limit, with its audit record (docs/decisions/0064). The
// organisation's object counts and records; the worker hashes what was typed with the deployment's
// key first, so neither the object nor its records ever hold a personal identity number.
import { env } from 'cloudflare:workers';
import type { User } from '../api/schemas';
import { keepRunning } from '../server/background.server';
import { logger } from '../server/logger';
import { dealerStateOf, organisationKey } from './dealer-state.server';
import { lookupSubject, type ColleagueLookups, type LookupKind } from './lookups';

export type LimitedLookup<Answer> = { kind: 'answered'; answer: Answer } | { kind: 'limited' } | { kind: 'unavailable' };

/**
 * Runs `lookup` when the user and the organisation are within the limits, and records what the
 * register said (`found`: true, false, or null when it did not answer). Without its key or its
 * object the lookup is not made: the dealer types what it would have filled.
 */
export async function limitedLookup<Answer>(
  user: User,
  kind: LookupKind,
  typed: string,
  lookup: () => Promise<Answer>,
  found: (answer: Answer) => boolean | null,
): Promise<LimitedLookup<Answer>> {
  const key = String((env as Record<string, unknown>).LOOKUP_AUDIT_KEY ?? '');
  if (!key) {
    logger.error('register lookup refused: LOOKUP_AUDIT_KEY is not set');
    return { kind: 'unavailable' };
  }
  const object = dealerStateOf(organisationKey(user));
  let ticket;
  try {
    ticket = await object.takeLookup(user.id, kind, await lookupSubject(key, kind, typed));
  } catch (error) {
    logger.warn('register lookup not counted', { error: error instanceof Error ? error.message : String(error) });
    return { kind: 'unavailable' };
  }
  if (!ticket.allowed) {
    logger.warn('register lookup over its limit', { kind, user: user.id, organisation: organisationKey(user) });
    return { kind: 'limited' };
  }
  const answer = await lookup();
  keepRunning('recording a lookup’s answer', object.lookupAnswered(ticket.id, found(answer)));
  return { kind: 'answered', answer };
}

/** Each colleague's lookups of the last 30 days; null when the object cannot be reached (the page still works). */
export async function colleagueLookups(admin: User): Promise<ColleagueLookups[] | null> {
  try {
    return await dealerStateOf(organisationKey(admin)).lookupCounts();
  } catch (error) {
    logger.warn('lookup counts could not be read', { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
