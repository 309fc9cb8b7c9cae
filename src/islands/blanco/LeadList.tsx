// The loan list (SPEC §2): search, filters, sort and pages. Server-rendered as plain forms
// and links that work without JavaScript; with it, the search is live and changes load in
// place (the URL follows the filters, never the search, and the back button works).
// Below md the filters fold behind a native <details> ("Filter (n active)", no script
// needed) and the results come first as cards; from md the filters stand open (global.css).
import { useEffect, useRef, useState } from 'react';
import { LEAD_SORTS } from '../../lib/api/blanco-values';
import type { Facility } from '../../lib/api/schemas';
import { activeFilterCount, filtersFromSearchParams, hasFilters, listHref, PAGE_SIZES, type ListFilters } from '../../lib/blanco/list-query';
import type { TimeZone } from '../../lib/countries';
import type { Locale } from '../../lib/i18n';
import { createTranslate, type MessageMap } from '../../lib/messages';
import { buttonClass } from '../../lib/ui/button';
import { BADGE_ICON_PATHS } from '../../lib/ui/badge-icons';
import type { LeadPageData } from './list/types';
import { LeadCards } from './list/LeadCards';
import { LeadTable } from './list/LeadTable';
import { Pagination } from './list/Pagination';
import { StatusFilter } from './list/StatusFilter';

interface Props {
  path: string;
  initial: LeadPageData | null;
  filters: ListFilters;
  search: string;
  facilities: Facility[];
  messages: MessageMap;
  locale: Locale;
  currency: 'SEK' | 'EUR' | 'DKK';
  timeZone: TimeZone;
  detailsPath: string;
}

const SEARCH_DELAY_MS = 300;
/** The portal answers within its own budget (ADR 0013); this only guards against a lost connection. */
const LOAD_TIMEOUT_MS = 8_000;

