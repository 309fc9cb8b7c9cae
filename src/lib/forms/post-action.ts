// An island's form sent to its Astro action without the astro:actions client: the same request
// (POST /_actions/<name>, Accept: application/json, the form's fields) and the same answer (the
// result in devalue's format, read for plain data; an error as the action error's JSON). The
// actions client also carries revivers, error classes and a proxy the islands never use: ~2 KB
// gzip on each form page, which the apply forms' 90 KB budgets need (docs/decisions/0042, 0061).
import { parsePlainAnswer } from './plain-answer';

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

/**
 * Sends the form to the action named as in src/actions/index.ts; `T` is what its handler returns
 * (the caller names it: src/actions is server code, which an island may not import even for types).
 * A network failure throws, as the actions client does.
 */
export async function postAction<T>(name: string, form: FormData): Promise<ActionAnswer<T>> {
  const response = await fetch(`/_actions/${name}`, { method: 'POST', body: form, headers: { accept: 'application/json' } });
  const body = await response.text();
  return response.ok ? { data: parsePlainAnswer(body) as T } : { error: failureOf(body) };
}
