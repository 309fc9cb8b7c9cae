// Response security headers, the same-origin rule for writes (ARCHITECTURE.md, security rules)
// and the refusal of action bodies that are not JSON though they say so.
import { readAtMost } from '../stream-limit';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A non-GET request is allowed only from the portal's own origin: the Origin header
 * when present, else Sec-Fetch-Site. Neither present is refused too (deny by default).
 */
export function isCrossOriginWrite(method: string, headers: Headers, siteOrigin: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const origin = headers.get('origin');
  if (origin !== null) return origin !== siteOrigin;
  const fetchSite = headers.get('sec-fetch-site');
  return fetchSite !== 'same-origin';
}

export interface HeaderOptions {
  /** Origins a form may post to or be redirected to (the identity provider). */
  formTargets: readonly string[];
  /** Extra origins scripts may come from and talk to (analytics, chat), from config only. */
  thirdPartyOrigins: readonly string[];
  /** Origins pages may show images from besides their own (the marketplace's photos, ADR 0037). */
  imageOrigins?: readonly string[];
  https: boolean;
}

const PAGE_DIRECTIVES = (options: HeaderOptions) => ["frame-ancestors 'none'", `form-action 'self' ${options.formTargets.join(' ')}`.trim()];

/**
 * The CSP for responses Astro did not give one (redirects, endpoints, errors).
 * @internal exported for its unit tests
 */
export function fallbackCsp(options: HeaderOptions): string {
  return ["default-src 'none'", "base-uri 'none'", ...PAGE_DIRECTIVES(options)].join('; ');
}

/** img-src with the extra image origins appended; other directives as they were. */
function withImageOrigins(csp: string, origins: readonly string[]): string {
  if (origins.length === 0) return csp;
  return csp
    .split(';')
    .map((part) => (part.trim().split(/\s+/)[0] === 'img-src' ? `${part.replace(/\s+$/, '')} ${origins.join(' ')}` : part))
    .join(';');
}

/**
 * Astro's per-page CSP carries the script and style hashes; we add what only a header can say.
 * @internal exported for its unit tests
 */
export function completeCsp(astroCsp: string | null, options: HeaderOptions): string {
  if (!astroCsp) return fallbackCsp(options);
  // A page's CSP is the same on every request (its hashes are its build's): completed once per
  // isolate. The keys are the built pages' policies times the countries' origins, so few.
  const key = `${astroCsp}\n${options.formTargets.join(' ')}\n${(options.imageOrigins ?? []).join(' ')}`;
  const known = COMPLETED.get(key);
  if (known !== undefined) return known;
  const completed = completedCsp(astroCsp, options);
  COMPLETED.set(key, completed);
  return completed;
}

const COMPLETED = new Map<string, string>();

function completedCsp(astroCsp: string, options: HeaderOptions): string {
  const present = new Set(astroCsp.split(';').map((part) => part.trim().split(/\s+/)[0]));
  const extra = PAGE_DIRECTIVES(options).filter((directive) => !present.has(directive.split(' ')[0]));
  return [withImageOrigins(astroCsp.trim().replace(/;$/, ''), options.imageOrigins ?? []), ...extra].join('; ');
}

export function applySecurityHeaders(headers: Headers, options: HeaderOptions): void {
  headers.set('content-security-policy', completeCsp(headers.get('content-security-policy'), options));
  headers.set('strict-transport-security', 'max-age=63072000; includeSubDomains');
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'same-origin');
  headers.set('x-frame-options', 'DENY');
  headers.set('cross-origin-opener-policy', 'same-origin');
  headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()');
  if (!headers.has('cache-control')) headers.set('cache-control', 'private, no-store');
}

/** Astro's default actionBodySizeLimit: a larger body is Astro's to refuse (413). */
const ACTION_BODY_LIMIT = 1024 * 1024;

/**
 * A call of an Astro action: the RPC route /_actions/<name> or a form post with ?_action=<name>.
 * @internal exported for its unit tests
 */
export function isActionCall(method: string, url: URL): boolean {
  return method.toUpperCase() === 'POST' && (url.pathname.startsWith('/_actions/') || url.searchParams.has('_action'));
}

/**
 * Whether an action call says application/json but its body does not parse: Astro would
 * answer that with a 500, which is the client's error (400). Reads a copy of the body.
 */
export async function isMalformedActionJson(request: Request, url: URL): Promise<boolean> {
  if (!isActionCall(request.method, url)) return false;
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/json') return false;
  const bytes = await readAtMost(request.clone().body, ACTION_BODY_LIMIT);
  if (!bytes || bytes.byteLength === 0) return false;
  try {
    JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return false;
  } catch {
    return true;
  }
}

/** The answer to a malformed action body, in the shape of Astro's own action errors. */
export function malformedJsonResponse(): Response {
  return new Response(JSON.stringify({ type: 'AstroActionError', code: 'BAD_REQUEST', status: 400, message: 'The request body is not valid JSON' }), {
    status: 400,
    headers: { 'content-type': 'application/json' },
  });
}
