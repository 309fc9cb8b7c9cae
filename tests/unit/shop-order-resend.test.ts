// A checkout posted again with the key of the order just placed (SPEC §2: one order per key, and
// nothing silently lost): the same send lands on that order; a changed cart or address is told.
import { beforeEach, describe, expect, it } from 'vitest';
import { orderFingerprint, resentCheckout, type LastOrder } from '../../src/lib/shop/order';

const ADDRESS = { address: 'Storgatan 12', att: 'Anna Andersson', city: 'Malmö', zip: '211 22' };
const last = (after: string): LastOrder => ({ idempotencyKey: 'key-1', orderId: 'ord-1', after });

describe('an order’s fingerprint', () => {
  it('is the same for the same lines in another order and the same address written in another field order', () => {
    const a = orderFingerprint(
      [
        { articleId: 'art-se-02', quantity: 1 },
        { articleId: 'art-se-01', quantity: 2 },
      ],
      ADDRESS,
    );
    const b = orderFingerprint(
      [
        { articleId: 'art-se-01', quantity: 2 },
        { articleId: 'art-se-02', quantity: 1 },
      ],
      { zip: '211 22', city: 'Malmö', att: 'Anna Andersson', address: 'Storgatan 12' },
    );
    expect(a).toBe(b);
  });

  it('differs when an article is added, a quantity changes or the address does', () => {
    const base = orderFingerprint([{ articleId: 'art-se-01', quantity: 2 }], ADDRESS);
    expect(
      orderFingerprint(
        [
          { articleId: 'art-se-01', quantity: 2 },
          { articleId: 'art-se-03', quantity: 1 },
        ],
        ADDRESS,
      ),
    ).not.toBe(base);
    expect(orderFingerprint([{ articleId: 'art-se-01', quantity: 3 }], ADDRESS)).not.toBe(base);
    expect(orderFingerprint([{ articleId: 'art-se-01', quantity: 2 }], { ...ADDRESS, city: 'Lund' })).not.toBe(base);
    expect(orderFingerprint([], ADDRESS)).not.toBe(orderFingerprint([], { ...ADDRESS, zip: '211 23' }));
  });
});

describe('a checkout sent again', () => {
  let emptied: string;
  beforeEach(() => {
    emptied = orderFingerprint([], ADDRESS);
  });

  it('with a key no order used is a new order', () => {
    expect(resentCheckout(undefined, 'key-1', emptied)).toBe('fresh');
    expect(resentCheckout(last(emptied), 'key-2', emptied)).toBe('fresh');
  });

  it('with the last order’s key and nothing changed since (a double click, a retry) lands on that order', () => {
    expect(resentCheckout(last(emptied), 'key-1', emptied)).toBe('sameOrder');
  });

  it('with the last order’s key after an article was added or the address changed is told, not ordered as that order', () => {
    expect(resentCheckout(last(emptied), 'key-1', orderFingerprint([{ articleId: 'art-se-03', quantity: 1 }], ADDRESS))).toBe('changedSince');
    expect(resentCheckout(last(emptied), 'key-1', orderFingerprint([], { ...ADDRESS, att: 'Erik Svensson' }))).toBe('changedSince');
  });
});
