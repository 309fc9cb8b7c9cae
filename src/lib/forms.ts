// Turning a posted form into schema output or per-field messages (valibot flatten).
import * as v from 'valibot';

export type FieldErrors = Record<string, string[]>;

export type FormResult<T> = { success: true; output: T } | { success: false; fieldErrors: FieldErrors };

/** FormData → plain object (last value wins; files are left out) → schema. */
export function parseForm<S extends v.GenericSchema>(schema: S, form: FormData): FormResult<v.InferOutput<S>> {
  const input: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') input[key] = value;
  }
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { success: true, output: result.output };
  const flat = v.flatten<S>(result.issues);
  return { success: false, fieldErrors: { ...(flat.nested as FieldErrors), ...(flat.root ? { form: flat.root } : {}) } };
}
