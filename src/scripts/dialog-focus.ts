// Tab and Shift+Tab wrap around inside an open modal dialog, so focus never leaves it
// (the browser alone would let it out to its own toolbar).
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Moves focus to the other end when Tab would leave the dialog; true when it did. */
export function wrapFocus(dialog: Element, event: KeyboardEvent, active: Element | null): boolean {
  if (event.key !== 'Tab') return false;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return false;
  const outside = !dialog.contains(active);
  const target = event.shiftKey ? (active === first || outside ? last : null) : active === last || outside ? first : null;
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}

export function keepFocusInModalDialogs(root: Document): void {
  root.addEventListener('keydown', (event) => {
    const dialog = [...root.querySelectorAll('dialog[open]')].find((candidate) => candidate.matches(':modal'));
    if (dialog) wrapFocus(dialog, event, root.activeElement);
  });
}
