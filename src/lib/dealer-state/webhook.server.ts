// The webhook's door (ADR 0060), in front of Astro in src/worker.ts: a server-to-server call with
// no session and no Origin, authenticated by its signature alone. A good event goes to its
// organisation's object, which drops an id it has seen.
import { logger } from '../server/logger';
import { dealerStateOf } from './dealer-state.server';
import { checkWebhook, parseWebhookBody, SIGNATURE_HEADER, WEBHOOK_MAX_BYTES } from './webhook';

const answer = (status: number, code: string) => Response.json({ code }, { status, headers: { 'cache-control': 'no-store' } });

export async function receiveWebhook(request: Request, secret: string): Promise<Response> {
  if (request.method !== 'POST') return answer(405, 'methodNotAllowed');
  const body = await request.text();
  if (body.length > WEBHOOK_MAX_BYTES) return answer(413, 'tooLarge');
  const check = await checkWebhook(secret, request.headers.get(SIGNATURE_HEADER), body, Math.floor(Date.now() / 1000));
  if (check !== 'ok') {
    logger.warn('webhook refused', { reason: check });
    return answer(401, check);
  }
  const parsed = parseWebhookBody(body);
  if (!parsed) return answer(400, 'wrongData');
  const published = await dealerStateOf(parsed.event.organisation).publish(parsed.id, parsed.event);
  if (!published.taken) return answer(200, 'duplicate');
  return Response.json({ code: 'accepted', delivered: published.delivered, ms: published.ms }, { status: 202, headers: { 'cache-control': 'no-store' } });
}
