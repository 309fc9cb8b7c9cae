// The leasing list on the shared list pieces, and Home's latest applications of both products:
// what a dealer sees in the filters and rows, what the Partner API is asked, and that one
// product's failing call leaves the other's leads on Home.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/lib/api/client';
import type { LeasingLeadSummary } from '../../src/lib/api/leasing-schemas';
import { LEASING_TABLE } from '../../src/lib/leasing/rows';
import { cardFields, headerClass, leadCards, leadTableRows, tableColumns } from '../../src/lib/leads/rows';
import { statusBadges } from '../../src/lib/leads/status-badge';
import { LEASING_LIST } from '../../src/lib/leasing/list';
import { statusGroupLabelKey } from '../../src/lib/leads/status';
import { leasingList } from '../../src/lib/leasing/list.server';
import { LATEST_COUNT, newestFirst, productsOf, type LatestApplication } from '../../src/lib/leads/latest';
import { homeLatestApplications } from '../../src/lib/leads/latest.server';

/** Home's latest applications as asked on every view (nothing kept: the shared-cache time 0). */
const fetchLatestApplications = (api: Parameters<typeof homeLatestApplications>[0], roles: Parameters<typeof homeLatestApplications>[1]) =>
  homeLatestApplications(api, roles, { get: async () => undefined, set: () => undefined }, 0);
import { handleListRequest } from '../../src/lib/lists/list-request.server';
import { loadListPage } from '../../src/lib/lists/list-page.server';
import { FACILITIES_FRESH_MS, sessionFacilities } from '../../src/lib/partner/facilities.server';
import { handleListPartial } from '../../src/lib/lists/list-partial.server';
import type { PortalSession } from '../../src/lib/server/session-store.server';

const BASE = 'http://api.test/se/';
const json = (body: unknown, status = 200) => Response.json(body, { status });

