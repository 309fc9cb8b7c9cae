// The price tag form's live monthly cost (the form itself is a plain GET form that works without
// JavaScript): as the dealer types, the portal endpoint gets the price, down payment, term and rate
// as typed (in the query: a car's amounts, nothing about a person) and answers the sentence to show, formatted and translated (this script imports no
// module, so it shares none with the apply form's island). Shown in a polite live region.
const DEBOUNCE_MS = 250;
/** The portal answers within its own budget (ADR 0013); this only guards against a lost connection. */
const TIMEOUT_MS = 8_000;
const TYPED = ['cashPrice', 'downPayment', 'term', 'interestRate'] as const;

/**
 * An amount's thousands grouped as it is typed (Danish with a point, else a space), the caret after the
 * same digit: what the application forms do (lib/forms/group-digits.ts), written here so that this
 * script stays inline and shares no chunk with an island (the inventory form's 90 KB budget).
 */
function groupAsTyped(input: HTMLInputElement): void {
  const group = document.documentElement.lang.startsWith('da') ? '.' : ' ';
  const plain = (text: string) => text.replace(group === '.' ? /[\s\u00a0.]/g : /[\s\u00a0]/g, '');
  const [, whole, rest = ''] = /^(\d{1,15})([.,]\d*)?$/.exec(plain(input.value)) ?? [];
  if (!whole) return;
  const text = whole.replace(/\B(?=(\d{3})+$)/g, group) + rest;
  const kept = plain(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
  let caret = 0;
  for (let seen = 0; caret < text.length && seen < kept; caret++) if (text[caret] !== group) seen++;
  input.value = text;
  input.setSelectionRange(caret, caret);
}

export function enhancePriceTag(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-price-tag]');
  const out = form?.querySelector<HTMLElement>('[data-live-cost]');
  if (!form || !out) return;
  const { costUrl, prompt, loading, unavailable } = out.dataset;
  out.hidden = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;

  const typed = () => {
    const data = new FormData(form);
    return Object.fromEntries(TYPED.map((name) => [name, String(data.get(name) ?? '').trim()]));
  };
  const recalculate = () => {
    clearTimeout(timer);
    const values = typed();
    if (values.cashPrice === '' || values.term === '' || values.interestRate === '') {
      asked++;
      out.textContent = prompt ?? '';
      return;
    }
    out.textContent = loading ?? '';
    timer = setTimeout(async () => {
      const ask = ++asked;
      let text = unavailable ?? '';
      try {
        const response = await fetch(`${costUrl ?? ''}?${new URLSearchParams(values)}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const answer = (await response.json()) as { text?: unknown };
        if (typeof answer.text === 'string') text = answer.text;
      } catch {
        // No answer: the preview button still calculates it after a round-trip.
      }
      if (ask === asked) out.textContent = text;
    }, DEBOUNCE_MS);
  };
  form.addEventListener('input', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.inputMode === 'decimal') groupAsTyped(event.target);
    recalculate();
  });
  form.addEventListener('change', recalculate);
  recalculate();
}
