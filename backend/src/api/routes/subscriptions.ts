import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { SubscriptionToggleSchema } from '../../../../src/lib/api/schemas.ts';
import {
  channelSubscriptions,
  isChannel,
  isNotificationEvent,
  setSubscription,
  statusSubscriptions,
} from '../../db/subscriptions.ts';
import type { AppEnv } from '../env.ts';
import { notFound, parseBody } from '../errors.ts';

/** Which channels (EMAIL, SMS) and which loan events the user is notified about. */
export function subscriptionRoutes(db: DatabaseSync) {
  return new Hono<AppEnv>()
    .get('/channels', (c) => c.json(channelSubscriptions(db, c.var.user.id)))
    .put('/channels/:channel', async (c) => {
      const channel = c.req.param('channel');
      if (!isChannel(channel)) throw notFound(`No channel ${channel}`);
      const { enabled } = await parseBody(c, SubscriptionToggleSchema);
      setSubscription(db, c.var.user.id, 'channel', channel, enabled);
      return c.body(null, 204);
    })
    .get('/statuses', (c) => c.json(statusSubscriptions(db, c.var.user.id)))
    .put('/statuses/:status', async (c) => {
      const status = c.req.param('status');
      if (!isNotificationEvent(status)) throw notFound(`No status ${status}`);
      const { enabled } = await parseBody(c, SubscriptionToggleSchema);
      setSubscription(db, c.var.user.id, 'status', status, enabled);
      return c.body(null, 204);
    });
}
