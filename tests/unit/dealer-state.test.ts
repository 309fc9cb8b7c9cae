import { describe, expect, it } from 'vitest';
import { draftExpired, draftHref, draftKindKey, draftRole, parseDraft, summariseDraft, DRAFT_DAYS } from '../../src/lib/dealer-state/drafts';
import { followedChanges, followedValues } from '../../src/lib/dealer-state/follows-user';
import { eventLine, keptEvents, liveTopics, noticeOf, positionLine, type LiveEvent } from '../../src/lib/dealer-state/live-events';
import { checkWebhook, parseWebhookBody, signWebhook, SIGNATURE_TOLERANCE_S } from '../../src/lib/dealer-state/webhook';
import { LEAD_STATUSES } from '../../src/lib/api/lead-values';
import { LEAD_PRODUCTS } from '../../src/lib/leads/registry';

const KEY = '0b6f2a36-4a3c-4f0e-9d52-1c0e8f2b7a11';

describe('drafts', () => {
  it('keeps the typed text of a known form, never its key, its button or a file', () => {
    expect(
      parseDraft({ id: KEY, kind: 'blanco', fields: { 'applicant.firstname': 'Sigrid', idempotencyKey: KEY, intent: 'lookup', file: { name: 'x' } } }),
    ).toEqual({ id: KEY, kind: 'blanco', fields: { 'applicant.firstname': 'Sigrid' } });
  });

  it('refuses an id that is no form key and a kind no form has', () => {
    expect(parseDraft({ id: 'not-a-key', kind: 'blanco', fields: {} })).toBeNull();
    expect(parseDraft({ id: KEY, kind: 'mortgage', fields: {} })).toBeNull();
    expect(parseDraft(null)).toBeNull();
  });

  it('refuses a body that is no object and fields that are none', () => {
    expect(parseDraft('draft')).toBeNull();
    expect(parseDraft({ id: KEY, kind: 'blanco', fields: null })).toBeNull();
    expect(parseDraft({ id: KEY, kind: 'blanco', fields: 'amount=1' })).toBeNull();
    expect(parseDraft({ id: KEY, kind: 7, fields: {} })).toBeNull();
  });

  it('keeps each form’s kind, 200 fields at most, names up to 100 characters and values up to 2,000', () => {
    for (const kind of ['blanco', 'leasing', 'inventoryFinancing', 'priceTag']) expect(parseDraft({ id: KEY, kind, fields: {} })?.kind).toBe(kind);
    const many = Object.fromEntries(Array.from({ length: 201 }, (_, index) => [`f${index}`, 'x']));
    expect(Object.keys(parseDraft({ id: KEY, kind: 'blanco', fields: many })!.fields)).toHaveLength(200);
    const fields = { ['n'.repeat(100)]: 'a', ['n'.repeat(101)]: 'b', long: 'y'.repeat(2_001), draft: KEY, count: 3 };
    expect(parseDraft({ id: KEY, kind: 'blanco', fields })!.fields).toEqual({ ['n'.repeat(100)]: 'a', long: 'y'.repeat(2_000) });
  });

  it('a price tag is named by its plate and car, opened on its page, and needs the loan’s role like each product its own', () => {
    expect(summariseDraft({ id: KEY, kind: 'priceTag', fields: { numberPlate: 'ABC123', vehicle: 'Volvo V60', heading: 'x' }, updatedAt: 1 }).label).toBe(
      'ABC123 Volvo V60',
    );
    expect(summariseDraft({ id: KEY, kind: 'leasing', fields: { 'contactPerson.name': 'Eva', 'vehicle.brand': 'Saab' }, updatedAt: 1 }).label).toBe('Eva Saab');
    expect(draftHref('priceTag', 'a b')).toBe('/price-tag?draft=a%20b');
    expect(draftHref('blanco', KEY)).toBe(`/blanco/apply?draft=${KEY}`);
    expect([draftRole('priceTag'), draftRole('blanco'), draftRole('leasing'), draftRole('inventoryFinancing')]).toEqual([
      'BLANCO',
      'BLANCO',
      'LEASING',
      'BUSINESS_FINANCE',
    ]);
    expect(draftKindKey('leasing')).toBe('routes.leasing');
  });

  it('is kept 30 days from its last change: gone at exactly 30 days, there a millisecond before', () => {
    const day = 86_400_000;
    expect(draftExpired(0, DRAFT_DAYS * day)).toBe(true);
    expect(draftExpired(0, DRAFT_DAYS * day - 1)).toBe(false);
  });

  it('is named by its product’s fields, and opened on its form with its id as the key', () => {
    const draft = { id: KEY, kind: 'blanco' as const, fields: { 'applicant.firstname': 'Sigrid', 'applicant.lastname': ' Utkastsson ' }, updatedAt: 1 };
    expect(summariseDraft(draft).label).toBe('Sigrid Utkastsson');
    expect(summariseDraft({ ...draft, kind: 'leasing', fields: {} }).label).toBe('');
    expect(draftHref('inventoryFinancing', KEY)).toBe(`/inventory-financing/apply?draft=${KEY}`);
  });
});

