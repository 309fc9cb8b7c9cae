// Apply for a private loan: a plain form posting to the applyBlanco action (works without
// JavaScript), enhanced with live bounds and monthly cost, inline validation on blur, one
// submit at a time with the same idempotency key on every retry (a new one once the server says
// the application changed after a send whose answer was lost), and the unsaved-changes prompt.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { CreditProduct, PriceList } from '../../lib/api/blanco';
import type { CountryCode, Facility } from '../../lib/api/schemas';
import {
  amountMessageParams,
  amountProblem,
  applyInputFromForm,
  blancoApplySchema,
  INVALID_SUMMARY as SUMMARY,
  validateApply,
  type ApplyBlancoResult,
  type ApplyFields,
} from '../../lib/blanco/apply';
import { AMOUNT_MESSAGE, stepOfRate } from '../../lib/blanco/bounds';
import { parseNumber } from '../../lib/forms/parse';
import { $formErrors, removeFieldError, resetForm, setFieldError, setFieldErrors } from '../../lib/form-errors.store';
import type { FieldErrors } from '../../lib/forms/validate';
import { moneyIn } from '../../lib/format';
import type { Locale } from '../../lib/i18n';
import { createTranslate, type MessageMap } from '../../lib/messages';
import { Button } from '../ui/Button';
import { ErrorSummary } from '../ui/ErrorSummary';
import { UnsavedChangesDialog } from '../ui/UnsavedChangesDialog';
import { useUnsavedChanges } from '../ui/useUnsavedChanges';
import { ApplicantFields } from './apply/ApplicantFields';
import { Confirmations } from './apply/Confirmations';
import { fieldId, SelectField, type FormContext } from '../forms/fields';
import { errorLabel } from './apply/labels';
import { LoanFields, type LoanValues } from './apply/LoanFields';
import { useMonthlyCost } from './apply/useMonthlyCost';
import { looksLikePhone } from '../../lib/forms/fields';
import { postAction } from '../../lib/forms/post-action';

interface Props {
  country: CountryCode;
  locale: Locale;
  priceList: PriceList;
  product: CreditProduct;
  facilities: Facility[];
  defaultFacilityId: string;
  countryOptions: { value: string; label: string }[];
  /** YYYY-MM-DD: dates after it are refused. */
  today: string;
  /** Made once per form render on the server; every submit of this form sends it. */
  idempotencyKey: string;
  /** What was typed, after a post without JavaScript ({} on first load). */
  initial: ApplyFields;
  serverErrors: FieldErrors;
  /** A form-level message key after a post without JavaScript. */
  serverMessage: string | null;
  actionUrl: string;
  /** The live monthly cost endpoint (routes.ts ENDPOINTS). */
  monthlyCostUrl: string;
  /** Nothing was sent yet: amount and term from a price tag's link are not the dealer's unsaved typing. */
  startsClean?: boolean;
  /** The user terms' section on applications, linked from the terms confirmation. */
  applicationTermsHref: string;
  messages: MessageMap;
  supportPhone: string;
}

const FORM = 'blancoApply' as const;
const BOUND_KEYS: readonly string[] = Object.values(AMOUNT_MESSAGE);

