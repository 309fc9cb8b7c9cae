// The parts of an application form's layout every form shares: a titled section, the two-column
// grid of fields, and the contact person's three fields.
import type { ReactNode } from 'react';
import { TextField, type FormContext } from './fields';

interface SectionProps {
  legend: string;
  hidden?: boolean;
  children: ReactNode;
}

export function FormSection({ legend, hidden, children }: SectionProps) {
  return (
    <fieldset className="space-y-4" hidden={hidden}>
      <legend className="text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}

interface ContactPersonProps {
  ctx: FormContext;
  /** The inputs' names (the schema's paths). */
  names: { name: string; email: string; phone: string };
  labels: { name: string; email: string; phone: string };
}

/** Someone at the customer's (not the dealer): no autofill of the dealer's own name and address. */
export function ContactPersonFields({ ctx, names, labels }: ContactPersonProps) {
  return (
    <FieldGrid>
      <TextField ctx={ctx} name={names.name} label={labels.name} className="sm:col-span-2" />
      <TextField ctx={ctx} name={names.email} label={labels.email} type="email" />
      <TextField ctx={ctx} name={names.phone} label={labels.phone} type="tel" />
    </FieldGrid>
  );
}
