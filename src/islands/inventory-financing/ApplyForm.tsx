// Apply for inventory financing: a plain form posting to the applyInventoryFinancing action (works without
// JavaScript: the lookup and calculate buttons post too), enhanced on the shared send lifecycle
// (docs/decisions/0044) with the vehicle looked up and the credit and daily cost calculated in
// place, inline validation on blur, one send at a time with its key, and the leave prompt.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { BusinessFinancePriceList } from '../../lib/api/business-finance-schemas';
import type { Facility } from '../../lib/api/schemas';
import { removeFieldError, setFieldError } from '../../lib/form-errors.store';
import { applyOutcome, INTENT_FIELD, type ApplyIslandProps } from '../../lib/forms/apply-flow';
import { looksLikePhone } from '../../lib/forms/fields';
import { looksLikePersonalId } from '../../lib/forms/personal-id-shape';
import {
  CALCULATE_INTENT,
  FIELDS,
  inventoryApplySchema,
  inventoryInputFromForm,
  key,
  LOOKUP_INTENT,
  validateInventoryApply,
  type InventoryApplyFields,
} from '../../lib/inventory-financing/apply';
import { FIELD_LABELS } from '../../lib/inventory-financing/apply-form';
import { INVENTORY_APPLY_MESSAGES, vehicleDataMissing, type ApplyInventoryResult } from '../../lib/inventory-financing/apply-result';
import { isDealersOwnNumber, minimumDownPayment } from '../../lib/inventory-financing/money';
import { formatMoney, formatShare } from '../../lib/format';
import { parseNumber } from '../../lib/forms/number';
import type { VehicleLookupAnswer } from '../../lib/forms/vehicle-lookup-answer';
import { createTranslate } from '../../lib/messages';
import { PLATE_EXAMPLE } from '../../lib/number-plate';
import { CheckboxField, fieldId, SelectField, TextField, type FormContext } from '../forms/fields';
import { useSendForm } from '../forms/useSendForm';
import { SendForm } from '../forms/SendForm';
import { submitIntent, submitOnEnter } from '../forms/form-keys';
import { ContactPersonFields, FieldGrid, FormSection } from '../forms/sections';
import { useLookup } from '../forms/useLookup';
import { postJson } from '../forms/post-json';

interface Props extends ApplyIslandProps<InventoryApplyFields> {
  priceList: BusinessFinancePriceList;
  dealer: { name: string; organizationNumber: string; shownNumber: string };
  facilities: readonly Facility[];
  defaultFacilityId: string;
  /** What a lookup posted without JavaScript found (a translation key). */
  notice: string | null;
  /** The credit and daily cost as the page calculated them, formatted; a daily cost of null could not be calculated (SPEC §8). */
  cost: { credit: string; interestPerDay: string | null };
  dailyCostUrl: string;
  lookupUrl: string;
  /** The invoice fee's rule as the price list sets it, written out on the server (lib/inventory-financing/invoice-fee.ts). */
  invoiceFee: string;
}

const FORM = 'inventoryFinancingApply' as const;
const DEBOUNCE_MS = 300;
const REQUEST_TIMEOUT_MS = 8_000;
const VEHICLE_FIELDS = [
  FIELDS.numberPlate,
  FIELDS.mileageKm,
  FIELDS.vin,
  FIELDS.brand,
  FIELDS.model,
  FIELDS.variant,
  FIELDS.modelYear,
  FIELDS.vatStatus,
] as const;
const SECONDARY =
  'rounded-md border border-slate-300 bg-white px-4 py-2 font-medium hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-700';
const NOTICE_ID = 'vehicle-lookup-notice';

