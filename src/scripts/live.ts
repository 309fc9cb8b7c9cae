// The live client (ADR 0060): one EventSource per open page on /api/live (it reconnects by
// itself and sends Last-Event-ID, so the page gets what it missed). Each event goes into the
// nanostore; the parts of the page it concerns (`data-live` topics) are fetched afresh from the
// page's own address and swapped in place, the header's balance asked again.
import { LIVE_REFRESH_HEADER, liveTopics, noticeOf, type LiveEvent } from '../lib/dealer-state/live-events';
import { $liveEvent } from '../lib/live/live-store';
import { refreshPointBalance } from './point-balance';

const LIVE_PATH = '/api/live';
/** Events that come together (a status and its payout) make one fetch. */
const GATHER_MS = 100;

/** A notice stays this long unless closed first. */
const NOTICE_MS = 10_000;
/** Shown at once at most; an older one makes way. */
const NOTICES_SHOWN = 3;

let pending = new Set<string>();

/** A notice for an event the user chose in My profile: what happened, and a link to the lead. */
function notify(root: Document, event: LiveEvent): void {
  const notices = root.getElementById('live-notices');
  const notice = noticeOf(event);
  const settings = notices?.dataset;
  if (!notices || !settings || !notice || !event.id || !event.product) return;
  const title = (JSON.parse(settings.texts ?? '{}') as Record<string, string>)[notice];
  const path = (JSON.parse(settings.paths ?? '{}') as Record<string, string>)[event.product];
  if (!title || !path) return;
  const item = (notices.querySelector('template')!.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  item.querySelector('p')!.textContent = title;
  const link = item.querySelector('a')!;
  link.href = `${path}/${encodeURIComponent(event.id)}`;
  link.textContent = (settings.open ?? '').replace('{reference}', event.reference ?? '');
  const remove = () => item.remove();
  item.querySelector('button')!.addEventListener('click', remove);
  setTimeout(remove, NOTICE_MS);
  const list = notices.querySelector('[aria-live]')!;
  list.append(item);
  while (list.children.length > NOTICES_SHOWN) list.firstElementChild!.remove();
}
let timer: ReturnType<typeof setTimeout> | undefined;

async function swapParts(topics: Set<string>): Promise<void> {
  const parts = [...document.querySelectorAll<HTMLElement>('[data-live]')].filter((part) => part.dataset.live!.split(' ').some((topic) => topics.has(topic)));
  if (parts.length === 0) return;
  const response = await fetch(location.href, { credentials: 'same-origin', headers: { accept: 'text/html', [LIVE_REFRESH_HEADER]: '1' } });
  if (!response.ok || response.redirected) return;
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  for (const part of parts) {
    const next = fresh.getElementById(part.id);
    if (next) part.replaceWith(document.importNode(next, true));
  }
}

export function listen(root: Document): void {
  const source = new EventSource(LIVE_PATH);
  source.onmessage = (message) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(message.data) as LiveEvent;
    } catch {
      return;
    }
    $liveEvent.set(event);
    notify(root, event);
    for (const topic of liveTopics(event)) pending.add(topic);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const topics = pending;
      pending = new Set();
      if (topics.has('balance')) refreshPointBalance(root);
      void swapParts(topics).catch(() => undefined);
    }, GATHER_MS);
  };
}
