// Access that an admin ends, ends at once (issue 39 §3), over HTTP against the worker stack: what the
// server alone decides. A colleague made for each test signs in; the admin deactivates them or takes
// a role away through the portal's own forms; the colleague's very next request, a portal-only one
// too (a draft's save, the live stream), already knows.
import { randomUUID } from 'node:crypto';
import { TERMS_VERSION } from '../../src/lib/terms-version';
import { localRequest, openLocalStream } from '../support/local-http';
import { signInOverHttp } from './http-sign-in';
import { expect, test } from './fixtures';
import { backendPost, origin, PASSWORD, USERS } from './support';

const SE = origin('se.localhost');
const COLLEAGUE_PASSWORD = 'Kollega-2026';

/** A new colleague at Anna's dealer with these roles, terms accepted, signed in: their id and session cookie. */
async function signedInColleague(roles: string[]): Promise<{ id: string; cookie: string }> {
  const email = `access.${randomUUID().slice(0, 8)}@bilhuset.example`;
  const invited = await backendPost('/__test/invitations', { email, firstname: 'Klara', lastname: 'Kollega' });
  const { token, userId } = (await invited.json()) as { token: string; userId: string };
  expect((await backendPost('/api/se/user-invitations/consume', { token, password: COLLEAGUE_PASSWORD })).status).toBe(204);
  await backendPost('/__test/roles', { email, roles });
  await backendPost('/__test/terms', { email, version: TERMS_VERSION });
  return { id: userId, cookie: `pp_session=${await signInOverHttp(SE, email, COLLEAGUE_PASSWORD)}` };
}

let adminCookie = '';
test.beforeAll(async () => {
  adminCookie = `pp_session=${await signInOverHttp(SE, USERS.anna.email, PASSWORD)}`;
});

/** The admin's form post on the colleagues page, as the browser sends it without JavaScript. */
async function adminPosts(action: 'deactivateColleague' | 'changeColleagueRoles', fields: [string, string][]): Promise<void> {
  const answer = await localRequest(`${SE}/organisation/colleagues?_action=${action}`, {
    method: 'POST',
    headers: { cookie: adminCookie, origin: SE, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: new URLSearchParams(fields).toString(),
  });
  // Done, and sent to the page's plain address to read what happened.
  expect(answer.status).toBe(303);
  expect(answer.headers.location).toBe('/organisation/colleagues');
}

const draft = (kind: string) => JSON.stringify({ id: randomUUID(), kind, fields: { note: 'x' } });
const saveDraft = (cookie: string, kind: string) =>
  localRequest(`${SE}/api/drafts`, {
    method: 'POST',
    headers: { cookie, origin: SE, 'content-type': 'application/json', accept: 'application/json' },
    body: draft(kind),
  });

test('a deactivated colleague’s very next request ends the session, a draft’s save too, and the open live stream closes', async () => {
  const colleague = await signedInColleague(['BLANCO']);
  expect((await saveDraft(colleague.cookie, 'blanco')).status).toBe(204);

  const stream = await openLocalStream(`${SE}/api/live`, { cookie: colleague.cookie, accept: 'text/event-stream' });
  expect(stream.status).toBe(200);
  expect(await stream.next()).toContain('retry:');

  await adminPosts('deactivateColleague', [['userId', colleague.id]]);
  // The stream ends without waiting for its minute: what it still says is its end.
  let said: string | null = '';
  while (said !== null) said = await stream.next();
  const after = await saveDraft(colleague.cookie, 'blanco');
  expect([after.status, JSON.parse(after.body)]).toEqual([401, { error: { code: 'signInRequired' } }]);
  // The session is gone: the Home page sends the browser to sign in.
  expect((await localRequest(`${SE}/`, { headers: { cookie: colleague.cookie, accept: 'text/html' } })).headers.location).toMatch(/\/login/);
});

test('a role the admin takes away is gone at the colleague’s next request: its pages and its drafts', async () => {
  const colleague = await signedInColleague(['BLANCO', 'LEASING']);
  expect((await localRequest(`${SE}/leasing`, { headers: { cookie: colleague.cookie, accept: 'text/html' } })).status).toBe(200);
  expect((await saveDraft(colleague.cookie, 'leasing')).status).toBe(204);

  await adminPosts('changeColleagueRoles', [
    ['userId', colleague.id],
    ['roles', 'BLANCO'],
  ]);
  expect((await localRequest(`${SE}/leasing`, { headers: { cookie: colleague.cookie, accept: 'text/html' } })).status).toBe(403);
  expect((await saveDraft(colleague.cookie, 'leasing')).status).toBe(403);
  expect((await saveDraft(colleague.cookie, 'blanco')).status).toBe(204);
});
