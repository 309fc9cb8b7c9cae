// The shared list pieces (src/lib/lists) with the loan list's definition: what a dealer
// notices is the URL a filter makes, the rows a page shows and the state that comes back.
import { describe, expect, it, vi } from 'vitest';
import type { LeadSummary } from '../../src/lib/api/blanco';
import { BLANCO_LIST } from '../../src/lib/blanco/list';
import { toLeadQuery, type LeadListFilters } from '../../src/lib/leads/lead-query';
import { defineListFilters } from '../../src/lib/lists/filters';
import { handleListRequest, type ProductList } from '../../src/lib/lists/list-request.server';
import { inListHref, lastPageIfBeyond, pageWindow, type ListPage } from '../../src/lib/lists/paging';
import type { PortalSession } from '../../src/lib/server/session-store.server';
import type { ApiClient } from '../../src/lib/api/client';
import { ApiError } from '../../src/lib/api/errors';

const EMPTY_FILTERS = BLANCO_LIST.empty;
const parse = (query: string) => BLANCO_LIST.parse(new URLSearchParams(query));

describe('a list’s filters in the URL', () => {
  it('reads every filter from the URL', () => {
    expect(parse('status=DENIED&status=APPROVED&facility=f2&mine=1&sort=cheapest&page=3&size=50')).toEqual({
      statuses: ['DENIED', 'APPROVED'],
      facilityId: 'f2',
      mine: true,
      sort: 'cheapest',
      page: 3,
      size: 50,
    });
  });

  it('ignores what it does not know, and a page size that is not offered', () => {
    expect(parse('status=NOPE&sort=random&page=-2&size=7&mine=yes&facility=')).toEqual(EMPTY_FILTERS);
    expect(parse('size=100').size).toBe(20);
    expect(parse('page=1e3').page).toBe(0);
    expect(parse('status=DENIED&status=DENIED').statuses).toEqual(['DENIED']);
  });

  it('writes equal filters as equal URLs, defaults left out', () => {
    const a = BLANCO_LIST.toSearchParams({ ...EMPTY_FILTERS, statuses: ['PAID_OUT', 'APPROVED'] }).toString();
    const b = BLANCO_LIST.toSearchParams({ ...EMPTY_FILTERS, statuses: ['APPROVED', 'PAID_OUT'] }).toString();
    expect(a).toBe(b);
    expect(a).toBe('status=APPROVED&status=PAID_OUT');
    expect(BLANCO_LIST.href('/blanco', EMPTY_FILTERS)).toBe('/blanco');
  });

  it('round-trips through the URL', () => {
    const filters: LeadListFilters = { statuses: ['SIGNED'], facilityId: 'x', mine: true, sort: 'oldest', page: 2, size: 50 };
    expect(BLANCO_LIST.parse(BLANCO_LIST.toSearchParams(filters))).toEqual(filters);
  });

  it('never puts the search in the URL, only in the API query body', () => {
    const filters = { ...EMPTY_FILTERS, mine: true };
    expect(BLANCO_LIST.href('/blanco', filters)).not.toContain('19850709');
    expect(toLeadQuery(filters, ' 19850709-9805 ')).toEqual({ search: '19850709-9805', mine: true, sort: 'newest', page: 0, size: 20 });
    expect(toLeadQuery(EMPTY_FILTERS, '')).toEqual({ sort: 'newest', page: 0, size: 20 });
  });

  it('knows when a filter is set (sort, page and size are not filters)', () => {
    expect(BLANCO_LIST.hasFilters({ ...EMPTY_FILTERS, page: 4, size: 50, sort: 'oldest' })).toBe(false);
    expect(BLANCO_LIST.hasFilters({ ...EMPTY_FILTERS, facilityId: 'f' })).toBe(true);
  });

  it('reads a one-click status group as exactly its statuses, whatever boxes were ticked', () => {
    const filters = parse('status=DENIED&group=done&facility=f2&sort=oldest');
    expect(filters).toEqual({ ...EMPTY_FILTERS, statuses: ['PAID_OUT', 'FINISHED'], facilityId: 'f2', sort: 'oldest' });
    expect(BLANCO_LIST.href('/blanco', filters)).toBe('/blanco?status=FINISHED&status=PAID_OUT&facility=f2&sort=oldest');
    expect(parse('status=DENIED&group=nonsense').statuses).toEqual(['DENIED']);
    expect(parse('group=constructor').statuses).toEqual([]);
  });

  it('reads ?reset=1 as no filters at all', () => {
    expect(parse('reset=1&status=DENIED&size=50')).toEqual(EMPTY_FILTERS);
  });

  it('counts the active filters: a whole group once, other statuses each, facility and only mine', () => {
    expect(BLANCO_LIST.activeCount(EMPTY_FILTERS)).toBe(0);
    expect(BLANCO_LIST.activeCount({ ...EMPTY_FILTERS, sort: 'cheapest', size: 50, page: 3 })).toBe(0);
    expect(BLANCO_LIST.activeCount({ ...EMPTY_FILTERS, statuses: ['SUPPLEMENT', 'APPROVED', 'SUPPLEMENT_ACTION', 'SUPPLEMENT_CONTACT_US'] })).toBe(1);
    expect(BLANCO_LIST.activeCount({ ...EMPTY_FILTERS, statuses: ['DENIED', 'APPROVED'] })).toBe(2);
    expect(BLANCO_LIST.activeCount({ ...EMPTY_FILTERS, statuses: ['DENIED'], facilityId: 'f', mine: true })).toBe(3);
  });

  it('takes another product’s statuses, sorts and sizes as configuration', () => {
    const leasing = defineListFilters({
      statuses: ['OPEN', 'SIGNED'],
      groups: { open: ['OPEN'], done: ['SIGNED'] },
      sorts: ['latest', 'name'],
      pageSizes: [25, 100],
    });
    expect(leasing.parse(new URLSearchParams('group=done&size=100&sort=name'))).toEqual({
      statuses: ['SIGNED'],
      facilityId: null,
      mine: false,
      sort: 'name',
      page: 0,
      size: 100,
    });
    expect(leasing.href('/leasing', { ...leasing.empty, size: 25, sort: 'latest' })).toBe('/leasing');
    expect(leasing.parse(new URLSearchParams('size=20')).size).toBe(25);
  });
});

