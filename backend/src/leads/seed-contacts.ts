// How a seeded person is reached: a mobile number of the country and name.surname@example.com.
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { between, type Random } from './seed.ts';

const PHONE: Record<CountryCode, (random: Random) => string> = {
  SE: (random) => `+46 70 ${between(random, 100, 999)} ${between(random, 10, 99)} ${between(random, 10, 99)}`,
  FI: (random) => `+358 40 ${between(random, 100, 999)} ${between(random, 1000, 9999)}`,
  DK: (random) => `+45 2${between(random, 0, 9)} ${between(random, 10, 99)} ${between(random, 10, 99)} ${between(random, 10, 99)}`,
};

export const seedPhone = (random: Random, country: CountryCode) => PHONE[country](random);

/** A name in the lowercase letters a–z (ø and æ spelt out, accents dropped) for an address. */
const ascii = (text: string) =>
  text
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');

export const seedEmail = (firstname: string, lastname: string) => `${ascii(firstname)}.${ascii(lastname)}@example.com`;
