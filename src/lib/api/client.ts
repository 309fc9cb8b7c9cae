// The Partner API client: one per request, bound to the signed-in user's token.
// Every JSON answer is checked against its valibot schema. Every call has a time budget
// (ADR 0013): a page's calls run in parallel, so one slow or hung call costs a page at most
// READ_BUDGET_MS, and the page shows that part as unavailable instead of waiting.
import * as v from 'valibot';
import { ApiError, errorKindFor, isApiError } from './errors';
import { ApiErrorBodySchema } from './schemas';
import { buildUrl, type PathParams, type Query } from './path';

export interface ApiClientOptions {
  baseUrl: string;
  /** The bearer token; null for the few calls that take none (invitation consume). */
  accessToken: string | null;
  fetch?: typeof fetch;
  /** Called once when the API answers 401, before the error is thrown. */
  onUnauthorized?: () => void;
  /** Budget of a read (GET, or a query sent as POST with `read: true`). */
  readTimeoutMs?: number;
  /** Budget of a change (POST, PUT, PATCH, DELETE): longer, and safe to retry (idempotency keys). */
  writeTimeoutMs?: number;
  /**
   * Epoch ms by which the page's data must be in (ADR 0013): a read that starts late, after a slow
   * flag check or token refresh, gets what is left of it, and never less than MIN_READ_BUDGET_MS.
   */
  answerBy?: number;
}

/**
 * A page answers within 3.5 s: the flags check (≤ 0.8 s) plus one round of parallel reads (≤ 2 s) plus rendering.
 * @internal exported for its unit tests
 */
export const READ_BUDGET_MS = 2_000;
/** A page's data is in by this long after the request arrived, whatever came before it, leaving 0.7 s to render and send. */
export const PAGE_DATA_BUDGET_MS = 2_800;
/** The least a read (or a page's write) is given, however late it starts: below this even a healthy API would not answer. */
export const MIN_READ_BUDGET_MS = 800;
/** @internal exported for its unit tests */
export const WRITE_BUDGET_MS = 8_000;
/** A file's bytes, once its answer has started within the read budget: large files need longer than the answer. */
const FILE_BODY_BUDGET_MS = 8_000;

export interface RequestOptions {
  params?: PathParams;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  /** A POST that only reads (a search): it gets the read budget. */
  read?: boolean;
  /** Overrides the budget. */
  timeoutMs?: number;
  /** Once the answer has started, its body gets this long instead of what is left of the budget (file downloads). */
  bodyTimeoutMs?: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** When a call gives up: its signal, told when the answer has started and when the call is over. */
interface Deadline {
  signal: AbortSignal;
  answered(): void;
  done(): void;
}

/**
 * One budget for the answer and its body, on the runtime's own timer: a setTimeout and
 * clearTimeout of ours per call cost the worker more (docs/decisions/0047). Calls whose budgets end
 * at the same millisecond (a page's reads, started together) share one timer.
 */
function fixedDeadlines(): (budgetMs: number) => Deadline {
  let last: { endsAt: number; signal: AbortSignal } | undefined;
  return (budgetMs) => {
    const endsAt = Date.now() + budgetMs;
    if (last?.endsAt !== endsAt) last = { endsAt, signal: AbortSignal.timeout(budgetMs) };
    return { signal: last.signal, answered: () => undefined, done: () => undefined };
  };
}

/** A file's: its answer within the budget, then its bytes within their own from when the answer started. */
function deadlineWithBodyBudget(budgetMs: number, bodyBudgetMs: number): Deadline {
  const timeUp = new AbortController();
  let timer = setTimeout(() => timeUp.abort(), budgetMs);
  return {
    signal: timeUp.signal,
    answered: () => {
      clearTimeout(timer);
      timer = setTimeout(() => timeUp.abort(), bodyBudgetMs);
    },
    done: () => clearTimeout(timer),
  };
}

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const fixedDeadline = fixedDeadlines();

  function budgetOf(method: Method, request: RequestOptions): number {
    if (request.timeoutMs !== undefined) return request.timeoutMs;
    const read = method === 'GET' || request.read === true;
    if (!read) return options.writeTimeoutMs ?? WRITE_BUDGET_MS;
    const budget = options.readTimeoutMs ?? READ_BUDGET_MS;
    if (options.answerBy === undefined) return budget;
    return Math.max(MIN_READ_BUDGET_MS, Math.min(budget, options.answerBy - Date.now()));
  }

  /** The error for a failed fetch or body read: out of time, or not reachable at all. */
  function unavailable(method: Method, path: string, signal: AbortSignal, cause: unknown, budgetMs: number): ApiError {
    if (signal.aborted) return new ApiError('unavailable', null, 'TIMEOUT', `Partner API gave no answer in time (${budgetMs} ms): ${method} ${path}`);
    return new ApiError('unavailable', null, 'UNREACHABLE', `Partner API unreachable: ${method} ${path}: ${String(cause)}`);
  }

