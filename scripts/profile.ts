// npm run profile -- /leasing?size=50: the built worker under load (autocannon, 10 connections)
// with the V8 sampling profiler of its DevTools inspector on; prints where the worker spends its
// CPU, by function (self time) and by bundle file. For finding what npm run bench's figures cost.
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { freePort, startStack } from './stack.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const paths = process.argv.slice(2);
if (paths.length === 0) throw new Error('usage: npm run profile -- /leasing?size=50 [/leasing/1 …]');

async function inspector(port: number): Promise<(method: string, params?: object) => Promise<any>> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  // Node's own WebSocket is refused by wrangler's inspector proxy; ws is what wrangler itself uses.
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((done, fail) => socket.once('open', done).once('error', fail));
  let next = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  return (method, params = {}) =>
    new Promise((done) => {
      const id = next++;
      waiting.set(id, done);
      socket.send(JSON.stringify({ id, method, params }));
    });
}

function summarise(profile: Profile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const [id, micros] of self) {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.split('/').slice(-2).join('/') || '(native)';
    const name = `${frame.functionName || '(anonymous)'}  ${file}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    byFile.set(file, (byFile.get(file) ?? 0) + micros);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => `${((micros / total) * 100).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  console.log(`\nby file:\n${top(byFile, 15)}\n\nby function (self):\n${top(byFunction, 40)}`);
}

const runDir = mkdtempSync(join(tmpdir(), 'portal-profile-'));
const [portalPort, backendPort, inspectorPort] = [await freePort(), await freePort(), await freePort()];
const stack = await startStack({
  portalPort,
  backendPort,
  inspectorPort,
  dataDir: join(runDir, 'backend'),
  wranglerStateDir: join(runDir, 'wrangler'),
  testRoutes: false,
  quiet: true,
});
const origin = `http://localhost:${portalPort}`;
const browser = await chromium.launch({
  ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  await page.getByLabel('E-postadress').fill('anna.admin@bilhuset.example');
  await page.getByLabel('Lösenord').fill('Portal-demo-2026');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.waitForURL(`${origin}/`);
  const cookie = (await page.context().cookies(origin)).map((c) => `${c.name}=${c.value}`).join('; ');
  const send = await inspector(inspectorPort);
  for (const path of paths) {
    await autocannon({ url: `${origin}${path}`, connections: 10, duration: 2, headers: { cookie } });
    await send('Profiler.enable');
    await send('Profiler.setSamplingInterval', { interval: 200 });
    await send('Profiler.start');
    const result = await autocannon({ url: `${origin}${path}`, connections: 10, duration: SECONDS, headers: { cookie } });
    const { profile } = (await send('Profiler.stop')) as { profile: Profile };
    writeFileSync(join(runDir, `${path.replace(/\W+/g, '_')}.cpuprofile`), JSON.stringify(profile));
    console.log(`\n== ${path}: ${result.requests.total} requests, ${result.non2xx} non-2xx (profile in ${runDir})`);
    summarise(profile);
  }
} finally {
  await browser.close();
  await stack.stop();
}
