// The live client (ADR 0060): one EventSource per open page on /api/live (it reconnects by
// itself and sends Last-Event-ID, so the page gets what it missed). Each event goes into the
// nanostore; the parts of the page it concerns (`data-live` topics) are fetched afresh from the
// page's own address and swapped in place, the header's balance asked again.
import { LIVE_REFRESH_HEADER, liveTopics, type LiveEvent } from '../lib/dealer-state/live-events';
import { $liveEvent } from '../lib/live/live-store';
import { refreshPointBalance } from './point-balance';

const LIVE_PATH = '/api/live';
/** Events that come together (a status and its payout) make one fetch. */
const GATHER_MS = 100;

let pending = new Set<string>();
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
