// A product list's filters, defined once per product (statuses and their groups, sorts, page
// sizes) and read from and written to the URL the same way for every list (SPEC §2: search,
// status filter, facility, only mine, sort, page size, pages). The search is not a filter: it
// may be a personal identity number, so it never enters a URL (docs/decisions/0009).
import * as v from 'valibot';

export interface ListFilters<Status extends string = string, Sort extends string = string> {
  statuses: Status[];
  facilityId: string | null;
  mine: boolean;
  sort: Sort;
  page: number;
  size: number;
}

export interface ListFilterOptions<Status extends string, Group extends string, Sort extends string> {
  statuses: readonly Status[];
  /** The statuses as a dealer thinks of them, each a one-click filter; every status in exactly one group. */
  groups: Readonly<Record<Group, readonly Status[]>>;
  sorts: readonly Sort[];
  /** The first sort and the first page size are the defaults (left out of URLs). */
  pageSizes: readonly number[];
}

/** The query parameter of a one-click status group (a submit button of the plain filter form). */
export const GROUP_PARAM = 'group';
/** `?reset=1`: the filters back to their defaults, the saved ones forgotten. */
export const RESET_PARAM = 'reset';

export type ListFilterDefinition<Status extends string, Group extends string, Sort extends string> = ReturnType<typeof defineListFilters<Status, Group, Sort>>;

export function defineListFilters<Status extends string, Group extends string, Sort extends string>(options: ListFilterOptions<Status, Group, Sort>) {
  type Filters = ListFilters<Status, Sort>;
  const groupNames = Object.keys(options.groups) as Group[];
  const defaultSort = options.sorts[0]!;
  const defaultSize = options.pageSizes[0]!;
  const empty: Filters = { statuses: [], facilityId: null, mine: false, sort: defaultSort, page: 0, size: defaultSize };
  const isStatus = (value: string): value is Status => (options.statuses as readonly string[]).includes(value);
  const isGroup = (value: string): value is Group => (groupNames as string[]).includes(value);

  /** What a query string may hold; anything unknown falls back to its default, nothing throws. */
  const schema = v.object({
    statuses: v.fallback(v.pipe(v.array(v.string()), v.filterItems(isStatus)), []),
    group: v.fallback(v.optional(v.picklist(groupNames)), undefined),
    facilityId: v.fallback(v.nullable(v.pipe(v.string(), v.nonEmpty(), v.maxLength(100))), null),
    mine: v.fallback(
      v.pipe(
        v.literal('1'),
        v.transform(() => true),
      ),
      false,
    ),
    sort: v.fallback(v.picklist(options.sorts), defaultSort),
    page: v.fallback(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.toNumber()), 0),
    size: v.fallback(v.pipe(v.string(), v.toNumber(), v.picklist(options.pageSizes)), defaultSize),
  });

  /** The group whose statuses are exactly these, if any (order and repeats do not matter). */
  function groupMatching(statuses: readonly Status[]): Group | null {
    const chosen = new Set(statuses);
    return groupNames.find((group) => options.groups[group].length === chosen.size && options.groups[group].every((status) => chosen.has(status))) ?? null;
  }

  /** Filters from a query string. A status group stands for exactly its statuses, whatever boxes were ticked. */
  function parse(params: URLSearchParams): Filters {
    if (params.has(RESET_PARAM)) return { ...empty };
    const raw = v.parse(schema, {
      statuses: params.getAll('status'),
      group: params.get(GROUP_PARAM) ?? undefined,
      facilityId: params.get('facility'),
      mine: params.get('mine'),
      sort: params.get('sort'),
      page: params.get('page'),
      size: params.get('size'),
    });
    const statuses = raw.group ? [...options.groups[raw.group]] : [...new Set(raw.statuses as Status[])];
    return { statuses, facilityId: raw.facilityId, mine: raw.mine, sort: raw.sort, page: raw.page, size: raw.size };
  }

  /** The query string of some filters, defaults left out, so equal filters make equal URLs. */
  function toSearchParams(filters: Filters): URLSearchParams {
    const params = new URLSearchParams();
    for (const status of [...filters.statuses].sort()) params.append('status', status);
    if (filters.facilityId) params.set('facility', filters.facilityId);
    if (filters.mine) params.set('mine', '1');
    if (filters.sort !== defaultSort) params.set('sort', filters.sort);
    if (filters.page > 0) params.set('page', String(filters.page));
    if (filters.size !== defaultSize) params.set('size', String(filters.size));
    return params;
  }

  function href(path: string, filters: Filters): string {
    const query = toSearchParams(filters).toString();
    return query ? `${path}?${query}` : path;
  }

  /** Whether anything narrows the list (sort, page and page size only order and cut it). */
  function hasFilters(filters: Filters): boolean {
    return filters.statuses.length > 0 || filters.facilityId !== null || filters.mine;
  }

  /** How many filters narrow the list, for "Filter (n active)": a whole status group counts once. */
  function activeCount(filters: Filters): number {
    const statuses = groupMatching(filters.statuses) ? 1 : new Set(filters.statuses).size;
    return statuses + (filters.facilityId ? 1 : 0) + (filters.mine ? 1 : 0);
  }

  return { ...options, groupNames, defaultSort, defaultSize, empty, isGroup, parse, toSearchParams, href, hasFilters, activeCount, groupMatching };
}
