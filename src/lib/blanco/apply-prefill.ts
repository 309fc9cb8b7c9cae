// The loan application's prefill from a link (the price tag's QR code, SPEC §2 PriceTag): the
// parameter names backend/ writes into the code and the page reads. A module of its own, used on the
// server only, so the apply form's island (which imports ./apply) carries none of the price tag's schema.
/** The apply form's prefill parameters in the QR code's URL: amount and term, never a person. */
export const APPLY_PREFILL = { amount: 'amount', term: 'term' } as const;

/** The amount and term a link may fill in: whole numbers only, and nothing else from the address. */
export function applyPrefill(search: URLSearchParams): Record<string, string> {
  const prefill: Record<string, string> = {};
  for (const name of [APPLY_PREFILL.amount, APPLY_PREFILL.term]) {
    const value = search.get(name)?.trim() ?? '';
    if (/^\d{1,7}$/.test(value)) prefill[name] = String(Number(value));
  }
  return prefill;
}
