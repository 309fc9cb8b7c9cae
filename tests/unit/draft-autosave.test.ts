// The browser's draft saving, on a stand-in form: what a dealer typing sends, and how often.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveDraftWhileTyping } from '../../src/lib/dealer-state/draft-autosave';

type Listener = () => void;

/** A form of text fields (and one file) with the events the autosave listens to. */
function standInForm(fields: Record<string, string | Blob>) {
  const listeners = new Map<string, Listener[]>();
  const form = {
    fields,
    elements: { namedItem: (name: string) => (typeof fields[name] === 'string' ? { value: fields[name] } : null) },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  const fire = (type: string) => (listeners.get(type) ?? []).forEach((listener) => listener());
  return { form: form as unknown as HTMLFormElement, fire, type: (name: string, value: string) => ((fields[name] = value), fire('input')) };
}

describe('saving a draft while the dealer types', () => {
  const sent: { at: number; url: string; body: { id: string; kind: string; fields: Record<string, string> } }[] = [];
  const pageListeners = new Map<string, Listener>();
  const send = (url: string, body: string) => sent.push({ at: Date.now(), url, body: JSON.parse(body) as (typeof sent)[number]['body'] });

  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    sent.length = 0;
    vi.stubGlobal(
      'FormData',
      class {
        private readonly form: { fields: Record<string, string | Blob> };
        constructor(form: { fields: Record<string, string | Blob> }) {
          this.form = form;
        }
        [Symbol.iterator]() {
          return Object.entries(this.form.fields)[Symbol.iterator]();
        }
      },
    );
    vi.stubGlobal('addEventListener', (type: string, listener: Listener) => pageListeners.set(type, listener));
    vi.stubGlobal('document', {
      visibilityState: 'visible',
      addEventListener: (type: string, listener: Listener) => pageListeners.set(`document:${type}`, listener),
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const options = { url: '/api/drafts', kind: 'blanco', everyMs: 5_000, send };

  it('sends the first keystroke at once, then at most once per 5 s with what was typed last, never a file or the key', () => {
    const { form, type } = standInForm({ idempotencyKey: 'key-1', amount: '', file: new Blob(['x']) });
    saveDraftWhileTyping(form, options);
    type('amount', '1');
    vi.advanceTimersByTime(0);
    expect(sent.map((save) => save.body)).toEqual([{ id: 'key-1', kind: 'blanco', fields: { amount: '1' } }]);

    type('amount', '15');
    vi.advanceTimersByTime(4_999);
    type('amount', '150');
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.at - sent[0]!.at).toBe(5_000);
    expect(sent[1]!.body.fields).toEqual({ amount: '150' });

    // Nothing typed since: nothing sent.
    vi.advanceTimersByTime(20_000);
    expect(sent).toHaveLength(2);
  });

  it('sends what was typed at once when the form is sent or the page is left, and nothing twice', () => {
    const { form, fire, type } = standInForm({ idempotencyKey: 'key-2', name: '' });
    saveDraftWhileTyping(form, options);
    type('name', 'S');
    vi.advanceTimersByTime(0);
    type('name', 'Sigrid');
    fire('submit');
    expect(sent.map((save) => save.body.fields)).toEqual([{ name: 'S' }, { name: 'Sigrid' }]);
    vi.advanceTimersByTime(10_000);
    pageListeners.get('pagehide')!();
    expect(sent).toHaveLength(2);
  });

  it('sends nothing for a form without its key, and the price tag its own id', () => {
    const withoutKey = standInForm({ amount: '' });
    saveDraftWhileTyping(withoutKey.form, options);
    withoutKey.type('amount', '9');
    vi.advanceTimersByTime(5_000);
    expect(sent).toHaveLength(0);

    const tag = standInForm({ vehicle: '' });
    saveDraftWhileTyping(tag.form, { ...options, kind: 'priceTag', id: 'tag-1' });
    tag.type('vehicle', 'Volvo');
    vi.advanceTimersByTime(0);
    expect(sent.map((save) => save.body)).toEqual([{ id: 'tag-1', kind: 'priceTag', fields: { vehicle: 'Volvo' } }]);
  });

  it('spaces saves by the page’s clock: a change 1 s after a save goes 4 s later, and a hidden page sends at once', () => {
    let clock = 50_000;
    const { form, fire, type } = standInForm({ idempotencyKey: 'key-3', make: '' });
    saveDraftWhileTyping(form, { ...options, now: () => clock });
    type('make', 'V');
    vi.advanceTimersByTime(0);
    clock += 1_000;
    vi.advanceTimersByTime(1_000);
    fields(form).make = 'Volvo';
    fire('change');
    clock += 3_999;
    vi.advanceTimersByTime(3_999);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent.map((save) => save.body.fields.make)).toEqual(['V', 'Volvo']);

    type('make', 'Volvo V60');
    pageListeners.get('document:visibilitychange')!();
    expect(sent).toHaveLength(2);
    (document as { visibilityState: string }).visibilityState = 'hidden';
    pageListeners.get('document:visibilitychange')!();
    expect(sent.map((save) => save.body.fields.make)).toEqual(['V', 'Volvo', 'Volvo V60']);
  });

  it('leaves no draft for a form the dealer leaves as it opened, even after typing and taking it back; once one is saved, taking it back is saved', () => {
    const { form, fire, type } = standInForm({ idempotencyKey: 'key-5', term: '60', name: '' });
    saveDraftWhileTyping(form, options);
    fire('change');
    type('name', 'S');
    type('name', '');
    fire('submit');
    pageListeners.get('pagehide')!();
    expect(sent).toHaveLength(0);

    type('name', 'Sigrid');
    vi.advanceTimersByTime(0);
    type('name', '');
    vi.advanceTimersByTime(5_000);
    expect(sent.map((save) => save.body.fields)).toEqual([
      { term: '60', name: 'Sigrid' },
      { term: '60', name: '' },
    ]);
  });

  it('in a browser posts the draft as JSON with keepalive and the page’s cookies', () => {
    const posted = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', posted);
    const { form, type } = standInForm({ idempotencyKey: 'key-4', amount: '' });
    saveDraftWhileTyping(form, { url: '/api/drafts', kind: 'blanco', everyMs: 5_000 });
    type('amount', '7');
    vi.advanceTimersByTime(0);
    expect(posted).toHaveBeenCalledWith('/api/drafts', {
      method: 'POST',
      body: JSON.stringify({ id: 'key-4', kind: 'blanco', fields: { amount: '7' } }),
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
    });
  });
});

const fields = (form: HTMLFormElement) => (form as unknown as { fields: Record<string, string> }).fields;