/** A Partner API client over a fetch that answers per "METHOD path" and records the bodies sent. */
function fakeApi(answer: (key: string) => Response | Promise<Response>) {
  const bodies: Record<string, unknown> = {};
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input).slice(BASE.length)}`;
    bodies[key] = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    return answer(key);
  });
  const told = { unauthorized: false };
  const api = createApiClient({ baseUrl: BASE, accessToken: 't', fetch: fetch as typeof globalThis.fetch, onUnauthorized: () => (told.unauthorized = true) });
  return { api, bodies, fetch, sessionEnded: () => told.unauthorized };
}

const SUMMARY: LeasingLeadSummary = {
  id: 'seed/le 1',
  reference: 'LE-100001',
  status: 'APPROVED',
  createdAt: '2026-11-22T23:30:00Z',
  updatedAt: '2026-11-22T23:30:00Z',
  contractSentAt: null,
  customerName: '<script>x</script> Skånebygg "Entreprenad" AB',
  vehicle: 'Volvo XC60 <T8>',
  price: 450_000,
  rent: 6_543.21,
  months: 36,
  facility: { id: 'f1', name: 'Bilhuset Syd Malmö' },
  createdBy: { id: 'u1', name: 'Anna Andersson' },
};
const pageOf = (content: unknown[]) => ({ content, page: 0, size: 20, totalElements: content.length, totalPages: content.length ? 1 : 0 });

describe('the leasing list’s filters', () => {
  it('offers only the statuses a leasing lead reaches, each in one of the loan list’s four groups', () => {
    const grouped = LEASING_LIST.groupNames.flatMap((group) => LEASING_LIST.groups[group]);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped].sort()).toEqual([...LEASING_LIST.statuses].sort());
    for (const neverInLeasing of ['ACCOUNT_ANALYSIS', 'SUPPLEMENT', 'SUPPLEMENT_ACTION']) expect(LEASING_LIST.statuses).not.toContain(neverInLeasing);
    expect(LEASING_LIST.groups.needsAction).toEqual(['APPROVED', 'SUPPLEMENT_CONTACT_US']);
    expect(statusGroupLabelKey('stopped')).toBe('leads.list.groups.stopped');
  });

  it('reads a status group, drops a loan-only status from a hand-made URL and writes canonical URLs', () => {
    const filters = LEASING_LIST.parse(new URLSearchParams('status=SUPPLEMENT&status=SIGNED&sort=cheapest&size=50&page=2'));
    expect(filters).toEqual({ statuses: ['SIGNED'], facilityId: null, mine: false, sort: 'cheapest', page: 2, size: 50 });
    expect(LEASING_LIST.href('/leasing', filters)).toBe('/leasing?status=SIGNED&sort=cheapest&page=2&size=50');
    const group = LEASING_LIST.parse(new URLSearchParams('group=stopped'));
    expect(LEASING_LIST.href('/leasing', group)).toBe('/leasing?status=ABORTED&status=DENIED&status=EXPIRED');
    expect(LEASING_LIST.parse(new URLSearchParams('size=30&sort=cheapest%20first'))).toMatchObject({ size: 20, sort: 'newest' });
  });
});

describe('the leasing list’s request', () => {
  it('asks leasing/leads/query with the search in the body, saves it under the leasing keys, not the loan list’s', async () => {
    const data = new Map<string, string>();
    const session = {
      get: async (key: string) => data.get(key),
      set: (key: string, value: string) => void data.set(key, value),
      delete: (key: string) => void data.delete(key),
    } as unknown as PortalSession;
    const { api, bodies } = fakeApi(() => json(pageOf([SUMMARY])));
    const url = new URL('http://x/api/leasing/leads?group=needsAction&mine=1&sort=mostExpensive');
    const request = new Request(url, { method: 'POST', body: new URLSearchParams({ search: ' 556789-0107 ' }) });
    const outcome = await handleListRequest(leasingList, { request, url, session, api }, 'partial');
    expect(bodies['POST leasing/leads/query']).toEqual({
      search: '556789-0107',
      statuses: ['APPROVED', 'SUPPLEMENT_CONTACT_US'],
      mine: true,
      sort: 'mostExpensive',
      page: 0,
      size: 20,
    });
    expect(outcome).toMatchObject({ view: { search: '556789-0107', href: '/leasing?status=APPROVED&status=SUPPLEMENT_CONTACT_US&mine=1&sort=mostExpensive' } });
    expect(Object.fromEntries(data)).toEqual({
      leasingSearch: '556789-0107',
      leasingListState: 'status=APPROVED&status=SUPPLEMENT_CONTACT_US&mine=1&sort=mostExpensive',
    });
  });
});

describe('the leasing list’s rows', () => {
  let rows: ReturnType<typeof LEASING_TABLE.rows>;
  let badge: ReturnType<typeof statusBadges>;
  beforeEach(() => {
    rows = LEASING_TABLE.rows([SUMMARY], {
      locale: 'sv-SE',
      currency: 'SEK',
      timeZone: 'Europe/Stockholm',
      detailsHref: (id) => `/leasing/${encodeURIComponent(id)}`,
    });
    badge = statusBadges((status) => (status === 'APPROVED' ? 'Beviljad' : status));
  });

  it('formats price and rent in the dealer’s currency, the date in the country’s zone, and links to the lead', () => {
    expect(rows[0]).toMatchObject({
      href: '/leasing/seed%2Fle%201',
      priceText: '450\u00a0000\u00a0kr',
      rentText: '6\u00a0543,21\u00a0kr',
      monthsText: '36',
      createdText: '2026-11-23',
    });
    const euro = LEASING_TABLE.rows([SUMMARY], { locale: 'fi-FI', currency: 'EUR', timeZone: 'Europe/Helsinki', detailsHref: (id) => id });
    expect(euro[0]?.priceText).toBe('450\u00a0000\u00a0€');
  });

  it('shows what the dealer typed as text in the table and the cards, never as markup', () => {
    const table = leadTableRows(rows, LEASING_TABLE.columns, badge).value;
    const cards = leadCards(
      rows,
      cardFields(LEASING_TABLE.columns, (key) => key.split('.').pop()!),
      'Status',
      badge,
    ).value;
    for (const markup of [table, cards]) {
      expect(markup).not.toContain('<script>');
      expect(markup).not.toContain('<T8>');
      expect(markup).toContain('&lt;script&gt;x&lt;/script&gt; Skånebygg &quot;Entreprenad&quot; AB');
      expect(markup).toContain('href="/leasing/seed%2Fle%201"');
      expect(markup).toContain('Beviljad</span>');
    }
    expect(cards).toContain('<dt>rent</dt><dd class="tabular-nums">6');
    expect(cards).toContain('<dt>customer</dt><dd class="truncate font-medium" title="&lt;script&gt;x&lt;/script&gt; Skånebygg &quot;Entreprenad&quot; AB">');
  });

  it('shows the vehicle under the customer in the table, hides the date below lg and the months below xl', () => {
    const table = leadTableRows(rows, LEASING_TABLE.columns, badge).value;
    expect(table.match(/<td /g)).toHaveLength(tableColumns(LEASING_TABLE.columns).length);
    expect(tableColumns(LEASING_TABLE.columns).map((column) => column.labelKey.split('.').pop())).toEqual([
      'reference',
      'customerAndVehicle',
      'price',
      'rent',
      'months',
      'status',
      'created',
    ]);
    expect(table).toMatch(
      /Skånebygg &quot;Entreprenad&quot; AB<\/span><span class="block truncate text-xs text-slate-600" title="Volvo XC60 &lt;T8&gt;">Volvo XC60 &lt;T8&gt;<\/span><\/td>/,
    );
    expect(table.indexOf('LE-100001')).toBeLessThan(table.indexOf('Skånebygg'));
    expect(tableColumns(LEASING_TABLE.columns).map(headerClass)).toEqual([
      'px-3 py-3',
      'px-3 py-3',
      'px-3 py-3 text-right',
      'hidden px-3 py-3 text-right md:table-cell',
      'hidden px-3 py-3 text-right xl:table-cell',
      'px-3 py-3',
      'hidden px-3 py-3 lg:table-cell',
    ]);
    expect(cardFields(LEASING_TABLE.columns, (key) => key).map((field) => field.label)).toEqual([
      'leasing.list.customer',
      'leasing.list.vehicle',
      'leasing.list.price',
      'leasing.list.rent',
      'leasing.list.months',
      'leasing.list.created',
    ]);
  });
});

const lead = (product: LatestApplication['product'], reference: string, createdAt: string): LatestApplication => ({
  product,
  id: reference,
  reference,
  name: 'N',
  amount: 1,
  createdAt,
  updatedAt: createdAt,
  contractSentAt: null,
  status: 'PROCESSING',
});

describe('Home’s latest applications', () => {
  it('shows the products of the dealer’s roles only', () => {
    expect(productsOf(['BLANCO', 'LEASING', 'POINT_SHOP'])).toEqual(['blanco', 'leasing']);
    expect(productsOf(['LEASING'])).toEqual(['leasing']);
    expect(productsOf(['POINT_SHOP'])).toEqual([]);
  });

  it('merges both products newest first and keeps five', () => {
    const loans = ['01', '03', '05', '07'].map((day) => lead('blanco', `BL-${day}`, `2026-11-${day}T10:00:00Z`));
    const leases = ['02', '04', '06', '08'].map((day) => lead('leasing', `LE-${day}`, `2026-11-${day}T10:00:00+01:00`));
    expect(newestFirst([loans, leases]).map((each) => each.reference)).toEqual(['LE-08', 'BL-07', 'LE-06', 'BL-05', 'LE-04']);
    expect(LATEST_COUNT).toBe(5);
  });

  it('asks both products in parallel and, when the leasing call fails, still shows the loans and names leasing', async () => {
    const loan = {
      id: 'b1',
      reference: 'BL-1',
      status: 'SIGNED',
      createdAt: '2026-11-20T10:00:00Z',
      updatedAt: '2026-11-20T10:00:00Z',
      contractSentAt: null,
      amount: 90_000,
      interestRate: 5.9,
      applicantName: 'Astrid Lindqvist',
      secondChancePhase: null,
      facility: { id: 'f', name: 'F' },
      createdBy: { id: 'u', name: 'U' },
    };
    const answers: Record<string, () => Response> = {
      'POST blanco/leads/query': () => json(pageOf([loan])),
      'POST leasing/leads/query': () => json(pageOf([SUMMARY])),
    };
    const { api, bodies } = fakeApi((key) => answers[key]!());
    const both = await fetchLatestApplications(api, ['BLANCO', 'LEASING']);
    expect(both.applications.map((each) => [each.product, each.reference, each.name, each.amount])).toEqual([
      ['leasing', 'LE-100001', SUMMARY.customerName, 450_000],
      ['blanco', 'BL-1', 'Astrid Lindqvist', 90_000],
    ]);
    expect(both.unavailable).toEqual([]);
    expect(bodies['POST leasing/leads/query']).toEqual({ sort: 'newest', page: 0, size: 5 });

    answers['POST leasing/leads/query'] = () => json({ error: { code: 'INTERNAL' } }, 500);
    const partly = await fetchLatestApplications(api, ['BLANCO', 'LEASING']);
    expect(partly).toEqual({ products: ['blanco', 'leasing'], applications: [expect.objectContaining({ reference: 'BL-1' })], unavailable: ['leasing'] });
  });

  it('never asks for leasing leads without the LEASING role, and ends the session on a 401', async () => {
    const { api, fetch } = fakeApi(() => json(pageOf([])));
    expect(await fetchLatestApplications(api, ['BLANCO'])).toEqual({ products: ['blanco'], applications: [], unavailable: [] });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([`${BASE}blanco/leads/query`]);
    const expired = fakeApi(() => json({ error: { code: 'UNAUTHORIZED' } }, 401));
    expect(await fetchLatestApplications(expired.api, ['LEASING'])).toEqual({ products: ['leasing'], applications: [], unavailable: ['leasing'] });
    expect(expired.sessionEnded()).toBe(true);
  });
});

describe('a product list’s page request (list-page.server.ts)', () => {
  const session = { get: async () => undefined, set: () => undefined, delete: () => undefined } as unknown as PortalSession;
  const FACILITY = { id: 'f1', name: 'Bilhuset Syd Malmö' };

  it('loads the list and the facilities in parallel; facilities that fail leave the list and are null', async () => {
    const answers: Record<string, () => Response> = {
      'POST leasing/leads/query': () => json(pageOf([SUMMARY])),
      'GET partner/facilities': () => json([FACILITY]),
    };
    const { api, fetch, sessionEnded } = fakeApi((key) => answers[key]!());
    const url = new URL('http://se.localhost/leasing?sort=cheapest');
    const loaded = await loadListPage(leasingList, { request: new Request(url), url, session, api });
    expect(loaded).toMatchObject({ view: { href: '/leasing?sort=cheapest', rows: { content: [{ reference: 'LE-100001' }] } }, facilities: [FACILITY] });
    expect(fetch).toHaveBeenCalledTimes(2);

    answers['GET partner/facilities'] = () => json({ error: { code: 'INTERNAL' } }, 500);
    expect(await loadListPage(leasingList, { request: new Request(url), url, session, api })).toMatchObject({
      view: { rows: { totalElements: 1 } },
      facilities: null,
    });
    expect(sessionEnded()).toBe(false);
    answers['GET partner/facilities'] = () => json({ error: { code: 'UNAUTHORIZED' } }, 401);
    expect(await loadListPage(leasingList, { request: new Request(url), url, session, api })).toMatchObject({ facilities: null });
    expect(sessionEnded()).toBe(true);
  });

  const keptIn = (data: Map<string, unknown>) =>
    ({
      get: async (key: string) => data.get(key),
      set: (key: string, value: unknown) => data.set(key, value),
      delete: (key: string) => data.delete(key),
    }) as unknown as PortalSession;

  it('keeps the facilities in the session five minutes; a failure is not kept', async () => {
    const kept = keptIn(new Map());
    let answer = () => json([FACILITY]);
    const { api, fetch } = fakeApi(() => answer());
    const at = 1_000_000;
    expect(await sessionFacilities(kept, api, at)).toEqual([FACILITY]);
    expect(await sessionFacilities(kept, api, at + FACILITIES_FRESH_MS - 1)).toEqual([FACILITY]);
    expect(fetch).toHaveBeenCalledTimes(1);
    answer = () => json([FACILITY, { id: 'f2', name: 'Bilhuset Lund' }]);
    expect(await sessionFacilities(kept, api, at + FACILITIES_FRESH_MS)).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(2);
    // A copy stamped in the future (a clock that went back) is not trusted.
    expect(await sessionFacilities(kept, api, at)).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(3);

    answer = () => json({ error: { code: 'INTERNAL' } }, 500);
    const later = at + 2 * FACILITIES_FRESH_MS;
    await expect(sessionFacilities(kept, api, later)).rejects.toMatchObject({ kind: 'technical' });
    answer = () => json([FACILITY]);
    expect(await sessionFacilities(kept, api, later + 1)).toEqual([FACILITY]);
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('a list page within the five minutes asks the API for the list only', async () => {
    const kept = keptIn(new Map([['facilities', { at: Date.now(), list: [FACILITY] }]]));
    const { api, fetch } = fakeApi(() => json(pageOf([SUMMARY])));
    const url = new URL('http://se.localhost/leasing?sort=cheapest');
    expect(await loadListPage(leasingList, { request: new Request(url), url, session: kept, api })).toMatchObject({
      view: { rows: { totalElements: 1 } },
      facilities: [FACILITY],
    });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([`${BASE}leasing/leads/query`]);
  });

  it('a posted search only saves and redirects, asking the API for nothing', async () => {
    const { api, fetch } = fakeApi(() => json(pageOf([])));
    const url = new URL('http://se.localhost/leasing?status=SIGNED');
    const request = new Request(url, { method: 'POST', body: new URLSearchParams({ search: 'Skånebygg' }) });
    expect(await loadListPage(leasingList, { request, url, session, api })).toEqual({ redirect: '/leasing?status=SIGNED' });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('a product list’s partial (list-partial.server.ts)', () => {
  const data = new Map<string, string>();
  const session = {
    get: async (key: string) => data.get(key),
    set: (key: string, value: string) => void data.set(key, value),
    delete: (key: string) => void data.delete(key),
  } as unknown as PortalSession;
  const url = new URL('http://se.localhost/api/leasing/leads?status=SIGNED');
  const user = (roles: string[]) => ({ grantedRoles: roles }) as unknown as App.Locals['user'];
  const call = (request: Request, locals: Partial<App.Locals>, headers = new Headers()) =>
    handleListPartial(leasingList, ['LEASING'], { request, url, locals: { session, ...locals } as App.Locals, responseHeaders: headers });
  const post = () => new Request(url, { method: 'POST', body: new URLSearchParams({ search: 'LE-100001' }) });

  it('answers the results of a posted search for the role, never cached', async () => {
    const { api, bodies } = fakeApi(() => json(pageOf([SUMMARY])));
    const headers = new Headers();
    const view = await call(post(), { user: user(['LEASING']), api }, headers);
    expect(view).toMatchObject({ search: 'LE-100001', rows: { totalElements: 1 } });
    expect(bodies['POST leasing/leads/query']).toMatchObject({ search: 'LE-100001', statuses: ['SIGNED'] });
    expect(headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses a GET (405), a dealer without the role (403 JSON) and a signed-out caller (401 JSON)', async () => {
    const { api, fetch } = fakeApi(() => json(pageOf([])));
    const got = await call(new Request(url), { user: user(['LEASING']), api });
    expect(got instanceof Response && [got.status, got.headers.get('allow')]).toEqual([405, 'POST']);
    const refused = await call(post(), { user: user(['BLANCO']), api });
    expect(refused instanceof Response && refused.status).toBe(403);
    expect(await (refused as Response).json()).toMatchObject({ error: { code: 'noAccess' } });
    const signedOut = await call(post(), { user: null, api: null } as unknown as Partial<App.Locals>);
    expect(signedOut instanceof Response && signedOut.status).toBe(401);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('a product list’s partial when the caller is not signed in', () => {
  it('says sign-in is required, so the list script can send the dealer to sign in', async () => {
    const session = { get: async () => undefined, set: () => undefined, delete: () => undefined } as unknown as PortalSession;
    const url = new URL('http://se.localhost/api/leasing/leads');
    const request = new Request(url, { method: 'POST', body: new URLSearchParams({ search: 'LE-100001' }) });
    const answer = await handleListPartial(leasingList, ['LEASING'], {
      request,
      url,
      locals: { session, user: null, api: null } as unknown as App.Locals,
      responseHeaders: new Headers(),
    });
    expect(answer instanceof Response && answer.status).toBe(401);
    expect(await (answer as Response).json()).toEqual({ error: { code: 'signInRequired' } });
  });
});
