import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '../../src/lib/api/schemas';
import { checkUpload, declaredTooLarge, UPLOAD_MAX_BYTES, attachmentHeaders, sniffAllowedType } from '../../src/lib/leads/upload';
import { parseConfig } from '../../src/lib/config';
import { formatMoney, formatDate } from '../../src/lib/format';
import { parseForm } from '../../src/lib/forms/validate';
import { BLANCO_LIST } from '../../src/lib/blanco/list';
import { toLeadQuery } from '../../src/lib/leads/lead-query';

const EMPTY_FILTERS = BLANCO_LIST.empty;
import { navigationFor } from '../../src/lib/navigation';
import { matchRoute, routeByName, safeReturnTo, type RouteName } from '../../src/lib/routes';
import { telemetryFor, telemetrySources } from '../../src/lib/telemetry';

describe('the side navigation’s entries', () => {
  it('link each entry to its route with its label and icon, in SPEC §6 order', () => {
    const nav = navigationFor({ roles: ROLES, country: 'SE', payMarketplace: true, managerReachable: true });
    expect(nav).toEqual({
      home: { kind: 'link', id: 'home', labelKey: 'nav.home', route: 'Home', icon: 'home' },
      sections: [
        {
          id: 'apply',
          titleKey: 'nav.sections.apply',
          entries: [
            { kind: 'link', id: 'blanco', labelKey: 'nav.blanco', route: 'Blanco', icon: 'loan' },
            { kind: 'link', id: 'leasing', labelKey: 'nav.leasing', route: 'Leasing', icon: 'leasing' },
          ],
        },
        {
          id: 'otherServices',
          titleKey: 'nav.sections.otherServices',
          entries: [
            { kind: 'link', id: 'inventoryFinancing', labelKey: 'nav.inventoryFinancing', route: 'InventoryFinancing', icon: 'inventory' },
            { kind: 'link', id: 'pointShop', labelKey: 'nav.pointShop', route: 'PointShop', icon: 'shop' },
            { kind: 'link', id: 'marketPlace', labelKey: 'nav.marketPlace', route: 'MarketPlace', icon: 'market' },
          ],
        },
        {
          id: 'administration',
          titleKey: 'nav.sections.administration',
          entries: [
            { kind: 'link', id: 'report', labelKey: 'nav.report', route: 'Report', icon: 'report' },
            { kind: 'link', id: 'commission', labelKey: 'nav.commission', route: 'Commission', icon: 'commission' },
            { kind: 'link', id: 'organisation', labelKey: 'nav.organisation', route: 'Organisation', icon: 'organisation' },
          ],
        },
      ],
    });
  });

  it('offers a Swedish dealer without inventory financing the manager instead', () => {
    const nav = navigationFor({ roles: ['BLANCO'], country: 'SE', payMarketplace: false, managerReachable: true });
    expect(nav.sections[1]).toEqual({
      id: 'otherServices',
      titleKey: 'nav.sections.otherServices',
      entries: [{ kind: 'managerModal', id: 'inventoryFinancing', labelKey: 'nav.inventoryFinancing', icon: 'inventory' }],
    });
  });
});

describe('formatting many figures', () => {
  afterEach(() => vi.restoreAllMocks());

  it('builds one formatter per locale and format, not one per figure', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    for (const amount of [1, 2, 3]) formatMoney(amount, 'DKK', 'da-DK');
    for (const day of [1, 2, 3]) formatDate(`2026-02-0${day}T12:00:00Z`, 'da-DK', 'Europe/Copenhagen');
    expect(numberFormat.mock.calls.length).toBeLessThanOrEqual(1);
    expect(dateFormat.mock.calls.length).toBeLessThanOrEqual(1);
    expect(formatMoney(4, 'DKK', 'da-DK').replace(/\s/g, ' ')).toBe('4 kr.');
  });
});

describe('routes', () => {
  it('ignore trailing slashes, and need a value for each parameter', () => {
    expect(matchRoute('/user//')?.route.name).toBe('User');
    expect(matchRoute('/blanco//')?.route.name).toBe('Blanco');
    expect(matchRoute('//blanco')?.route.name).toBe('Blanco');
    expect(matchRoute('/blanco/%20')?.params).toEqual({ id: ' ' });
  });

  it('name a route that does not exist', () => {
    expect(() => routeByName('Nope' as RouteName)).toThrow('No route named Nope in src/lib/routes.ts');
  });

  it('keep a returnTo with a query or fragment only for a portal page', () => {
    expect(safeReturnTo('/user/my-profile#x')).toBe('/user/my-profile#x');
    expect(safeReturnTo('/blanco/L1?x=1')).toBe('/blanco/L1?x=1');
    expect(safeReturnTo('')).toBe('/');
    expect(safeReturnTo('blanco')).toBe('/');
    expect(safeReturnTo('/user//')).toBe('/user//');
    expect(safeReturnTo('/user/\\')).toBe('/');
    expect(safeReturnTo('/nowhere?x')).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
  });
});

