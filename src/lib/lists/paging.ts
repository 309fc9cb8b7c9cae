// Pages of a list as the Partner API sends them (0-based), and the links a pager shows.

export interface ListPage<Row> {
  content: Row[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/** Page links to show: first, last, and two either side of the current one. */
export function pageWindow(current: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([0, totalPages - 1, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((page) => page >= 0 && page < totalPages).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const page of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && page - last > 1) out.push('gap');
    out.push(page);
  }
  return out;
}

/**
 * The last page when the asked one lies beyond it (a saved page 7 after the list shrank, or a
 * hand-made URL), so the dealer sees rows instead of an empty list; null when the page is fine.
 */
export function lastPageIfBeyond(page: Pick<ListPage<unknown>, 'page' | 'totalPages'>): number | null {
  return page.totalPages > 0 && page.page >= page.totalPages ? page.totalPages - 1 : null;
}

/**
 * A link within a list, never the bare path: a bare path takes the dealer back to the saved list
 * state (SPEC §2), so "page 1" from page 2 of an otherwise unfiltered list would lead to page 2 again.
 */
export const inListHref = (href: string): string => (href.includes('?') ? href : `${href}?page=0`);