export default function ApplyForm(props: Props) {
  const { country, locale, priceList, product, facilities, today, initial } = props;
  const t = createTranslate(props.messages);
  const schema = useMemo(() => blancoApplySchema(country, priceList, product, { facilities, today, phone: looksLikePhone }), [country, priceList, product, facilities, today]);
  const [hydrated, setHydrated] = useState(false);
  const [loan, setLoan] = useState<LoanValues>({ amount: initial.amount ?? '', interestRate: initial.interestRate ?? '', term: initial.term ?? '' });
  const [amountTouched, setAmountTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  // Every send of one application carries one key; the server hands out a new one when the
  // application was changed after a send whose answer was lost (so sending again applies anew).
  const [idempotencyKey, setIdempotencyKey] = useState(props.idempotencyKey);
  const [formMessage, setFormMessage] = useState<string | null>(props.serverMessage);
  const [dirty, setDirty] = useState(!props.startsClean && Object.keys(initial).length > 0);
  const [doneHref, setDoneHref] = useState<string | null>(null);
  const unsaved = useUnsavedChanges(dirty && doneHref === null);
  const errors = useStore($formErrors)[FORM]?.errors ?? props.serverErrors;
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // Counts failed submits in the browser: each moves focus to the error summary.
  const [failedSubmits, setFailedSubmits] = useState(0);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    setFieldErrors(FORM, props.serverErrors);
    return () => resetForm(FORM);
  }, [props.serverErrors]);
  // Navigate only after the unsaved-changes guard is gone (its cleanup runs first).
  useEffect(() => {
    if (doneHref) location.assign(doneHref);
  }, [doneHref]);

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
  const amountError =
    (amountTouched && amountKnown) || (amountKey !== undefined && BOUND_KEYS.includes(amountKey)) ? boundText : amountKey && t(amountKey);

  function errorOf(name: string): string | undefined {
    if (name === 'amount') return amountError;
    const key = errors[name]?.[0];
    return key ? t(key, { phone: props.supportPhone }) : undefined;
  }

  function validate(): FieldErrors {
    if (!formRef.current) return {};
    const result = validateApply(schema, applyInputFromForm(new FormData(formRef.current)));
    return result.success ? {} : result.fieldErrors;
  }

  function onBlur(name: string) {
    if (!hydrated) return;
    if (name === 'amount') setAmountTouched(true);
    const found = validate()[name];
    if (found) setFieldError(FORM, name, found);
    else removeFieldError(FORM, name);
  }

  function adoptKey(sent: ApplyFields) {
    if (sent.idempotencyKey && sent.idempotencyKey !== idempotencyKey) setIdempotencyKey(sent.idempotencyKey);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const found = validate();
    setFieldErrors(FORM, found);
    setAmountTouched(true);
    if (Object.keys(found).length > 0) {
      setFormMessage(SUMMARY);
      setFailedSubmits((count) => count + 1);
      return;
    }
    sending.current = true;
    setBusy(true);
    setFormMessage(null);
    let created = false;
    try {
      const { data, error } = await postAction<ApplyBlancoResult>('applyBlanco', new FormData(form));
      if (error || !data) {
        const byCode: Record<string, string> = { FORBIDDEN: 'blancoApply.errors.noAccess', UNAUTHORIZED: 'errors.sessionEnded', TOO_MANY_REQUESTS: 'rateLimit.title' };
        // The guard's 403 for terms not yet accepted (new terms came into force meanwhile) carries its own text.
        const termsRefused = error?.code === 'FORBIDDEN' && error.message === t('errors.termsNotAccepted');
        setFormMessage(termsRefused ? 'errors.termsNotAccepted' : (byCode[error?.code ?? ''] ?? 'errors.technical'));
      } else if (data.status === 'invalid') {
        adoptKey(data.input);
        setFieldErrors(FORM, data.fieldErrors);
        setFormMessage(SUMMARY);
        setFailedSubmits((count) => count + 1);
      } else if (data.status === 'failed') {
        adoptKey(data.input);
        setFormMessage(data.messageKey);
      } else {
        created = true;
        setDoneHref(data.href);
      }
    } catch {
      setFormMessage('errors.technical');
    } finally {
      if (!created) {
        sending.current = false;
        setBusy(false);
      }
    }
  }

  useEffect(() => {
    if (formMessage && formMessage !== SUMMARY) alertRef.current?.focus();
  }, [formMessage]);

  const ctx: FormContext = { t, initial, errorOf, onBlur, hydrated };
  const listed = Object.keys(errors).filter((name) => errorOf(name));
  // Every field fixed: the failed submit is over, so is its summary.
  useEffect(() => {
    if (formMessage === SUMMARY && listed.length === 0) setFormMessage(null);
  }, [formMessage, listed.length]);

  return (
    <form ref={formRef} method="post" action={props.actionUrl} onSubmit={onSubmit} onChange={() => setDirty(true)} noValidate className="space-y-10">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <p className="text-slate-700">{t('blancoApply.intro')}</p>

      {formMessage === SUMMARY ? (
        listed.length > 0 && (
          <ErrorSummary
            t={t}
            locale={locale}
            title={t('blancoApply.errors.notSentTitle')}
            entries={listed.map((name) => ({ id: fieldId(name), label: errorLabel(name, t), message: errorOf(name) ?? '' }))}
            focusKey={failedSubmits}
          />
        )
      ) : (
        formMessage && (
          <div ref={alertRef} tabIndex={-1} role="alert" className="rounded-md panel-error p-4">
            <p className="font-semibold">{t('blancoApply.errors.notSentTitle')}</p>
            <p className="mt-1">{t(formMessage, { phone: props.supportPhone })}</p>
          </div>
        )
      )}

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
        <ApplicantFields ctx={ctx} who="applicant" country={country} countryOptions={props.countryOptions} today={today} />
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
        <label htmlFor={fieldId('hasCoApplicant')} className="align-middle font-medium">{t('blancoApply.coApplicant.add')}</label>
        <fieldset id="co-applicant" className="mt-6 hidden space-y-4 peer-checked:block">
          <legend className="text-lg font-semibold">{t('blancoApply.coApplicant.legend')}</legend>
          <ApplicantFields ctx={ctx} who="coApplicant" country={country} countryOptions={props.countryOptions} today={today} />
        </fieldset>
      </div>

      <Confirmations ctx={ctx} termsHref={props.applicationTermsHref} />

      <div className="flex justify-end">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>{busy ? t('blancoApply.sending') : t('blancoApply.submit')}</Button>
      </div>
      <UnsavedChangesDialog guard={unsaved} t={t} />
    </form>
  );
}
