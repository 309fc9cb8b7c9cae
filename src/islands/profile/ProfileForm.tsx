// My profile: a plain form that posts to the saveProfile action (works without
// JavaScript), enhanced with inline validation, a success notification and the
// unsaved-changes prompt.
import { useMemo, useState, type FormEvent } from 'react';
import { CHANNELS, NOTIFICATION_EVENTS, type CountryCode } from '../../lib/api/schemas';
import { validate } from '../../lib/forms/validate';
import { createTranslate, type MessageMap } from '../../lib/messages';
import { channelField, eventField, PROFILE_MESSAGES, profileSchema, sameProfile, type ProfileValues, type SaveProfileResult } from '../../lib/profile/profile';
import type { DropdownOption } from '../../lib/ui/dropdown';
import { controlClass, Field, fieldAria } from '../forms/Field';
import { Dropdown } from '../ui/Dropdown';
import { looksLikePhone } from '../../lib/forms/fields';
import { useSendForm } from '../forms/useSendForm';
import { SendForm } from '../forms/SendForm';

interface Props {
  initial: ProfileValues;
  /** What the server last saved (differs from initial after a failed or invalid post). */
  saved: ProfileValues;
  email: string;
  country: CountryCode;
  languageOptions: DropdownOption[] | null;
  actionUrl: string;
  messages: MessageMap;
  locale: string;
  /** From a post without JavaScript: field errors and a form-level message key. */
  serverErrors: Record<string, string[]>;
  serverMessage: 'saved' | string | null;
}

const FORM = 'profile' as const;
type TextField = 'firstname' | 'lastname' | 'phone';
const TEXT_FIELDS: readonly TextField[] = ['firstname', 'lastname', 'phone'];

export default function ProfileForm(props: Props) {
  const t = createTranslate(props.messages, props.locale);
  const schema = useMemo(() => profileSchema(props.country, looksLikePhone), [props.country]);
  const [values, setValues] = useState<ProfileValues>(props.initial);
  const [saved, setSaved] = useState<ProfileValues>(props.saved);
  const [justSaved, setJustSaved] = useState(false);
  const sender = useSendForm<SaveProfileResult>({
    form: FORM,
    action: 'saveProfile',
    messages: PROFILE_MESSAGES,
    t,
    server: {
      serverErrors: props.serverErrors,
      // A post without JavaScript that found errors shows the summary, as a failed save in the browser does.
      serverMessage: Object.keys(props.serverErrors).length > 0 ? PROFILE_MESSAGES.summary : props.serverMessage,
    },
    dirty: !sameProfile(values, saved),
    // The fields are controlled: what is checked is what the dealer sees.
    validate: () => {
      const result = validate(schema, values);
      return result.success ? {} : result.fieldErrors;
    },
    failedMessage: PROFILE_MESSAGES.noAccess,
    outcome: (data) => {
      if (data.status === 'invalid') return { kind: 'form', fieldErrors: data.fieldErrors, message: PROFILE_MESSAGES.summary };
      if (data.status === 'failed') return { kind: 'form', fieldErrors: {}, message: data.messageKey };
      setSaved(data.values);
      setValues(data.values);
      if (data.languageChanged) location.reload();
      else setJustSaved(true);
      return { kind: 'handled' };
    },
  });
  const { errors } = sender;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // What the last save said no longer holds once the dealer saves again.
    setJustSaved(false);
    await sender.onSubmit(event);
  }

  const text = (field: TextField, autoComplete: string, type = 'text') => {
    const errorKey = errors[field]?.[0];
    const error = errorKey && t(errorKey);
    return (
      <Field id={field} label={t(`profile.${field}`)} error={error}>
        <input
          id={field}
          name={field}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          onBlur={() => sender.onBlur(field)}
          {...fieldAria(field, undefined, error)}
          className={controlClass(error)}
        />
      </Field>
    );
  };

  const check = (name: string, label: string, checked: boolean, onChange: (on: boolean) => void) => (
    <label className="flex items-center gap-3 py-1">
      <input type="checkbox" name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} className="h-4 w-4 accent-sky-800" />
      <span>{label}</span>
    </label>
  );

  return (
    <SendForm
      sender={sender}
      t={t}
      actionUrl={props.actionUrl}
      withKey={false}
      onSubmit={onSubmit}
      className="space-y-8"
      feedback={{
        messages: PROFILE_MESSAGES,
        notAFailure: 'saved',
        fields: TEXT_FIELDS.filter((field) => errors[field]),
        labelOf: (field) => t(`profile.${field}`),
        idOf: (field) => field,
      }}
      send={{
        label: t('profile.save'),
        busyLabel: t('profile.saving'),
        done: justSaved && sameProfile(values, saved) && (
          <p role="status" className="text-sm font-medium text-emerald-800">
            {t('profile.saved')}
          </p>
        ),
      }}
    >
      {sender.message === 'saved' && (
        <p role="status" className="rounded-md panel-success p-3">
          {t('profile.saved')}
        </p>
      )}
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{t('profile.contactDetails')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('firstname', 'given-name')}
          {text('lastname', 'family-name')}
        </div>
        {text('phone', 'tel', 'tel')}
        <div>
          <label htmlFor="email" className="block text-sm font-medium text-slate-800">
            {t('profile.email')}
          </label>
          <input
            id="email"
            type="email"
            value={props.email}
            readOnly
            aria-describedby="email-help"
            className="mt-1 block w-full rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-600"
          />
          <p id="email-help" className="mt-1 text-sm text-slate-600">
            {t('profile.emailHelp')}
          </p>
        </div>
      </fieldset>

      {props.languageOptions && (
        <fieldset className="space-y-2">
          <legend className="text-lg font-semibold">{t('profile.language')}</legend>
          <label htmlFor="language" className="block text-sm font-medium text-slate-800">
            {t('profile.languageLabel')}
          </label>
          <Dropdown
            id="language"
            name="language"
            options={props.languageOptions}
            value={values.language ?? props.languageOptions[0]?.value ?? ''}
            onChange={(event) => setValues({ ...values, language: event.target.value as ProfileValues['language'] })}
          />
        </fieldset>
      )}

      <fieldset>
        <legend className="text-lg font-semibold">{t('profile.channels')}</legend>
        <p className="mb-2 text-sm text-slate-600">{t('profile.channelsHelp')}</p>
        {CHANNELS.map((channel) =>
          check(channelField(channel), t(`profile.channel.${channel}`), values.channels[channel], (on) =>
            setValues({ ...values, channels: { ...values.channels, [channel]: on } }),
          ),
        )}
      </fieldset>

      <fieldset>
        <legend className="text-lg font-semibold">{t('profile.events')}</legend>
        <p className="mb-2 text-sm text-slate-600">{t('profile.eventsHelp')}</p>
        {NOTIFICATION_EVENTS.map((event) =>
          check(eventField(event), t(`profile.event.${event}`), values.events[event], (on) =>
            setValues({ ...values, events: { ...values.events, [event]: on } }),
          ),
        )}
      </fieldset>
    </SendForm>
  );
}
