// The server-only API glue, through the real API client over a recording fetch: which call
// each function makes (method, path, body) and what it makes of the answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lead } from '../../src/lib/api/blanco';
import { createApiClient } from '../../src/lib/api/client';
import type { User } from '../../src/lib/api/schemas';
import { fetchMe, pointBalanceAtSignIn, revokeApiToken, saveLanguage } from '../../src/lib/account/account.server';
import { consumeInvitation } from '../../src/lib/account/invitation.server';
import { loadApplyContext } from '../../src/lib/blanco/apply.server';
import {
  createLead,
  downloadLeadDocument,
  fetchCreditProducts,
  fetchLead,
  fetchMonthlyCost,
  fetchPriceList,
  queryLeads,
  referToSecondChance,
  sendContract,
  setInvoiceReference,
  uploadLeadDocument,
} from '../../src/lib/blanco/blanco.server';
import { fetchFacilities, fetchKeyAccountManager, fetchPartner } from '../../src/lib/partner/partner.server';
import { loadProfile, saveProfile } from '../../src/lib/profile/profile.server';
import { loadChrome, needsManagerForNavigation, NO_CHROME_DATA } from '../../src/lib/server/chrome.server';
import { fetchShopBalance } from '../../src/lib/shop/shop.server';

const BASE = 'http://api.test/se/';

const USER: User = {
  id: 'u1',
  firstname: 'Anna',
  lastname: 'Andersson',
  phone: '070 123 45 67',
  email: 'anna@example.se',
  facility: { id: 'f1', name: 'Malmö', keyAccountManagerId: null },
  dealer: { name: 'Bilhallen', organizationNumber: '556000-0000', countryCode: 'SE' },
  grantedRoles: ['BLANCO'],
  intercomUserId: 'i',
  intercomUserAuthCode: 'c',
  language: { availableLanguageCodes: ['sv'], selectedLanguageCode: null },
  termsAccepted: { version: '2026-11-23', acceptedAt: '2026-11-23T08:00:00.000Z' },
};

const LEAD: Lead = {
  id: 'L1',
  reference: 'R-1',
  status: 'APPROVED',
  loanType: 'BLANCO',
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-01T10:00:00Z',
  contractSentAt: null,
  amount: 100_000,
  term: 60,
  interestRate: 6.95,
  desiredInterestRate: null,
  monthlyCost: 2000,
  applicant: { name: 'Anna A', firstname: 'Anna', lastname: 'A', personalId: '19900101-0017', phone: '070', email: 'a@x.se' },
  coApplicant: null,
  facility: { id: 'f1', name: 'Malmö' },
  createdBy: { id: 'u1', name: 'Anna' },
  contractSigned: false,
  signingLink: null,
  ownInvoiceReference: null,
  documents: [],
  commission: null,
  points: null,
  secondChance: null,
};

const PRICE_LIST = {
  id: 'pl',
  validFrom: '2026-01-01',
  currency: 'SEK',
  steps: [{ interestRate: 6.95, minAmount: 30_000, maxAmount: 250_000, terms: [24, 36], setupFee: 495, monthlyFee: 35 }],
};
const PRODUCTS = [
  { id: 'a', minAmount: 20_000, maxAmount: 350_000, terms: [12] },
  { id: 'b', minAmount: 10_000, maxAmount: 200_000, terms: [24] },
];
const DOCUMENT = {
  documentId: 'd1',
  ownerType: 'lead',
  ownerId: 'L1',
  fileName: 'a.pdf',
  contentType: 'application/pdf',
  size: 3,
  description: '',
  uploadedAt: '2026-01-01T10:00:00Z',
};

interface Call {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

type Answer = Response | (() => Response) | Error;

/** A fetch that answers by "METHOD path" (path after the base URL, query included) and records every call. */
function fakeApi(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, url, headers: new Headers(init.headers), body });
    const answer = answers[`${method} ${url.slice(BASE.length)}`];
    if (answer === undefined) return Response.json({ error: { code: 'NOT_FOUND' } }, { status: 404 });
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer() : answer.clone();
  });
  const told = { unauthorized: false };
  const api = createApiClient({
    baseUrl: BASE,
    accessToken: 'token-1',
    fetch: fetch as typeof globalThis.fetch,
    onUnauthorized: () => (told.unauthorized = true),
  });
  return { api, calls, fetch, sessionEnded: () => told.unauthorized };
}

