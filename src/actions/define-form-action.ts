// Every signed-in form action in one shape: access first (401 or 403 as an API answers, never
// a 500), then the handler; a failed Partner API call is logged once and becomes the handler's
// own message (after a 401 the middleware ends the session whatever the action answered).
import { ActionError, type ActionAPIContext } from 'astro:actions';
import type * as v from 'valibot';
import { isApiError } from '../lib/api/errors';
import type { Role } from '../lib/api/schemas';
import { parseForm, type FieldErrors } from '../lib/forms/validate';
import { logger } from '../lib/server/logger';
import { AccessError, requireRole, requireUser } from '../lib/server/require.server';

type SignedIn = ReturnType<typeof requireUser>;

export interface FormActionOptions<R> {
  /** What the action does, for the log line ("save profile"). */
  name: string;
  /** Any of these roles; leave out for any signed-in user. */
  roles?: readonly Role[];
  handler: (form: FormData, context: ActionAPIContext, signedIn: SignedIn) => Promise<R>;
  /** The answer when the handler threw (a Partner API error other than 401, or a bug). */
  onError: (error: unknown, form: FormData, context: ActionAPIContext) => R;
}

function access(locals: App.Locals, roles?: readonly Role[]): SignedIn {
  try {
    return roles ? requireRole(locals, roles) : requireUser(locals);
  } catch (error) {
    if (error instanceof AccessError) throw new ActionError({ code: error.status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', message: error.message });
    throw error;
  }
}

export function defineFormAction<R>(options: FormActionOptions<R>): (form: FormData, context: ActionAPIContext) => Promise<R> {
  return async (form, context) => {
    const signedIn = access(context.locals, options.roles);
    try {
      return await options.handler(form, context, signedIn);
    } catch (error) {
      logger.error(`${options.name} failed`, {
        kind: isApiError(error) ? error.kind : 'unexpected',
        error: error instanceof Error ? error.message : String(error),
        path: context.url.pathname,
      });
      return options.onError(error, form, context);
    }
  };
}

export interface ParsedFormActionOptions<S extends v.GenericSchema, R> extends Omit<FormActionOptions<R>, 'handler'> {
  /** The form's fields, checked before anything is asked of the Partner API. */
  schema: S;
  /** The answer when they do not pass. */
  invalid: (fieldErrors: FieldErrors, form: FormData) => R;
  handler: (input: v.InferOutput<S>, context: ActionAPIContext, signedIn: SignedIn) => Promise<R>;
}

/** A form action whose handler gets the form's fields already checked against its schema. */
export function defineParsedFormAction<S extends v.GenericSchema, R>(
  options: ParsedFormActionOptions<S, R>,
): (form: FormData, context: ActionAPIContext) => Promise<R> {
  return defineFormAction<R>({
    ...options,
    handler: async (form, context, signedIn) => {
      const parsed = parseForm(options.schema, form);
      return parsed.success ? options.handler(parsed.output, context, signedIn) : options.invalid(parsed.fieldErrors, form);
    },
  });
}