  async function send(method: Method, path: string, request: RequestOptions, accept: string) {
    const url = buildUrl(options.baseUrl, path, request.params, request.query);
    const headers = new Headers({ accept, ...request.headers });
    if (options.accessToken) headers.set('authorization', `Bearer ${options.accessToken}`);
    let body: string | FormData | undefined;
    if (request.body instanceof FormData) {
      body = request.body;
    } else if (request.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(request.body);
    }
    const budgetMs = budgetOf(method, request);
    // The same signal covers reading the body, so a body that trickles in is cut off too.
    const deadline = request.bodyTimeoutMs === undefined ? fixedDeadline(budgetMs) : deadlineWithBodyBudget(budgetMs, request.bodyTimeoutMs);
    const { signal } = deadline;
    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body, signal });
    } catch (cause) {
      deadline.done();
      throw unavailable(method, path, signal, cause, budgetMs);
    }
    if (!response.ok) {
      const error = await toApiError(response, method, path, signal);
      deadline.done();
      throw error;
    }
    deadline.answered();
    /** Reads the body within the same budget. */
    const read = async <T>(how: (response: Response) => Promise<T>): Promise<T> => {
      try {
        return await how(response);
      } catch (cause) {
        if (signal.aborted) throw unavailable(method, path, signal, cause, budgetMs);
        throw cause;
      } finally {
        deadline.done();
      }
    };
    return { response, read };
  }

  async function toApiError(response: Response, method: Method, path: string, signal: AbortSignal): Promise<ApiError> {
    let code: string | null = null;
    const parsed = v.safeParse(ApiErrorBodySchema, await response.json().catch(() => null));
    if (signal.aborted)
      return new ApiError('unavailable', response.status, 'TIMEOUT', `${method} ${path} → ${response.status}, body not read within its budget`);
    if (parsed.success) code = parsed.output.error.code;
    const kind = errorKindFor(response.status, code);
    if (kind === 'unauthorized') options.onUnauthorized?.();
    // The API's own message text is left out: it may echo a personal identity number into our logs.
    return new ApiError(kind, response.status, code, `${method} ${path} → ${response.status} ${code ?? ''}`.trim());
  }

  async function json<S extends v.GenericSchema>(method: Method, path: string, schema: S, request: RequestOptions = {}) {
    const { response, read } = await send(method, path, request, 'application/json');
    const parsed = v.safeParse(
      schema,
      await read((r) => r.json()).catch((error: unknown) => {
        if (isApiError(error)) throw error;
        return undefined;
      }),
    );
    if (!parsed.success) {
      // Where it differs, never the values (they may be personal data).
      const where = parsed.issues.map((issue) => v.getDotPath(issue) ?? '(root)').join(', ');
      throw new ApiError('technical', response.status, 'INVALID_RESPONSE', `${method} ${path}: response does not match its schema at ${where}`);
    }
    return parsed.output as v.InferOutput<S>;
  }

  async function noContent(method: Method, path: string, request: RequestOptions = {}): Promise<void> {
    const { response } = await send(method, path, request, 'application/json');
    await response.body?.cancel();
  }

  async function download(path: string, request: RequestOptions, accept: string) {
    // A download is a read: its answer comes within the read budget, so a dealer hears of an outage
    // in time; the bytes of a large file then get longer.
    const { response, read } = await send('GET', path, { bodyTimeoutMs: FILE_BODY_BUDGET_MS, ...request }, accept);
    const disposition = response.headers.get('content-disposition') ?? '';
    const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
    const fileName = encoded ? decodeURIComponent(encoded) : (/filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null);
    const contentType = (response.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]!.trim();
    return { body: await read((r) => r.arrayBuffer()), fileName, contentType };
  }

  return {
    get: <S extends v.GenericSchema>(path: string, schema: S, request?: RequestOptions) => json('GET', path, schema, request),
    post: <S extends v.GenericSchema>(path: string, schema: S, request?: RequestOptions) => json('POST', path, schema, request),
    put: <S extends v.GenericSchema>(path: string, schema: S, request?: RequestOptions) => json('PUT', path, schema, request),
    patch: <S extends v.GenericSchema>(path: string, schema: S, request?: RequestOptions) => json('PATCH', path, schema, request),
    delete: (path: string, request?: RequestOptions) => noContent('DELETE', path, request),
    /** A call whose answer has no body (204). */
    send: (method: Method, path: string, request?: RequestOptions) => noContent(method, path, request),
    /** A PDF download: the bytes and the file name the API suggests. */
    pdf: (path: string, request: RequestOptions = {}) => download(path, request, 'application/pdf'),
    /** Any file download: bytes, content type and suggested file name. */
    download: (path: string, request: RequestOptions = {}) => download(path, request, '*/*'),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