export default function LeadList(props: Props) {
  const t = createTranslate(props.messages);
  const [filters, setFilters] = useState(props.filters);
  const [search, setSearch] = useState(props.search);
  const [data, setData] = useState(props.initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(props.initial === null);
  const [live, setLive] = useState(false);
  const latest = useRef(0);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  async function load(nextFilters: ListFilters, nextSearch: string, history: 'push' | 'none' = 'push') {
    const ticket = ++latest.current;
    setFilters(nextFilters);
    setLoading(true);
    const href = listHref(props.path, nextFilters);
    if (history === 'push' && href !== window.location.pathname + window.location.search) window.history.pushState(null, '', href);
    try {
      const response = await fetch('/api/blanco/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ search: nextSearch, filters: nextFilters }),
        redirect: 'manual',
        signal: AbortSignal.timeout(LOAD_TIMEOUT_MS),
      });
      // Signed out meanwhile: the page itself takes the dealer to sign-in.
      if (response.status === 401 || response.type === 'opaqueredirect') {
        window.location.reload();
        return;
      }
      if (!response.ok) throw new Error(String(response.status));
      const page = (await response.json()) as LeadPageData;
      if (ticket !== latest.current) return;
      setData(page);
      setFailed(false);
    } catch {
      if (ticket === latest.current) setFailed(true);
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }

  useEffect(() => {
    setLive(true);
    const onPop = () => void load(filtersFromSearchParams(new URLSearchParams(window.location.search)), search, 'none');
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  });

  const change = (patch: Partial<ListFilters>) => void load({ ...filters, page: 0, ...patch }, search);
  const onSearchInput = (value: string) => {
    setSearch(value);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => void load({ ...filters, page: 0 }, value), SEARCH_DELAY_MS);
  };
  const formAction = listHref(props.path, filters);
  const detailsHref = (id: string) => `${props.detailsPath}/${encodeURIComponent(id)}`;
  const activeCount = activeFilterCount(filters);
  const field = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm';

  return (
    <div className="space-y-3 sm:space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <form method="post" action={formAction} role="search" className="flex flex-1 items-end gap-2" onSubmit={(event) => {
          event.preventDefault();
          void load({ ...filters, page: 0 }, search);
        }}>
          <div className="flex-1">
            <label htmlFor="lead-search" className="block text-sm font-medium text-slate-800">{t('blanco.list.search')}</label>
            <input id="lead-search" name="search" type="search" value={search} autoComplete="off" onChange={(event) => onSearchInput(event.target.value)} className={field} />
          </div>
          <button type="submit" className={buttonClass({ variant: 'secondary' })}>{t('blanco.list.searchButton')}</button>
        </form>
        {search && (
          <form method="post" action={formAction} onSubmit={(event) => {
            event.preventDefault();
            setSearch('');
            void load({ ...filters, page: 0 }, '');
          }}>
            <input type="hidden" name="search" value="" />
            <button type="submit" className={buttonClass({ variant: 'ghost' })}>{t('blanco.list.resetSearch')}</button>
          </form>
        )}
      </div>

      <details className="lead-filters rounded-xl border border-slate-200 bg-white">
        <summary className="flex cursor-pointer items-center justify-between gap-2 rounded-xl px-4 py-2.5 text-sm font-medium text-slate-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-700 md:hidden">
          {activeCount > 0 ? t('blanco.list.filtersActive', { count: activeCount }) : t('blanco.list.filters')}
          <svg viewBox="0 0 24 24" className="lead-filters-chevron h-5 w-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true"><path d={BADGE_ICON_PATHS.chevron} /></svg>
        </summary>
        <form method="get" action={props.path} className="grid gap-3 p-4 pt-1 sm:grid-cols-2 md:pt-4 lg:grid-cols-4" onSubmit={(event) => {
          event.preventDefault();
          change({});
        }}>
          <StatusFilter chosen={filters.statuses} live={live} onChange={(statuses) => change({ statuses })} t={t} />
          <div>
            <label htmlFor="lead-facility" className="block text-sm font-medium text-slate-800">{t('blanco.list.facilityFilter')}</label>
            <select id="lead-facility" name="facility" value={filters.facilityId ?? ''} onChange={(event) => change({ facilityId: event.target.value || null })} className={field}>
              <option value="">{t('blanco.list.allFacilities')}</option>
              {props.facilities.map((facility) => <option key={facility.id} value={facility.id}>{facility.name}</option>)}
            </select>
          </div>
          <fieldset>
            <legend className="block text-sm font-medium text-slate-800">{t('blanco.list.personFilter')}</legend>
            <div className="mt-2 flex gap-4 text-sm">
              <label className="flex items-center gap-2"><input type="radio" name="mine" value="" checked={!filters.mine} onChange={() => change({ mine: false })} className="accent-sky-800" />{t('blanco.list.everyone')}</label>
              <label className="flex items-center gap-2"><input type="radio" name="mine" value="1" checked={filters.mine} onChange={() => change({ mine: true })} className="accent-sky-800" />{t('blanco.list.onlyMine')}</label>
            </div>
          </fieldset>
          <div>
            <label htmlFor="lead-sort" className="block text-sm font-medium text-slate-800">{t('blanco.list.sort')}</label>
            <select id="lead-sort" name="sort" value={filters.sort} onChange={(event) => change({ sort: event.target.value as ListFilters['sort'] })} className={field}>
              {LEAD_SORTS.map((sort) => <option key={sort} value={sort}>{t(`blanco.list.sorts.${sort}`)}</option>)}
            </select>
          </div>
          <div>
            <label htmlFor="lead-size" className="block text-sm font-medium text-slate-800">{t('blanco.list.pageSize')}</label>
            <select id="lead-size" name="size" value={filters.size} onChange={(event) => change({ size: Number(event.target.value) as ListFilters['size'] })} className={field}>
              {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
            </select>
          </div>
          <div className="flex items-end gap-3 lg:col-span-4">
            {!live && <button type="submit" className={buttonClass({ size: 'sm' })}>{t('blanco.list.applyFilters')}</button>}
            {hasFilters(filters) && (
              <a href={`${props.path}?reset=1`} onClick={(event) => {
                event.preventDefault();
                change({ statuses: [], facilityId: null, mine: false, sort: 'newest' });
              }} className={buttonClass({ size: 'sm', variant: 'ghost' })}>{t('blanco.list.resetFilters')}</a>
            )}
          </div>
        </form>
      </details>

      <div aria-busy={loading} aria-live="polite" className={loading ? 'opacity-60 transition-opacity' : ''}>
        {failed ? (
          <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
            <p>{t('unavailable.listTimeout')}</p>
            <a href={formAction} onClick={(event) => {
              event.preventDefault();
              void load(filters, search, 'none');
            }} className={`mt-3 ${buttonClass({ size: 'sm', variant: 'outline', status: 'error' })}`}>{t('blanco.list.retry')}</a>
          </div>
        ) : data && data.content.length > 0 ? (
          <div className="space-y-3 sm:space-y-4">
            <p className="text-sm text-slate-600">{t('blanco.list.count', { count: data.totalElements })}</p>
            <LeadCards rows={data.content} t={t} locale={props.locale} currency={props.currency} timeZone={props.timeZone} detailsHref={detailsHref} />
            <LeadTable rows={data.content} t={t} locale={props.locale} currency={props.currency} timeZone={props.timeZone} detailsHref={detailsHref} />
            <Pagination page={data.page} totalPages={data.totalPages} href={(page) => listHref(props.path, { ...filters, page })} onNavigate={(page) => void load({ ...filters, page }, search)} t={t} />
          </div>
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="font-medium">{t('blanco.list.empty')}</p>
            <p className="mt-1 text-sm text-slate-600">{t('blanco.list.emptyHelp')}</p>
          </div>
        )}
      </div>
    </div>
  );
}
