// Browser-side: a form's draft goes to the server as the dealer types, at most once per
// `everyMs`, and once more on leaving the page or sending (docs/decisions/0060). Only the typed
// text travels, never a file, and nothing is written to the browser's storage. The draft's id is
// the form's idempotency key, read at each save: a form given a fresh key starts a fresh draft.

export interface DraftAutosaveOptions {
  url: string;
  kind: string;
  everyMs: number;
  /** The draft's id for a form without an idempotency key (the price tag); else the key is read at each save. */
  id?: string;
  /** The clock the throttle reads: by default the one the page's timers run on (a wall-clock step or slew never brings a save early). */
  now?: () => number;
  /** The request (fetch with keepalive in a browser; a fake in tests). */
  send?: (url: string, body: string) => void;
}

const KEY_FIELD = 'idempotencyKey';
const SKIPPED = new Set([KEY_FIELD, 'intent', 'draft']);

/** What was typed: every text field of the form, files and the form's own key left out. */
function typedFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && !SKIPPED.has(name)) fields[name] = value;
  }
  return fields;
}

const sendWithKeepalive = (url: string, body: string): void => {
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
  }).catch(() => undefined);
};

export function saveDraftWhileTyping(form: HTMLFormElement, options: DraftAutosaveOptions): { flush(): void } {
  const now = options.now ?? (() => performance.now());
  const send = options.send ?? sendWithKeepalive;
  let lastSave = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let changed = false;
  // A form left as it opened (defaults, or the draft it continues) leaves no draft; once one is saved, every change goes.
  const pristine = JSON.stringify(typedFields(form));
  let saved = false;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const id = options.id ?? (form.elements.namedItem(KEY_FIELD) as HTMLInputElement | null)?.value;
    if (!changed || !id) return;
    changed = false;
    const fields = typedFields(form);
    if (!saved && JSON.stringify(fields) === pristine) return;
    saved = true;
    const body = JSON.stringify({ id, kind: options.kind, fields });
    // Stamped as the request goes, so the throttle spaces the requests themselves.
    lastSave = now();
    send(options.url, body);
  };
  const typed = () => {
    changed = true;
    if (timer) return;
    timer = setTimeout(flush, Math.max(0, lastSave + options.everyMs - now()));
  };
  form.addEventListener('input', typed, { passive: true });
  form.addEventListener('change', typed, { passive: true });
  // Sending saves what was typed first: a send that fails keeps it; one that succeeds ends the draft (a late save is dropped).
  form.addEventListener('submit', flush, { capture: true });
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  return { flush };
}
