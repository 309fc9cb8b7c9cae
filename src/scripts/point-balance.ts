// Opening the user menu refreshes the point balance (SPEC §2). A few lines of plain
// script instead of an island: the header is on every page.
import { POINT_BALANCE_PATH } from '../lib/shop/point-balance';

export function refreshPointBalanceOnOpen(root: Document): void {
  const menu = root.getElementById('user-menu');
  if (!menu) return;
  menu.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState !== 'open') return;
    void fetch(POINT_BALANCE_PATH, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<{ text: string }>) : null))
      .then((body) => {
        if (!body) return;
        for (const element of root.querySelectorAll('[data-point-balance]')) element.textContent = body.text;
      })
      .catch(() => undefined);
  });
}
