// The one step from a schema's issues to per-field messages (valibot flatten), for islands,
// actions and endpoints alike. Field names are the schema's paths ("applicant.phone").
import * as v from 'valibot';

/** field name → translation keys of its messages; a message about the whole form is under `form`. */
export type FieldErrors = Record<string, string[]>;

export type FormResult<T> = { success: true; output: T } | { success: false; fieldErrors: FieldErrors };

export interface ValidateOptions {
  /**
   * Stop each field's checks at its first failing one (default). Off for a schema whose
   * cross-field checks must still run when a field failed; each field then keeps its first message.
   */
  abortPipeEarly?: boolean;
}

export function validate<S extends v.GenericSchema>(schema: S, input: unknown, options: ValidateOptions = {}): FormResult<v.InferOutput<S>> {
  const abortPipeEarly = options.abortPipeEarly ?? true;
  const result = v.safeParse(schema, input, { abortPipeEarly });
  if (result.success) return { success: true, output: result.output };
  const flat = v.flatten<S>(result.issues);
  const nested = Object.entries((flat.nested ?? {}) as FieldErrors).map(([field, messages]) => [field, messages.slice(0, 1)]);
  return { success: false, fieldErrors: { ...Object.fromEntries(nested), ...(flat.root ? { form: flat.root } : {}) } };
}

/** The posted form's text fields as a plain object (last value wins; files are left out). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** FormData → plain object → schema. */
export function parseForm<S extends v.GenericSchema>(schema: S, form: FormData): FormResult<v.InferOutput<S>> {
  return validate(schema, formFields(form));
}