const json = (body: unknown, status = 200) => Response.json(body, { status });
const noContent = () => new Response(null, { status: 204 });
const failure = (status: number, code = 'X') => json({ error: { code } }, status);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('account calls', () => {
  it('reads the signed-in user with the bearer token', async () => {
    const { api, calls } = fakeApi({ 'GET account/me': json(USER) });
    expect(await fetchMe(api)).toEqual(USER);
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('reads the point balance of point shop users only', async () => {
    const { api, calls } = fakeApi({ 'GET shop/account': json({ balance: 12_500 }) });
    expect(await pointBalanceAtSignIn(api, USER)).toBeNull();
    expect(calls).toHaveLength(0);
    expect(await pointBalanceAtSignIn(api, { ...USER, grantedRoles: ['POINT_SHOP'] })).toBe(12_500);
    expect(await fetchShopBalance(api)).toBe(12_500);
    expect(calls.map((call) => call.url)).toEqual([`${BASE}shop/account`, `${BASE}shop/account`]);
  });

  it('signs in without the point balance when the point shop fails, and with it when it answers', async () => {
    const shopUser = { ...USER, grantedRoles: ['POINT_SHOP'] } as User;
    expect(await pointBalanceAtSignIn(fakeApi({ 'GET shop/account': json({ error: { code: 'DOWN' } }, 503) }).api, shopUser)).toBeNull();
    expect(await pointBalanceAtSignIn(fakeApi({ 'GET shop/account': json({ balance: 800 }) }).api, shopUser)).toBe(800);
    expect(await pointBalanceAtSignIn(fakeApi({}).api, USER)).toBeNull();
  });

  it('saves the language and revokes the API token', async () => {
    const { api, calls } = fakeApi({ 'PUT account/me/language': noContent, 'POST token/revoke-token': noContent });
    await saveLanguage(api, 'fi');
    await revokeApiToken(api);
    expect(calls.map(({ method, url, body }) => [method, url.slice(BASE.length), body])).toEqual([
      ['PUT', 'account/me/language', { languageCode: 'fi' }],
      ['POST', 'token/revoke-token', {}],
    ]);
  });
});

describe('account activation', () => {
  const stub = (answer: Answer) => {
    const calls: Call[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        calls.push({ method: init.method ?? 'GET', url: String(input), headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
        if (answer instanceof Error) throw answer;
        return typeof answer === 'function' ? answer() : answer;
      }),
    );
    return calls;
  };

  it('activates with the token and password and no bearer token', async () => {
    const calls = stub(noContent);
    expect(await consumeInvitation(BASE, 'tok', 'Secret-123', Date.now() + 2_800)).toBe('activated');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${BASE}user-invitations/consume`, body: { token: 'tok', password: 'Secret-123' } });
    expect(calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('says the link is invalid when the invitation is unknown or used', async () => {
    stub(() => failure(404, 'NOT_FOUND'));
    expect(await consumeInvitation(BASE, 'tok', 'pw', Date.now() + 2_800)).toBe('linkInvalid');
  });

  it('says it failed, and logs why, on any other error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stub(() => failure(500));
    expect(await consumeInvitation(BASE, 'tok', 'pw', Date.now() + 2_800)).toBe('failed');
    expect(String(error.mock.calls[0]?.[0])).toContain('account activation failed');
    expect(String(error.mock.calls[0]?.[0])).toContain('500');
  });

  it('gives the API what is left of the page’s time, at least 0.8 s, and says when it did not answer in it', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) => new Promise((_, fail) => init.signal!.addEventListener('abort', () => fail(init.signal!.reason))),
    );
    const outcome = async (leftMs: number, waitMs: number) => {
      let said: string | null = null;
      const asking = consumeInvitation(BASE, 'tok', 'pw', Date.now() + leftMs).then((answer) => (said = answer));
      await vi.advanceTimersByTimeAsync(waitMs - 1);
      const before = said;
      await vi.advanceTimersByTimeAsync(1);
      await asking;
      return [before, said];
    };
    expect(await outcome(2_500, 2_500)).toEqual([null, 'noAnswer']);
    expect(await outcome(100, 800)).toEqual([null, 'noAnswer']);
    expect(String(warn.mock.calls[0]?.[0])).toContain('no answer in time');
    vi.useRealTimers();
  });
});

describe('partner calls', () => {
  it('reads the partner, its facilities and its key account manager', async () => {
    const partner = { id: 'p', name: 'Bilhallen', organizationNumber: '1', countryCode: 'SE', email: 'e', phone: 'p', onboardedToInventoryFinancing: true };
    const manager = { firstName: 'Eva', lastName: 'Ek', phoneNumber: null };
    const { api } = fakeApi({
      'GET partner': json(partner),
      'GET partner/facilities': json([{ id: 'f1', name: 'Malmö' }]),
      'GET partner/kam': json(manager),
    });
    expect(await fetchPartner(api)).toEqual(partner);
    expect(await fetchFacilities(api)).toEqual([{ id: 'f1', name: 'Malmö' }]);
    expect(await fetchKeyAccountManager(api)).toEqual(manager);
  });

  it('has no key account manager when the API knows none, and passes other failures on', async () => {
    expect(await fetchKeyAccountManager(fakeApi({}).api)).toBeNull();
    await expect(fetchKeyAccountManager(fakeApi({ 'GET partner/kam': failure(500) }).api)).rejects.toMatchObject({ kind: 'technical' });
  });
});

describe('the header’s data', () => {
  const partner = { id: 'p', name: 'B', organizationNumber: '1', countryCode: 'SE', email: 'e', phone: 'p', onboardedToInventoryFinancing: false };
  const manager = { firstName: 'Eva', lastName: 'Ek', phoneNumber: '070' };

  it('needs the manager only in Sweden and without business finance', () => {
    expect(needsManagerForNavigation(USER, 'SE')).toBe(true);
    expect(needsManagerForNavigation(USER, 'FI')).toBe(false);
    expect(needsManagerForNavigation({ ...USER, grantedRoles: ['BUSINESS_FINANCE'] }, 'SE')).toBe(false);
  });

  it('makes no call when the navigation needs nothing', async () => {
    const { api, calls } = fakeApi({});
    expect(await loadChrome(api, USER, 'DK')).toBe(NO_CHROME_DATA);
    expect(calls).toHaveLength(0);
  });

  it('loads the manager and the partner’s onboarding', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = fakeApi({ 'GET partner/kam': json(manager), 'GET partner': json(partner) });
    expect(await loadChrome(api, USER, 'SE')).toEqual({ manager, managerFailed: false, onboardedToInventoryFinancing: false });
    expect(warn).not.toHaveBeenCalled();
  });

  it('never fails the page: a failed manager sets a flag, a failed partner leaves onboarding unknown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = fakeApi({ 'GET partner/kam': failure(500), 'GET partner': failure(500) });
    expect(await loadChrome(api, USER, 'SE')).toEqual({ manager: null, managerFailed: true, onboardedToInventoryFinancing: null });
    expect(String(warn.mock.calls[0]?.[0])).toContain('key account manager could not be loaded');
  });

  it('shows no manager without an error when the partner has none', async () => {
    const { api } = fakeApi({ 'GET partner': json({ ...partner, onboardedToInventoryFinancing: true }) });
    expect(await loadChrome(api, USER, 'SE')).toEqual({ manager: null, managerFailed: false, onboardedToInventoryFinancing: true });
  });
});

describe('private loan calls', () => {
  it('read the price list, credit products and monthly cost', async () => {
    const cost = { credit: 100_000, interestRate: 6.95, term: 60, setupFee: 495, monthlyFee: 35, monthlyCost: 2000, totalCost: 120_000, effectiveRate: 7.5 };
    const { api } = fakeApi({
      'GET blanco/price-lists': json(PRICE_LIST),
      'GET blanco/credit-products': json(PRODUCTS),
      'GET blanco/monthly-cost/100000?interestRate=6.95&term=60': json(cost),
    });
    expect(await fetchPriceList(api)).toEqual(PRICE_LIST);
    expect(await fetchCreditProducts(api)).toEqual(PRODUCTS);
    expect(await fetchMonthlyCost(api, 100_000, 6.95, 60)).toEqual(cost);
  });

  it('create a lead once per idempotency key', async () => {
    const { api, calls } = fakeApi({ 'POST blanco/leads': json(LEAD, 201) });
    const lead = { amount: 100_000 } as Parameters<typeof createLead>[1];
    expect(await createLead(api, lead, 'key-1')).toEqual(LEAD);
    expect(calls[0]?.headers.get('idempotency-key')).toBe('key-1');
    expect(calls[0]?.body).toEqual({ amount: 100_000 });
  });

  it('read, query and change a lead at its own path, the search in the body only', async () => {
    const page = { content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 };
    const { api, calls } = fakeApi({
      'GET blanco/leads/L%201': json(LEAD),
      'POST blanco/leads/query': json(page),
      'PUT blanco/leads/L1/invoice': json({ ...LEAD, ownInvoiceReference: 'AB12' }),
      'POST blanco/leads/L1/send-contract': json({ ...LEAD, status: 'SENT_TO_CUSTOMER' }),
      'POST blanco/v2/sambla-application/L1': json({ ...LEAD, status: 'DENIED' }),
    });
    expect(await fetchLead(api, 'L 1')).toEqual(LEAD);
    expect(await queryLeads(api, { search: '19900101-0017', page: 0 })).toEqual(page);
    expect((await setInvoiceReference(api, 'L1', 'AB12')).ownInvoiceReference).toBe('AB12');
    expect((await sendContract(api, 'L1')).status).toBe('SENT_TO_CUSTOMER');
    expect((await referToSecondChance(api, 'L1')).status).toBe('DENIED');
    expect(calls.map(({ method, url, body }) => [method, url.slice(BASE.length), body])).toEqual([
      ['GET', 'blanco/leads/L%201', undefined],
      ['POST', 'blanco/leads/query', { search: '19900101-0017', page: 0 }],
      ['PUT', 'blanco/leads/L1/invoice', { ownInvoiceReference: 'AB12' }],
      ['POST', 'blanco/leads/L1/send-contract', undefined],
      ['POST', 'blanco/v2/sambla-application/L1', undefined],
    ]);
  });

  it('upload and download a lead’s documents', async () => {
    const { api, calls } = fakeApi({
      'POST files/lead/L1': json(DOCUMENT, 201),
      'GET files/lead/L1/d1': () =>
        new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="a.pdf"' } }),
    });
    const form = new FormData();
    form.set('description', 'Lön');
    expect(await uploadLeadDocument(api, 'L1', form)).toEqual(DOCUMENT);
    expect(calls[0]?.body).toBe(form);
    const download = await downloadLeadDocument(api, 'L1', 'd1');
    expect(download).toEqual({ body: new Uint8Array([1, 2, 3]).buffer, fileName: 'a.pdf', contentType: 'application/pdf' });
  });
});

describe('what the application form loads', () => {
  const ready = {
    'GET blanco/price-lists': json(PRICE_LIST),
    'GET blanco/credit-products': json(PRODUCTS),
    'GET partner/facilities': json([{ id: 'f1', name: 'Malmö' }]),
  };

  it('is ready with the price list, the widest product bounds and the facilities', async () => {
    const result = await loadApplyContext(fakeApi(ready).api);
    expect(result).toEqual({
      kind: 'ready',
      context: {
        priceList: PRICE_LIST,
        product: { id: 'a+b', minAmount: 10_000, maxAmount: 350_000, terms: [12, 24] },
        facilities: [{ id: 'f1', name: 'Malmö' }],
      },
    });
  });

  it('names the price list as missing when it fails or has no steps', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadApplyContext(fakeApi({ ...ready, 'GET blanco/price-lists': failure(500) }).api)).toEqual({ kind: 'missing', parts: ['priceList'] });
    expect(String(error.mock.calls[0]?.[0])).toContain('blanco apply: could not load');
    expect(await loadApplyContext(fakeApi({ ...ready, 'GET blanco/price-lists': json({ ...PRICE_LIST, steps: [] }) }).api)).toEqual({
      kind: 'missing',
      parts: ['priceList'],
    });
  });

  it('logs each failed call once, with its error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadApplyContext(fakeApi({ ...ready, 'GET partner/facilities': failure(503) }).api);
    expect(error).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toMatchObject({ message: 'blanco apply: could not load' });
    expect(String(error.mock.calls[0]?.[0])).toContain('503');
  });

  it('names the credit products as missing without products, or without any facility to apply for', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const missingProducts = { kind: 'missing', parts: ['creditProducts'] };
    expect(await loadApplyContext(fakeApi({ ...ready, 'GET blanco/credit-products': json([]) }).api)).toEqual(missingProducts);
    expect(await loadApplyContext(fakeApi({ ...ready, 'GET blanco/credit-products': failure(500) }).api)).toEqual(missingProducts);
    expect(await loadApplyContext(fakeApi({ ...ready, 'GET partner/facilities': json([]) }).api)).toEqual(missingProducts);
    expect(await loadApplyContext(fakeApi({ ...ready, 'GET partner/facilities': failure(503) }).api)).toEqual(missingProducts);
  });

  it('lets the dealer apply for their own facility when the facility list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const own = { id: 'own', name: 'Lund' };
    const result = await loadApplyContext(fakeApi({ ...ready, 'GET partner/facilities': failure(503) }).api, own);
    expect(result.kind === 'ready' && result.context.facilities).toEqual([own]);
  });

  it('tells the middleware to end the session when any of its calls finds the sign-in expired', async () => {
    for (const path of Object.keys(ready)) {
      const ended = fakeApi({ ...ready, [path]: failure(401) });
      expect(await loadApplyContext(ended.api)).not.toMatchObject({ kind: 'ready' });
      expect(ended.sessionEnded()).toBe(true);
    }
  });
});

describe('the profile’s calls', () => {
  it('loads the user with every channel and event, off unless the API says on, the phone as the country writes it', async () => {
    const { api } = fakeApi({
      'GET account/me': json({ ...USER, language: { availableLanguageCodes: ['fi', 'sv'], selectedLanguageCode: 'sv' } }),
      'GET subscriptions/channels': json([{ channel: 'SMS', enabled: true }]),
      'GET subscriptions/statuses': json([
        { status: 'paidOut', enabled: true },
        { status: 'signed', enabled: false },
      ]),
    });
    const { values } = await loadProfile(api, 'SE');
    expect(values).toEqual({
      firstname: 'Anna',
      lastname: 'Andersson',
      phone: '070-123 45 67',
      language: 'sv',
      channels: { EMAIL: false, SMS: true },
      events: { bankApproved: false, bankDenied: false, bankSupplement: false, paidOut: true, signed: false },
    });
  });

  const VALUES = {
    firstname: 'Aino',
    lastname: 'Virtanen',
    phone: '040 123 4567',
    language: 'fi' as const,
    channels: { EMAIL: true, SMS: false },
    events: { bankApproved: true, bankDenied: false, bankSupplement: false, paidOut: false, signed: true },
  };
  const answers = {
    'PUT account/me': json(USER),
    'PUT subscriptions/channels/EMAIL': noContent,
    'PUT subscriptions/channels/SMS': noContent,
    ...Object.fromEntries(
      ['bankApproved', 'bankDenied', 'bankSupplement', 'paidOut', 'signed'].map((event) => [`PUT subscriptions/statuses/${event}`, noContent]),
    ),
    'PUT account/me/language': noContent,
  };

  it('saves name, phone in E.164, every channel and event, and the language when the user may choose one', async () => {
    const { api, calls } = fakeApi(answers);
    const user = await saveProfile(api, VALUES, true, 'FI');
    expect(user.language.selectedLanguageCode).toBe('fi');
    expect(user.firstname).toBe('Anna');
    const sent = Object.fromEntries(calls.map(({ method, url, body }) => [`${method} ${url.slice(BASE.length)}`, body]));
    expect(sent).toEqual({
      'PUT account/me': { firstname: 'Aino', lastname: 'Virtanen', phone: '+358401234567' },
      'PUT subscriptions/channels/EMAIL': { enabled: true },
      'PUT subscriptions/channels/SMS': { enabled: false },
      'PUT subscriptions/statuses/bankApproved': { enabled: true },
      'PUT subscriptions/statuses/bankDenied': { enabled: false },
      'PUT subscriptions/statuses/bankSupplement': { enabled: false },
      'PUT subscriptions/statuses/paidOut': { enabled: false },
      'PUT subscriptions/statuses/signed': { enabled: true },
      'PUT account/me/language': { languageCode: 'fi' },
    });
  });

  it('never saves a language the user may not choose, and keeps the user’s own', async () => {
    const { api, calls } = fakeApi(answers);
    const user = await saveProfile(api, VALUES, false, 'FI');
    expect(user).toEqual(USER);
    expect(calls.some((call) => call.url.endsWith('account/me/language'))).toBe(false);
    const none = fakeApi(answers);
    await saveProfile(none.api, { ...VALUES, language: null }, true, 'FI');
    expect(none.calls.some((call) => call.url.endsWith('account/me/language'))).toBe(false);
  });
});
