// What a loan's details page says of its price (SPEC §2 BlancoDetails): the rate, the desired
// rate only where it differs from it, and from the monthly-cost call the effective rate and the
// total to pay, as the application form showed them.

/** The desired rate when it says something the rate does not: null when none was given or it is the same. */
export function desiredRateShown(lead: { interestRate: number; desiredInterestRate: number | null }): number | null {
  return lead.desiredInterestRate !== null && lead.desiredInterestRate !== lead.interestRate ? lead.desiredInterestRate : null;
}
