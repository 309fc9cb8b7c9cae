// The inventory financing form's few helps with JavaScript (the form works without them):
// the guarantor hidden while "the guarantor is the signatory" is ticked, the seller's number
// shown only for a company and refused at once when it is the dealer's own, the credit amount and
// daily cost kept live (the portal endpoint reads the typed amounts and formats both: the script
// shares no module with the form islands, which would split one into a chunk of its own), and one
// send per click.
import { isDealersOwnNumber } from '../lib/inventory-financing/money';

const DEBOUNCE_MS = 300;

export function enhanceInventoryApply(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-inventory-apply]');
  if (!form) return;
  const data = form.dataset;
  const input = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`);

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
    const own = isDealersOwnNumber((data.country ?? 'SE') as 'SE', sellerNumber.value, data.dealerNumber ?? '');
    const id = `${sellerNumber.id}-error`;
    let message = document.getElementById(id);
    if (own) {
      if (!message) {
        const created = document.createElement('p');
        created.id = id;
        created.className = 'mt-1 text-sm text-red-700';
        sellerNumber.insertAdjacentElement('afterend', created);
        sellerNumber.setAttribute('aria-describedby', [sellerNumber.getAttribute('aria-describedby'), id].filter(Boolean).join(' '));
        message = created;
      }
      message.textContent = data.sellerIsDealer ?? '';
      sellerNumber.setAttribute('aria-invalid', 'true');
    } else if (message && message.textContent === data.sellerIsDealer) {
      message.textContent = '';
      sellerNumber.removeAttribute('aria-invalid');
    }
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
        const body = JSON.stringify({ price: input('vehicle.price')?.value ?? '', downPayment: input('downPayment')?.value ?? '' });
        const response = await fetch(data.dailyCostUrl ?? '', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
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

  // The hidden key makes one lead of a double click; this keeps the second click from posting at all.
  let sent = false;
  form.addEventListener('submit', (event) => {
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== 'send') return;
    if (sent) event.preventDefault();
    sent = true;
  });
  window.addEventListener('pageshow', () => { sent = false; });
}
