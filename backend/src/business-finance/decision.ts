// The credit decision of an inventory financing lead, by the vehicle's price (listed in
// backend/README.md and docs/decisions/0029): most stock cars are approved; an expensive one needs
// more from the dealer; a very expensive one is denied.
import type { LeadStatus } from '../../../src/lib/api/leads.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';

/** From this price (the country's currency) the outcome is SUPPLEMENT_CONTACT_US, and DENIED. */
const DECISION_PRICES: Record<CountryCode, { supplement: number; denied: number }> = {
  SE: { supplement: 1_000_000, denied: 1_500_000 },
  FI: { supplement: 100_000, denied: 150_000 },
  DK: { supplement: 750_000, denied: 1_100_000 },
};

export function inventoryOutcomeFor(country: CountryCode, price: number): LeadStatus {
  const limits = DECISION_PRICES[country];
  if (price >= limits.denied) return 'DENIED';
  if (price >= limits.supplement) return 'SUPPLEMENT_CONTACT_US';
  return 'APPROVED';
}
