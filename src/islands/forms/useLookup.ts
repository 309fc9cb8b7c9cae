// A form's lookup or calculation asked in place: busy while it runs, and an ended session said
// in the form's message, so each form handles only the answers it can use.
import { useState } from 'react';
import { postJson, type JsonAnswer } from './post-json';
import type { useSendForm } from './useSendForm';

type Usable<T> = Exclude<JsonAnswer<T>, { kind: 'sessionEnded' }>;

export function useLookup(sender: Pick<ReturnType<typeof useSendForm>, 'setMessage'>) {
  const [busy, setBusy] = useState(false);
  /** The answer, or null when the session ended (the form then says so). */
  async function ask<T>(url: string, body: object, timeoutMs: number): Promise<Usable<T> | null> {
    setBusy(true);
    const response = await postJson<T>(url, body, timeoutMs);
    setBusy(false);
    if (response.kind !== 'sessionEnded') return response;
    sender.setMessage('errors.sessionEnded');
    return null;
  }
  return { busy, ask };
}
