import type { ButtonHTMLAttributes } from 'react';
import { Button } from '../ui/Button';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy: boolean;
  label: string;
  /** Shown while the form is being sent. */
  busyLabel: string;
}

/** A form's send button: disabled and saying so while its one send is on the way; Enter in a field presses it (data-send). */
export function SendButton({ busy, label, busyLabel, ...rest }: Props) {
  return (
    <Button type="submit" data-send disabled={busy} aria-busy={busy || undefined} {...rest}>
      {busy ? busyLabel : label}
    </Button>
  );
}
