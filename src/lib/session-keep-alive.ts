// While a dealer types in a form, tell the server now and then that someone is there: typing
// sends no request of its own, and the idle limit must not end a session mid-form
// (docs/decisions/0010). Browser-side; no server imports.

export const KEEP_ALIVE_PATH = '/api/session';

/** How often, at most, typing touches the session: a third of the idle limit, five minutes at most. */
export function keepAliveInterval(idleMs: number): number {
  return Math.min(5 * 60_000, Math.floor(idleMs / 3));
}

export function keepSessionAliveWhileTyping(root: Document, intervalMs: number, now: () => number = Date.now): void {
  let last = now();
  const touch = () => {
    if (now() - last < intervalMs) return;
    last = now();
    void fetch(KEEP_ALIVE_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } }).catch(() => undefined);
  };
  root.addEventListener('input', touch, { capture: true, passive: true });
  root.addEventListener('change', touch, { capture: true, passive: true });
}
