// The shape of a personal identity number as a browser checks it while the dealer types (the
// date and check digit are the server's): what each country writes passes, anything else not.
import { describe, expect, it } from 'vitest';
import { looksLikePersonalId } from '../../src/lib/forms/personal-id-shape';

describe('a personal identity number typed in a browser', () => {
  it.each([
    ['SE', '850312-9820'],
    ['SE', '8503129820'],
    ['SE', '19850312-9820'],
    ['SE', '198503129820'],
    ['SE', '191203129820'],
    ['SE', '120312+9820'],
    ['SE', ' 850312 - 9820 '],
    ['FI', '131052-308T'],
    ['FI', '010199A123N'],
    ['FI', '010100+123A'],
    ['FI', '010101Y1234'],
    ['DK', '010190-1234'],
    ['DK', '0101901234'],
  ] as const)('%s %j has the shape of one', (country, typed) => {
    expect(looksLikePersonalId(country, typed)).toBe(true);
  });

  it.each([
    ['SE', '85031-9820'],
    ['SE', '8503129820x'],
    ['SE', '1985031298201'],
    ['SE', ''],
    ['SE', 'Anna'],
    ['FI', '131052*308T'],
    ['FI', '131052-308'],
    ['FI', '131052-308TT'],
    ['FI', '131052Z308T'],
    ['DK', '010190-123'],
    ['DK', '01019012345'],
    ['DK', '010190+1234'],
  ] as const)('%s %j has not', (country, typed) => {
    expect(looksLikePersonalId(country, typed)).toBe(false);
  });
});
