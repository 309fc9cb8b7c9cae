// The islands read their action's answer for plain data without devalue's parse (docs/decisions/0061):
// what devalue wrote must read back the same, and anything else must fail, never read wrongly.
import { parse, stringify } from 'devalue';
import { describe, expect, it } from 'vitest';
import { parsePlainAnswer } from '../../src/lib/forms/plain-answer';

describe('an action’s plain answer', () => {
  const answers: Record<string, unknown> = {
    'a created application': { status: 'created', leadId: 'bl-1', href: '/blanco/bl-1?submitted=1' },
    'a form with its errors': {
      status: 'invalid',
      fieldErrors: { amount: ['errors.amountMin'], 'coApplicant.email': ['errors.email', 'errors.required'] },
      message: null,
      idempotencyKey: 'k-1',
      done: false,
    },
    'numbers at the edges': {
      min: 0,
      negativeZero: -0,
      max: Number.MAX_SAFE_INTEGER,
      rate: 6.95,
      nan: Number.NaN,
      up: Number.POSITIVE_INFINITY,
      down: Number.NEGATIVE_INFINITY,
    },
    'undefined members and nested arrays': { missing: undefined, lines: [[1, 2], [], ['a', null]], flags: [true, false] },
    'the same string twice': { first: 'same', second: 'same', list: ['same'] },
    'a bare string': 'ok',
    'a bare number': 42,
    null: null,
    undefined: undefined,
    'an empty object': {},
  };
  for (const [name, value] of Object.entries(answers)) {
    it(`reads ${name} as devalue’s parse does`, () => {
      const body = stringify(value);
      expect(parsePlainAnswer(body)).toEqual(parse(body));
    });
  }

  it('reads a bare -0 as -0', () => {
    expect(Object.is(parsePlainAnswer(stringify(-0)), -0)).toBe(true);
  });

  it('keeps a sparse array’s holes', () => {
    // eslint-disable-next-line no-sparse-arrays
    const body = stringify([1, , 3]);
    const read = parsePlainAnswer(body) as unknown[];
    expect(read).toHaveLength(3);
    expect(1 in read).toBe(false);
    expect(read[2]).toBe(3);
  });

  it('keeps one object answered in two places as one', () => {
    const shared = { id: 'x' };
    const read = parsePlainAnswer(stringify({ a: shared, b: shared })) as { a: object; b: object };
    expect(read.a).toBe(read.b);
  });

  it('refuses the types only devalue’s parse revives', () => {
    for (const value of [new Date('2026-11-27T08:00:00Z'), new Map([['a', 1]]), new Set([1]), new URL('https://example.com'), /x/g, 10n, new Uint8Array([1])]) {
      expect(() => parsePlainAnswer(stringify({ value }))).toThrow();
    }
  });

  it('refuses what devalue never writes: not JSON, no array, an index past the end, a key that would reach the prototype', () => {
    for (const body of ['<html>', '{}', '[]', '[{"a":5}]', '-7', '[{"a":"1"}]', '[{"__proto__":1},{"polluted":2}]']) {
      expect(() => parsePlainAnswer(body), body).toThrow();
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
