// The Partner API's webhook to the portal (ADR 0060): one event per call, its body signed with
// HMAC-SHA-256 over "<unix seconds>.<body>" in `Partner-Signature: t=<seconds>,v1=<hex>`. The
// portal refuses a signature that does not match, or one made more than 5 minutes from its clock;
// each event id is taken once (the organisation's object remembers it). WebCrypto: the worker and
// backend/ (which signs with it) share this file.
import * as v from 'valibot';
import { LEAD_PRODUCTS } from '../leads/registry.ts';
import { LIVE_EVENT_TYPES, type LiveEvent } from './live-events.ts';

/** Every registered lead product's key: the products whose events the webhook takes (src/lib/leads/registry.ts). */
const LEAD_KEYS = LEAD_PRODUCTS.map((product) => product.key);

const LiveEventSchema = v.object({
  type: v.picklist(LIVE_EVENT_TYPES),
  /** The organisation it concerns: `<country>:<organisation number>`. */
  organisation: v.pipe(v.string(), v.regex(/^(SE|FI|DK):[0-9A-Za-z-]{1,20}$/)),
  /** Only this user's pages hear it (their order, their balance); null: the whole organisation's. */
  userId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64))), null),
  /** The lead product and lead (lead events), or the order / purchase. */
  product: v.optional(v.nullable(v.picklist(LEAD_KEYS)), null),
  id: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64))), null),
  reference: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{2}-\d{1,12}$/))), null),
  /** The lead's status after the change (leadStatus), the second-chance phase, the balance in points. */
  status: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64))), null),
  points: v.optional(v.nullable(v.number()), null),
}) satisfies v.GenericSchema<unknown, LiveEvent>;

export const WEBHOOK_PATH = '/webhooks/partner';
export const SIGNATURE_HEADER = 'partner-signature';
/** A signature older or newer than this is refused (and an event id is remembered at least this long). @internal exported for its unit tests */
export const SIGNATURE_TOLERANCE_S = 300;
export const WEBHOOK_MAX_BYTES = 16 * 1024;

const WebhookBodySchema = v.object({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)), event: LiveEventSchema });
export type WebhookBody = v.InferOutput<typeof WebhookBodySchema>;

const encoder = new TextEncoder();

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The header value for a body sent at `seconds` (unix time). */
export async function signWebhook(secret: string, body: string, seconds: number): Promise<string> {
  return `t=${seconds},v1=${await hmacHex(secret, `${seconds}.${body}`)}`;
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export type WebhookCheck = 'ok' | 'unsigned' | 'forged' | 'stale';

/** Whether the body was signed with the secret within the tolerance of `nowSeconds`. */
export async function checkWebhook(secret: string, header: string | null, body: string, nowSeconds: number): Promise<WebhookCheck> {
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]));
  const seconds = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!secret || !Number.isInteger(seconds) || !given) return 'unsigned';
  if (!sameText(await hmacHex(secret, `${seconds}.${body}`), given)) return 'forged';
  if (Math.abs(nowSeconds - seconds) > SIGNATURE_TOLERANCE_S) return 'stale';
  return 'ok';
}

/** The body's event, or null when it is not one the portal knows. */
export function parseWebhookBody(body: string): WebhookBody | null {
  try {
    const parsed = v.safeParse(WebhookBodySchema, JSON.parse(body));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
