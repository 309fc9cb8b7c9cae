import { Hono, type Handler } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { SubscriptionToggleSchema } from '../../../../src/lib/api/schemas.ts';
import { channelSubscriptions, isChannel, isNotificationEvent, setSubscription, statusSubscriptions, type SubscriptionKind } from '../../db/subscriptions.ts';
import type { AppEnv } from '../env.ts';
import { notFound, parseBody } from '../errors.ts';

/** Which channels (EMAIL, SMS) and which loan events the user is notified about. */
export function subscriptionRoutes(db: DatabaseSync) {
  /** PUT {enabled} for the path's channel or status: 204, or 404 for one there is none of. */
  const toggle =
    (kind: SubscriptionKind, known: (name: string) => boolean): Handler<AppEnv> =>
    async (c) => {
      const name = c.req.param(kind) ?? '';
      if (!known(name)) throw notFound(`No ${kind} ${name}`);
      const { enabled } = await parseBody(c, SubscriptionToggleSchema);
      setSubscription(db, c.var.user.id, kind, name, enabled);
      return c.body(null, 204);
    };
  return new Hono<AppEnv>()
    .get('/channels', (c) => c.json(channelSubscriptions(db, c.var.user.id)))
    .put('/channels/:channel', toggle('channel', isChannel))
    .get('/statuses', (c) => c.json(statusSubscriptions(db, c.var.user.id)))
    .put('/statuses/:status', toggle('status', isNotificationEvent));
}
