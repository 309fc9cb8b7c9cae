// The checkout's order form (SPEC §3 delivery address, §5) on the send lifecycle every form shares
// (docs/decisions/0044): rendered on the server first, so without JavaScript it posts as before;
// in the browser the error summary or the refusal takes focus, the button says it is sending and a
// double click orders once, and leaving with an address typed asks first (the organisation's address
// as filled in asks nothing). The cart's Update and Remove buttons belong to this form
// (form="checkout-order") and post to their own action.
import { useMemo, useState, type FormEvent } from 'react';
import type { CountryCode } from '../../lib/api/schemas';
import { formFields } from '../../lib/forms/validate';
import { createTranslate, type MessageMap } from '../../lib/messages';
import { CHECKOUT_FIELDS, validateCheckout } from '../../lib/shop/checkout';
import { CHECKOUT_MESSAGES, checkoutOutcome, type CheckoutFeedback, type PlaceOrderResult } from '../../lib/shop/checkout-result';
import { deliveryChanged, type DeliveryStart } from '../../lib/shop/delivery';
import { TextField, type FormContext } from '../forms/fields';
import { SendForm } from '../forms/SendForm';
import { useSendForm } from '../forms/useSendForm';

interface Props extends CheckoutFeedback {
  country: CountryCode;
  locale: string;
  messages: MessageMap;
  actionUrl: string;
  idempotencyKey: string;
  /** The delivery address as typed, after a post; on first load the organisation's. */
  initial: Record<string, string>;
  /** What the organisation filled in: leaving with only that asks nothing. */
  organisation: DeliveryStart;
  /** "Order for 1 200 p", the total formatted on the server. */
  sendLabel: string;
  /** Shown under the fields while a line has too little stock. */
  stockHint: string | null;
  supportPhone: string;
}

const FORM = 'checkout' as const;
const AUTOCOMPLETE: Record<(typeof CHECKOUT_FIELDS)[number], string> = { address: 'street-address', att: 'name', city: 'address-level2', zip: 'postal-code' };

export default function CheckoutForm(props: Props) {
  const t = createTranslate(props.messages, props.locale);
  const [problem, setProblem] = useState(props.problem);
  const [dirty, setDirty] = useState(deliveryChanged(props.initial, props.organisation));
  const server = useMemo(
    () => ({ serverErrors: props.serverErrors, serverMessage: props.serverMessage, idempotencyKey: props.idempotencyKey }),
    [props.serverErrors, props.serverMessage, props.idempotencyKey],
  );
  const sender = useSendForm<PlaceOrderResult>({
    form: FORM,
    action: 'placeShopOrder',
    messages: CHECKOUT_MESSAGES,
    t,
    server,
    dirty,
    validate: (form) => {
      const result = validateCheckout(props.country, formFields(new FormData(form)));
      return result.success ? {} : result.fieldErrors;
    },
    outcome: (data) => {
      const read = checkoutOutcome(data);
      setProblem(read.problem);
      return read.outcome;
    },
    params: { phone: props.supportPhone, ...problem?.params },
  });
  const label = (name: string) => t(`pointShop.checkout.fields.${name}`);
  const ctx: FormContext = { t, initial: props.initial, errorOf: sender.errorOf, onBlur: sender.onBlur, hydrated: sender.hydrated };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    setProblem(null);
    await sender.onSubmit(event);
  }

  return (
    <SendForm
      sender={sender}
      t={t}
      actionUrl={props.actionUrl}
      id="checkout-order"
      onSubmit={onSubmit}
      onInput={(event) => setDirty(deliveryChanged(formFields(new FormData(event.currentTarget)), props.organisation))}
      className="space-y-4 card"
      feedback={{ messages: { ...CHECKOUT_MESSAGES, notSentTitle: problem?.title ?? CHECKOUT_MESSAGES.notSentTitle }, fields: CHECKOUT_FIELDS, labelOf: label }}
      send={{ label: props.sendLabel, busyLabel: t('pointShop.checkout.placing') }}
    >
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{t('pointShop.checkout.delivery')}</legend>
        <p className="text-sm text-slate-700">{t('pointShop.checkout.deliveryHelp')}</p>
        {CHECKOUT_FIELDS.map((name) => (
          <TextField
            key={name}
            ctx={ctx}
            name={name}
            label={label(name)}
            autoComplete={AUTOCOMPLETE[name]}
            inputMode={name === 'zip' ? 'numeric' : undefined}
            className={name === 'zip' ? 'sm:w-40' : undefined}
          />
        ))}
      </fieldset>
      {props.stockHint && <p className="text-sm text-amber-900">{props.stockHint}</p>}
    </SendForm>
  );
}
