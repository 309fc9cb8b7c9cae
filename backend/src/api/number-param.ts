import { wrongData } from './errors.ts';

/** A path or query value as a finite number, else 400 WRONG_DATA naming it. */
export function numberParam(value: string | undefined, name: string): number {
  const number = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(number)) throw wrongData(`${name}: must be a number`);
  return number;
}
