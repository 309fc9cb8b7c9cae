// A form's vehicle register lookup in place (inventory financing's and leasing's applications): its
// endpoint answers the vehicle's fields to fill in with a notice, the fields' messages, or "enter the
// vehicle by hand" (lib/forms/vehicle-lookup-answer.ts); focus goes to the notice or to the first
// field refused. An answer the form does not know (a timeout, an error page) posts the form as
// without JavaScript, where the form's action looks the vehicle up.
import { useEffect, useRef, useState } from 'react';
import { removeFieldError, setFieldError, type FormType } from '../../lib/form-errors.store';
import { INTENT_FIELD } from '../../lib/forms/apply-flow';
import type { VehicleLookupAnswer } from '../../lib/forms/vehicle-lookup-answer';
import { fieldId } from './fields';
import { useLookup } from './useLookup';
import type { useSendForm } from './useSendForm';

const REQUEST_TIMEOUT_MS = 8_000;
/** The notice's element: focus goes there once a lookup's answer is on the page. */
const VEHICLE_NOTICE_ID = 'vehicle-lookup-notice';

export interface VehicleNotice {
  text: string;
  /** Found: the "check the vehicle" notice; else the register did not answer. */
  found: boolean;
}

/** The notice a lookup posted without JavaScript left (a translation key), as shown. */
export function vehicleNoticeOf(key: string | null, t: (key: string) => string): VehicleNotice | null {
  return key ? { text: t(key), found: !key.endsWith('registerUnavailable') } : null;
}

/** The lookup's notice: what was found (check it), or that the register did not answer. */
export function VehicleNoticeText({ notice }: { notice: VehicleNotice | null }) {
  if (!notice) return null;
  return <p id={VEHICLE_NOTICE_ID} tabIndex={-1} role="status" className={`rounded-md p-3 ${notice.found ? 'panel-success' : 'panel-warning'}`}>{notice.text}</p>;
}

interface Options {
  form: FormType;
  sender: Pick<ReturnType<typeof useSendForm>, 'setMessage' | 'guard'>;
  url: string;
  /** The lookup button's intent value. */
  intent: string;
  /** The form's vehicle fields: their earlier messages go when an answer comes. */
  fields: readonly string[];
  /** The endpoint's JSON body, read from the form as typed. */
  body: (form: HTMLFormElement) => object;
  /** The notice a lookup posted without JavaScript left. */
  initialNotice: VehicleNotice | null;
  /** The vehicle was filled in, or is to be typed by hand. */
  onVehicle?: () => void;
}

export function useVehicleLookup(options: Options) {
  const { form: formType, sender } = options;
  const lookup = useLookup(sender);
  const [notice, setNotice] = useState<VehicleNotice | null>(options.initialNotice);
  /** Set when the lookup posts the form: its submit is then let through. */
  const posting = useRef(false);
  const [focus, setFocus] = useState<{ id: string; at: number } | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);

  /** Posts the form with the lookup's button, as without JavaScript. */
  function postForm(form: HTMLFormElement) {
    posting.current = true;
    sender.guard.release();
    const button = form.querySelector<HTMLButtonElement>(`button[name="${INTENT_FIELD}"][value="${options.intent}"]`);
    // Still disabled from the wait: a disabled button's intent would not be posted.
    if (button) button.disabled = false;
    form.requestSubmit(button);
  }

  async function lookUp(form: HTMLFormElement) {
    const response = await lookup.ask<VehicleLookupAnswer>(options.url, options.body(form), REQUEST_TIMEOUT_MS);
    if (!response) return;
    const answer = response.kind === 'answer' && typeof response.body?.result === 'string' ? response.body : null;
    if (!answer) {
      postForm(form);
      return;
    }
    // What the lookup's post would show: no earlier summary or vehicle messages, its own answer.
    sender.setMessage(null);
    for (const name of options.fields) removeFieldError(formType, name);
    if (answer.result === 'found' || answer.result === 'unavailable') {
      for (const [name, value] of Object.entries(answer.result === 'found' ? answer.fields : {})) {
        const control = form.elements.namedItem(name);
        if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) control.value = value;
      }
      setNotice({ text: answer.notice, found: answer.result === 'found' });
      options.onVehicle?.();
      setFocus({ id: VEHICLE_NOTICE_ID, at: Date.now() });
    } else {
      for (const [name, text] of Object.entries(answer.errors)) setFieldError(formType, name, [text]);
      setNotice(null);
      const first = Object.keys(answer.errors)[0];
      if (first) setFocus({ id: fieldId(first), at: Date.now() });
    }
  }

  return {
    busy: lookup.busy,
    notice,
    lookUp,
    /** The lookup's own post (its answer unknown): the form's submit handler lets it go. */
    isPosting: () => posting.current,
  };
}
