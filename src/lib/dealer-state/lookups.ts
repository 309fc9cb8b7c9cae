// The register lookups' own limit and audit record (docs/decisions/0064): the loan form's person
// lookup answers a name and an address for a personal identity number, and the price tag's plate
// lookup a car for a plate, so each is counted per user and per dealer organisation in the
// organisation's Durable Object, and each lookup leaves a record: who, when, a keyed hash of what
// was looked up, found or not. Pure: the object and the worker read it.

export type LookupKind = 'person' | 'vehicle';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How many lookups of one kind a user may make in an hour and in a day, and a whole organisation in a day. */
export const LOOKUP_LIMITS = { userPerHour: 30, userPerDay: 100, organisationPerDay: 1_000 } as const;

/** An audit record is kept this long, then deleted by the object's daily clean-up. */
export const LOOKUP_RECORD_DAYS = 90;

/** What the object counts before a lookup: the kind's lookups of the user and of the organisation. */
export interface LookupCounts {
  userLastHour: number;
  userLastDay: number;
  organisationLastDay: number;
}

/** The windows the counts are taken over, ending at `now`. */
export const lookupWindows = (now: number) => ({ hourFrom: now - HOUR_MS, dayFrom: now - DAY_MS });

/** Whether one more lookup stays within the limits. */
export function lookupAllowed(counts: LookupCounts): boolean {
  return (
    counts.userLastHour < LOOKUP_LIMITS.userPerHour &&
    counts.userLastDay < LOOKUP_LIMITS.userPerDay &&
    counts.organisationLastDay < LOOKUP_LIMITS.organisationPerDay
  );
}

export type LookupTicket = { allowed: true; id: number } | { allowed: false };

/** A colleague's lookups over the last days, for the organisation's admin. */
export interface ColleagueLookups {
  userId: string;
  person: number;
  vehicle: number;
}

/** The days the admin's counts cover. */
export const LOOKUP_COUNT_DAYS = 30;

const encoder = new TextEncoder();

/**
 * What the record keeps of the id or plate looked up: an HMAC-SHA-256 with the deployment's key
 * (LOOKUP_AUDIT_KEY), so a record shows the same person looked up twice, and nobody can turn it
 * back into the id without the key. Hex.
 */
export async function lookupSubject(key: string, kind: LookupKind, typed: string): Promise<string> {
  const hmac = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const normalised = typed.replace(/[\s-]/g, '').toUpperCase();
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', hmac, encoder.encode(`${kind}:${normalised}`)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
