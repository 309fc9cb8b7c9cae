import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';

/** Thrown by routes; app.ts turns it into `{ error: { code, message? } }`. */
export class ApiError extends Error {
  status: ContentfulStatusCode;
  code: string;
  detail: string | undefined;

  constructor(status: ContentfulStatusCode, code: string, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
  }

  get body() {
    return { error: this.detail === undefined ? { code: this.code } : { code: this.code, message: this.detail } };
  }
}

export const wrongData = (message: string) => new ApiError(400, 'WRONG_DATA', message);
export const noAccess = () => new ApiError(403, 'NO_ACCESS');
export const notFound = (message?: string) => new ApiError(404, 'NOT_FOUND', message);

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Reads the JSON body and validates it with the shared contract schema, or throws 400 WRONG_DATA. */
export async function parseBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw wrongData('Body must be JSON');
  }
  return validBody(schema, body);
}

function validBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (!result.success) throw wrongData(describeIssues(result.issues));
  return result.output;
}

/** A body that may be left out (no content type, or empty): then `{}` is parsed. */
export async function parseOptionalBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const text = await c.req.text();
  if (text.trim() === '') return validBody(schema, {});
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw wrongData('Body must be JSON');
  }
  return validBody(schema, body);
}

export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return c.json(error.body, error.status);
  console.error(error);
  return c.json({ error: { code: 'INTERNAL_ERROR' } }, 500);
}
