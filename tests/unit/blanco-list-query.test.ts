import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersFromSearchParams,
  hasFilters,
  listHref,
  pageWindow,
  searchParamsFromFilters,
  toLeadQuery,
} from '../../src/lib/blanco/list-query';

describe('the loan list query', () => {
  it('reads every filter from the URL', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('status=DENIED&status=APPROVED&facility=f2&mine=1&sort=cheapest&page=3&size=50'));
    expect(filters).toEqual({ statuses: ['DENIED', 'APPROVED'], facilityId: 'f2', mine: true, sort: 'cheapest', page: 3, size: 50 });
  });

  it('ignores what it does not know', () => {
    expect(filtersFromSearchParams(new URLSearchParams('status=NOPE&sort=random&page=-2&size=7&mine=yes'))).toEqual(EMPTY_FILTERS);
  });

  it('writes equal filters as equal URLs, defaults left out', () => {
    const a = searchParamsFromFilters({ ...EMPTY_FILTERS, statuses: ['PAID_OUT', 'APPROVED'] }).toString();
    const b = searchParamsFromFilters({ ...EMPTY_FILTERS, statuses: ['APPROVED', 'PAID_OUT'] }).toString();
    expect(a).toBe(b);
    expect(a).toBe('status=APPROVED&status=PAID_OUT');
    expect(listHref('/blanco', EMPTY_FILTERS)).toBe('/blanco');
  });

  it('round-trips through the URL', () => {
    const filters = { statuses: ['SIGNED' as const], facilityId: 'x', mine: true, sort: 'oldest' as const, page: 2, size: 50 as const };
    expect(filtersFromSearchParams(searchParamsFromFilters(filters))).toEqual(filters);
  });

  it('never puts the search in the URL, only in the API query body', () => {
    const filters = { ...EMPTY_FILTERS, mine: true };
    expect(listHref('/blanco', filters)).not.toContain('19850709');
    expect(toLeadQuery(filters, ' 19850709-9805 ')).toEqual({ search: '19850709-9805', mine: true, sort: 'newest', page: 0, size: 20 });
    expect(toLeadQuery(EMPTY_FILTERS, '')).toEqual({ sort: 'newest', page: 0, size: 20 });
  });

  it('knows when a filter is set (page and size are not filters)', () => {
    expect(hasFilters({ ...EMPTY_FILTERS, page: 4, size: 50 })).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, facilityId: 'f' })).toBe(true);
  });

  it('reads a one-click status group as exactly its statuses, whatever boxes were ticked', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('status=DENIED&group=done&facility=f2&sort=oldest'));
    expect(filters).toEqual({ ...EMPTY_FILTERS, statuses: ['PAID_OUT', 'FINISHED'], facilityId: 'f2', sort: 'oldest' });
    expect(listHref('/blanco', filters)).toBe('/blanco?status=FINISHED&status=PAID_OUT&facility=f2&sort=oldest');
    expect(filtersFromSearchParams(new URLSearchParams('status=DENIED&group=nonsense')).statuses).toEqual(['DENIED']);
  });

  it('counts the active filters: a whole group once, other statuses each, facility and only mine', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, sort: 'cheapest', size: 50, page: 3 })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, statuses: ['SUPPLEMENT', 'APPROVED', 'SUPPLEMENT_ACTION', 'SUPPLEMENT_CONTACT_US'] })).toBe(1);
    expect(activeFilterCount({ ...EMPTY_FILTERS, statuses: ['DENIED', 'APPROVED'] })).toBe(2);
    expect(activeFilterCount({ ...EMPTY_FILTERS, statuses: ['DENIED'], facilityId: 'f', mine: true })).toBe(3);
  });

  it.each([
    [0, 1, [0]],
    [0, 5, [0, 1, 2, 'gap', 4]],
    [5, 12, [0, 'gap', 3, 4, 5, 6, 7, 'gap', 11]],
    [11, 12, [0, 'gap', 9, 10, 11]],
    [0, 0, []],
  ] as const)('page %i of %i shows %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });
});
