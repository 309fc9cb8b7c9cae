// One send per click for a form whose post must not be repeated (the marketplace's binding
// purchase): the hidden idempotency key already makes a second post buy nothing more; this keeps
// the second click from posting at all. Coming back to the page (back button) allows a send again.
export function sendOnce(selector: string): void {
  const form = document.querySelector<HTMLFormElement>(selector);
  if (!form) return;
  let sent = false;
  form.addEventListener('submit', (event) => {
    if (sent) event.preventDefault();
    sent = true;
  });
  window.addEventListener('pageshow', () => {
    sent = false;
  });
}
