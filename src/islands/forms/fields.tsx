// Labelled inputs of any application form: each error is tied to its input with
// aria-describedby and aria-invalid. Inputs are uncontrolled (the page's typed values are
// their defaults), so what the dealer typed stays in the form whatever happens.
import type { FormEvent, HTMLAttributes, ReactNode } from 'react';
import type { Translate } from '../../lib/messages';
import { EARLIEST_DATE } from '../../lib/forms/fields';
import { groupAsTyped } from '../../lib/forms/group-digits';
import { controlClass, Field, fieldAria } from './Field';

/** What every part of the form needs: texts, the typed values, errors, blur validation. */
export interface FormContext {
  t: Translate;
  /** Values from a post without JavaScript (or {} on first load). */
  initial: Record<string, string>;
  /** The translated first error of a field, if any. */
  errorOf: (name: string) => string | undefined;
  onBlur: (name: string) => void;
  hydrated: boolean;
}

export const fieldId = (name: string) => `f-${name.replace(/\./g, '-')}`;

/** An amount's thousands grouped as it is typed, in the page's language, the caret where it was (lib/forms/group-digits.ts). */
export function groupAmount(input: HTMLInputElement): string {
  const { text, caret } = groupAsTyped(input.value, input.selectionStart ?? input.value.length, document.documentElement.lang);
  if (text !== input.value) {
    input.value = text;
    input.setSelectionRange(caret, caret);
  }
  return text;
}
const groupOnInput = (event: FormEvent<HTMLInputElement>) => void groupAmount(event.currentTarget);

interface TextProps {
  ctx: FormContext;
  name: string;
  label: string;
  help?: string;
  type?: 'text' | 'email' | 'tel' | 'date';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  max?: string;
  defaultValue?: string;
  className?: string;
}

export function TextField({ ctx, name, label, help, type = 'text', inputMode, autoComplete = 'off', max, defaultValue = '', className }: TextProps) {
  const id = fieldId(name);
  const error = ctx.errorOf(name);
  return (
    <Field id={id} label={label} help={help} error={error} className={className}>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        onInput={inputMode === 'decimal' ? groupOnInput : undefined}
        autoComplete={autoComplete}
        min={type === 'date' ? EARLIEST_DATE : undefined}
        max={max}
        defaultValue={ctx.initial[name] ?? defaultValue}
        onBlur={() => ctx.onBlur(name)}
        {...fieldAria(id, help, error)}
        className={controlClass(error)}
      />
    </Field>
  );
}

interface SelectProps {
  ctx: FormContext;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The empty first choice ("Choose"); none when a value is always chosen. */
  placeholder?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  className?: string;
}

export function SelectField({ ctx, name, label, options, placeholder, defaultValue = '', onChange, className }: SelectProps) {
  const id = fieldId(name);
  const error = ctx.errorOf(name);
  return (
    <Field id={id} label={label} error={error} className={className}>
      <select
        id={id}
        name={name}
        defaultValue={ctx.initial[name] ?? defaultValue}
        onChange={(event) => onChange?.(event.target.value)}
        onBlur={() => ctx.onBlur(name)}
        {...fieldAria(id, undefined, error)}
        className={controlClass(error)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A checkbox; `readMore` links to what it accepts, in a new tab so the form stays as filled in. */
export function CheckboxField({ ctx, name, label, readMore }: { ctx: FormContext; name: string; label: ReactNode; readMore?: { href: string; text: string } }) {
  const id = fieldId(name);
  const error = ctx.errorOf(name);
  const describedBy = [readMore ? `${id}-document` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={ctx.initial[name] !== undefined}
          onBlur={() => ctx.onBlur(name)}
          onChange={() => ctx.onBlur(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="mt-1 h-4 w-4 shrink-0 accent-sky-800"
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {readMore && (
        <p className="ml-7 mt-1 text-sm">
          <a id={`${id}-document`} href={readMore.href} target="_blank" rel="noopener" className="text-sky-800 underline hover:text-sky-900">
            {readMore.text}
          </a>
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ml-7 mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
