// Opening the user menu refreshes the point balance (SPEC §2). A few lines of plain
// script instead of an island: the header is on every page.
import { POINT_BALANCE_PATH } from '../lib/shop/point-balance';

/** Asks the portal for the balance and writes it wherever the page shows it. */
export function refreshPointBalance(root: Document): Promise<void> {
  return fetch(POINT_BALANCE_PATH, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<{ text: string }>) : null))
    .then((body) => {
      if (!body) return;
      for (const element of root.querySelectorAll('[data-point-balance]')) element.textContent = body.text;
    })
    .catch(() => undefined);
}

export function refreshPointBalanceOnOpen(root: Document): void {
  const menu = root.getElementById('user-menu');
  if (!menu) return;
  menu.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState === 'open') void refreshPointBalance(root);
  });
}