describe('analytics configuration', () => {
  const ENV = {
    OIDC_ISSUER: 'https://login.example.se',
    OIDC_CLIENT_ID: 'id',
    OIDC_CLIENT_SECRET: 'secret',
    OIDC_AUDIENCE: 'aud',
    API_BASE_URL_SE: 'https://api.example/se',
    API_BASE_URL_FI: 'https://api.example/fi',
    API_BASE_URL_DK: 'https://api.example/dk',
    FLAGS_URL: 'https://flags.example',
  };

  it('is off unless both key and host are set', () => {
    const keyOnly = parseConfig({ ...ENV, ANALYTICS_KEY: 'phc' });
    const hostOnly = parseConfig({ ...ENV, ANALYTICS_HOST: 'https://eu.posthog.example' });
    expect(telemetryFor(keyOnly, null, 'sv', '/blanco').analytics).toBeNull();
    expect(telemetryFor(hostOnly, null, 'sv', '/blanco').analytics).toBeNull();
    expect(telemetrySources(keyOnly).connect).toEqual([]);
    expect(telemetrySources(hostOnly).connect).toEqual([]);
    const both = parseConfig({ ...ENV, ANALYTICS_KEY: 'phc', ANALYTICS_HOST: 'https://eu.posthog.example/x' });
    expect(telemetryFor(both, null, 'sv', '/blanco').analytics).toEqual({ key: 'phc', host: 'https://eu.posthog.example/x', sessionIdleSeconds: 1800 });
    expect(telemetrySources(both).connect).toEqual(['https://eu.posthog.example']);
  });
});

describe('posted forms', () => {
  const Schema = v.pipe(
    v.object({ name: v.pipe(v.string(), v.minLength(2, 'short'), v.regex(/^[A-Z]/, 'capital')), other: v.optional(v.string()) }),
    v.check((input) => input.name !== 'Xx', 'form.taken'),
  );

  it('take text fields, leave files out, and stop at a field’s first problem', () => {
    const form = new FormData();
    form.set('name', 'a');
    form.set('other', new File(['x'], 'x.txt'));
    expect(parseForm(Schema, form)).toEqual({ success: false, fieldErrors: { name: ['short'] } });
    form.set('name', 'Anna');
    expect(parseForm(Schema, form)).toEqual({ success: true, output: { name: 'Anna' } });
  });

  it('put a problem of the whole form under "form"', () => {
    const form = new FormData();
    form.set('name', 'Xx');
    expect(parseForm(Schema, form)).toEqual({ success: false, fieldErrors: { form: ['form.taken'] } });
  });
});

describe('supplement uploads at their edges', () => {
  const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

  it('takes a body of exactly the limit plus the multipart framing, not a byte more', () => {
    expect(declaredTooLarge(String(UPLOAD_MAX_BYTES + 64 * 1024))).toBe(false);
    expect(declaredTooLarge(String(UPLOAD_MAX_BYTES + 64 * 1024 + 1))).toBe(true);
    expect(declaredTooLarge(null)).toBe(false);
    expect(declaredTooLarge('lots')).toBe(false);
  });

  it('takes a file of exactly 15 MB and refuses one byte more, before reading it', async () => {
    const exactly = new Uint8Array(UPLOAD_MAX_BYTES);
    exactly.set(PDF);
    expect(await checkUpload(new File([exactly], 'a.pdf'), '')).toBeNull();
    expect(await checkUpload(new File([exactly, new Uint8Array(1)], 'a.pdf'), '')).toBe('tooLarge');
    expect(await checkUpload(new File([], 'a.pdf'), '')).toBe('missingFile');
  });

  it('counts the description in characters after trimming', async () => {
    expect(await checkUpload(new File([PDF], 'a.pdf'), `  ${'å'.repeat(20)}  `)).toBeNull();
    expect(await checkUpload(new File([PDF], 'a.pdf'), '😀'.repeat(20))).toBeNull();
  });

  it('judges the type by the first bytes only', async () => {
    const big = new Uint8Array(10_000);
    big.set(PDF);
    expect(await sniffAllowedType(big)).toBe('application/pdf');
    const late = new Uint8Array(10_000);
    late.set(PDF, 5000);
    expect(await sniffAllowedType(late)).toBeNull();
  });

  it('names a download without a name "document" with its type\'s extension and never lets a browser cache it', () => {
    expect(attachmentHeaders(null, 'image/png')).toEqual({
      'content-type': 'image/png',
      'content-disposition': `attachment; filename="document.png"; filename*=UTF-8''document.png`,
      'cache-control': 'private, no-store',
    });
  });
});

describe('loan list links', () => {
  it('carry the filters after a question mark', () => {
    expect(BLANCO_LIST.href('/blanco', { ...EMPTY_FILTERS, mine: true })).toBe('/blanco?mine=1');
  });

  it('send the chosen statuses and facility to the API', () => {
    expect(toLeadQuery({ ...EMPTY_FILTERS, statuses: ['DENIED', 'SIGNED'], facilityId: 'f1' }, '')).toEqual({
      statuses: ['DENIED', 'SIGNED'],
      facilityId: 'f1',
      sort: 'newest',
      page: 0,
      size: 20,
    });
  });
});
