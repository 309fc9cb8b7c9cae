import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;
// Verified against when the email is unknown, so both paths cost one scrypt.
const DUMMY_HASH = `scrypt$${'00'.repeat(16)}$${'00'.repeat(KEY_LENGTH)}`;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, saltHex, keyHex] = (stored || DUMMY_HASH).split('$');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return Boolean(stored) && timingSafeEqual(actual, expected);
}

/** The activation rules: at least 8 characters, a lowercase letter, an uppercase letter and a digit. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push('Password must be at least 8 characters');
  if (!/\p{Ll}/u.test(password)) problems.push('Password must contain a lowercase letter');
  if (!/\p{Lu}/u.test(password)) problems.push('Password must contain an uppercase letter');
  if (!/\d/.test(password)) problems.push('Password must contain a digit');
  return problems;
}
