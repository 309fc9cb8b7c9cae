// Company identifiers of the three countries (NORDIC.md "Company identifiers"): check digits and
// one canonical spelling. Dependency-free, so the portal's forms and backend/ share it. A Swedish
// sole trader's organisation number is their personnummer: that check needs the personnummer
// package and lives with the backend's personal ids (backend/src/leasing/organizations.ts).

/** Luhn (mod 10) check digit of a digit string, as Bolagsverket, Skatteverket and Bankgirot use it. */
export function luhnCheckDigit(digits: string): number {
  // Doubled from the rightmost digit, whatever the length (a bankgiro has 6 or 7 before its check digit).
  const sum = [...digits].reverse().reduce((total, char, index) => {
    const product = Number(char) * (index % 2 === 0 ? 2 : 1);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * The ten digits of a Swedish number written `NNNNNN-NNNN`, `NNNNNNNNNN` or with the `16` prefix; else undefined.
 * @internal exported for its unit tests
 */
export function swedishTenDigits(raw: string): string | undefined {
  const compact = raw.replace(/[\s-]/g, '');
  if (/^16\d{10}$/.test(compact)) return compact.slice(2);
  return /^\d{10}$/.test(compact) ? compact : undefined;
}

/**
 * A Swedish company's organisationsnummer as `NNNNNN-NNNN`, or undefined: Luhn over the ten
 * digits, and a third digit of 2 or more (a "month" no birth date has), which tells a legal
 * person from a personnummer.
 */
export function swedishCompanyNumber(raw: string): string | undefined {
  const digits = swedishTenDigits(raw);
  if (!digits || Number(digits[2]) < 2) return undefined;
  if (luhnCheckDigit(digits.slice(0, 9)) !== Number(digits[9])) return undefined;
  return `${digits.slice(0, 6)}-${digits.slice(6)}`;
}

const FINNISH_WEIGHTS = [7, 9, 10, 5, 8, 4, 2];

/** Y-tunnus check digit of seven digits: weights 7,9,10,5,8,4,2, mod 11; remainder 0 → 0, 1 → none (undefined), else 11 − r. */
export function finnishCheckDigit(seven: string): number | undefined {
  const remainder = [...seven].reduce((total, char, index) => total + Number(char) * FINNISH_WEIGHTS[index]!, 0) % 11;
  if (remainder === 1) return undefined;
  return remainder === 0 ? 0 : 11 - remainder;
}

/** A Finnish business id (Y-tunnus) as `NNNNNNN-N`, or undefined. Old six-digit ids get their leading zero. */
export function finnishBusinessId(raw: string): string | undefined {
  const match = /^(\d{6,7})-(\d)$/.exec(raw.trim());
  if (!match) return undefined;
  const seven = match[1]!.padStart(7, '0');
  return finnishCheckDigit(seven) === Number(match[2]) ? `${seven}-${match[2]}` : undefined;
}

const CVR_WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 1];

/** A Danish CVR number as eight digits, or undefined: weights 2,7,6,5,4,3,2,1, the sum divisible by 11; spaces and a `DK` prefix allowed. */
export function danishCvr(raw: string): string | undefined {
  const compact = raw.trim().toUpperCase().replace(/^DK/, '').replace(/\s/g, '');
  if (!/^[1-9]\d{7}$/.test(compact)) return undefined;
  const sum = [...compact].reduce((total, char, index) => total + Number(char) * CVR_WEIGHTS[index]!, 0);
  return sum % 11 === 0 ? compact : undefined;
}
