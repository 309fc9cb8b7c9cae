import { getRequestListener } from '@hono/node-server';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const API_PREFIXES = ['/api/', '/flags', '/__test/', '/bank/', '/static/', '/stand-in/', '/outbox'];

/** One HTTP server: the Partner API and test routes go to Hono, everything else to the OIDC side. */
export function createBackendServer(api: { fetch: (request: Request) => Response | Promise<Response> }, oidc: Handler): Server {
  const apiListener = getRequestListener(api.fetch, { overrideGlobalObjects: false });
  return createServer((req, res) => {
    const url = req.url ?? '/';
    const handler = API_PREFIXES.some((prefix) => url.startsWith(prefix)) ? apiListener : oidc;
    handler(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal Server Error');
    });
  });
}
