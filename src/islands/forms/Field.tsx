// One labelled field of any form: the label, the control, its help and its error, the error
// tied to the control with aria-invalid and aria-describedby (WCAG 3.3.1). The control is the
// caller's (controlled or not, input or select): it spreads fieldAria() onto it.
import type { ReactNode } from 'react';

const LABEL = 'block text-sm font-medium text-slate-800';

/** The classes of a text input or select, red-bordered while it has an error. */
export function controlClass(error: string | undefined): string {
  return `mt-1 block w-full rounded-md border bg-white px-3 py-2 ${error ? 'border-red-600' : 'border-slate-300'}`;
}

/** What the control needs to be read with its help and error. */
export function fieldAria(id: string, help: string | undefined, error: string | undefined) {
  const describedBy = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

export function FieldMessages({ id, help, error }: { id: string; help?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

interface FieldProps {
  id: string;
  label: string;
  /** Already translated. */
  help?: string | undefined;
  /** Already translated. */
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

export function Field({ id, label, help, error, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children}
      <FieldMessages id={id} help={help} error={error} />
    </div>
  );
}
