// Vehicle identification numbers (ISO 3779): 17 characters, digits and capital letters without
// I, O and Q. The ninth character is a check digit only in North America (WMI starting 1-5, the
// US, Canada and Mexico, 49 CFR 565); elsewhere makers may put anything there, so it is checked
// only for those. Dependency-free, so the portal's forms and backend/ share it.

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const LETTER_VALUES = 'A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9';

function valueOf(char: string): number {
  if (/\d/.test(char)) return Number(char);
  const index = LETTER_VALUES.indexOf(char);
  return Number(LETTER_VALUES[index + 1]);
}

/**
 * The North-American check digit of a well-formed VIN: '0'-'9' or 'X'.
 * @internal exported for its unit tests
 */
export function vinCheckDigit(vin: string): string {
  const sum = [...vin].reduce((total, char, index) => total + valueOf(char) * WEIGHTS[index]!, 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Built for North America: its check digit is compulsory. */
function northAmerican(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

/** The VIN in capitals without spaces, or undefined when it is not one. */
export function canonicalVin(raw: string): string | undefined {
  const vin = raw.toUpperCase().replace(/\s/g, '');
  if (!VIN.test(vin)) return undefined;
  if (northAmerican(vin) && vin[8] !== vinCheckDigit(vin)) return undefined;
  return vin;
}
