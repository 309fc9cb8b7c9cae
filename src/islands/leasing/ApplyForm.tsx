// Apply for a business lease: a plain form posting to the applyLeasing action (works without
// JavaScript, the lookup buttons then post too), enhanced with the vehicle and organisation lookups
// through the portal's endpoints, the signatory taken as the contact person in place, the live rent
// with VAT, inline validation on blur, one submit at a time with the same idempotency key on every
// retry, and the unsaved-changes prompt.
import { useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { LeasingPriceList } from '../../lib/api/leasing-schemas';
import { removeFieldError, setFieldError } from '../../lib/form-errors.store';
import { applyOutcome, INTENT_FIELD, type ApplyIslandProps } from '../../lib/forms/apply-flow';
import { looksLikePhone } from '../../lib/forms/fields';
import { looksLikePersonalId } from '../../lib/forms/personal-id-shape';
import { latestModelYear } from '../../lib/forms/apply-fields';
import { PLATE_EXAMPLE } from '../../lib/number-plate';
import { parseNumber } from '../../lib/forms/number';
import type { FieldErrors } from '../../lib/forms/validate';
import { moneyIn } from '../../lib/format';
import {
  FIELDS,
  key,
  leasingApplySchema,
  leasingInputFromForm,
  LOOKUP_INTENT,
  plateOptional,
  SIGNATORY_CONTACT_INTENT,
  validateLeasingApply,
  VEHICLE_LOOKUP_INTENT,
  type LeasingApplyFields,
} from '../../lib/leasing/apply';
import { ORGANIZATION_NUMBER_DIGITS } from '../../lib/forms/organization-number-rule';
import {
  LEASING_APPLY_MESSAGES,
  LOOKUP_UNAVAILABLE,
  NO_ORGANIZATION_FOUND,
  signatoryAsContact,
  type ApplyLeasingResult,
  type FoundOrganization,
  type OrganizationLookupAnswer,
} from '../../lib/leasing/apply-result';
import { createTranslate } from '../../lib/messages';
import { CheckboxField, TextField, type FormContext } from '../forms/fields';
import { RentSummary, type LeaseTerms } from './RentSummary';
import { submitIntent, submitOnEnter } from '../forms/form-keys';
import { ContactPersonFields, FieldGrid, FormSection } from '../forms/sections';
import { useLookup } from '../forms/useLookup';
import { useVehicleLookup, VEHICLE_NOTICE_ID } from '../forms/useVehicleLookup';
import { useSendForm } from '../forms/useSendForm';
import { SendForm } from '../forms/SendForm';

interface Props extends ApplyIslandProps<LeasingApplyFields> {
  priceList: LeasingPriceList;
  /** The company the lookup found, after a post without JavaScript. */
  organization: FoundOrganization | null;
  /** The portal's lookup endpoint (routes.ts ENDPOINTS), posted JSON. */
  lookupUrl: string;
  /** The vehicle register lookup's endpoint, posted JSON. */
  vehicleLookupUrl: string;
  /** What a vehicle lookup posted without JavaScript said (a translation key). */
  notice: string | null;
}

const FORM = 'leasingApply' as const;
const LOOKUP_TIMEOUT_MS = 8_000;
const BUTTON = 'rounded-md border border-sky-800 px-4 py-2 font-medium text-sky-800 hover:bg-sky-50';
const LABEL_OF = Object.fromEntries(Object.entries(FIELDS).map(([label, name]) => [name, `leasingApply.fields.${label}`]));

function termsOf(values: Record<string, string | undefined>): LeaseTerms {
  const read = (name: string) => {
    const parsed = parseNumber(values[name] ?? '');
    return parsed === null || Number.isNaN(parsed) ? null : parsed;
  };
  return { price: read(FIELDS.price), firstRent: read(FIELDS.firstRent), residual: read(FIELDS.residual), months: read(FIELDS.months) };
}

export default function ApplyForm(props: Props) {
  const { country, locale, priceList, today, initial } = props;
  const t = createTranslate(props.messages, props.locale);
  const schema = useMemo(
    () => leasingApplySchema(country, priceList, { phone: looksLikePhone, personalId: looksLikePersonalId, today }),
    [country, priceList, today],
  );
  const [terms, setTerms] = useState<LeaseTerms>(() => termsOf(initial));
  const [organization, setOrganization] = useState<FoundOrganization | null>(props.organization);
  const [dirty, setDirty] = useState(Object.keys(initial).length > 0);
  const validate = (form: HTMLFormElement): FieldErrors => {
    const result = validateLeasingApply(schema, leasingInputFromForm(new FormData(form)));
    return result.success ? {} : result.fieldErrors;
  };
  const money = moneyIn(priceList.currency, locale);
  const params = {
    min: money(priceList.minPrice),
    max: money(priceList.maxPrice),
    minMonths: priceList.minMonths,
    maxMonths: priceList.maxMonths,
    digits: ORGANIZATION_NUMBER_DIGITS[country],
    example: PLATE_EXAMPLE[country],
    maxYear: latestModelYear(today),
    phone: props.supportPhone,
  };
  const sender = useSendForm<ApplyLeasingResult>({
    form: FORM,
    action: 'applyLeasing',
    messages: LEASING_APPLY_MESSAGES,
    t,
    server: props,
    dirty,
    validate,
    outcome: (data) => {
      if (data.status === 'form' && data.organization) setOrganization(data.organization);
      return applyOutcome(data);
    },
    params,
  });
  const { errorOf, hydrated } = sender;
  const lookup = useLookup(sender);
  const lookingUp = lookup.busy;
  const vehicleLookup = useVehicleLookup({
    form: FORM,
    sender,
    url: props.vehicleLookupUrl,
    intent: VEHICLE_LOOKUP_INTENT,
    body: { numberPlate: FIELDS.numberPlate, distanceKm: FIELDS.distanceKm },
    notice: props.notice,
    t,
    key,
    onVehicle: () => setDirty(true),
  });

  function onInput(event: FormEvent<HTMLFormElement>) {
    setDirty(true);
    const target = event.target as HTMLInputElement;
    if (target.name === FIELDS.organizationNumber) setOrganization(null);
    if ([FIELDS.price, FIELDS.firstRent, FIELDS.residual, FIELDS.months].includes(target.name as never)) {
      setTerms(termsOf(Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>));
    }
  }

  async function lookUp(form: HTMLFormElement) {
    const field = FIELDS.organizationNumber;
    const organizationNumber = String(new FormData(form).get(field) ?? '');
    const found = validate(form)[field];
    if (found) {
      setFieldError(FORM, field, found);
      return;
    }
    setOrganization(null);
    const response = await lookup.ask<OrganizationLookupAnswer>(props.lookupUrl, { organizationNumber }, LOOKUP_TIMEOUT_MS);
    if (!response) return;
    const answer: OrganizationLookupAnswer = response.kind === 'answer' ? response.body : { result: 'unavailable' };
    if (answer.result === 'found') {
      setOrganization(answer.organization);
      removeFieldError(FORM, field);
    } else {
      const message = answer.result === 'invalid' ? answer.messageKey : answer.result === 'notFound' ? NO_ORGANIZATION_FOUND : LOOKUP_UNAVAILABLE;
      setFieldError(FORM, field, [message]);
    }
  }

  /** The company's signatory as the contact person, in place (the dealer may change it after). */
  function takeSignatory(form: HTMLFormElement) {
    const field = form.elements.namedItem(FIELDS.contactName);
    if (!organization || !(field instanceof HTMLInputElement)) return;
    field.value = signatoryAsContact(organization)[FIELDS.contactName] ?? '';
    removeFieldError(FORM, FIELDS.contactName);
    setDirty(true);
    field.focus();
  }

  // Enter in a field sends the application; only in the organisation number does it look the company up.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) =>
    submitOnEnter(event, [
      { fields: [FIELDS.organizationNumber], intent: LOOKUP_INTENT },
      { fields: [FIELDS.numberPlate, FIELDS.distanceKm], intent: VEHICLE_LOOKUP_INTENT },
    ]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (vehicleLookup.onSubmit(event)) return;
    const intent = submitIntent(event);
    if (intent === LOOKUP_INTENT || intent === SIGNATORY_CONTACT_INTENT) {
      event.preventDefault();
      if (intent === LOOKUP_INTENT) await lookUp(event.currentTarget);
      else takeSignatory(event.currentTarget);
      return;
    }
    await sender.onSubmit(event);
  }

  const ctx: FormContext = { t, initial, errorOf, onBlur: sender.onBlur, hydrated };
  const label = (name: keyof typeof FIELDS) => t(`leasingApply.fields.${name}`);
  const numeric = { inputMode: 'numeric' as const };
  const decimal = { inputMode: 'decimal' as const };

  return (
    <SendForm
      sender={sender}
      t={t}
      actionUrl={props.actionUrl}
      onSubmit={onSubmit}
      onInput={onInput}
      onKeyDown={onKeyDown}
      className="space-y-10"
      intro={t('leasingApply.intro')}
      feedback={{ messages: LEASING_APPLY_MESSAGES, labelOf: (name) => t(LABEL_OF[name] ?? 'leasingApply.fields.form') }}
      send={{ label: t('leasingApply.submit'), busyLabel: t('leasingApply.sending') }}
    >
      {/* Without JavaScript, Enter in a field sends the form, not a lookup (the first submit button is the default). */}
      <button type="submit" hidden tabIndex={-1}></button>

      <FormSection legend={t('leasingApply.vehicle')}>
        {/* The button keeps its place whatever messages appear under the fields (a moving target loses clicks). */}
        <div className="grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto]">
          <TextField
            ctx={ctx}
            name={FIELDS.numberPlate}
            label={plateOptional(country) ? t('leasingApply.fields.numberPlateOptional') : label('numberPlate')}
            help={t(plateOptional(country) ? 'leasingApply.numberPlateHelpOptional' : 'leasingApply.numberPlateHelp', params)}
          />
          <TextField ctx={ctx} name={FIELDS.distanceKm} label={label('distanceKm')} {...numeric} />
          <button
            type="submit"
            name={INTENT_FIELD}
            value={VEHICLE_LOOKUP_INTENT}
            disabled={vehicleLookup.busy}
            aria-busy={vehicleLookup.busy || undefined}
            className={`${BUTTON} sm:mt-6`}
          >
            {t(vehicleLookup.busy ? 'leasingApply.vehicleLookingUp' : 'leasingApply.vehicleLookup')}
          </button>
        </div>
        {vehicleLookup.notice && (
          <p id={VEHICLE_NOTICE_ID} tabIndex={-1} role="status" className={`rounded-md p-3 ${vehicleLookup.notice.found ? 'panel-success' : 'panel-warning'}`}>
            {vehicleLookup.notice.text}
          </p>
        )}
        <FieldGrid>
          <TextField ctx={ctx} name={FIELDS.brand} label={label('brand')} />
          <TextField ctx={ctx} name={FIELDS.model} label={label('model')} />
          <TextField ctx={ctx} name={FIELDS.year} label={label('year')} {...numeric} />
        </FieldGrid>
      </FormSection>

      <FormSection legend={t('leasingApply.customer')}>
        {/* The button keeps its place whatever messages appear under the field (a moving target loses clicks). */}
        {/* On a phone the button goes under the field: beside it, a long label leaves the field too narrow to type in. */}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            ctx={ctx}
            name={FIELDS.organizationNumber}
            label={label('organizationNumber')}
            help={t('leasingApply.organizationNumberHelp', params)}
            className="flex-1"
          />
          <button
            type="submit"
            name={INTENT_FIELD}
            value={LOOKUP_INTENT}
            formNoValidate
            disabled={lookingUp}
            aria-busy={lookingUp || undefined}
            className={`sm:mt-6 ${BUTTON}`}
          >
            {t('leasingApply.lookup')}
          </button>
        </div>
        <div aria-live="polite">
          {lookingUp && <p className="text-sm text-slate-600">{t('leasingApply.lookingUp')}</p>}
          {organization && (
            <section aria-labelledby="company-title" className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm">
              <h2 id="company-title" className="font-semibold">
                {t('leasingApply.company.title')}
              </h2>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt>{t('leasingApply.company.name')}</dt>
                <dd>{organization.name}</dd>
                <dt>{t('leasingApply.company.organizationNumber')}</dt>
                <dd>{organization.organizationNumber}</dd>
                <dt>{t('leasingApply.company.address')}</dt>
                <dd>{`${organization.address.street}, ${organization.address.postalCode} ${organization.address.city}`}</dd>
                <dt>{t('leasingApply.company.signatory')}</dt>
                <dd>{organization.signatory.name}</dd>
              </dl>
              <button type="submit" name={INTENT_FIELD} value={SIGNATORY_CONTACT_INTENT} formNoValidate className={`mt-3 bg-white ${BUTTON}`}>
                {t('leasingApply.company.useSignatory')}
              </button>
            </section>
          )}
        </div>
      </FormSection>

      <FormSection legend={t('leasingApply.contactPerson')}>
        <ContactPersonFields
          ctx={ctx}
          names={{ name: FIELDS.contactName, email: FIELDS.email, phone: FIELDS.phone }}
          labels={{ name: label('contactName'), email: label('email'), phone: label('phone') }}
        />
      </FormSection>

      <FormSection legend={t('leasingApply.lease')}>
        <FieldGrid>
          <TextField ctx={ctx} name={FIELDS.price} label={label('price')} help={t('leasingApply.priceHelp', params)} {...decimal} />
          <TextField ctx={ctx} name={FIELDS.months} label={label('months')} help={t('leasingApply.monthsHelp', params)} {...numeric} />
          <TextField ctx={ctx} name={FIELDS.firstRent} label={label('firstRent')} {...decimal} />
          <TextField ctx={ctx} name={FIELDS.residual} label={label('residual')} {...decimal} />
        </FieldGrid>
        <RentSummary t={t} locale={locale} country={country} priceList={priceList} terms={terms} />
      </FormSection>

      <FormSection legend={t('leasingApply.confirmations')}>
        <CheckboxField
          ctx={ctx}
          name={FIELDS.termsAccepted}
          label={label('termsAccepted')}
          readMore={{ href: props.applicationTermsHref, text: t('terms.readApplicationTerms') }}
        />
      </FormSection>
    </SendForm>
  );
}