describe('a list’s pages', () => {
  it.each([
    [0, 1, [0]],
    [0, 5, [0, 1, 2, 'gap', 4]],
    [5, 12, [0, 'gap', 3, 4, 5, 6, 7, 'gap', 11]],
    [11, 12, [0, 'gap', 9, 10, 11]],
    [0, 0, []],
  ] as const)('page %i of %i shows %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });

  it('turns a page beyond the last into the last, and leaves a page in range or an empty list alone', () => {
    expect(lastPageIfBeyond({ page: 7, totalPages: 3 })).toBe(2);
    expect(lastPageIfBeyond({ page: 3, totalPages: 3 })).toBe(2);
    expect(lastPageIfBeyond({ page: 2, totalPages: 3 })).toBeNull();
    expect(lastPageIfBeyond({ page: 0, totalPages: 0 })).toBeNull();
  });

  it('never links within a list to the bare path, which would bring back the saved state instead', () => {
    expect(inListHref('/blanco')).toBe('/blanco?page=0');
    expect(inListHref('/blanco?sort=oldest')).toBe('/blanco?sort=oldest');
    expect(inListHref('/organisation?page=1#users-heading')).toBe('/organisation?page=1#users-heading');
  });
});

function fakeSession(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const session = {
    get: async (key: string) => data.get(key),
    set: (key: string, value: string) => void data.set(key, value),
    delete: (key: string) => void data.delete(key),
  } as unknown as PortalSession;
  return { session, data };
}

const pageOf = (page: number, totalPages: number): ListPage<LeadSummary> => ({ content: [], page, size: 20, totalElements: totalPages * 20, totalPages });

function listWith(query: ProductList<LeadSummary, string, string, string>['query']) {
  const list = { key: 'blanco', path: '/blanco', filters: BLANCO_LIST, query: vi.fn(query) } as unknown as ProductList<LeadSummary, string, string, string> & {
    query: ReturnType<typeof vi.fn>;
  };
  return list;
}
const api = {} as ApiClient;
const get = (query: string) => ({ request: new Request(`http://x/blanco${query}`), url: new URL(`http://x/blanco${query}`) });
const post = (query: string, search: string) => {
  const url = new URL(`http://x/api/blanco/leads${query}`);
  return { request: new Request(url, { method: 'POST', body: new URLSearchParams({ search }) }), url };
};

describe('one list request, for the page and its partial', () => {
  it('shows the filters of the URL with the saved search, and saves the filters for the dealer’s return', async () => {
    const { session, data } = fakeSession({ blancoSearch: 'Lindqvist' });
    const list = listWith(async (_api, filters) => pageOf(filters.page, 3));
    const outcome = await handleListRequest(list, { ...get('?status=DENIED&page=1'), session, api }, 'page');
    expect(outcome).toEqual({
      view: { filters: { ...EMPTY_FILTERS, statuses: ['DENIED'], page: 1 }, search: 'Lindqvist', rows: pageOf(1, 3), href: '/blanco?status=DENIED&page=1' },
    });
    expect(list.query).toHaveBeenCalledWith(api, expect.objectContaining({ statuses: ['DENIED'] }), 'Lindqvist');
    expect(data.get('blancoListState')).toBe('status=DENIED&page=1');
  });

  it('sends a bare list URL to the saved filters, and ?reset=1 to a bare list that stays bare', async () => {
    const { session, data } = fakeSession({ blancoListState: 'mine=1' });
    const list = listWith(async () => pageOf(0, 1));
    expect(await handleListRequest(list, { ...get(''), session, api }, 'page')).toEqual({ redirect: '/blanco?mine=1' });
    expect(await handleListRequest(list, { ...get('?reset=1'), session, api }, 'page')).toEqual({ redirect: '/blanco' });
    expect(data.has('blancoListState')).toBe(false);
    expect(list.query).not.toHaveBeenCalled();
  });

  it('lands a status group button on the URL of its boxes', async () => {
    const { session } = fakeSession();
    const list = listWith(async () => pageOf(0, 1));
    expect(await handleListRequest(list, { ...get('?group=stopped&sort=oldest'), session, api }, 'page')).toEqual({
      redirect: '/blanco?status=ABORTED&status=DENIED&status=EXPIRED&sort=oldest',
    });
  });

  it('keeps a posted search in the session only and goes to the first page of the same filters', async () => {
    const { session, data } = fakeSession();
    const list = listWith(async () => pageOf(0, 1));
    const request = new Request('http://x/blanco?mine=1&page=3', { method: 'POST', body: new URLSearchParams({ search: ' 19850709-9805 ' }) });
    const outcome = await handleListRequest(list, { request, url: new URL(request.url), session, api }, 'page');
    expect(outcome).toEqual({ redirect: '/blanco?mine=1' });
    expect(data.get('blancoSearch')).toBe('19850709-9805');
  });

  it('answers the partial from the posted search without redirecting, the search never in its canonical URL', async () => {
    const { session, data } = fakeSession({ blancoListState: 'mine=1' });
    const list = listWith(async () => pageOf(0, 1));
    const outcome = await handleListRequest(list, { ...post('?group=done', '19850709-9805'), session, api }, 'partial');
    expect(outcome).toMatchObject({ view: { search: '19850709-9805', href: '/blanco?status=FINISHED&status=PAID_OUT' } });
    expect(data.get('blancoSearch')).toBe('19850709-9805');
    expect(data.get('blancoListState')).toBe('status=FINISHED&status=PAID_OUT');
  });

  it('shows the last page when the asked one lies beyond it', async () => {
    const { session, data } = fakeSession();
    const list = listWith(async (_api, filters) => pageOf(filters.page, 3));
    const outcome = await handleListRequest(list, { ...get('?page=9'), session, api }, 'page');
    expect(outcome).toMatchObject({ view: { filters: { page: 2 }, rows: { page: 2 }, href: '/blanco?page=2' } });
    expect(list.query).toHaveBeenCalledTimes(2);
    expect(data.get('blancoListState')).toBe('page=2');
  });

  it('leaves the rows out when the API fails, a 401 too (the middleware, told by the client, ends the session)', async () => {
    const { session } = fakeSession();
    const failing = listWith(async () => Promise.reject(new ApiError('unavailable', null, 'TIMEOUT')));
    expect(await handleListRequest(failing, { ...get('?mine=1'), session, api }, 'page')).toMatchObject({ view: { rows: null, href: '/blanco?mine=1' } });
    const unauthorized = listWith(async () => Promise.reject(new ApiError('unauthorized', 401, null)));
    expect(await handleListRequest(unauthorized, { ...get('?mine=1'), session, api }, 'page')).toMatchObject({ view: { rows: null, href: '/blanco?mine=1' } });
  });
});

describe('a product’s list filters as its definition reads the URL', () => {
  // Defined in each test: a definition made when the module loads would hide its rules from mutation testing (ADR 0017).
  const define = () =>
    defineListFilters({
      statuses: ['OPEN', 'SIGNED', 'PAID'],
      groups: { open: ['OPEN'], done: ['SIGNED', 'PAID'] },
      sorts: ['latest', 'name'],
      pageSizes: [25, 100],
    });

  it('keeps the product’s own statuses, each once, and drops the rest', () => {
    expect(define().parse(new URLSearchParams('status=SIGNED&status=APPROVED&status=SIGNED&status=OPEN')).statuses).toEqual(['SIGNED', 'OPEN']);
  });

  it('reads a status group as exactly its statuses', () => {
    expect(define().parse(new URLSearchParams('group=done&status=OPEN')).statuses).toEqual(['SIGNED', 'PAID']);
    expect(define().parse(new URLSearchParams('group=later&status=OPEN')).statuses).toEqual(['OPEN']);
  });

  it('knows its own status groups, and nothing else, as groups', () => {
    expect(define().isGroup('done')).toBe(true);
    expect(define().isGroup('OPEN')).toBe(false);
  });

  it('reads “mine” only from mine=1', () => {
    expect(define().parse(new URLSearchParams('mine=1')).mine).toBe(true);
    expect(define().parse(new URLSearchParams('mine=true')).mine).toBe(false);
  });

  it('reads a page of up to six digits, and the first page for anything else', () => {
    const pageOf = (page: string) => define().parse(new URLSearchParams({ page })).page;
    expect(pageOf('12')).toBe(12);
    expect(pageOf('999999')).toBe(999_999);
    for (const page of ['1234567', 'x12', '12x', '-1']) expect(pageOf(page)).toBe(0);
  });

  it('is narrowed by statuses or by “mine” alone', () => {
    const list = define();
    expect(list.hasFilters({ ...list.empty, statuses: ['OPEN'] })).toBe(true);
    expect(list.hasFilters({ ...list.empty, mine: true })).toBe(true);
    expect(list.hasFilters(list.empty)).toBe(false);
  });
});
