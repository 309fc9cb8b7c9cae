// The price tag's plate lookup in place (the form is a plain GET form: without JavaScript its lookup
// button loads the page with the vehicle written in). Here the same address is fetched and the parts
// the lookup changes are swapped in: the plate, the mileage and the vehicle fields with their
// messages, the lookup's notice and the error summary. The rest of the form, and what is typed in
// it, stays as it is; the address becomes the lookup's, as without JavaScript.
/** As src/lib/price-tag/price-tag.ts names it (VEHICLE_LOOKUP_INTENT, under INTENT_PARAM): that module is not shipped to the browser. */
const LOOKUP_INTENT = 'lookupVehicle';
/** The parts of the form a lookup changes (their markup is the page's own). */
const SWAPPED_FIELDS = ['numberPlate', 'mileageKm', 'vehicle'] as const;
const SWAPPED_PARTS = ['price-tag-lookup-notice', 'price-tag-error-summary'] as const;
const TIMEOUT_MS = 8_000;

export function lookUpInPlace(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-price-tag]');
  if (!form) return;
  /** Set when the lookup goes the plain way after all: the next submit is the browser's own. */
  let plain = false;
  form.addEventListener('submit', async (event) => {
    const submitter = event.submitter as HTMLButtonElement | null;
    if (plain || submitter?.name !== 'intent' || submitter.value !== LOOKUP_INTENT) return;
    event.preventDefault();
    const query = new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    query.set('intent', LOOKUP_INTENT);
    const url = `${form.action}?${query}`;
    submitter.setAttribute('aria-busy', 'true');
    submitter.disabled = true;
    try {
      const response = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      // 400 is the page with the lookup's messages (an unknown plate): an answer like any other.
      if (response.status >= 500) throw new Error(`lookup answered ${response.status}`);
      const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
      // Sent elsewhere (signed out, the terms to accept): that page, as without JavaScript.
      if (!fresh.querySelector('form[data-price-tag]')) throw new Error('the answer is not the price tag');
      for (const name of SWAPPED_FIELDS) {
        const now = form.querySelector(`[name="${name}"]`)?.parentElement;
        const next = fresh.querySelector(`form[data-price-tag] [name="${name}"]`)?.parentElement;
        if (now && next) now.replaceWith(document.importNode(next, true));
      }
      for (const id of SWAPPED_PARTS) {
        const now = document.getElementById(id);
        const next = fresh.getElementById(id);
        if (now && next) now.replaceWith(document.importNode(next, true));
      }
      history.replaceState(history.state, '', response.url || url);
      // The draft and the live cost hear of the vehicle written in.
      form.dispatchEvent(new Event('change', { bubbles: true }));
      form.querySelector<HTMLElement>('[autofocus]')?.focus();
    } catch {
      // No usable answer: the lookup goes the way it goes without JavaScript, once.
      submitter.removeAttribute('aria-busy');
      submitter.disabled = false;
      plain = true;
      form.requestSubmit(submitter);
      return;
    }
    submitter.removeAttribute('aria-busy');
    submitter.disabled = false;
  });
}
