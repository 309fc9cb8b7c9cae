// The frame every form on the send lifecycle shares (docs/decisions/0044): a plain post to its
// action that works without JavaScript, the form's key, what it says after a failed send, its
// fields, the send button, and the leave prompt.
import { Fragment, type FormHTMLAttributes, type ReactNode } from 'react';
import type { Translate } from '../../lib/messages';
import { UnsavedChangesDialog } from '../ui/UnsavedChangesDialog';
import { FormFeedback, type FormFeedbackProps } from './FormFeedback';
import { SendButton } from './SendButton';
import type { useSendForm } from './useSendForm';

interface Props extends Omit<FormHTMLAttributes<HTMLFormElement>, 'action' | 'method' | 'ref'> {
  sender: ReturnType<typeof useSendForm>;
  t: Translate;
  /** The action's URL, posted to without JavaScript. */
  actionUrl: string;
  /** The form's key goes with every send (leave out for a form that needs none). */
  withKey?: boolean;
  intro?: string;
  feedback: Omit<FormFeedbackProps, 't' | 'sender'>;
  /** `done`: what the last send did, said beside the button (never over it, as a notice would on a phone). */
  send: { label: string; busyLabel: string; intent?: { name: string; value: string }; wide?: boolean; done?: ReactNode };
  children: ReactNode;
}

export function SendForm({ sender, t, actionUrl, withKey = true, intro, feedback, send, children, ...form }: Props) {
  const button = <SendButton busy={sender.busy} label={send.label} busyLabel={send.busyLabel} {...send.intent} className={send.wide ? 'w-full' : undefined} />;
  return (
    <form ref={sender.formRef} method="post" action={actionUrl} noValidate {...form}>
      {withKey && <input type="hidden" name="idempotencyKey" value={sender.idempotencyKey} />}
      {intro && <p className="text-slate-700">{intro}</p>}
      <FormFeedback t={t} sender={sender} {...feedback} />
      {children}
      {send.wide ? (
        <Fragment>
          {send.done}
          {button}
        </Fragment>
      ) : (
        <div className="flex flex-wrap items-center justify-end gap-3">
          {send.done}
          {button}
        </div>
      )}
      <UnsavedChangesDialog guard={sender.guard} t={t} />
    </form>
  );
}
