// Request paths: {param} placeholders and query strings (SPEC §5: an empty or
// undefined path parameter is an error, thrown before any request is made).

export type PathParams = Record<string, string | number | undefined | null>;
type QueryValue = string | number | boolean | undefined | null | readonly (string | number | boolean)[];
export type Query = Record<string, QueryValue>;

/** @internal exported for its unit tests */
export class PathParameterError extends Error {
  constructor(template: string, name: string) {
    super(`Path "${template}" needs parameter "${name}", which is empty or undefined`);
    this.name = 'PathParameterError';
  }
}

/** @internal exported for its unit tests */
export function fillPath(template: string, params: PathParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || String(value).trim() === '') throw new PathParameterError(template, name);
    return encodeURIComponent(String(value));
  });
}

/**
 * Arrays repeat the parameter (status=A&status=B); undefined, null and '' are left out.
 * @internal exported for its unit tests
 */
export function queryString(query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function buildUrl(baseUrl: string, template: string, params?: PathParams, query?: Query): string {
  const base = baseUrl.replace(/\/+$/, '');
  const path = fillPath(template, params).replace(/^\/+/, '');
  return `${base}/${path}${queryString(query)}`;
}
