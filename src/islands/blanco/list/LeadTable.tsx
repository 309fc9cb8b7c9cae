import type { LeadSummary } from '../../../lib/api/blanco';
import { formatDate, formatMoney, formatPercent } from '../../../lib/format';
import type { TimeZone } from '../../../lib/countries';
import type { Locale } from '../../../lib/i18n';
import type { Translate } from '../../../lib/messages';
import { statusLabelKey } from '../../../lib/blanco/status';
import { StatusBadge } from './StatusBadge';

interface Props {
  rows: LeadSummary[];
  t: Translate;
  locale: Locale;
  currency: 'SEK' | 'EUR' | 'DKK';
  timeZone: TimeZone;
  detailsHref: (id: string) => string;
}

// The loan list from md: a table that fits the standard layout's width at 1280 px without
// wrapping a name (issue 9): the seller's column waits for 2xl. Below md the cards
// (LeadCards) take its place.
export function LeadTable({ rows, t, locale, currency, timeZone, detailsHref }: Props) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t('blanco.list.caption')}</caption>
        <thead className="whitespace-nowrap bg-slate-50 text-left text-xs font-semibold text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-3">{t('blanco.list.reference')}</th>
            <th scope="col" className="px-3 py-3">{t('blanco.list.applicant')}</th>
            <th scope="col" className="px-3 py-3 text-right">{t('blanco.list.amount')}</th>
            <th scope="col" className="hidden px-3 py-3 text-right md:table-cell">{t('blanco.list.rate')}</th>
            <th scope="col" className="px-3 py-3">{t('blanco.list.status')}</th>
            <th scope="col" className="hidden px-3 py-3 lg:table-cell">{t('blanco.list.created')}</th>
            <th scope="col" className="hidden px-3 py-3 xl:table-cell">{t('blanco.list.facility')}</th>
            <th scope="col" className="hidden px-3 py-3 2xl:table-cell">{t('blanco.list.seller')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50">
              <td className="whitespace-nowrap px-3 py-3 font-medium">
                <a href={detailsHref(row.id)} className="text-sky-800 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-700">{row.reference}</a>
              </td>
              <td className="w-full max-w-0 px-3 py-3">
                {/* The name column takes the width the others leave: a name as long as the API
                    allows keeps to one line and the table to the layout's width. */}
                <span className="block truncate" title={row.applicantName}>{row.applicantName}</span>
              </td>
              <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums">{formatMoney(row.amount, currency, locale)}</td>
              <td className="hidden whitespace-nowrap px-3 py-3 text-right tabular-nums md:table-cell">{formatPercent(row.interestRate, locale)}</td>
              <td className="px-3 py-3"><StatusBadge status={row.status} label={t(statusLabelKey(row.status))} /></td>
              <td className="hidden whitespace-nowrap px-3 py-3 lg:table-cell">{formatDate(row.createdAt, locale, timeZone)}</td>
              <td className="hidden whitespace-nowrap px-3 py-3 xl:table-cell">{row.facility.name}</td>
              <td className="hidden whitespace-nowrap px-3 py-3 2xl:table-cell">{row.createdBy.name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
