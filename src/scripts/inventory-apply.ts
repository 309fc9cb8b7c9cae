// The inventory financing form's few helps with JavaScript (the form works without them):
// the guarantor hidden while "the guarantor is the signatory" is ticked, the seller's number
// shown only for a company and refused at once when it is the dealer's own, the credit amount and
// daily cost kept live (the portal endpoint formats them), and one send per click.
import { parseNumber } from '../lib/forms/parse';
import { creditAmount, isDealersOwnNumber } from '../lib/inventory-financing/money';

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
  const recalculate = () => {
    const credit = creditAmount(parseNumber(input('vehicle.price')?.value ?? ''), parseNumber(input('downPayment')?.value ?? ''));
    clearTimeout(timer);
    if (credit === null) {
      if (creditOut) creditOut.textContent = '–';
      if (dailyOut) dailyOut.textContent = '–';
      return;
    }
    timer = setTimeout(async () => {
      const ask = ++asked;
      try {
        const response = await fetch(data.dailyCostUrl ?? '', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ credit }) });
        if (!response.ok || ask !== asked) return;
        const cost = (await response.json()) as { credit: string; interestPerDay: string };
        if (creditOut) creditOut.textContent = cost.credit;
        if (dailyOut) dailyOut.textContent = cost.interestPerDay;
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