describe('what follows the user', () => {
  it('writes only list states and the cart, a deleted one as null', () => {
    const values: Record<string, unknown> = { blancoListState: 'sort=oldest', pointShopCart: [{ articleId: 'a', quantity: 2 }], tokens: { secret: true } };
    expect(followedChanges(['blancoListState', 'pointShopCart', 'tokens', 'leasingSearch'], (key) => values[key])).toEqual({
      blancoListState: '"sort=oldest"',
      pointShopCart: '[{"articleId":"a","quantity":2}]',
      leasingSearch: null,
    });
  });

  it('forgets a search or list state that holds a personal identity number, of any Nordic country', () => {
    const values: Record<string, unknown> = {
      blancoSearch: '198503129820',
      leasingSearch: 'Lindqvist 850312-9820',
      inventoryFinancingSearch: '131052-308T',
      pointShopSearch: '010190-1234',
      blancoListState: 'search=850312%2D9820&sort=oldest',
      marketPlaceSearch: 'Volvo V60 2021',
      leasingListState: 'search=BL-100001',
    };
    expect(followedChanges(Object.keys(values), (key) => values[key])).toEqual({
      blancoSearch: null,
      leasingSearch: null,
      inventoryFinancingSearch: null,
      pointShopSearch: null,
      blancoListState: null,
      marketPlaceSearch: '"Volvo V60 2021"',
      leasingListState: '"search=BL-100001"',
    });
  });

  it('puts back only the keys it knows, and skips what it cannot read', () => {
    expect(followedValues({ blancoListState: '"sort=oldest"', tokens: '{}', leasingSearch: '{broken' })).toEqual([['blancoListState', 'sort=oldest']]);
  });
});

describe('live events', () => {
  const event: LiveEvent = {
    type: 'leadStatus',
    organisation: 'SE:5561234567',
    userId: null,
    product: 'blanco',
    id: 'lead-1',
    reference: 'BL-100001',
    status: 'APPROVED',
    points: null,
  };

  it('concern the lead’s page, its list and Home; a balance the header', () => {
    expect(liveTopics(event)).toEqual(['lead:lead-1', 'leads:blanco', 'home']);
    expect(liveTopics({ ...event, type: 'pointBalance', product: null, id: null })).toEqual(['balance']);
  });

  it('an order’s result concerns the orders and the balance, a purchase the purchases and Home; a lead without id its list', () => {
    expect(liveTopics({ type: 'orderResult', product: null, id: 'o1' })).toEqual(['orders', 'balance']);
    expect(liveTopics({ type: 'purchase', product: null, id: 'p1' })).toEqual(['purchases', 'home']);
    expect(liveTopics({ type: 'leadStatus', product: 'leasing', id: null })).toEqual(['leads:leasing', 'home']);
    expect(liveTopics({ type: 'leadStatus', product: null, id: null })).toEqual(['home']);
  });

  it('are told to a user who chose them: the bank’s answers, signing and payout, nothing else', () => {
    expect(['APPROVED', 'DENIED', 'SUPPLEMENT', 'PAID_OUT'].map((status) => noticeOf({ type: 'leadStatus', status }))).toEqual([
      'bankApproved',
      'bankDenied',
      'bankSupplement',
      null,
    ]);
    expect(noticeOf({ type: 'leadStatus', status: null })).toBeNull();
    expect(noticeOf({ type: 'signed', status: null })).toBe('signed');
    expect(noticeOf({ type: 'paidOut', status: null })).toBe('paidOut');
    expect(noticeOf({ type: 'pointBalance', status: 'APPROVED' })).toBeNull();
  });

  it('are sent as server-sent events with their sequence number as id', () => {
    expect(eventLine(7, event)).toBe(`id: 7\ndata: ${JSON.stringify(event)}\n\n`);
    expect(positionLine(8)).toBe('event: position\nid: 8\ndata: -\n\n');
    expect(keptEvents([{ seq: 9, body: JSON.stringify({ ...event, userId: 'me' }) }], 'me')).toHaveLength(1);
    expect(keptEvents([], 'me')).toEqual([]);
  });

  it('a reconnecting page gets what it missed that was meant for its user, else where the stream stands', () => {
    const rows = [
      { seq: 4, body: JSON.stringify(event) },
      { seq: 5, body: JSON.stringify({ ...event, userId: 'someone-else' }) },
    ];
    expect(keptEvents(rows, 'me')).toEqual([`id: 4\ndata: ${JSON.stringify(event)}\n\n`]);
    expect(keptEvents([rows[1]!], 'me')).toEqual(['event: position\nid: 5\ndata: -\n\n']);
  });
});