export default function ApplyForm(props: Props) {
  const { country, locale, priceList, today, initial } = props;
  const t = createTranslate(props.messages, props.locale);
  const [dirty, setDirty] = useState(Object.keys(initial).length > 0);
  const [sellerKind, setSellerKind] = useState(initial[FIELDS.sellerKind] ?? 'COMPANY');
  const [guarantorIsSignatory, setGuarantorIsSignatory] = useState(initial[FIELDS.guarantorIsSignatory] !== undefined);
  const [notice, setNotice] = useState<{ text: string; found: boolean } | null>(
    props.notice ? { text: t(props.notice), found: !props.notice.endsWith('registerUnavailable') } : null,
  );
  const [vehicleMissing, setVehicleMissing] = useState(Object.keys(initial).length > 0 && vehicleDataMissing(initial));
  // The minimum down payment in money as the price is typed (the percentage alone until then).
  const [price, setPrice] = useState(parseNumber(initial[FIELDS.price] ?? ''));
  const minimum = minimumDownPayment(price, priceList.downPaymentMinPercent);
  const share = formatShare(priceList.downPaymentMinPercent / 100, locale);
  const [cost, setCost] = useState(props.cost);
  /** The lookup posts the form as without JavaScript when its endpoint gives no answer it knows. */
  const postLookup = useRef(false);
  /** Where focus goes once a lookup's answer is on the page: its notice, or the first field it refused. */
  const [lookupFocus, setLookupFocus] = useState<{ id: string; at: number } | null>(null);
  useEffect(() => {
    if (lookupFocus) document.getElementById(lookupFocus.id)?.focus();
  }, [lookupFocus]);
  const costAsked = useRef(0);
  const costTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const params = { phone: props.supportPhone, currency: priceList.currency };
  const options = {
    phone: looksLikePhone,
    personalId: looksLikePersonalId,
    dealerOrganizationNumber: props.dealer.organizationNumber,
    facilityIds: props.facilities.map((facility) => facility.id),
    today,
  };
  const sender = useSendForm<ApplyInventoryResult>({
    form: FORM,
    action: 'applyInventoryFinancing',
    messages: INVENTORY_APPLY_MESSAGES,
    t,
    server: props,
    dirty,
    validate: (form) => {
      const result = validateInventoryApply(country, inventoryApplySchema(country, priceList, options), inventoryInputFromForm(new FormData(form)));
      return result.success ? {} : result.fieldErrors;
    },
    outcome: applyOutcome,
    params,
  });
  const { errors, hydrated } = sender;
  const lookup = useLookup(sender);
  const lookingUp = lookup.busy;

  function errorOf(name: string): string | undefined {
    return guarantorIsSignatory && name.startsWith('guarantor.') ? undefined : sender.errorOf(name);
  }

  function typed(form: HTMLFormElement, name: string): string {
    const value = new FormData(form).get(name);
    return typeof value === 'string' ? value : '';
  }

  function recalculate(form: HTMLFormElement) {
    clearTimeout(costTimer.current);
    costTimer.current = setTimeout(async () => {
      const asked = ++costAsked.current;
      const answer = await postJson<{ credit: string; interestPerDay: string }>(
        props.dailyCostUrl,
        { price: typed(form, FIELDS.price), downPayment: typed(form, FIELDS.downPayment) },
        REQUEST_TIMEOUT_MS,
      );
      if (asked !== costAsked.current) return;
      // 400: not both amounts yet, or the down payment not below the price. Nothing usable: the calculate button still shows them.
      if (answer.kind === 'sessionEnded') return;
      if (answer.status === 400) setCost({ credit: '–', interestPerDay: '–' });
      else if (answer.kind === 'answer' && answer.status < 300) setCost(answer.body);
      else setCost((shown) => ({ ...shown, interestPerDay: null }));
    }, DEBOUNCE_MS);
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    setDirty(true);
    const name = (event.target as HTMLInputElement).name;
    if (name === FIELDS.price) setPrice(parseNumber((event.target as HTMLInputElement).value));
    if (name === FIELDS.price || name === FIELDS.downPayment) recalculate(event.currentTarget);
  }

  function checkSellerNumber(form: HTMLFormElement) {
    const field = FIELDS.sellerOrganizationNumber;
    if (isDealersOwnNumber(country, typed(form, field), props.dealer.organizationNumber)) setFieldError(FORM, field, [key('sellerIsDealer')]);
    else sender.onBlur(field);
  }

  /** The vehicle from the register in place: its fields filled and a notice, or the fields' messages. */
  async function lookUp(form: HTMLFormElement) {
    const response = await lookup.ask<VehicleLookupAnswer>(
      props.lookupUrl,
      { numberPlate: typed(form, FIELDS.numberPlate), vin: typed(form, FIELDS.vin), mileageKm: typed(form, FIELDS.mileageKm) },
      REQUEST_TIMEOUT_MS,
    );
    if (!response) return;
    const answer = response.kind === 'answer' ? response.body : null;
    if (!answer) {
      postLookup.current = true;
      sender.guard.release();
      const button = form.querySelector<HTMLButtonElement>(`button[value="${LOOKUP_INTENT}"]`);
      // Still disabled from the wait: a disabled button's intent would not be posted.
      if (button) button.disabled = false;
      form.requestSubmit(button);
      return;
    }
    // What the lookup's post would show: no earlier summary or vehicle messages, its own answer.
    sender.setMessage(null);
    for (const name of VEHICLE_FIELDS) removeFieldError(FORM, name);
    if (answer.result === 'found' || answer.result === 'unavailable') {
      for (const [name, value] of Object.entries(answer.result === 'found' ? answer.fields : {})) {
        const control = form.elements.namedItem(name);
        if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) control.value = value;
      }
      setNotice({ text: answer.notice, found: answer.result === 'found' });
      setVehicleMissing(false);
      setDirty(true);
      setLookupFocus({ id: NOTICE_ID, at: Date.now() });
    } else {
      for (const [name, text] of Object.entries(answer.errors)) setFieldError(FORM, name, [text]);
      setNotice(null);
      const first = Object.keys(answer.errors)[0];
      if (first) setLookupFocus({ id: fieldId(first), at: Date.now() });
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const intent = submitIntent(event);
    if (intent === LOOKUP_INTENT && postLookup.current) return;
    if (intent === LOOKUP_INTENT || intent === CALCULATE_INTENT) {
      event.preventDefault();
      if (intent === LOOKUP_INTENT) await lookUp(event.currentTarget);
      else recalculate(event.currentTarget);
      return;
    }
    await sender.onSubmit(event);
  }

  // Enter in a vehicle field looks the vehicle up only from the plate or VIN; anywhere else it sends.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) =>
    submitOnEnter(event, [{ fields: [FIELDS.numberPlate, FIELDS.vin, FIELDS.mileageKm], intent: LOOKUP_INTENT }]);

  const ctx: FormContext = { t, initial, errorOf, onBlur: sender.onBlur, hydrated };
  const label = (name: string) => t(`inventoryFinancingApply.fields.${FIELD_LABELS[name] ?? 'form'}`);
  const text = (name: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => <TextField ctx={ctx} name={name} label={label(name)} {...extra} />;

  return (
    <SendForm
      sender={sender}
      t={t}
      actionUrl={props.actionUrl}
      onSubmit={onSubmit}
      onInput={onInput}
      onKeyDown={onKeyDown}
      className="space-y-10"
      intro={t('inventoryFinancingApply.intro')}
      feedback={{ messages: INVENTORY_APPLY_MESSAGES, fields: Object.keys(FIELD_LABELS).filter((name) => errors[name]), errorOf, labelOf: label }}
      send={{
        label: t('inventoryFinancingApply.submit'),
        busyLabel: t('inventoryFinancingApply.sending'),
        intent: { name: INTENT_FIELD, value: 'send' },
        wide: true,
      }}
    >
      {/* Without JavaScript, Enter in a field sends the form, not the lookup (the first submit button is the default). */}
      <button type="submit" name={INTENT_FIELD} value="send" hidden tabIndex={-1}></button>

      <FormSection legend={t('inventoryFinancingApply.vehicle')}>
        {/* The button keeps its place whatever messages appear under the fields (a moving target loses clicks). */}
        <div className="grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto]">
          {text(FIELDS.numberPlate, {
            help: t(country === 'DK' ? 'inventoryFinancingApply.numberPlateHelpDk' : 'inventoryFinancingApply.numberPlateHelp', {
              example: PLATE_EXAMPLE[country],
            }),
          })}
          {text(FIELDS.mileageKm, { inputMode: 'numeric' })}
          <button
            type="submit"
            name={INTENT_FIELD}
            value={LOOKUP_INTENT}
            className={`${SECONDARY} sm:mt-6`}
            disabled={lookingUp}
            aria-busy={lookingUp || undefined}
          >
            {lookingUp ? t('inventoryFinancingApply.lookingUp') : t('inventoryFinancingApply.lookup')}
          </button>
        </div>
        {notice && (
          <p id={NOTICE_ID} tabIndex={-1} role="status" className={`rounded-md p-3 ${notice.found ? 'panel-success' : 'panel-warning'}`}>
            {notice.text}
          </p>
        )}
        {vehicleMissing && !notice && <p className="rounded-md panel-warning p-3">{t('inventoryFinancingApply.vehicleMissingWarning')}</p>}
        <FieldGrid>
          {text(FIELDS.vin, {
            className: 'sm:col-span-2',
            help: t(country === 'DK' ? 'inventoryFinancingApply.vinHelpDk' : 'inventoryFinancingApply.vinHelp'),
          })}
          {text(FIELDS.brand)}
          {text(FIELDS.model)}
          {text(FIELDS.variant)}
          {text(FIELDS.modelYear, { inputMode: 'numeric' })}
          <SelectField
            ctx={ctx}
            name={FIELDS.vatStatus}
            label={label(FIELDS.vatStatus)}
            placeholder={t('inventoryFinancingApply.choose')}
            options={(['VAT_DEDUCTIBLE', 'MARGIN_SCHEME'] as const).map((status) => ({
              value: status,
              label: t(`inventoryFinancing.details.vatStatuses.${status}`),
            }))}
            className="sm:col-span-2"
          />
        </FieldGrid>
      </FormSection>

      <FormSection legend={t('inventoryFinancingApply.price')}>
        <FieldGrid>
          <TextField ctx={ctx} name={FIELDS.price} label={t('inventoryFinancingApply.fields.priceIn', params)} inputMode="decimal" />
          <TextField
            ctx={ctx}
            name={FIELDS.downPayment}
            label={t('inventoryFinancingApply.fields.downPaymentIn', params)}
            inputMode="decimal"
            help={
              minimum === null
                ? t('inventoryFinancingApply.downPaymentHelp', { percent: share })
                : t('inventoryFinancingApply.downPaymentMin', { amount: formatMoney(minimum, priceList.currency, locale), percent: share })
            }
          />
        </FieldGrid>
        <dl className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-3" aria-live="polite">
          <dt>{t('inventoryFinancingApply.creditAmount')}</dt>
          <dd className="text-right font-semibold" data-credit>
            {cost.credit}
          </dd>
          <dt>{t('inventoryFinancingApply.dailyCost')}</dt>
          {cost.interestPerDay === null ? (
            <dd className="text-right text-amber-900" data-daily>
              {t('inventoryFinancingApply.dailyCostUnavailable')}
            </dd>
          ) : (
            <dd className="text-right font-semibold" data-daily>
              {cost.interestPerDay}
            </dd>
          )}
        </dl>
        <p className="text-sm text-slate-700">{props.invoiceFee}</p>
        <button type="submit" name={INTENT_FIELD} value={CALCULATE_INTENT} className={SECONDARY}>
          {t('inventoryFinancingApply.calculate')}
        </button>
      </FormSection>

      <FormSection legend={t('inventoryFinancingApply.seller')}>
        <fieldset id={fieldId(FIELDS.sellerKind)}>
          <legend className="text-sm font-medium text-slate-800">{label(FIELDS.sellerKind)}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {(['COMPANY', 'PRIVATE_PERSON'] as const).map((kind) => (
              <label key={kind} className="flex items-center gap-2">
                <input type="radio" name={FIELDS.sellerKind} value={kind} checked={sellerKind === kind} onChange={() => setSellerKind(kind)} />
                {t(`inventoryFinancingApply.sellerKinds.${kind}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <FieldGrid>
          <div hidden={hydrated && sellerKind !== 'COMPANY'} onBlur={(event) => checkSellerNumber(event.currentTarget.closest('form')!)}>
            {text(FIELDS.sellerOrganizationNumber, { help: t('inventoryFinancingApply.organizationNumberHelp') })}
          </div>
          {text(FIELDS.sellerName)}
        </FieldGrid>
        <div>
          <h2 className="text-sm font-medium text-slate-800">{t('inventoryFinancingApply.buyer')}</h2>
          <p className="mt-1">
            {props.dealer.name}, {props.dealer.shownNumber}
          </p>
        </div>
      </FormSection>

      <FormSection legend={t('inventoryFinancingApply.contactPerson')}>
        <ContactPersonFields
          ctx={ctx}
          names={{ name: FIELDS.contactName, email: FIELDS.contactEmail, phone: FIELDS.contactPhone }}
          labels={{ name: label(FIELDS.contactName), email: label(FIELDS.contactEmail), phone: label(FIELDS.contactPhone) }}
        />
      </FormSection>

      <FormSection legend={t('inventoryFinancingApply.signatory')}>
        <FieldGrid>
          {text(FIELDS.signatoryPersonalId)}
          {text(FIELDS.signatoryName)}
          {text(FIELDS.signatoryPhone, { type: 'tel' })}
        </FieldGrid>
        <label htmlFor={fieldId(FIELDS.guarantorIsSignatory)} className="flex items-start gap-2">
          <input
            type="checkbox"
            id={fieldId(FIELDS.guarantorIsSignatory)}
            name={FIELDS.guarantorIsSignatory}
            checked={guarantorIsSignatory}
            onChange={(event) => setGuarantorIsSignatory(event.target.checked)}
            className="mt-1"
          />
          <span>{t('inventoryFinancingApply.fields.guarantorIsSignatory')}</span>
        </label>
      </FormSection>

      <FormSection legend={t('inventoryFinancingApply.guarantor')} hidden={hydrated && guarantorIsSignatory}>
        <p className="text-sm text-slate-600">{t('inventoryFinancingApply.guarantorHelp')}</p>
        <FieldGrid>
          {text(FIELDS.guarantorPersonalId)}
          {text(FIELDS.guarantorName)}
          {text(FIELDS.guarantorPhone, { type: 'tel' })}
        </FieldGrid>
      </FormSection>

      <FormSection legend={t('inventoryFinancingApply.confirmations')}>
        <SelectField
          ctx={ctx}
          name={FIELDS.facilityId}
          label={label(FIELDS.facilityId)}
          options={props.facilities.map((facility) => ({ value: facility.id, label: facility.name }))}
          defaultValue={props.defaultFacilityId}
        />
        <CheckboxField
          ctx={ctx}
          name={FIELDS.termsAccepted}
          label={label(FIELDS.termsAccepted)}
          readMore={{ href: props.applicationTermsHref, text: t('terms.readApplicationTerms') }}
        />
      </FormSection>
    </SendForm>
  );
}
