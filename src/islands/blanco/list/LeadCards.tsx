// The loan list below md (issue 9): one card per application, status on its first line so
// a phone's first screen shows several, every field with its label; no sideways scroll. Each
// value keeps to one line (a name as long as the API allows would otherwise push the next
// cards off the screen); the details page shows it whole.
import type { LeadSummary } from '../../../lib/api/blanco';
import { statusLabelKey } from '../../../lib/blanco/status';
import type { TimeZone } from '../../../lib/countries';
import { formatDate, formatMoney } from '../../../lib/format';
import type { Locale } from '../../../lib/i18n';
import type { Translate } from '../../../lib/messages';
import { StatusBadge } from './StatusBadge';

interface Props {
  rows: LeadSummary[];
  t: Translate;
  locale: Locale;
  currency: 'SEK' | 'EUR' | 'DKK';
  timeZone: TimeZone;
  detailsHref: (id: string) => string;
}

export function LeadCards({ rows, t, locale, currency, timeZone, detailsHref }: Props) {
  const field = (label: string, value: string, extra = '') => (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={`truncate ${extra}`} title={value}>{value}</dd>
    </div>
  );
  return (
    <ul aria-label={t('blanco.list.caption')} className="space-y-2 md:hidden">
      {rows.map((row) => (
        <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
            <a href={detailsHref(row.id)} className="whitespace-nowrap font-medium text-sky-800 underline underline-offset-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-700">
              {row.reference}
            </a>
            <p className="min-w-0"><span className="sr-only">{t('blanco.list.status')}: </span><StatusBadge status={row.status} label={t(statusLabelKey(row.status))} /></p>
          </div>
          <dl className="mt-1.5 grid grid-cols-2 gap-x-4 gap-y-0.5 text-sm">
            {field(t('blanco.list.applicant'), row.applicantName, 'font-medium')}
            {field(t('blanco.list.amount'), formatMoney(row.amount, currency, locale), 'tabular-nums')}
            {field(t('blanco.list.created'), formatDate(row.createdAt, locale, timeZone), 'tabular-nums')}
            {field(t('blanco.list.seller'), row.createdBy.name)}
          </dl>
        </li>
      ))}
    </ul>
  );
}
