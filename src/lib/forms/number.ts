// A number as a dealer types it, written any of the Nordic ways. No import: backend/ reads it too.

/** "125 000", "125 000 kr", "125000,50" and the Danish "125.000" all read as numbers; empty is null, anything else NaN. */
export function parseNumber(raw: string): number | null {
  const text = raw
    .trim()
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/(kr\.?|sek|dkk|eur|€|%)$/i, '');
  if (text === '') return null;
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) return Number(text.replace(/\./g, '').replace(',', '.'));
  if (/^-?\d+([.,]\d+)?$/.test(text)) return Number(text.replace(',', '.'));
  return Number.NaN;
}
