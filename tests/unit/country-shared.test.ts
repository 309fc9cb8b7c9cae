// Home's country-wide blocks kept in the isolate (src/lib/server/country-shared.server.ts): an
// answer is reused until it is ttl old, a failure never, and a ttl of 0 always asks.
import { describe, expect, it } from 'vitest';
import { countryShared } from '../../src/lib/server/country-shared.server';

describe('countryShared', () => {
  it('reuses an answer for the ttl, up to the last millisecond, and asks again after it', async () => {
    let clock = 1_000;
    let asked = 0;
    const load = async () => ++asked;
    const get = () => countryShared('teaser https://api.test/se/', 30_000, load, () => clock);
    expect(await get()).toBe(1);
    clock += 29_999;
    expect(await get()).toBe(1);
    clock += 1;
    expect(await get()).toBe(2);
    expect(asked).toBe(2);
  });

  it('never keeps a failure: the next view asks again', async () => {
    let asked = 0;
    const failing = async () => {
      asked += 1;
      return null;
    };
    expect(await countryShared('vehicles failing', 30_000, failing)).toBeNull();
    expect(await countryShared('vehicles failing', 30_000, failing)).toBeNull();
    expect(asked).toBe(2);
  });

  it('keeps each country apart, and with a ttl of 0 keeps nothing', async () => {
    expect(await countryShared('teaser se', 30_000, async () => 'SE')).toBe('SE');
    expect(await countryShared('teaser fi', 30_000, async () => 'FI')).toBe('FI');
    expect(await countryShared('teaser se', 30_000, async () => 'other')).toBe('SE');
    let asked = 0;
    await countryShared('no cache', 0, async () => ++asked);
    await countryShared('no cache', 0, async () => ++asked);
    expect(asked).toBe(2);
  });
});
