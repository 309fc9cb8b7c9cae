// The list contract every product's lead query shares (blanco, leasing): filter by status,
// facility and "mine", search, sort with the reference breaking ties, then one page. Done in JS:
// SQLite's LIKE folds ASCII case only, and names have å, ä, ø.
import type { LeadQuery, LeadSort, LeadStatus } from '../../../src/lib/api/leads.ts';

/** The columns every lead table has that the list contract looks at. */
export interface ListedLead {
  reference: string;
  status: LeadStatus;
  facility_id: string;
  created_by: string;
  created_at: number;
  updated_at: number;
}

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export interface ListRules<L extends ListedLead, S> {
  /** What cheapest and mostExpensive compare. */
  amountOf: (lead: L) => number;
  /** Does the trimmed, non-empty search mean this lead? */
  matchesSearch: (lead: L, search: string) => boolean;
  toSummary: (lead: L) => S;
}

/** Case-insensitive "contains" over any of the texts. */
export const containsAny = (search: string, ...texts: string[]) => {
  const needle = search.toLocaleLowerCase();
  return texts.some((text) => text.toLocaleLowerCase().includes(needle));
};

function comparator<L extends ListedLead>(sort: LeadSort, amountOf: (lead: L) => number): (a: L, b: L) => number {
  switch (sort) {
    case 'newest':
      return (a, b) => b.created_at - a.created_at;
    case 'oldest':
      return (a, b) => a.created_at - b.created_at;
    case 'latestChanged':
      return (a, b) => b.updated_at - a.updated_at;
    case 'cheapest':
      return (a, b) => amountOf(a) - amountOf(b);
    case 'mostExpensive':
      return (a, b) => amountOf(b) - amountOf(a);
  }
}

export function queryList<L extends ListedLead, S>(leads: L[], userId: string, query: LeadQuery, rules: ListRules<L, S>): Page<S> {
  const search = query.search?.trim() ?? '';
  const page = query.page ?? 0;
  const size = query.size ?? 20;
  const compare = comparator(query.sort ?? 'newest', rules.amountOf);
  const matching = leads
    .filter((lead) => !query.mine || lead.created_by === userId)
    .filter((lead) => !query.statuses?.length || query.statuses.includes(lead.status))
    .filter((lead) => !query.facilityId || lead.facility_id === query.facilityId)
    .filter((lead) => !search || rules.matchesSearch(lead, search))
    // The reference breaks ties, so pages never overlap.
    .sort((a, b) => compare(a, b) || a.reference.localeCompare(b.reference));
  return {
    content: matching.slice(page * size, page * size + size).map(rules.toSummary),
    page,
    size,
    totalElements: matching.length,
    totalPages: Math.ceil(matching.length / size),
  };
}
