// The live client (ADR 0060): one EventSource per open page on /api/live (it reconnects by
// itself and sends Last-Event-ID, so the page gets what it missed). Each event goes into the
// nanostore; the parts of the page it concerns (`data-live` topics) are fetched afresh from the
// page's own address and swapped in place, the header's balance asked again.
import { LIVE_REFRESH_HEADER, liveTopics, noticeOf, type LiveEvent } from '../lib/dealer-state/live-events';
import { $liveEvent } from '../lib/live/live-store';
import { refreshPointBalance } from './point-balance';

const LIVE_PATH = '/api/live';
/** The tab's last event number (nothing personal), so the next page asks for what came while it loaded (SPEC §9 prefix). */
const LAST_EVENT_KEY = 'partner-portal:liveEventId';
/** Events that come together (a status and its payout) make one fetch. */
const GATHER_MS = 100;

/** A notice stays this long after its last update unless closed first. */
const NOTICE_MS = 10_000;
/** Leads one notice links to at most, newest first. */
const LEADS_SHOWN = 3;

let pending = new Set<string>();
/** The newest event heard; kept as the tab's position only once it was acted on. */
let pendingId = '';

interface NoticeEntry {
  title: string;
  href: string;
  label: string;
}
/** The one notice on screen: the updates it stands for, and the leads they concern (newest last). */
let shown: { item: HTMLElement; count: number; leads: Map<string, NoticeEntry>; timer?: ReturnType<typeof setTimeout> } | null = null;

function pluralOf(settings: DOMStringMap, count: number): string {
  const forms = JSON.parse(settings.updates ?? '{}') as Record<string, string>;
  const form = new Intl.PluralRules(document.documentElement.lang || undefined).select(count);
  return (forms[`live.notice.updates.${form}`] ?? forms['live.notice.updates.other'] ?? '').replace('{count}', String(count));
}

/** One update: its text and the link to its lead. Several: "3 updates", and a link per lead. */
function drawNotice(settings: DOMStringMap): void {
  if (!shown) return;
  const entries = [...shown.leads.values()].reverse().slice(0, LEADS_SHOWN);
  const heading = shown.item.querySelector('p')!;
  const links = shown.item.querySelector('ul')!;
  links.replaceChildren();
  heading.textContent = shown.count === 1 ? entries[0]!.title : pluralOf(settings, shown.count);
  for (const entry of entries) {
    const line = document.createElement('li');
    if (shown.count > 1) line.append(`${entry.title}: `);
    const link = document.createElement('a');
    link.className = 'text-sky-800 underline';
    link.href = entry.href;
    link.textContent = entry.label;
    line.append(link);
    links.append(line);
  }
}

/**
 * A notice for an event the user chose in My profile, unless its lead is on screen (the page
 * shows the change itself). Updates that come while a notice shows join it: one notice, counted.
 */
