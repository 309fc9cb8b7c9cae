// A form's vehicle register lookup in place (the leasing application's): its endpoint
// (lib/forms/vehicle-lookup.server.ts answerVehicleLookup) answers the vehicle's fields to fill in
// with a notice, the fields' messages, or "enter the vehicle by hand" (lib/forms/vehicle-lookup-answer.ts),
// as the form's action does after a post without JavaScript; focus goes to the notice or to the first
// field refused. No answer at all (a timeout, an error page) is said as the register down: the dealer
// types the vehicle. (Inventory financing's island has the same lookup in its own code, which posts
// the form when no answer comes; moving it here costs that form bytes its JavaScript budget lacks.)
import { useEffect, useState, type FormEvent } from 'react';
import { setFieldErrors, type FormType } from '../../lib/form-errors.store';
import type { VehicleLookupAnswer, VehicleLookupMessage } from '../../lib/forms/vehicle-lookup-answer';
import type { Translate } from '../../lib/messages';
import { fieldId } from './fields';
import { submitIntent } from './form-keys';
import { useLookup } from './useLookup';
import type { useSendForm } from './useSendForm';

const REQUEST_TIMEOUT_MS = 8_000;
/** The notice's element: focus goes there once a lookup's answer is on the page. */
export const VEHICLE_NOTICE_ID = 'vehicle-lookup-notice';

interface Options {
  form: FormType;
  sender: Pick<ReturnType<typeof useSendForm>, 'setMessage'>;
  url: string;
  /** The lookup button's intent value. */
  intent: string;
  /** The endpoint's JSON body: each of its names → the form field whose typed value it sends. */
  body: Record<string, string>;
  /** The notice a lookup posted without JavaScript left (a translation key). */
  notice: string | null;
  t: Translate;
  /** The translation key of the lookup's messages in this form. */
  key: (message: VehicleLookupMessage) => string;
  /** The vehicle was filled in, or is to be typed by hand. */
  onVehicle: () => void;
}

export function useVehicleLookup(options: Options) {
  const { t, key } = options;
  const lookup = useLookup(options.sender);
  const [notice, setNotice] = useState(options.notice ? { text: t(options.notice), found: options.notice === key('vehicleFound') } : null);
  const [focus, setFocus] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);

  async function lookUp(form: HTMLFormElement) {
    const typed = new FormData(form);
    const body = Object.fromEntries(Object.entries(options.body).map(([name, field]) => [name, String(typed.get(field) ?? '')]));
    const response = await lookup.ask<VehicleLookupAnswer>(options.url, body, REQUEST_TIMEOUT_MS);
    if (!response) return;
    const answer: VehicleLookupAnswer =
      response.kind === 'answer' && response.body?.result ? response.body : { result: 'unavailable', notice: t(key('registerUnavailable')) };
    // What the lookup's post would show: no earlier summary or messages, its own answer.
    options.sender.setMessage(null);
    if (answer.result === 'found' || answer.result === 'unavailable') {
      setFieldErrors(options.form, {});
      for (const [name, value] of Object.entries(answer.result === 'found' ? answer.fields : {})) {
        const control = form.elements.namedItem(name);
        if (control instanceof HTMLInputElement) control.value = value;
      }
      setNotice({ text: answer.notice, found: answer.result === 'found' });
      options.onVehicle();
      setFocus({ id: VEHICLE_NOTICE_ID });
    } else {
      setFieldErrors(options.form, Object.fromEntries(Object.entries(answer.errors).map(([name, text]) => [name, [text]])));
      setNotice(null);
      const first = Object.keys(answer.errors)[0];
      if (first) setFocus({ id: fieldId(first) });
    }
  }

  /** The form's submit: true when the lookup's button sent it (looked up in place). */
  function onSubmit(event: FormEvent<HTMLFormElement>): boolean {
    if (submitIntent(event) !== options.intent) return false;
    event.preventDefault();
    void lookUp(event.currentTarget);
    return true;
  }

  return { busy: lookup.busy, notice, onSubmit };
}
