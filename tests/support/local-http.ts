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

/** A response read as it comes (a live stream): its status, each next chunk (null once it ended), and a way to let go. */
export interface LocalStream {
  status: number;
  next(): Promise<string | null>;
  close(): void;
}

export function openLocalStream(url: string, headers: Record<string, string> = {}): Promise<LocalStream> {
  return new Promise((done, fail) => {
    const req = httpRequest(url, { headers, lookup: loopback }, (res) => {
      res.setEncoding('utf8');
      const chunks: string[] = [];
      let ended = false;
      let waiting: ((chunk: string | null) => void) | null = null;
      const hand = (chunk: string | null) => {
        if (waiting) {
          const resolve = waiting;
          waiting = null;
          resolve(chunk);
        } else if (chunk !== null) chunks.push(chunk);
      };
      res.on('data', (chunk: string) => hand(chunk));
      res.on('end', () => ((ended = true), hand(null)));
      res.on('close', () => ((ended = true), hand(null)));
      done({
        status: res.statusCode ?? 0,
        next: () => (chunks.length > 0 ? Promise.resolve(chunks.shift()!) : ended ? Promise.resolve(null) : new Promise((resolve) => (waiting = resolve))),
        close: () => req.destroy(),
      });
    });
    req.on('error', fail);
    req.end();
  });
}
