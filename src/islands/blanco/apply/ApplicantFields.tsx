// One applicant's fields (SPEC §3 Applicant form), the same for the co-applicant. Denmark
// asks for four children's age bands and Danish citizenship; Finland and Sweden for
// children under 18. Employer and start date are hidden for a retired applicant (with JS).
// Beside the personal id, the population register lookup (a submit button: it posts without
// JavaScript) and what it found, or that the register did not answer.
import { useState } from 'react';
import { MARITAL_STATUSES, RESIDENCE_TYPES, SOURCES_OF_INCOME } from '../../../lib/api/blanco-values';
import type { CountryCode } from '../../../lib/api/schemas';
import { CHILD_BANDS, personField, type Person } from '../../../lib/blanco/apply';
import { addressLine, PERSON_LOOKUP_INTENT, type PersonNotice } from '../../../lib/blanco/person-lookup';
import { INTENT_FIELD } from '../../../lib/forms/apply-flow';
import { FieldMessages } from '../../forms/Field';
import { fieldId, SelectField, TextField, type FormContext } from '../../forms/fields';

interface Props {
  ctx: FormContext;
  who: Person;
  country: CountryCode;
  countryOptions: readonly { value: string; label: string }[];
  today: string;
  /** The person's lookup: under way, and what it found or that the register did not answer. */
  lookup: { busy: boolean; notice: PersonNotice | undefined };
}

const LEGEND = 'text-base font-semibold';

export function ApplicantFields({ ctx, who, country, countryOptions, today, lookup }: Props) {
  const { t } = ctx;
  const name = (field: string) => personField(who, field);
  const label = (field: string) => t(`blancoApply.person.${field}`);
  const options = (values: readonly string[], group: string) => values.map((value) => ({ value, label: t(`blancoApply.person.${group}.${value}`) }));
  const [source, setSource] = useState(ctx.initial[name('sourceOfIncome')] ?? '');
  const hideEmployment = ctx.hydrated && source === 'retired';
  const money = { inputMode: 'decimal' as const };

  return (
    <div className="space-y-6">
      <fieldset className="space-y-4">
        <legend className={LEGEND}>{t('blancoApply.person.identity')}</legend>
        {/* The button keeps its place whatever messages appear under the field (a moving target loses clicks). */}
        <div className="flex items-start gap-3">
          <TextField ctx={ctx} name={name('personalId')} label={label('personalId')} help={t('blancoApply.person.personalIdHelp')} className="flex-1" />
          <button
            type="submit"
            name={INTENT_FIELD}
            value={PERSON_LOOKUP_INTENT[who]}
            formNoValidate
            disabled={lookup.busy}
            aria-busy={lookup.busy || undefined}
            className="mt-6 rounded-md border border-sky-800 px-4 py-2 font-medium text-sky-800 hover:bg-sky-50"
          >
            {t('blancoApply.person.lookup')}
          </button>
        </div>
        <div aria-live="polite">
          {lookup.busy && <p className="text-sm text-slate-600">{t('blancoApply.person.lookingUp')}</p>}
          {lookup.notice?.result === 'found' && (
            <p role="status" className="rounded-md panel-success p-3 text-sm">
              {t('blancoApply.person.found', { name: `${lookup.notice.person.firstname} ${lookup.notice.person.lastname}` })}
              {lookup.notice.person.address && ` ${t('blancoApply.person.registeredAddress', { address: addressLine(lookup.notice.person.address) })}`}
            </p>
          )}
          {lookup.notice?.result === 'unavailable' && (
            <p role="status" className="rounded-md panel-warning p-3 text-sm">
              {t('blancoApply.person.lookupUnavailable')}
            </p>
          )}
          {lookup.notice?.result === 'limited' && (
            <p role="status" className="rounded-md panel-warning p-3 text-sm">
              {t('blancoApply.person.lookupLimited')}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField ctx={ctx} name={name('firstname')} label={label('firstname')} />
          <TextField ctx={ctx} name={name('lastname')} label={label('lastname')} />
          <TextField ctx={ctx} name={name('email')} label={label('email')} type="email" />
          <TextField ctx={ctx} name={name('phone')} label={label('phone')} type="tel" />
        </div>
        <SelectField ctx={ctx} name={name('countryOfBirth')} label={label('countryOfBirth')} options={countryOptions} placeholder={t('blancoApply.choose')} />
        {country === 'DK' && <YesNo ctx={ctx} name={name('danishCitizen')} legend={label('danishCitizen')} />}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className={LEGEND}>{t('blancoApply.person.children')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {CHILD_BANDS[country].map((band) => (
            <TextField
              key={band}
              ctx={ctx}
              name={name(`children.${band}`)}
              label={t(`blancoApply.person.childBand.${band}`)}
              inputMode="numeric"
              defaultValue="0"
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className={LEGEND}>{t('blancoApply.person.incomeAndHousing')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField ctx={ctx} name={name('monthlyIncome')} label={label('monthlyIncome')} {...money} />
          <SelectField
            ctx={ctx}
            name={name('sourceOfIncome')}
            label={label('sourceOfIncome')}
            options={options(SOURCES_OF_INCOME, 'source')}
            placeholder={t('blancoApply.choose')}
            onChange={setSource}
          />
        </div>
        <div className={hideEmployment ? 'hidden' : 'grid gap-4 sm:grid-cols-2'}>
          <TextField ctx={ctx} name={name('employerName')} label={label('employerName')} autoComplete="organization" />
          <TextField ctx={ctx} name={name('employmentStartedTime')} label={label('employmentStartedTime')} type="date" max={today} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            ctx={ctx}
            name={name('typeOfResidence')}
            label={label('typeOfResidence')}
            options={options(RESIDENCE_TYPES, 'residence')}
            placeholder={t('blancoApply.choose')}
          />
          <TextField ctx={ctx} name={name('habitationDate')} label={label('habitationDate')} type="date" max={today} />
          <SelectField
            ctx={ctx}
            name={name('maritalStatus')}
            label={label('maritalStatus')}
            options={options(MARITAL_STATUSES, 'marital')}
            placeholder={t('blancoApply.choose')}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className={LEGEND}>{t('blancoApply.person.expenses')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField ctx={ctx} name={name('livingExpenses')} label={label('livingExpenses')} {...money} />
          <TextField ctx={ctx} name={name('loanExpenses')} label={label('loanExpenses')} {...money} />
          <TextField ctx={ctx} name={name('otherExpenses')} label={label('otherExpenses')} {...money} />
          <TextField ctx={ctx} name={name('householdSharePercent')} label={label('householdSharePercent')} inputMode="decimal" />
        </div>
      </fieldset>
    </div>
  );
}

function YesNo({ ctx, name, legend }: { ctx: FormContext; name: string; legend: string }) {
  const id = fieldId(name);
  const error = ctx.errorOf(name);
  const radio = (value: 'yes' | 'no') => (
    <label className="flex items-center gap-2">
      <input
        type="radio"
        name={name}
        value={value}
        id={value === 'yes' ? id : `${id}-no`}
        defaultChecked={ctx.initial[name] === value}
        onChange={() => ctx.onBlur(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-4 w-4 accent-sky-800"
      />
      {ctx.t(`blancoApply.${value}`)}
    </label>
  );
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex gap-6">
        {radio('yes')}
        {radio('no')}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
