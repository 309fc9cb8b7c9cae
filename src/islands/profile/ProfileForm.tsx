// My profile: a plain form that posts to the saveProfile action (works without
// JavaScript), enhanced with inline validation, a success notification and the
// unsaved-changes prompt.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { CHANNELS, NOTIFICATION_EVENTS, type CountryCode } from '../../lib/api/schemas';
import { $formErrors, removeFieldError, resetForm, setFieldErrors } from '../../lib/form-errors.store';
import { validate } from '../../lib/forms/validate';
import { createTranslate, type MessageMap } from '../../lib/messages';
import { addNotification, removeNotification } from '../../lib/notifications/notifications.store';
import { channelField, eventField, profileSchema, sameProfile, type ProfileValues, type SaveProfileResult } from '../../lib/profile/profile';
import type { DropdownOption } from '../../lib/ui/dropdown';
import { controlClass, Field, fieldAria } from '../forms/Field';
import { Button } from '../ui/Button';
import { Dropdown } from '../ui/Dropdown';
import { ErrorSummary } from '../ui/ErrorSummary';
import { UnsavedChangesDialog } from '../ui/UnsavedChangesDialog';
import { useUnsavedChanges } from '../ui/useUnsavedChanges';
import { looksLikePhone } from '../../lib/forms/fields';
import { postAction } from '../../lib/forms/post-action';

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
  const t = createTranslate(props.messages);
  const schema = useMemo(() => profileSchema(props.country, looksLikePhone), [props.country]);
  const [values, setValues] = useState<ProfileValues>(props.initial);
  const [saved, setSaved] = useState<ProfileValues>(props.saved);
  const [busy, setBusy] = useState(false);
  const [formMessage, setFormMessage] = useState<string | null>(props.serverMessage);
  const errors = useStore($formErrors)[FORM]?.errors ?? props.serverErrors;
  // The summary belongs to a failed save: shown after one, gone once its fields are fixed.
  const [summaryShown, setSummaryShown] = useState(Object.keys(props.serverErrors).length > 0);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const savedNotice = useRef<number | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = !sameProfile(values, saved);
  const unsaved = useUnsavedChanges(dirty);

  useEffect(() => {
    setFieldErrors(FORM, props.serverErrors);
    return () => resetForm(FORM);
  }, [props.serverErrors]);

  function fieldErrors(candidate: ProfileValues): Record<string, string[]> {
    const result = validate(schema, candidate);
    return result.success ? {} : result.fieldErrors;
  }

  function validateField(field: TextField) {
    const message = fieldErrors(values)[field];
    if (message) setFieldErrors(FORM, { ...errors, [field]: message });
    else removeFieldError(FORM, field);
  }

  function showSummary(found: Record<string, string[]>) {
    setFieldErrors(FORM, found);
    setSummaryShown(true);
    setFailedSubmits((count) => count + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the last save said no longer holds once the dealer saves again.
    setFormMessage(null);
    if (savedNotice.current !== null) removeNotification(savedNotice.current);
    savedNotice.current = null;
    const found = fieldErrors(values);
    if (Object.keys(found).length > 0) {
      showSummary(found);
      return;
    }
    setFieldErrors(FORM, {});
    setSummaryShown(false);
    setBusy(true);
    let result: Awaited<ReturnType<typeof postAction<SaveProfileResult>>>;
    try {
      result = await postAction<SaveProfileResult>('saveProfile', new FormData(event.currentTarget));
    } catch {
      setFormMessage('profile.errors.cannotUpdate');
      return;
    } finally {
      setBusy(false);
    }
    const { data, error } = result;
    if (error?.code === 'UNAUTHORIZED') {
      setFormMessage('errors.sessionEnded');
      return;
    }
    if (error || !data) {
      setFormMessage('profile.errors.cannotUpdate');
      return;
    }
    if (data.status === 'invalid') {
      showSummary(data.fieldErrors);
      return;
    }
    if (data.status === 'failed') {
      setFormMessage(data.messageKey);
      return;
    }
    setSaved(data.values);
    setValues(data.values);
    if (data.languageChanged) {
      location.reload();
      return;
    }
    savedNotice.current = addNotification({ type: 'information', title: t('profile.savedTitle'), message: t('profile.saved'), timeout: 5000 });
  }

  // A failed save moves focus to what it says, not leaving it on Save.
  useEffect(() => {
    if (formMessage && formMessage !== 'saved') alertRef.current?.focus();
  }, [formMessage]);

  const summaryEntries = TEXT_FIELDS.flatMap((field) => {
    const key = errors[field]?.[0];
    return key ? [{ id: field, label: t(`profile.${field}`), message: t(key) }] : [];
  });
  // Every field fixed: the failed save is over, so is its summary.
  useEffect(() => {
    if (summaryShown && summaryEntries.length === 0) setSummaryShown(false);
  }, [summaryShown, summaryEntries.length]);

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
          onBlur={() => validateField(field)}
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
    <form ref={formRef} method="post" action={props.actionUrl} onSubmit={onSubmit} noValidate className="space-y-8">
      {summaryShown && summaryEntries.length > 0 && (
        <ErrorSummary t={t} locale={props.locale} title={t('profile.errors.notSavedTitle')} entries={summaryEntries} focusKey={failedSubmits} />
      )}
      {formMessage && formMessage !== 'saved' && (
        <p ref={alertRef} tabIndex={-1} role="alert" className="rounded-md panel-error p-3">{t(formMessage)}</p>
      )}
      {formMessage === 'saved' && (
        <p role="status" className="rounded-md panel-success p-3">{t('profile.saved')}</p>
      )}
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{t('profile.contactDetails')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('firstname', 'given-name')}
          {text('lastname', 'family-name')}
        </div>
        {text('phone', 'tel', 'tel')}
        <div>
          <label htmlFor="email" className="block text-sm font-medium text-slate-800">{t('profile.email')}</label>
          <input id="email" type="email" value={props.email} readOnly aria-describedby="email-help" className="mt-1 block w-full rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-600" />
          <p id="email-help" className="mt-1 text-sm text-slate-600">{t('profile.emailHelp')}</p>
        </div>
      </fieldset>

      {props.languageOptions && (
        <fieldset className="space-y-2">
          <legend className="text-lg font-semibold">{t('profile.language')}</legend>
          <label htmlFor="language" className="block text-sm font-medium text-slate-800">{t('profile.languageLabel')}</label>
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

      <div className="flex justify-end">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>{busy ? t('profile.saving') : t('profile.save')}</Button>
      </div>
      <UnsavedChangesDialog guard={unsaved} t={t} />
    </form>
  );
}
