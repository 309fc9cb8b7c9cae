// Plain HTTP requests to the portal's *.localhost hosts from Node: browsers resolve any
// *.localhost name to loopback, Node's resolver on Debian does not, so we do it here.
import { request as httpRequest } from 'node:http';
import type { LookupFunction } from 'node:net';

const loopback: LookupFunction = (hostname, options, callback) => {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    if (typeof options === 'object' && options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
    return;
  }
  callback(new Error(`only *.localhost is reachable from the tests, not ${hostname}`), '', 4);
};

export interface LocalResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request, redirects not followed. */
export function localRequest(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<LocalResponse> {
  return new Promise((done, fail) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers, lookup: loopback }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}