describe('the webhook signature', () => {
  const body = JSON.stringify({
    id: 'event-0001',
    event: { type: 'leadStatus', organisation: 'SE:5561234567', product: 'blanco', id: 'lead-1', status: 'SIGNED' },
  });

  it('is taken when signed with the secret, up to 5 minutes either way, and not a second later', async () => {
    const now = 1_800_000_000;
    expect(await checkWebhook('s3cret', await signWebhook('s3cret', body, now - SIGNATURE_TOLERANCE_S), body, now)).toBe('ok');
    expect(await checkWebhook('s3cret', await signWebhook('s3cret', body, now + SIGNATURE_TOLERANCE_S), body, now)).toBe('ok');
    expect(await checkWebhook('s3cret', await signWebhook('s3cret', body, now - SIGNATURE_TOLERANCE_S - 1), body, now)).toBe('stale');
  });

  it('is refused with another secret, another body, no header, or no secret configured', async () => {
    const now = 1_800_000_000;
    const signature = await signWebhook('s3cret', body, now);
    expect(await checkWebhook('other', signature, body, now)).toBe('forged');
    expect(await checkWebhook('s3cret', signature, body.replace('SIGNED', 'PAID_OUT'), now)).toBe('forged');
    expect(await checkWebhook('s3cret', null, body, now)).toBe('unsigned');
    expect(await checkWebhook('', signature, body, now)).toBe('unsigned');
    expect(await checkWebhook('s3cret', `${signature}0`, body, now)).toBe('forged');
    expect(await checkWebhook('s3cret', signature.slice(0, -1), body, now)).toBe('forged');
    expect(signature).toMatch(new RegExp(`^t=${now},v1=[0-9a-f]{64}$`));
  });

  it('takes every registered lead product’s every status, and no product the registry does not have', () => {
    for (const { key } of LEAD_PRODUCTS) {
      for (const status of LEAD_STATUSES) {
        const event = parseWebhookBody(
          JSON.stringify({ id: 'event-0001', event: { type: 'leadStatus', organisation: 'SE:5561234567', product: key, id: 'lead-1', status } }),
        )?.event;
        expect(event, `${key} ${status}`).toMatchObject({ product: key, status });
      }
    }
    expect(
      parseWebhookBody(
        JSON.stringify({ id: 'event-0001', event: { type: 'leadStatus', organisation: 'SE:5561234567', product: 'mortgage', status: 'APPROVED' } }),
      ),
    ).toBeNull();
  });

  it('reads an event the portal knows, and nothing else', () => {
    expect(parseWebhookBody(body)?.event).toMatchObject({ type: 'leadStatus', userId: null, points: null });
    expect(parseWebhookBody(body.replace('leadStatus', 'mortgageStatus'))).toBeNull();
    expect(parseWebhookBody(body.replace('SE:5561234567', 'NO:123'))).toBeNull();
    expect(parseWebhookBody('{')).toBeNull();
    for (const product of ['leasing', 'inventoryFinancing']) expect(parseWebhookBody(body.replace('"blanco"', `"${product}"`))?.event.product).toBe(product);
    for (const organisation of ['xSE:5561234567', 'SE:5561234567 ', 'SE:']) expect(parseWebhookBody(body.replace('SE:5561234567', organisation))).toBeNull();
    const withReference = (reference: string) => parseWebhookBody(body.replace('"id":"lead-1"', `"id":"lead-1","reference":"${reference}"`));
    expect(withReference('BL-123456789012')?.event.reference).toBe('BL-123456789012');
    for (const reference of ['xBL-1', 'BL-1x', 'BL-1234567890123']) expect(withReference(reference)).toBeNull();
    for (const id of ['event-01', 'e'.repeat(64)]) expect(parseWebhookBody(body.replace('event-0001', id))?.id).toBe(id);
    for (const id of ['event-1', 'e'.repeat(65), ' event-0001', 'event-0001!']) expect(parseWebhookBody(body.replace('event-0001', id))).toBeNull();
  });
});
