// The loan: amount, rate (only the price list steps whose bounds include the amount can be
// chosen, once JavaScript runs), term, the price list as a table, and the live cost.
import type { CreditProduct, PriceList } from '../../../lib/api/blanco';
import { parseNumber } from '../../../lib/forms/number';
import { overallBounds, stepOfRate, stepsFor, termsFor } from '../../../lib/blanco/bounds';
import { formatPercent, moneyIn } from '../../../lib/format';
import type { Locale } from '../../../lib/i18n';
import { FieldMessages } from '../../forms/Field';
import { fieldId, groupAmount, type FormContext } from '../../forms/fields';
import type { CostState } from './useMonthlyCost';

export interface LoanValues {
  amount: string;
  interestRate: string;
  term: string;
}

interface Props {
  ctx: FormContext;
  locale: Locale;
  priceList: PriceList;
  product: CreditProduct;
  values: LoanValues;
  onChange: (values: LoanValues) => void;
  /** The amount's message, bound messages included, already translated. */
  amountError: string | undefined;
  cost: CostState;
}

const LEGEND = 'text-base font-semibold';

export function LoanFields({ ctx, locale, priceList, product, values, onChange, amountError, cost }: Props) {
  const { t } = ctx;
  const money = moneyIn(priceList.currency, locale);
  const amount = parseNumber(values.amount);
  const known = amount !== null && Number.isFinite(amount);
  const fitting = known ? stepsFor(amount, priceList.steps) : priceList.steps;
  const step = stepOfRate(parseNumber(values.interestRate), priceList.steps);
  const terms = ctx.hydrated ? termsFor(step, priceList.steps) : termsFor(null, priceList.steps);
  const amountId = fieldId('amount');
  const rateError = ctx.errorOf('interestRate');
  const termError = ctx.errorOf('term');
  const range = (terms: readonly number[]) => (terms.length > 3 ? `${Math.min(...terms)}–${Math.max(...terms)}` : terms.join(', '));
  const { lowest, highest } = overallBounds(product, priceList.steps);

  function chooseRate(rate: string) {
    const next = stepOfRate(parseNumber(rate), priceList.steps);
    const term = next && next.terms.includes(Number(values.term)) ? values.term : '';
    onChange({ ...values, interestRate: rate, term });
  }

  return (
    <fieldset className="space-y-5">
      <legend className="text-lg font-semibold">{t('blancoApply.loan.legend')}</legend>

      <div>
        <label htmlFor={amountId} className="block text-sm font-medium text-slate-800">
          {t('blancoApply.loan.amount')}
        </label>
        <input
          id={amountId}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          // Grouped in place (the DOM already holds the new text, so the re-render leaves the caret where it is).
          onChange={(event) => onChange({ ...values, amount: groupAmount(event.target) })}
          onBlur={() => ctx.onBlur('amount')}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={`${amountId}-help${amountError ? ` ${amountId}-error` : ''}`}
          className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 ${amountError ? 'border-red-600' : 'border-slate-300'}`}
        />
        <FieldMessages id={amountId} help={t('blancoApply.loan.amountHelp', { min: money(lowest), max: money(highest) })} error={amountError} />
      </div>

      <fieldset id={fieldId('interestRate')} aria-describedby={rateError ? `${fieldId('interestRate')}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('blancoApply.loan.rate')}</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          {priceList.steps.map((candidate) => {
            const value = String(candidate.interestRate);
            const selected = values.interestRate === value;
            const fits = fitting.includes(candidate);
            const disabled = ctx.hydrated && !fits && !selected;
            const id = `${fieldId('interestRate')}-${value.replace('.', '_')}`;
            return (
              <label
                key={value}
                htmlFor={id}
                className={`flex items-center gap-3 rounded-md border px-3 py-2 ${selected ? 'border-sky-700 bg-sky-50' : 'border-slate-300'} ${disabled ? 'text-slate-400' : ''}`}
              >
                <input
                  id={id}
                  type="radio"
                  name="interestRate"
                  value={value}
                  checked={selected}
                  disabled={disabled}
                  onChange={() => chooseRate(value)}
                  onBlur={() => ctx.onBlur('interestRate')}
                  aria-invalid={rateError ? true : undefined}
                  aria-describedby={disabled ? `${id}-why` : undefined}
                  className="h-4 w-4 accent-sky-800"
                />
                <span>
                  <span className="font-medium">{formatPercent(candidate.interestRate, locale)}</span>{' '}
                  <span className="text-sm">{t('blancoApply.loan.rateRange', { min: money(candidate.minAmount), max: money(candidate.maxAmount) })}</span>
                  {disabled && (
                    <span id={`${id}-why`} className="block text-xs">
                      {t('blancoApply.loan.rateUnavailable')}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
        <FieldMessages id={fieldId('interestRate')} error={rateError} />
      </fieldset>

      <div>
        <label htmlFor={fieldId('term')} className="block text-sm font-medium text-slate-800">
          {t('blancoApply.loan.term')}
        </label>
        <select
          id={fieldId('term')}
          name="term"
          value={values.term}
          onChange={(event) => onChange({ ...values, term: event.target.value })}
          onBlur={() => ctx.onBlur('term')}
          aria-invalid={termError ? true : undefined}
          aria-describedby={termError ? `${fieldId('term')}-error` : undefined}
          className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 ${termError ? 'border-red-600' : 'border-slate-300'}`}
        >
          <option value="">{t('blancoApply.choose')}</option>
          {terms.map((months) => (
            <option key={months} value={String(months)}>
              {t('blancoApply.loan.months', { count: months })}
            </option>
          ))}
        </select>
        <FieldMessages id={fieldId('term')} error={termError} />
      </div>

      <CostSummary ctx={ctx} cost={cost} money={money} locale={locale} />

      <details className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
        <summary className="cursor-pointer font-medium">{t('blancoApply.priceList.title')}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{t('blancoApply.priceList.title')}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">
                {t('blancoApply.priceList.rate')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('blancoApply.priceList.amount')}
              </th>
              <th scope="col" className="py-1">
                {t('blancoApply.priceList.terms')}
              </th>
            </tr>
          </thead>
          <tbody>
            {priceList.steps.map((candidate) => (
              <tr key={candidate.interestRate} className="border-t border-slate-200">
                <td className="py-1 pr-3">{formatPercent(candidate.interestRate, locale)}</td>
                <td className="py-1 pr-3">
                  {money(candidate.minAmount)}–{money(candidate.maxAmount)}
                </td>
                <td className="py-1">{range(candidate.terms)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </fieldset>
  );
}

function CostSummary({ ctx, cost, money, locale }: { ctx: FormContext; cost: CostState; money: (amount: number) => string; locale: Locale }) {
  const { t } = ctx;
  return (
    <section aria-labelledby="cost-title" className="rounded-md border border-slate-200 p-4">
      <h2 id="cost-title" className={LEGEND}>
        {t('blancoApply.cost.title')}
      </h2>
      <div aria-live="polite" className="mt-2">
        {cost.kind === 'idle' && <p className="text-sm text-slate-600">{t('blancoApply.cost.prompt')}</p>}
        {cost.kind === 'loading' && <p className="text-sm text-slate-600">{t('blancoApply.cost.loading')}</p>}
        {cost.kind === 'error' && (
          <div className="text-sm text-red-700">
            <p>{t(cost.messageKey)}</p>
            {cost.retry && (
              <button type="button" onClick={cost.retry} className="mt-1 font-medium underline">
                {t('unavailable.retry')}
              </button>
            )}
          </div>
        )}
        {cost.kind === 'ready' && (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt>{t('blancoApply.cost.monthly')}</dt>
            <dd className="text-right text-base font-semibold">{money(cost.cost.monthlyCost)}</dd>
            <dt>{t('blancoApply.cost.total')}</dt>
            <dd className="text-right">{money(cost.cost.totalCost)}</dd>
            <dt>{t('blancoApply.cost.effectiveRate')}</dt>
            <dd className="text-right">{formatPercent(cost.cost.effectiveRate, locale)}</dd>
            <dt>{t('blancoApply.cost.fees')}</dt>
            <dd className="text-right">{t('blancoApply.cost.feesValue', { setupFee: money(cost.cost.setupFee), monthlyFee: money(cost.cost.monthlyFee) })}</dd>
          </dl>
        )}
      </div>
    </section>
  );
}
