// Number plates of the three countries (NORDIC.md "Number plates"): the shape of an ordinary
// plate and one canonical spelling. Dependency-free, so the portal's forms and backend/ share it.
// The check is the documented shape only; letters a register never issues (SE I, V) are left to
// the register, which answers "no vehicle for the plate".

type PlateCountry = 'SE' | 'FI' | 'DK';

/** What each country's plate looks like, for a field's help ("for example ABC 123"). */
export const PLATE_EXAMPLE: Record<PlateCountry, string> = { SE: 'ABC 123', FI: 'ABC-123', DK: 'AB 12 345' };

/** Upper case, without spaces and hyphens: how a plate is compared whatever way it was typed. */
function compact(raw: string): string {
  return raw.normalize('NFC').toLocaleUpperCase('sv').replace(/[\s-]/g, '');
}

// SE: three letters (no Å, Ä, Ö, Q) + two digits + a digit or, since 2019, a letter.
const SWEDISH = /^([A-PR-Z]{3})(\d{2}[A-PR-Z\d])$/;
// FI mainland: 2-3 letters (Å, Ä, Ö allowed) + 1-3 digits, never starting with 0.
const FINNISH = /^([A-ZÅÄÖ]{2,3})([1-9]\d{0,2})$/;
// Åland: ÅL + up to five digits, or ÅL + a letter + up to four digits.
const ALAND = /^(ÅL)([1-9]\d{0,4})$|^(ÅL[A-ZÅÄÖ])([1-9]\d{0,3})$/;
// DK: two letters + five digits.
const DANISH = /^([A-Z]{2})(\d{5})$/;

/**
 * The canonical plate, or undefined when it is not a plate of the country:
 * SE `ABC 123` / `ABC 12A`, FI `ABC-123` (Åland `ÅL-12345`, `ÅLA-1234`), DK `AB 12345`.
 */
export function canonicalNumberPlate(country: PlateCountry, raw: string): string | undefined {
  const plate = compact(raw);
  if (country === 'SE') {
    const match = SWEDISH.exec(plate);
    return match ? `${match[1]} ${match[2]}` : undefined;
  }
  if (country === 'DK') {
    const match = DANISH.exec(plate);
    return match ? `${match[1]} ${match[2]}` : undefined;
  }
  if (plate.startsWith('ÅL')) {
    const match = ALAND.exec(plate);
    if (!match) return undefined;
    return match[1] ? `${match[1]}-${match[2]}` : `${match[3]}-${match[4]}`;
  }
  const match = FINNISH.exec(plate);
  return match ? `${match[1]}-${match[2]}` : undefined;
}
