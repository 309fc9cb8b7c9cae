// The inventory financing form's few helps with JavaScript (the form works without them):
// the guarantor hidden while "the guarantor is the signatory" is ticked, the seller's number
// shown only for a company and refused at once when it is the dealer's own, the credit amount and
// daily cost kept live (the portal endpoint reads the typed amounts and formats both: the script
// shares no module with the form islands, which would split one into a chunk of its own), the
// vehicle looked up without a page load (POST /api/inventory-financing/vehicle-lookup, which
// answers translated texts; anything else it answers, or no answer, posts the form as without
// JavaScript), and one send per click.
import { isDealersOwnNumber } from '../lib/inventory-financing/money';

const DEBOUNCE_MS = 300;
// The notices' look, as apply.astro renders them after a post.
const NOTICE = 'rounded-md border p-3 ';
const FOUND = 'panel-success';
const UNAVAILABLE = 'panel-warning';

type Control = HTMLInputElement | HTMLSelectElement;
/** The lookup endpoint's answer: a notice (found, with the fields filled; or unavailable), or field errors. */
interface LookupAnswer {
  result: 'found' | 'invalid' | 'notFound' | 'unavailable';
  fields?: Record<string, string>;
  notice?: string;
  errors?: Record<string, string>;
}

const postJson = (url: string | undefined, body: object) =>
  fetch(url ?? '', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

function describedBy(control: Control, id: string, on: boolean): void {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((other) => other && other !== id);
  if (on) ids.push(id);
  if (ids.length > 0) control.setAttribute('aria-describedby', ids.join(' '));
  else control.removeAttribute('aria-describedby');
}

/** A message under the field, tied to it as the page renders one (Field.astro). */
function showError(control: Control, text: string): void {
  const id = `${control.id}-error`;
  let message = document.getElementById(id);
  if (!message) {
    message = document.createElement('p');
    message.id = id;
    message.className = 'mt-1 text-sm text-red-700';
    control.parentElement?.append(message);
  }
  message.textContent = text;
  control.setAttribute('aria-invalid', 'true');
  describedBy(control, id, true);
  control.classList.replace('border-slate-300', 'border-red-600');
}

function clearError(control: Control): void {
  const id = `${control.id}-error`;
  document.getElementById(id)?.remove();
  control.removeAttribute('aria-invalid');
  describedBy(control, id, false);
  control.classList.replace('border-red-600', 'border-slate-300');
}

export function enhanceInventoryApply(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-inventory-apply]');
  if (!form) return;
  const data = form.dataset;
  const input = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`);
  const typed = (name: string) => input(name)?.value ?? '';

  const toggle = form.querySelector<HTMLInputElement>('[data-guarantor-toggle]');
  const guarantor = form.querySelector<HTMLElement>('[data-guarantor]');
  const showGuarantor = () => { if (guarantor && toggle) guarantor.hidden = toggle.checked; };
  toggle?.addEventListener('change', showGuarantor);
  showGuarantor();

  const sellerNumber = input('seller.organizationNumber');
  const sellerNumberBox = sellerNumber?.parentElement;
  const showSellerNumber = () => {
    const kind = form.querySelector<HTMLInputElement>('[name="seller.kind"]:checked')?.value ?? 'COMPANY';
    if (sellerNumberBox) sellerNumberBox.hidden = kind !== 'COMPANY';
  };
  for (const radio of form.querySelectorAll<HTMLInputElement>('[name="seller.kind"]')) radio.addEventListener('change', showSellerNumber);
  showSellerNumber();

  sellerNumber?.addEventListener('change', () => {
    if (isDealersOwnNumber((data.country ?? 'SE') as 'SE', sellerNumber.value, data.dealerNumber ?? '')) showError(sellerNumber, data.sellerIsDealer ?? '');
    else if (document.getElementById(`${sellerNumber.id}-error`)?.textContent === data.sellerIsDealer) clearError(sellerNumber);
  });

  const creditOut = form.querySelector<HTMLElement>('[data-credit]');
  const dailyOut = form.querySelector<HTMLElement>('[data-daily]');
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  const show = (credit: string, daily: string) => {
    if (creditOut) creditOut.textContent = credit;
    if (dailyOut) dailyOut.textContent = daily;
  };
  const recalculate = () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const ask = ++asked;
      try {
        const response = await postJson(data.dailyCostUrl, { price: typed('vehicle.price'), downPayment: typed('downPayment') });
        if (ask !== asked) return;
        // 400: not both amounts yet, or the down payment not below the price.
        if (response.status === 400) return show('–', '–');
        if (!response.ok) return;
        const cost = (await response.json()) as { credit: string; interestPerDay: string };
        show(cost.credit, cost.interestPerDay);
      } catch {
        // The calculate button still shows them after a round-trip.
      }
    }, DEBOUNCE_MS);
  };
  input('vehicle.price')?.addEventListener('input', recalculate);
  input('downPayment')?.addEventListener('input', recalculate);

  const lookupButton = form.querySelector<HTMLButtonElement>('[data-lookup]');
  let postLookup = false;
  /** The vehicle fetched in place; the form's own post when the endpoint gives no answer it knows. */
  const lookUp = async (button: HTMLButtonElement) => {
    const label = button.textContent;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    button.textContent = data.lookingUp ?? label;
    let answer: LookupAnswer | undefined;
    try {
      answer = (await (await postJson(data.lookupUrl, { numberPlate: typed('vehicle.numberPlate'), vin: typed('vehicle.vin'), mileageKm: typed('vehicle.mileageKm') })).json()) as LookupAnswer;
    } catch {
      answer = undefined;
    }
    button.disabled = false;
    button.removeAttribute('aria-busy');
    button.textContent = label;
    const errors = answer?.errors;
    const text = answer?.notice;
    if (!text && !errors) {
      postLookup = true;
      form.requestSubmit(button);
      return;
    }
    // What a lookup's post would show: no earlier summary or vehicle messages, one notice.
    const controls = [...(button.closest('fieldset')?.querySelectorAll<Control>('input, select') ?? [])];
    for (const control of controls) clearError(control);
    for (const old of form.querySelectorAll('[data-lookup-notice], [data-vehicle-missing], [role="alert"]')) old.remove();
    if (errors) {
      const invalid = controls.filter((control) => errors[control.name]);
      for (const control of invalid) showError(control, errors[control.name] ?? '');
      invalid[0]?.focus();
      return;
    }
    for (const [name, value] of Object.entries(answer?.fields ?? {})) {
      const control = form.querySelector<Control>(`[name="${name}"]`);
      if (control) control.value = value;
    }
    const notice = document.createElement('p');
    notice.setAttribute('role', 'status');
    notice.dataset.lookupNotice = '';
    notice.className = NOTICE + (answer?.fields ? FOUND : UNAVAILABLE);
    notice.tabIndex = -1;
    notice.textContent = text ?? '';
    button.after(notice);
    notice.focus();
  };

  // The hidden key makes one lead of a double click; this keeps the second click from posting at all.
  let sent = false;
  form.addEventListener('submit', (event) => {
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter && submitter === lookupButton && !postLookup) {
      event.preventDefault();
      void lookUp(submitter);
    }
    if (submitter?.value !== 'send') return;
    if (sent) event.preventDefault();
    sent = true;
  });
  window.addEventListener('pageshow', () => { sent = postLookup = false; });
}
