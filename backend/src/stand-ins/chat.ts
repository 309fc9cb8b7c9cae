// A local stand-in for the support chat widget (Intercom's messenger): /widget/:appId is a script
// with the interface the portal calls, window.Intercom(command, options), which takes the calls
// queued before it loaded and each later one, and reports each to /calls; the stand-in keeps them in
// memory for the tests (/__test/chat).
import { Hono } from 'hono';
import { cors } from 'hono/cors';

interface ChatCall {
  appId: string;
  command: string;
  options: Record<string, unknown> | null;
  page: string;
  receivedAt: number;
}

export interface ChatStandIn {
  calls: ChatCall[];
}

export const createChatStandIn = (): ChatStandIn => ({ calls: [] });

const widgetScript = (appId: string, callsUrl: string) => `(() => {
  const appId = ${JSON.stringify(appId)};
  const report = (command, options) => fetch(${JSON.stringify(callsUrl)}, {
    method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appId, command: String(command), options: options ?? null, page: location.pathname }),
  }).catch(() => {});
  const queued = (window.Intercom && window.Intercom.q) || [];
  window.Intercom = (command, options) => { report(command, options); };
  for (const [command, options] of queued) report(command, options);
})();
`;

export function chatRoutes(standIn: ChatStandIn, portalOrigins: readonly string[], publicUrl: string) {
  return new Hono()
    .use('/calls', cors({ origin: [...portalOrigins], allowMethods: ['POST', 'OPTIONS'], allowHeaders: ['content-type'] }))
    .get('/widget/:appId', (c) => {
      c.header('content-type', 'text/javascript; charset=utf-8');
      c.header('cache-control', 'no-store');
      return c.body(widgetScript(c.req.param('appId'), `${publicUrl}/stand-in/chat/calls`));
    })
    .post('/calls', async (c) => {
      const call = (await c.req.json()) as Omit<ChatCall, 'receivedAt'>;
      standIn.calls.push({ ...call, receivedAt: Date.now() });
      return c.body(null, 204);
    });
}

/** /__test/chat: the calls received (GET), forget them (DELETE). */
export function chatTestRoutes(standIn: ChatStandIn) {
  return new Hono()
    .get('/', (c) => c.json({ calls: standIn.calls }))
    .delete('/', (c) => {
      standIn.calls.length = 0;
      return c.body(null, 204);
    });
}
