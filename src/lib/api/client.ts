// The Partner API client: one per request, bound to the signed-in user's token.
// Every JSON answer is checked against its valibot schema.
import * as v from 'valibot';
import { ApiError, errorKindFor } from './errors';
import { ApiErrorBodySchema } from './schemas';
import { buildUrl, type PathParams, type Query } from './path';

export interface ApiClientOptions {
  baseUrl: string;
  /** The bearer token; null for the few calls that take none (invitation consume). */
  accessToken: string | null;
  fetch?: typeof fetch;
  /** Called once when the API answers 401, before the error is thrown. */
  onUnauthorized?: () => void;
  timeoutMs?: number;
}

export interface RequestOptions {
  params?: PathParams;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? fetch;

  async function send(method: Method, path: string, request: RequestOptions, accept: string): Promise<Response> {
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
    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body, signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
    } catch (cause) {
      throw new ApiError('technical', null, null, `Partner API unreachable: ${method} ${path}: ${String(cause)}`);
    }
    if (!response.ok) throw await toApiError(response, method, path);
    return response;
  }

  async function toApiError(response: Response, method: Method, path: string): Promise<ApiError> {
    let code: string | null = null;
    const parsed = v.safeParse(ApiErrorBodySchema, await response.json().catch(() => null));
    if (parsed.success) code = parsed.output.error.code;
    const kind = errorKindFor(response.status, code);
    if (kind === 'unauthorized') options.onUnauthorized?.();
    // The API's own message text is left out: it may echo a personal identity number into our logs.
    return new ApiError(kind, response.status, code, `${method} ${path} → ${response.status} ${code ?? ''}`.trim());
  }

  async function json<S extends v.GenericSchema>(method: Method, path: string, schema: S, request: RequestOptions = {}) {
    const response = await send(method, path, request, 'application/json');
    const parsed = v.safeParse(schema, await response.json().catch(() => undefined));
    if (!parsed.success) {
      // Where it differs, never the values (they may be personal data).
      const where = parsed.issues.map((issue) => v.getDotPath(issue) ?? '(root)').join(', ');
      throw new ApiError('technical', response.status, 'INVALID_RESPONSE', `${method} ${path}: response does not match its schema at ${where}`);
    }
    return parsed.output as v.InferOutput<S>;
  }

  async function noContent(method: Method, path: string, request: RequestOptions = {}): Promise<void> {
    const response = await send(method, path, request, 'application/json');
    await response.body?.cancel();
  }

  async function download(path: string, request: RequestOptions, accept: string) {
    const response = await send('GET', path, request, accept);
    const disposition = response.headers.get('content-disposition') ?? '';
    const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
    const fileName = encoded ? decodeURIComponent(encoded) : (/filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null);
    const contentType = (response.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]!.trim();
    return { body: await response.arrayBuffer(), fileName, contentType };
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
