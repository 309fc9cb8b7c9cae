import { pageWindow } from '../../../lib/blanco/list-query';
import type { Translate } from '../../../lib/messages';

interface Props {
  page: number;
  totalPages: number;
  href: (page: number) => string;
  onNavigate: (page: number) => void;
  t: Translate;
}

export function Pagination({ page, totalPages, href, onNavigate, t }: Props) {
  if (totalPages <= 1) return null;
  const link = 'inline-flex min-w-9 items-center justify-center rounded-md border px-3 py-1.5 text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-700';
  const go = (target: number) => (event: React.MouseEvent) => {
    event.preventDefault();
    onNavigate(target);
  };
  return (
    <nav aria-label={t('blanco.list.pagination')} className="flex flex-wrap items-center justify-center gap-1">
      {page > 0 && <a href={href(page - 1)} onClick={go(page - 1)} className={`${link} border-slate-300 bg-white hover:bg-slate-50`}>{t('blanco.list.previous')}</a>}
      {pageWindow(page, totalPages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="px-2 text-slate-500">…</span>
        ) : (
          <a
            key={item}
            href={href(item)}
            onClick={go(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('blanco.list.page', { page: item + 1 })}
            className={`${link} ${item === page ? 'border-sky-800 bg-sky-800 text-white' : 'border-slate-300 bg-white hover:bg-slate-50'}`}
          >
            {item + 1}
          </a>
        ),
      )}
      {page < totalPages - 1 && <a href={href(page + 1)} onClick={go(page + 1)} className={`${link} border-slate-300 bg-white hover:bg-slate-50`}>{t('blanco.list.next')}</a>}
    </nav>
  );
}
