// Error kinds of SPEC §8, and how an HTTP answer maps to one.

/** @internal exported for its unit tests */
export const ERROR_KINDS = [
  'unauthorized',
  'noAccess',
  'notFound',
  'wrongData',
  'notAcceptable',
  'negativeBalance',
  'technical',
  // No answer in time, or no answer at all (ADR 0013): the part can be retried.
  'unavailable',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export class ApiError extends Error {
  readonly kind: ErrorKind;
  readonly status: number | null;
  readonly code: string | null;
  readonly fieldMessages: Record<string, string[]>;

  constructor(kind: ErrorKind, status: number | null, code: string | null, message?: string, fieldMessages: Record<string, string[]> = {}) {
    super(message ?? `Partner API error: ${kind}${status === null ? '' : ` (HTTP ${status})`}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.fieldMessages = fieldMessages;
  }
}

/**
 * Error codes that decide the kind whatever the status. A register that is down is like an API
 * that does not answer in time: the part is unavailable and the dealer enters the data by hand.
 */
const KIND_BY_CODE: Record<string, ErrorKind> = { NEGATIVE_BALANCE: 'negativeBalance', REGISTER_UNAVAILABLE: 'unavailable' };

export function errorKindFor(status: number, code: string | null = null): ErrorKind {
  const byCode = code ? KIND_BY_CODE[code] : undefined;
  if (byCode) return byCode;
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'noAccess';
  if (status === 404 || status === 410) return 'notFound';
  if (status === 406) return 'notAcceptable';
  if (status === 400 || status === 409 || status === 422) return 'wrongData';
  return 'technical';
}

export function isApiError(error: unknown, kind?: ErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

/**
 * The API's answer (422) to an Idempotency-Key already used for a different request: an earlier
 * send with this key went through (its answer was lost) and the dealer has changed something since.
 */
export const isKeyReused = (error: unknown): boolean => isApiError(error) && error.code === 'IDEMPOTENCY_KEY_REUSED';
