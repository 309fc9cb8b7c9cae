// Number plates for seeded cars, from the seeded random numbers.
import { pick, randomDigits, type Random } from './seed.ts';

/** Swedish plates have no I, Q, V or Å, Ä, Ö. */
export const PLATE_LETTERS = 'ABCDEFGHJKLMNOPRSTUWXYZ';

export const plateLetters = (random: Random, count: number) => Array.from({ length: count }, () => pick(random, [...PLATE_LETTERS])).join('');

/** ABC 123 or ABC 12D, as likely. */
export const swedishPlate = (random: Random) =>
  `${plateLetters(random, 3)} ${randomDigits(random, 2)}${random() < 0.5 ? randomDigits(random, 1) : plateLetters(random, 1)}`;
