import { describe, expect, it } from 'vitest';
import { draftExpired, draftHref, parseDraft, summariseDraft, DRAFT_DAYS } from '../../src/lib/dealer-state/drafts';
import { followedChanges, followedValues } from '../../src/lib/dealer-state/follows-user';
import { keptEvents, liveTopics, type LiveEvent } from '../../src/lib/dealer-state/live-events';
import { checkWebhook, parseWebhookBody, signWebhook, SIGNATURE_TOLERANCE_S } from '../../src/lib/dealer-state/webhook';

const KEY = '0b6f2a36-4a3c-4f0e-9d52-1c0e8f2b7a11';

describe('drafts', () => {
  it('keeps the typed text of a known form, never its key, its button or a file', () => {
    expect(parseDraft({ id: KEY, kind: 'blanco', fields: { 'applicant.firstname': 'Sigrid', idempotencyKey: KEY, intent: 'lookup', file: { name: 'x' } } }))
      .toEqual({ id: KEY, kind: 'blanco', fields: { 'applicant.firstname': 'Sigrid' } });
  });

  it('refuses an id that is no form key and a kind no form has', () => {
    expect(parseDraft({ id: 'not-a-key', kind: 'blanco', fields: {} })).toBeNull();
    expect(parseDraft({ id: KEY, kind: 'mortgage', fields: {} })).toBeNull();
    expect(parseDraft(null)).toBeNull();
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
    expect(followedChanges(['blancoListState', 'pointShopCart', 'tokens', 'leasingSearch'], (key) => values[key]))
      .toEqual({ blancoListState: '"sort=oldest"', pointShopCart: '[{"articleId":"a","quantity":2}]', leasingSearch: null });
  });

  it('puts back only the keys it knows, and skips what it cannot read', () => {
    expect(followedValues({ blancoListState: '"sort=oldest"', tokens: '{}', leasingSearch: '{broken' })).toEqual([['blancoListState', 'sort=oldest']]);
  });
});

describe('live events', () => {
  const event: LiveEvent = { type: 'leadStatus', organisation: 'SE:5561234567', userId: null, product: 'blanco', id: 'lead-1', reference: 'BL-100001', status: 'APPROVED', points: null };

  it('concern the lead’s page, its list and Home; a balance the header', () => {
    expect(liveTopics(event)).toEqual(['lead:lead-1', 'leads:blanco', 'home']);
    expect(liveTopics({ ...event, type: 'pointBalance', product: null, id: null })).toEqual(['balance']);
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
  const body = JSON.stringify({ id: 'event-0001', event: { type: 'leadStatus', organisation: 'SE:5561234567', product: 'blanco', id: 'lead-1', status: 'SIGNED' } });

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
  });

  it('reads an event the portal knows, and nothing else', () => {
    expect(parseWebhookBody(body)?.event).toMatchObject({ type: 'leadStatus', userId: null, points: null });
    expect(parseWebhookBody(body.replace('leadStatus', 'mortgageStatus'))).toBeNull();
    expect(parseWebhookBody(body.replace('SE:5561234567', 'NO:123'))).toBeNull();
    expect(parseWebhookBody('{')).toBeNull();
  });
});
