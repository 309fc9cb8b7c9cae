// Apply for a private loan: a plain form posting to the applyBlanco action (works without
// JavaScript), enhanced with live bounds and monthly cost, inline validation on blur, one
// submit at a time with the same idempotency key on every retry (a new one once the server says
// the application changed after a send whose answer was lost), the unsaved-changes prompt, and
// each person's population register lookup in place (src/lib/blanco/person-lookup.ts).
import { useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { CreditProduct, PriceList } from '../../lib/api/blanco';
import type { Facility } from '../../lib/api/schemas';
import {
  amountMessageParams,
  amountProblem,
  applyInputFromForm,
  BLANCO_APPLY_MESSAGES,
  blancoApplySchema,
  validateApply,
  type ApplyFields,
} from '../../lib/blanco/apply';
import { AMOUNT_MESSAGE, stepOfRate } from '../../lib/blanco/bounds';
import { personField, type Person } from '../../lib/blanco/apply';
import { NO_PERSON_FOUND, PERSON_LOOKUP_INTENT, personOfIntent, type ApplyBlancoResult, type BlancoFormPart } from '../../lib/blanco/person-lookup';
import { removeFieldError, setFieldError } from '../../lib/form-errors.store';
import { parseNumber } from '../../lib/forms/number';
import { moneyIn } from '../../lib/format';
import { createTranslate } from '../../lib/messages';
import { ApplicantFields } from './apply/ApplicantFields';
import { askPerson } from './apply/ask-person';
import { Confirmations } from './apply/Confirmations';
import { fieldId, SelectField, type FormContext } from '../forms/fields';
import { errorLabel } from './apply/labels';
import { LoanFields, type LoanValues } from './apply/LoanFields';
import { useMonthlyCost } from './apply/useMonthlyCost';
import { looksLikePhone } from '../../lib/forms/fields';
import { looksLikePersonalId } from '../../lib/forms/personal-id-shape';
import { applyOutcome, INTENT_FIELD, type ApplyIslandProps } from '../../lib/forms/apply-flow';
import { useSendForm } from '../forms/useSendForm';
import { SendForm } from '../forms/SendForm';

interface Props extends ApplyIslandProps<ApplyFields> {
  priceList: PriceList;
  product: CreditProduct;
  facilities: Facility[];
  defaultFacilityId: string;
  countryOptions: { value: string; label: string }[];
  /** The live monthly cost endpoint (routes.ts ENDPOINTS). */
  monthlyCostUrl: string;
  /** Nothing was sent yet: amount and term from a price tag's link are not the dealer's unsaved typing. */
  startsClean?: boolean;
  /** Each person's lookup notice after a post without JavaScript. */
  people: BlancoFormPart['people'];
  /** The person lookup endpoint (routes.ts ENDPOINTS), posted JSON. */
  personLookupUrl: string;
}

const FORM = 'blancoApply' as const;
const BOUND_KEYS: readonly string[] = Object.values(AMOUNT_MESSAGE);

export default function ApplyForm(props: Props) {
  const { country, locale, priceList, product, facilities, today, initial } = props;
  const t = createTranslate(props.messages, props.locale);
  const schema = useMemo(
    () => blancoApplySchema(country, priceList, product, { facilities, today, phone: looksLikePhone, personalId: looksLikePersonalId }),
    [country, priceList, product, facilities, today],
  );
  const [loan, setLoan] = useState<LoanValues>({ amount: initial.amount ?? '', interestRate: initial.interestRate ?? '', term: initial.term ?? '' });
  const [amountTouched, setAmountTouched] = useState(false);
  const [dirty, setDirty] = useState(!props.startsClean && Object.keys(initial).length > 0);
  const [people, setPeople] = useState<BlancoFormPart['people']>(props.people);
  const [lookingUp, setLookingUp] = useState<Person | null>(null);
  // Every send of one application carries one key; the server hands out a new one when the
  // application was changed after a send whose answer was lost (so sending again applies anew).
  const sender = useSendForm<ApplyBlancoResult>({
    form: FORM,
    action: 'applyBlanco',
    messages: BLANCO_APPLY_MESSAGES,
    t,
    server: props,
    dirty,
    validate: (form) => {
      const result = validateApply(schema, applyInputFromForm(new FormData(form)));
      return result.success ? {} : result.fieldErrors;
    },
    outcome: (data) => {
      if (data.status === 'form') setPeople(data.people ?? {});
      return applyOutcome(data);
    },
    params: { phone: props.supportPhone },
  });
  const { errors, hydrated } = sender;

  const money = moneyIn(priceList.currency, locale);
  const amount = parseNumber(loan.amount);
  const rate = parseNumber(loan.interestRate);
  const term = parseNumber(loan.term);
  const amountKnown = amount !== null && Number.isFinite(amount) && amount > 0;
  const problem = amountKnown ? amountProblem(amount, rate, priceList, product) : null;
  const step = stepOfRate(rate, priceList.steps);
  const cost = useMonthlyCost(
    props.monthlyCostUrl,
    amountKnown && !problem && step && rate !== null && term !== null && step.terms.includes(term) ? { credit: amount, interestRate: rate, term } : null,
  );

  const amountKey = errors.amount?.[0];
  const boundText = problem ? t(AMOUNT_MESSAGE[problem.kind], amountMessageParams(problem, money)) : undefined;
  const amountError = (amountTouched && amountKnown) || (amountKey !== undefined && BOUND_KEYS.includes(amountKey)) ? boundText : amountKey && t(amountKey);

  function errorOf(name: string): string | undefined {
    return name === 'amount' ? amountError : sender.errorOf(name);
  }

  function onBlur(name: string) {
    if (name === 'amount' && hydrated) setAmountTouched(true);
    sender.onBlur(name);
  }

  /** The person from the register in place: the names filled in and a notice, or the field's message. */
  async function lookUpPerson(form: HTMLFormElement, who: Person) {
    const field = personField(who, 'personalId');
    const personalId = String(new FormData(form).get(field) ?? '');
    setLookingUp(who);
    const answer = await askPerson(props.personLookupUrl, personalId);
    setLookingUp(null);
    if (!answer) {
      sender.setMessage('errors.sessionEnded');
      return;
    }
    const { [who]: _earlier, ...others } = people;
    if (answer.result === 'found') {
      for (const [name, value] of [
        ['firstname', answer.person.firstname],
        ['lastname', answer.person.lastname],
      ] as const) {
        const control = form.elements.namedItem(personField(who, name));
        if (control instanceof HTMLInputElement) control.value = value;
        removeFieldError(FORM, personField(who, name));
      }
      removeFieldError(FORM, field);
      setDirty(true);
      setPeople({ ...others, [who]: answer });
    } else if (answer.result === 'unavailable' || answer.result === 'limited') {
      removeFieldError(FORM, field);
      setPeople({ ...others, [who]: answer });
    } else {
      setFieldError(FORM, field, [answer.result === 'invalid' ? answer.messageKey : NO_PERSON_FOUND]);
      setPeople(others);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const who = personOfIntent(submitter?.name === INTENT_FIELD ? submitter.value : null);
    if (who) {
      event.preventDefault();
      await lookUpPerson(event.currentTarget, who);
      return;
    }
    setAmountTouched(true);
    await sender.onSubmit(event);
  }

  // Enter in a personal id looks that person up; anywhere else it sends (as without JavaScript).
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
    const who = (Object.keys(PERSON_LOOKUP_INTENT) as Person[]).find((person) => target.name === personField(person, 'personalId'));
    if (!who) return;
    event.preventDefault();
    const button = event.currentTarget.querySelector<HTMLButtonElement>(`button[name="${INTENT_FIELD}"][value="${PERSON_LOOKUP_INTENT[who]}"]`);
    if (button) event.currentTarget.requestSubmit(button);
  }

  const ctx: FormContext = { t, initial, errorOf, onBlur, hydrated };

  return (
    <SendForm
      sender={sender}
      t={t}
      actionUrl={props.actionUrl}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      onChange={() => setDirty(true)}
      className="space-y-10"
      intro={t('blancoApply.intro')}
      feedback={{ messages: BLANCO_APPLY_MESSAGES, errorOf, labelOf: (name) => errorLabel(name, t) }}
      send={{ label: t('blancoApply.submit'), busyLabel: t('blancoApply.sending') }}
    >
      {/* Without JavaScript, Enter in a field sends the form, not a lookup (the first submit button is the default). */}
      <button type="submit" hidden tabIndex={-1}></button>

      <LoanFields ctx={ctx} locale={locale} priceList={priceList} product={product} values={loan} onChange={setLoan} amountError={amountError} cost={cost} />

      <SelectField
        ctx={ctx}
        name="facilityId"
        label={t('blancoApply.facility')}
        options={facilities.map((facility) => ({ value: facility.id, label: facility.name }))}
        defaultValue={facilities.some((facility) => facility.id === props.defaultFacilityId) ? props.defaultFacilityId : (facilities[0]?.id ?? '')}
      />

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{t('blancoApply.applicant.legend')}</legend>
        <ApplicantFields
          ctx={ctx}
          who="applicant"
          country={country}
          countryOptions={props.countryOptions}
          today={today}
          lookup={{ busy: lookingUp === 'applicant', notice: people.applicant }}
        />
      </fieldset>

      <div>
        {/* A checkbox and its sibling fieldset: CSS shows the co-applicant's fields, with or without JavaScript. */}
        <input
          id={fieldId('hasCoApplicant')}
          type="checkbox"
          name="hasCoApplicant"
          defaultChecked={initial.hasCoApplicant !== undefined}
          aria-controls="co-applicant"
          className="peer mr-3 h-4 w-4 align-middle accent-sky-800"
        />
        <label htmlFor={fieldId('hasCoApplicant')} className="align-middle font-medium">
          {t('blancoApply.coApplicant.add')}
        </label>
        <fieldset id="co-applicant" className="mt-6 hidden space-y-4 peer-checked:block">
          <legend className="text-lg font-semibold">{t('blancoApply.coApplicant.legend')}</legend>
          <ApplicantFields
            ctx={ctx}
            who="coApplicant"
            country={country}
            countryOptions={props.countryOptions}
            today={today}
            lookup={{ busy: lookingUp === 'coApplicant', notice: people.coApplicant }}
          />
        </fieldset>
      </div>

      <Confirmations ctx={ctx} termsHref={props.applicationTermsHref} />
    </SendForm>
  );
}
