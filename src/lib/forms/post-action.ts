// An island's form sent to its Astro action without the astro:actions client: the same request
// (POST /_actions/<name>, Accept: application/json, the form's fields) and the same answer (the
// result in devalue's format; an error as the action error's JSON), read by devalue alone. The
// actions client also carries revivers, error classes and a proxy the islands never use: ~2 KB
// gzip on each form page, which the apply forms' 90 KB budgets need (docs/decisions/0042).
import { parse } from 'devalue';
import type { server } from '../../actions';

type ActionName = keyof typeof server;
/** What the action's handler returns. */
export type ActionData<N extends ActionName> = Awaited<ReturnType<(typeof server)[N]['orThrow']>>;
/** An action error's code (FORBIDDEN, UNAUTHORIZED, TOO_MANY_REQUESTS, …) and message. */
interface ActionFailure {
  code: string;
  message?: string;
}
export type ActionAnswer<T> = { data: T; error?: undefined } | { data?: undefined; error: ActionFailure };

/** The action error in an answer's body, as astro:actions reads it: anything else is an internal error. */
function failureOf(body: string): ActionFailure {
  try {
    const json: unknown = JSON.parse(body);
    if (typeof json === 'object' && json !== null && 'type' in json && json.type === 'AstroActionError' && 'code' in json && typeof json.code === 'string') {
      return { code: json.code, message: 'message' in json && typeof json.message === 'string' ? json.message : undefined };
    }
  } catch {
    // Not JSON: a proxy's or the platform's page.
  }
  return { code: 'INTERNAL_SERVER_ERROR' };
}

/** Sends the form to the action; a network failure throws, as the actions client does. */
export async function postAction<N extends ActionName>(name: N, form: FormData): Promise<ActionAnswer<ActionData<N>>> {
  const response = await fetch(`/_actions/${name}`, { method: 'POST', body: form, headers: { accept: 'application/json' } });
  const body = await response.text();
  return response.ok ? { data: parse(body) as ActionData<N> } : { error: failureOf(body) };
}
