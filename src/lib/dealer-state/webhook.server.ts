// The webhook's door (ADR 0060), in front of Astro in src/worker.ts: a server-to-server call with
// no session and no Origin, authenticated by its signature alone. A good event goes to its
// organisation's object, which drops an id it has seen. Before any of that: a rate limit per
// address, and a body over 16 KB refused by its Content-Length, or as soon as it grows past it,
// never read whole (docs/decisions/0060, issue 39).
import { logger } from '../server/logger';
import type { RateLimiter } from '../server/rate-limit';
import { RETRY_AFTER_SECONDS } from '../server/rate-limit';
import { applySecurityHeaders } from '../server/security';
import { dealerStateOf } from './dealer-state.server';
import { checkWebhook, parseWebhookBody, SIGNATURE_HEADER, WEBHOOK_MAX_BYTES } from './webhook';

function answer(request: Request, status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  const response = Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
  applySecurityHeaders(response.headers, { formTargets: [], thirdPartyOrigins: [], https: new URL(request.url).protocol === 'https:' });
  return response;
}

/** The body as text, or null when it is over `maxBytes` (said by its Content-Length, or found while reading). */
async function bodyWithin(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export async function receiveWebhook(request: Request, secret: string, limiter?: RateLimiter): Promise<Response> {
  if (request.method !== 'POST') return answer(request, 405, { code: 'methodNotAllowed' });
  if (limiter) {
    const address = request.headers.get('cf-connecting-ip')?.trim() || 'unknown';
    const { success } = await limiter.limit({ key: `webhook:ip:${address}` });
    if (!success) return answer(request, 429, { code: 'rateLimited' }, { 'retry-after': String(RETRY_AFTER_SECONDS) });
  }
  const body = await bodyWithin(request, WEBHOOK_MAX_BYTES);
  if (body === null) return answer(request, 413, { code: 'tooLarge' });
  const check = await checkWebhook(secret, request.headers.get(SIGNATURE_HEADER), body, Math.floor(Date.now() / 1000));
  if (check !== 'ok') {
    logger.warn('webhook refused', { reason: check });
    return answer(request, 401, { code: check });
  }
  const parsed = parseWebhookBody(body);
  if (!parsed) return answer(request, 400, { code: 'wrongData' });
  const published = await dealerStateOf(parsed.event.organisation).publish(parsed.id, parsed.event);
  if (!published.taken) return answer(request, 200, { code: 'duplicate' });
  return answer(request, 202, { code: 'accepted', delivered: published.delivered, ms: published.ms });
}
