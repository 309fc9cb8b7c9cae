// The organisation admin's view of the register lookups (docs/decisions/0064): each colleague's
// person and vehicle lookups of the last 30 days, named as the colleagues list names them.
import type { Colleague } from '../api/colleagues-schemas';
import type { ColleagueLookups } from '../dealer-state/lookups';

export interface LookupCountRow {
  userId: string;
  /** The colleague's name; null for a user no longer in the colleagues list. */
  name: string | null;
  person: number;
  vehicle: number;
}

export function lookupCountRows(counts: readonly ColleagueLookups[], colleagues: readonly Colleague[] | null): LookupCountRow[] {
  const names = new Map((colleagues ?? []).map((colleague) => [colleague.id, `${colleague.firstname} ${colleague.lastname}`]));
  return counts.map(({ userId, person, vehicle }) => ({ userId, name: names.get(userId) ?? null, person, vehicle }));
}
