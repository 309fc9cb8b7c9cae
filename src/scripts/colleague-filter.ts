// The colleagues table's search and role filter, in place: rows are hidden, never fetched again,
// and nothing typed reaches an address. Without this script every colleague is listed.
import { colleagueMatches } from '../lib/organisation/colleagues';

export function filterColleagues(root: Document): void {
  const filters = root.getElementById('colleague-filters');
  const search = root.getElementById('colleague-search') as HTMLInputElement | null;
  const role = root.getElementById('colleague-role') as HTMLSelectElement | null;
  const none = root.getElementById('colleague-no-match');
  if (!filters || !search || !role || !none) return;
  filters.hidden = false;
  const rows = [...root.querySelectorAll<HTMLTableRowElement>('tr[data-colleague]')];
  const apply = () => {
    let shown = 0;
    for (const row of rows) {
      const match = colleagueMatches({ text: row.dataset.colleague ?? '', roles: (row.dataset.roles ?? '').split(' ') }, search.value, role.value);
      row.hidden = !match;
      if (match) shown += 1;
    }
    none.hidden = shown > 0;
  };
  search.addEventListener('input', apply);
  role.addEventListener('change', apply);
}
