// A small loopback server in the test runner's own process that lets a test stop, start, pause
// and resume backend/ (tests run in worker processes and cannot reach the child directly).
import { createServer } from 'node:http';
import type { Stack } from '../../scripts/stack';

export async function startControl(stack: Stack): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const action = request.method === 'POST' ? request.url : null;
    const actions: Record<string, () => Promise<void>> = {
      '/backend/stop': () => stack.stopBackend(),
      '/backend/start': () => stack.startBackend(),
      '/backend/pause': async () => stack.pauseBackend(),
      '/backend/resume': async () => stack.resumeBackend(),
    };
    const run = action ? actions[action]?.() : null;
    if (!run) {
      response.writeHead(404).end();
      return;
    }
    run.then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) };
}

/** From a test: stop, start, pause (hang) or resume backend/. */
export async function controlBackend(action: 'stop' | 'start' | 'pause' | 'resume'): Promise<void> {
  const url = process.env.E2E_CONTROL_URL;
  if (!url) throw new Error('E2E_CONTROL_URL is not set: run the tests with npm test');
  const response = await fetch(`${url}/backend/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`backend ${action} failed: ${response.status} ${await response.text()}`);
}