function notify(root: Document, event: LiveEvent): void {
  const notices = root.getElementById('live-notices');
  const notice = noticeOf(event);
  const settings = notices?.dataset;
  if (!notices || !settings || !notice || !event.id || !event.product) return;
  if (root.querySelector(`[data-live~="lead:${CSS.escape(event.id)}"]`)) return;
  const title = (JSON.parse(settings.texts ?? '{}') as Record<string, string>)[notice];
  const path = (JSON.parse(settings.paths ?? '{}') as Record<string, string>)[event.product];
  if (!title || !path) return;
  if (!shown || !shown.item.isConnected) {
    const item = (notices.querySelector('template')!.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
    const current = { item, count: 0, leads: new Map<string, NoticeEntry>() };
    item.querySelector('button')!.addEventListener('click', () => {
      item.remove();
      if (shown === current) shown = null;
    });
    notices.querySelector('[aria-live]')!.append(item);
    shown = current;
  }
  const current = shown;
  current.count += 1;
  current.leads.delete(event.id);
  current.leads.set(event.id, {
    title,
    href: `${path}/${encodeURIComponent(event.id)}`,
    label: (settings.open ?? '').replace('{reference}', event.reference ?? ''),
  });
  drawNotice(settings);
  clearTimeout(current.timer);
  current.timer = setTimeout(() => {
    current.item.remove();
    if (shown === current) shown = null;
  }, NOTICE_MS);
}
let timer: ReturnType<typeof setTimeout> | undefined;

/** Set once the page is being left (a form sent, a link followed): nothing is swapped under it. */
let leaving = false;

/** A part the dealer is working in (focus in it, or something typed, ticked or chosen) or loading in place (a list's search) is left as it is. */
function isBusy(part: HTMLElement): boolean {
  if (part.querySelector('[aria-busy="true"]')) return true;
  const active = document.activeElement;
  if (active && active !== document.body && part.contains(active) && active.matches('input, textarea, select, button')) return true;
  return [...part.querySelectorAll<HTMLInputElement>('input, textarea')].some((field) =>
    field.type === 'checkbox' || field.type === 'radio'
      ? field.checked !== field.defaultChecked
      : field.type === 'file'
        ? (field.files?.length ?? 0) > 0
        : field.value !== field.defaultValue,
  );
}

async function swapParts(topics: Set<string>): Promise<void> {
  const concerned = () =>
    [...document.querySelectorAll<HTMLElement>('[data-live]')].filter(
      (part) => part.dataset.live!.split(' ').some((topic) => topics.has(topic)) && !isBusy(part),
    );
  if (leaving || concerned().length === 0) return;
  // The waiting screen reloads itself (its Refresh header): the decision is loaded now instead, as a
  // navigation, which also ends the pending reload (a swap would leave it to fire later).
  if (document.querySelector('[data-waiting]')) {
    leaving = true;
    location.replace(location.href);
    return;
  }
  // What each part showed when the page was asked for: a part changed meanwhile (a list's search
  // loaded in place) shows something newer than this answer, which is then dropped for it (it once
  // put the whole list back over the rows the dealer had just searched for).
  const asked = new Map(concerned().map((part) => [part.id, part.outerHTML]));
  const response = await fetch(location.href, { credentials: 'same-origin', headers: { accept: 'text/html', [LIVE_REFRESH_HEADER]: '1' } });
  if (!response.ok || response.redirected) return;
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  // Asked again after the answer: the dealer may have started typing or left meanwhile.
  if (leaving) return;
  for (const part of concerned()) {
    if (asked.get(part.id) !== part.outerHTML) continue;
    const next = fresh.getElementById(part.id);
    // The same as shown: left in place (nothing the dealer holds is swapped from under them).
    if (next && next.outerHTML !== part.outerHTML) part.replaceWith(document.importNode(next, true));
  }
  dropPassedMessages(fresh);
}

/** A one-time message (what the dealer's action did) goes once the lead has moved past the status it was said in. */
function dropPassedMessages(fresh: Document): void {
  const status = fresh.querySelector<HTMLElement>('[data-lead-status]')?.dataset.leadStatus;
  if (!status) return;
  for (const once of document.querySelectorAll<HTMLElement>('[data-live-once]')) if (once.dataset.liveOnce !== status) once.remove();
}

export function listen(root: Document): void {
  const leave = () => {
    leaving = true;
  };
  // On the window, last: a form an island or script sends in place (its default prevented) does not leave.
  addEventListener('submit', (event) => {
    if (!event.defaultPrevented) leave();
  });
  addEventListener('pagehide', leave);
  addEventListener('beforeunload', leave);
  // A page shown again from the back-forward cache listens again.
  addEventListener('pageshow', () => {
    leaving = false;
  });
  const since = sessionStorage.getItem(LAST_EVENT_KEY);
  const source = new EventSource(since && /^\d+$/.test(since) ? `${LIVE_PATH}?since=${since}` : LIVE_PATH);
  const keep = (id: string) => {
    if (id) sessionStorage.setItem(LAST_EVENT_KEY, id);
  };
  source.addEventListener('position', (message) => keep(message.lastEventId));
  source.onmessage = (message) => {
    pendingId = message.lastEventId;
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
      const id = pendingId;
      pending = new Set();
      // The position is kept once the page acted on the events: a page left before that (the
      // balance asked, a part swapped) leaves them to the next page, which asks from here.
      void Promise.all([topics.has('balance') ? refreshPointBalance(root) : null, swapParts(topics).catch(() => undefined)]).then(() => {
        if (!leaving) keep(id);
      });
    }, GATHER_MS);
  };
}
