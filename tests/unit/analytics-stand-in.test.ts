// backend/'s analytics stand-in reads a batch however posthog-js sends it.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeCapture } from '../../backend/src/stand-ins/analytics.ts';

const batch = [
  { event: '$pageview', properties: { $current_url: 'http://se.localhost/blanco' } },
  { event: 'uncaught_error', properties: { message: 'x' } },
];
const expected = [
  { event: '$pageview', properties: { $current_url: 'http://se.localhost/blanco' } },
  { event: 'uncaught_error', properties: { message: 'x' } },
];

describe('the analytics stand-in', () => {
  it('reads a JSON batch, a gzip-js one and base64 form data alike', () => {
    const json = new TextEncoder().encode(JSON.stringify(batch));
    expect(decodeCapture(json, undefined)).toEqual(expected);
    expect(decodeCapture(new Uint8Array(gzipSync(json)), 'gzip-js')).toEqual(expected);
    const form = new TextEncoder().encode(`data=${encodeURIComponent(Buffer.from(JSON.stringify(batch)).toString('base64'))}&compression=base64`);
    expect(decodeCapture(form, 'base64')).toEqual(expected);
  });

  it('reads one event and a { batch } object', () => {
    expect(decodeCapture(new TextEncoder().encode(JSON.stringify(batch[0])), undefined)).toEqual([expected[0]]);
    expect(decodeCapture(new TextEncoder().encode(JSON.stringify({ batch })), undefined)).toEqual(expected);
  });
});
