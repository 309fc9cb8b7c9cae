import { describe, expect, it } from 'vitest';
import { today } from '../../src/lib/blanco/apply';
import { COUNTRIES } from '../../src/lib/countries';

// The apply form refuses dates after "today": today in the dealer's own country (countries.ts).
describe("the apply form's today, per country", () => {
  it.each([
    ['SE', '2026-01-14T22:59:00Z', '2026-01-14T23:00:00Z'],
    ['FI', '2026-01-14T21:59:00Z', '2026-01-14T22:00:00Z'],
    ['DK', '2026-01-14T22:59:00Z', '2026-01-14T23:00:00Z'],
  ] as const)('%s: a minute before local midnight is still the 14th, midnight is the 15th', (country, before, after) => {
    const zone = COUNTRIES[country].timeZone;
    expect(today(zone, new Date(before))).toBe('2026-01-14');
    expect(today(zone, new Date(after))).toBe('2026-01-15');
  });

  it('is already tomorrow in Finland while it is still today in Sweden and Denmark', () => {
    const instant = new Date('2026-06-30T21:30:00Z');
    expect(today(COUNTRIES.FI.timeZone, instant)).toBe('2026-07-01');
    expect(today(COUNTRIES.SE.timeZone, instant)).toBe('2026-06-30');
    expect(today(COUNTRIES.DK.timeZone, instant)).toBe('2026-06-30');
  });

  it('is the current day when no instant is given', () => {
    const expected = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    expect(today('Europe/Stockholm')).toBe(expected);
  });
});
