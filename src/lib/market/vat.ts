// What the marketplace says about a car's VAT (NORDIC.md, VAT on cars): a VAT-deductible car
// (SE/DK momsbil, FI alv-auto) has the VAT in its price, which a buying dealer may deduct; a car
// under the margin scheme (SE VMB, FI marginaaliverotus, DK brugtmoms) shows no VAT at all. The
// words per country are the locale's (each locale belongs to one country).
import type { MarketAd } from '../api/market-schemas';

export interface VatText {
  /** Short, for a card or a row: "Momsbil" / "VMB". */
  labelKey: string;
  /** One sentence that explains it to the buyer. */
  explanationKey: string;
  /** The deductible VAT, when the answer has it (with the rate). */
  vatAmount: number | null;
  vatRatePercent: number;
}

export function vatText(ad: Pick<MarketAd, 'vatStatus' | 'vatAmount' | 'vatRatePercent'>): VatText {
  if (ad.vatStatus === 'VAT_DEDUCTIBLE') {
    return {
      labelKey: 'marketPlace.vat.VAT_DEDUCTIBLE.label',
      // Without the amount the sentence still holds, it only cannot name the sum.
      explanationKey: ad.vatAmount === null ? 'marketPlace.vat.VAT_DEDUCTIBLE.explanationNoAmount' : 'marketPlace.vat.VAT_DEDUCTIBLE.explanation',
      vatAmount: ad.vatAmount,
      vatRatePercent: ad.vatRatePercent,
    };
  }
  return {
    labelKey: 'marketPlace.vat.MARGIN_SCHEME.label',
    explanationKey: 'marketPlace.vat.MARGIN_SCHEME.explanation',
    vatAmount: null,
    vatRatePercent: ad.vatRatePercent,
  };
}

/** A car's name as the ad and its photos' alt text give it: make, model and variant. */
export const carName = (ad: Pick<MarketAd, 'make' | 'model' | 'variant'>): string => [ad.make, ad.model, ad.variant].filter(Boolean).join(' ');
