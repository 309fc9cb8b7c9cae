// Live status (ADR 0060): backend/ changes a lead, its change feed calls the portal's signed
// webhook, the organisation's Durable Object tells the open pages, and the details page shows
// the new status in place (how fast: npm run bench). Another dealer hears nothing; a forged, stale
// or replayed webhook changes nothing.
import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import { WEBHOOK_SECRET } from '../../backend/src/config.ts';
import { signWebhook, WEBHOOK_PATH } from '../../src/lib/dealer-state/webhook.ts';
import { text } from './apply-support';
import { heardOn, listenOnPage } from './live-support';
import { advanceLead, applyForLoan, decideLead, PERSONS } from './blanco-support';
import { expect, test } from './fixtures';
import { STREAMS_PER_SESSION } from '../../src/lib/dealer-state/live-events.ts';
import { signInOverHttp } from './http-sign-in';
import { backendPost, backendUrl, origin, PASSWORD, signIn, USERS } from './support';

async function setStatus(id: string, status: string): Promise<void> {
  const response = await fetch(`${backendUrl()}/__test/leads/${id}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(response.status).toBe(204);
}

const portalWebhook = () => `http://127.0.0.1:${process.env.E2E_PORTAL_PORT ?? '4321'}${WEBHOOK_PATH}`;

test('each status changed in backend/ shows on the open details page in place with no notice there, another page collapses the updates into one notice, and Bilcenter hears nothing of Bilhuset', async ({
  page,
  browser,
}) => {
  const lead = await applyForLoan(USERS.anna, 'se', PERSONS.SE!.APPROVED!.id);
  await signIn(page, USERS.anna, `/blanco/${lead.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lead.reference);
  await listenOnPage(page);
  const other = await (await browser.newContext()).newPage();
  await signIn(other, USERS.mette, '/blanco');
  await listenOnPage(other);
  const elsewhere = await (await browser.newContext()).newPage();
  await signIn(elsewhere, USERS.anna, '/blanco');
  await listenOnPage(elsewhere);
  // The page is never reloaded: a marker set now is still there at the end.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const CHANGES = 4;
  for (let change = 0; change < CHANGES; change += 1) {
    const status = change % 2 === 0 ? 'DENIED' : 'APPROVED';
    await setStatus(lead.id, status);
    await expect(page.locator('#live-lead-status')).toContainText(text('sv-SE', `leads.status.${status}`));
  }
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // Anna chose to be told of every decision in My profile (every event is on for the demo users).
  // The page that shows the loan changes in place and tells nothing more; her other page gets one
  // notice for the four updates, linking to the loan once.
  const notices = (on: typeof page, locale: string) => on.getByRole('region', { name: text(locale, 'live.notices') });
  // At least the four (the lender's own first decision may come in too, whenever the ticker makes it).
  const counted = notices(elsewhere, 'sv-SE').getByText(/^\d+ uppdateringar$/);
  await expect.poll(async () => Number(/^\d+/.exec((await counted.textContent()) ?? '')?.[0] ?? 0)).toBeGreaterThanOrEqual(CHANGES);
  const open = text('sv-SE', 'live.notice.open').replace('{reference}', lead.reference);
  await expect(notices(elsewhere, 'sv-SE').getByRole('link')).toHaveCount(1);
  await expect(notices(elsewhere, 'sv-SE').getByRole('link', { name: open })).toHaveAttribute('href', `/blanco/${lead.id}`);
  await expect(notices(elsewhere, 'sv-SE')).toContainText(`${text('sv-SE', 'live.notice.bankApproved')}: ${open}`);
  await expect(notices(page, 'sv-SE').getByRole('link')).toHaveCount(0);
  await expect(notices(other, 'da-DK').getByRole('link')).toHaveCount(0);

  const annaHeard = (await heardOn(page)).map((data) => JSON.parse(data) as { id: string });
  expect(annaHeard.filter((event) => event.id === lead.id).length).toBeGreaterThanOrEqual(CHANGES);
  expect(await heardOn(other)).toEqual([]);
});

test('a loan followed from approved to paid out on one open page: the sent banner goes, the details, earnings (with where to find them) and next step follow, the points reach the balance, and all of it agrees with a reload', async ({
  page,
}) => {
  const lead = await applyForLoan(USERS.anna, 'se', PERSONS.SE!.APPROVED!.id);
  expect((await decideLead(lead.id)).status).toBe('APPROVED');
  await signIn(page, USERS.anna, `/blanco/${lead.id}`);
  await page.getByRole('button', { name: 'Skicka avtalet till kunden' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Avtalet är skickat till kunden med SMS.' });
  await expect(sent).toBeVisible();
  await listenOnPage(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const detail = (label: string) =>
    page
      .getByRole('region', { name: 'Lånet', exact: true })
      .locator('dl > div', { has: page.locator('dt', { hasText: label }) })
      .locator('dd');
  await expect(detail('Avtal signerat')).toHaveText('Nej');

  expect((await advanceLead(lead.id)).status).toBe('SIGNED');
  await expect(page.getByText('Kunden har signerat. Lånet betalas ut inom kort.')).toBeVisible();
  await expect(detail('Avtal signerat')).toHaveText('Ja');
  await expect(sent).toHaveCount(0);
  const balance = page.getByRole('banner').locator('[data-point-balance]').first();
  const digits = async () => Number(((await balance.textContent()) ?? '').replace(/\D/g, '') || '0');
  const balanceBefore = await digits();
  expect((await advanceLead(lead.id)).status).toBe('PAID_OUT');
  await expect(page.locator('#live-lead-status')).toContainText('Utbetald');
  await expect(page.getByText('Lånet är utbetalt.')).toBeVisible();
  const earnings = page.getByRole('region', { name: 'Din ersättning' });
  await expect(earnings.getByText('Provision', { exact: true })).toBeVisible();
  const points = Number(((await earnings.getByText(/\d+ p$/).textContent()) ?? '').replace(/\D/g, ''));
  // Each figure is one the dealer can find elsewhere: the commission's month on the commission page, the points in the balance.
  const month = new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric', timeZone: 'Europe/Stockholm' }).format(new Date());
  await expect(earnings).toContainText(`Provisionen räknas in i ${month} på sidan Provision.`);
  await expect(earnings).toContainText('Poängen är förda till säljarens poängsaldo.');
  await expect.poll(digits).toBe(balanceBefore + points);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  const shownLive = await page.getByRole('main').getByRole('article').first().innerText();
  await page.reload();
  expect(await page.getByRole('main').getByRole('article').first().innerText()).toBe(shownLive);
});

test('a forged, a stale and a replayed webhook change nothing: refused, refused, taken once', async ({ page }) => {
  await signIn(page, USERS.anna, '/blanco');
  await listenOnPage(page);
  const event = { type: 'leadStatus', organisation: 'SE:5561234567', userId: null, product: 'blanco', id: 'forged-lead', status: 'PAID_OUT', points: null };
  const post = async (body: string, signature: string) =>
    fetch(portalWebhook(), { method: 'POST', headers: { 'content-type': 'application/json', 'partner-signature': signature }, body });
  const now = Math.floor(Date.now() / 1000);

  const body = JSON.stringify({ id: randomUUID(), event });
  expect((await post(body, await signWebhook('not-the-secret', body, now))).status).toBe(401);
  expect((await post(body, await signWebhook(WEBHOOK_SECRET, body, now - 301))).status).toBe(401);
  expect((await post(body, '')).status).toBe(401);
  // Signed for one body, sent with another (the organisation changed on the way).
  const tampered = body.replace('forged-lead', 'other-lead');
  expect((await post(tampered, await signWebhook(WEBHOOK_SECRET, body, now))).status).toBe(401);

  const once = JSON.stringify({ id: randomUUID(), event: { ...event, id: 'replayed-lead' } });
  const signature = await signWebhook(WEBHOOK_SECRET, once, now);
  expect((await post(once, signature)).status).toBe(202);
  expect((await post(once, signature)).status).toBe(200);
  // An event sent after the replay: the stream is in order, so once it is heard a second copy of the replayed one would have been too.
  const after = JSON.stringify({ id: randomUUID(), event: { ...event, id: 'after-the-replay' } });
  expect((await post(after, await signWebhook(WEBHOOK_SECRET, after, now))).status).toBe(202);
  await expect.poll(async () => (await heardOn(page)).some((data) => data.includes('after-the-replay'))).toBe(true);
  const heard = (await heardOn(page)).map((data) => JSON.parse(data) as { id: string });
  expect(heard.filter((seen) => seen.id === 'replayed-lead')).toHaveLength(1);
  expect(heard.filter((seen) => seen.id === 'forged-lead' || seen.id === 'other-lead')).toHaveLength(0);
});

/** One page's stream, opened from Node as a browser would (anna's session cookie): resolves when `count` events arrived. */
function openStream(port: string, cookie: string, host: string): { ready: Promise<void>; events: (count: number) => Promise<number>; close: () => void } {
  let buffer = '';
  let heard = 0;
  const waiting: { count: number; resolve: (at: number) => void }[] = [];
  let opened: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (opened = resolve));
  const request = get({ host: '127.0.0.1', port: Number(port), path: '/api/live', headers: { host, cookie, accept: 'text/event-stream' } }, (response) => {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      opened();
      const events = buffer.split('\n\n');
      buffer = events.pop() ?? '';
      heard += events.filter((event) => (event.includes('\ndata: ') || event.startsWith('data: ')) && !event.startsWith('event: position')).length;
      for (const wait of waiting.filter((entry) => heard >= entry.count)) wait.resolve(performance.now());
    });
  });
  request.on('error', () => undefined);
  return {
    ready,
    events: (count) => new Promise((resolve) => (heard >= count ? resolve(performance.now()) : waiting.push({ count, resolve }))),
    close: () => request.destroy(),
  };
}

test('one organisation’s object holds 200 open pages and tells every one of them an event (how fast: npm run bench)', async () => {
  // A session holds 8 streams (its tabs): 200 pages are 25 sessions' worth.
  const sessions: string[] = [];
  for (let count = 0; count < 200 / STREAMS_PER_SESSION; count++) sessions.push(await signInOverHttp(origin('se.localhost'), USERS.anna.email, PASSWORD));
  const port = process.env.E2E_PORTAL_PORT ?? '4321';
  const streams = Array.from({ length: 200 }, (_, index) =>
    openStream(port, `pp_session=${sessions[Math.floor(index / STREAMS_PER_SESSION)]}`, `se.localhost:${port}`),
  );
  try {
    const within = <T>(what: string, promise: Promise<T>) =>
      Promise.race([promise, new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`${what}: not within 20 s`)), 20_000))]);
    await within('200 streams open', Promise.all(streams.map((stream) => stream.ready)));
    const body = JSON.stringify({
      id: randomUUID(),
      event: {
        type: 'leadStatus',
        organisation: 'SE:5561234567',
        userId: null,
        product: 'blanco',
        id: 'fan-out',
        reference: null,
        status: 'APPROVED',
        points: null,
      },
    });
    const sent = performance.now();
    const answer = await fetch(portalWebhook(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'partner-signature': await signWebhook(WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000)) },
      body,
    });
    const published = (await answer.json()) as { delivered: number; ms: number };
    const last = Math.max(
      ...(await within(`the event on all 200 streams (the object told ${published.delivered})`, Promise.all(streams.map((stream) => stream.events(1))))),
    );
    console.log(
      `200 open pages: the object told ${published.delivered} in ${published.ms.toFixed(2)} ms (${((published.ms * 1000) / published.delivered).toFixed(1)} µs per page told), the last page had it ${Math.round(last - sent)} ms after the webhook was sent`,
    );
    expect(answer.status).toBe(202);
    expect(published.delivered).toBeGreaterThanOrEqual(200);
  } finally {
    for (const stream of streams) stream.close();
  }
});

test('the point balance changed at the provider shows in the header and on Home at once, without opening the menu or reloading', async ({ page }) => {
  const digits = (value: string | null) => (value ?? '').replace(/\D/g, '');
  await signIn(page, USERS.anna, '/');
  const header = page.getByRole('banner').locator('[data-point-balance]').first();
  const before = digits(await header.textContent());
  await listenOnPage(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  try {
    expect((await backendPost('/__test/point-balance', { email: USERS.anna.email, balance: 1300 })).status).toBe(204);
    await expect.poll(async () => digits(await header.textContent()), { timeout: 3_000 }).toBe('1300');
    await expect(page.locator('#live-balance')).toContainText(/1\s?300/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  } finally {
    await backendPost('/__test/point-balance', { email: USERS.anna.email, balance: Number(before) });
  }
});
