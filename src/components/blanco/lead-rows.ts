// The loan list's rows as markup: the table's rows from md and the phone's cards below it
// (issue 9), 50 of each at most. Built with `html` (every value escaped) rather than as a
// component per row: that halves the list page's worker CPU (docs/decisions/0023).
import type { LeadStatus, LeadSummary } from '../../lib/api/blanco';
import type { TimeZone } from '../../lib/countries';
import { formatDate, formatMoney, formatPercent } from '../../lib/format';
import type { Locale } from '../../lib/i18n';
import { html, type SafeHtml } from '../../lib/ui/html';

export interface RowContext {
  locale: Locale;
  currency: 'SEK' | 'EUR' | 'DKK';
  timeZone: TimeZone;
  detailsHref: (id: string) => string;
  badge: (status: LeadStatus) => SafeHtml;
}

/** A row's values as text, formatted once for both the table and the cards. */
export interface LeadRow extends LeadSummary {
  href: string;
  amountText: string;
  rateText: string;
  createdText: string;
}

export function leadRows(rows: readonly LeadSummary[], { locale, currency, timeZone, detailsHref }: Omit<RowContext, 'badge'>): LeadRow[] {
  return rows.map((row) => ({
    ...row,
    href: detailsHref(row.id),
    amountText: formatMoney(row.amount, currency, locale),
    rateText: formatPercent(row.interestRate, locale),
    createdText: formatDate(row.createdAt, locale, timeZone),
  }));
}

/**
 * Table rows: the name column takes the width the others leave, so a name as long as the API
 * allows keeps to one line and the table to the layout's width; the seller waits for 2xl.
 */
export function leadTableRows(rows: readonly LeadRow[], badge: RowContext['badge']): SafeHtml {
  return html`${rows.map(
    (row) =>
      html`<tr class="hover:bg-slate-50"><td class="row-cell font-medium"><a href="${row.href}" class="row-link">${row.reference}</a></td><td class="w-full max-w-0 px-3 py-3"><span class="block truncate" title="${row.applicantName}">${row.applicantName}</span></td><td class="row-cell text-right tabular-nums">${row.amountText}</td><td class="row-cell hidden text-right tabular-nums md:table-cell">${row.rateText}</td><td class="px-3 py-3">${badge(row.status)}</td><td class="row-cell hidden lg:table-cell">${row.createdText}</td><td class="row-cell hidden xl:table-cell">${row.facility.name}</td><td class="row-cell hidden 2xl:table-cell">${row.createdBy.name}</td></tr>`,
  )}`;
}

export interface CardLabels {
  applicant: string;
  amount: string;
  created: string;
  seller: string;
  status: string;
}

/**
 * Cards: the status on the first line so a phone's first screen shows several, every field
 * with its label, each value on one line (the details page shows it whole).
 */
export function leadCards(rows: readonly LeadRow[], labels: CardLabels, badge: RowContext['badge']): SafeHtml {
  const field = (label: string, value: string, look: string) => html`<div class="min-w-0"><dt class="list-card-label">${label}</dt><dd class="${look}" title="${value}">${value}</dd></div>`;
  return html`${rows.map(
    (row) =>
      html`<li class="list-card"><div class="list-card-head"><a href="${row.href}" class="list-card-link">${row.reference}</a><p class="min-w-0"><span class="sr-only">${labels.status}: </span>${badge(row.status)}</p></div><dl class="list-card-fields">${field(labels.applicant, row.applicantName, 'truncate font-medium')}${field(labels.amount, row.amountText, 'truncate tabular-nums')}${field(labels.created, row.createdText, 'truncate tabular-nums')}${field(labels.seller, row.createdBy.name, 'truncate')}</dl></li>`,
  )}`;
}
