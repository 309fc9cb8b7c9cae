// The live rent of the leasing application: the rent excl. VAT from rent.ts (the function the
// backend prices the lead with), what the customer pays per month incl. VAT, the deductible share
// of that VAT in the dealer's country, and the low-residual warning (docs/decisions/0027).
import type { LeasingPriceList } from '../../lib/api/leasing-schemas';
import type { CountryCode } from '../../lib/api/schemas';
import { lowResidual } from '../../lib/leasing/apply';
import { monthlyRent, rentProblem } from '../../lib/leasing/rent';
import { leasingVat } from '../../lib/leasing/vat';
import { formatPercent, moneyIn } from '../../lib/format';
import type { Locale } from '../../lib/i18n';
import type { Translate } from '../../lib/messages';

export interface LeaseTerms {
  price: number | null;
  firstRent: number | null;
  residual: number | null;
  months: number | null;
}

interface Props {
  t: Translate;
  locale: Locale;
  country: CountryCode;
  priceList: LeasingPriceList;
  terms: LeaseTerms;
}

/** The rent excl. VAT, or null while the terms cannot be priced (the fields say why). */
function rentOf(priceList: LeasingPriceList, terms: LeaseTerms): number | null {
  const { price, firstRent, residual, months } = terms;
  if (price === null || firstRent === null || residual === null || months === null) return null;
  if (!(price >= priceList.minPrice && price <= priceList.maxPrice)) return null;
  const input = { price, firstRent, residual, months, annualRatePercent: priceList.interestRate };
  return rentProblem(input, priceList) ? null : monthlyRent(input);
}

export function RentSummary({ t, locale, country, priceList, terms }: Props) {
  const money = moneyIn(priceList.currency, locale);
  const rent = rentOf(priceList, terms);
  const vat = rent === null ? null : leasingVat(country, rent);
  const low =
    rent === null || terms.price === null || terms.residual === null || terms.months === null ? null : lowResidual(terms.price, terms.residual, terms.months);
  return (
    <section aria-labelledby="rent-title" className="rounded-md border border-slate-200 p-4">
      <h2 id="rent-title" className="text-base font-semibold">
        {t('leasingApply.rent.title')}
      </h2>
      <div aria-live="polite" className="mt-2 space-y-3">
        {vat === null || rent === null ? (
          <p className="text-sm text-slate-600">{t('leasingApply.rent.prompt')}</p>
        ) : (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt>{t('leasingApply.rent.exclVat')}</dt>
            <dd className="text-right">{money(rent)}</dd>
            <dt>{t('leasingApply.rent.vat', { rate: formatPercent(vat.vatRate * 100, locale) })}</dt>
            <dd className="text-right">{money(vat.vat)}</dd>
            <dt className="font-semibold">{t('leasingApply.rent.inclVat')}</dt>
            <dd className="text-right text-base font-semibold">{money(vat.rentInclVat)}</dd>
            <dt>{t('leasingApply.rent.deductible', { share: formatPercent(vat.deductibleShare * 100, locale) })}</dt>
            <dd className="text-right">{money(vat.deductibleVat)}</dd>
          </dl>
        )}
        {vat !== null && <p className="text-xs text-slate-600">{t(`leasingApply.rent.vatRule.${country}`)}</p>}
        {low && terms.months !== null && (
          <p className="rounded-md panel-warning p-3 text-sm">
            {t('leasingApply.rent.lowResidual', { months: terms.months, percent: formatPercent(low.floorPercent, locale), amount: money(low.floorAmount) })}
          </p>
        )}
      </div>
      <p className="mt-2 text-xs text-slate-600">{t('leasingApply.rent.rate', { rate: formatPercent(priceList.interestRate, locale) })}</p>
    </section>
  );
}
