// The organisation admin's colleagues in backend/ (issue 25 §4): an invitation by e-mail with roles
// (the mail in the local outbox, its link to the country's portal), activation, a change of roles,
// a deactivation that ends the colleague's tokens, the admin's own account protected, and every
// change with who and when.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ColleagueChangesSchema, ColleagueSchema, ColleaguesSchema } from '../../src/lib/api/colleagues-schemas.ts';
import { AdministratorsSchema } from '../../src/lib/api/partner-schemas.ts';
import { UserSchema } from '../../src/lib/api/schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { tokenOf, USERS } from '../support/blanco-api.ts';
import { signIn } from '../support/oidc-sign-in.ts';
import { callApi } from '../support/partner-api.ts';

const PASSWORD = 'Welcome-to-2026';
const DAY_MS = 86_400_000;

describe('colleagues', () => {
  let backend: RunningBackend;
  let anna: string;
  beforeAll(async () => {
    backend = await startBackend();
    anna = await tokenOf(backend, USERS.anna);
  }, 30_000);
  afterAll(() => backend?.stop());

  const invite = (token: string, body: unknown) => callApi(backend, 'se', 'partner/colleagues/invitations', token, { method: 'POST', body });
  const colleagues = async () => v.parse(ColleaguesSchema, await (await callApi(backend, 'se', 'partner/colleagues', anna)).json()).colleagues;
  const mailTo = async (email: string) => {
    const { mails } = (await (await fetch(`${backend.url}/outbox/json?to=${encodeURIComponent(email)}`)).json()) as {
      mails: { subject: string; body: string; link: string }[];
    };
    return mails;
  };
  const consume = (token: string) => callApi(backend, 'se', 'user-invitations/consume', undefined, { method: 'POST', body: { token, password: PASSWORD } });
  const tokenIn = (link: string) => link.split('/activate-account/')[1]!;

  it('invites, activates with exactly the roles given, changes roles, deactivates (ending the tokens), each change with who and when', async () => {
    const email = 'ny.kollega@bilhuset.example';
    const created = await invite(anna, { email: ' Ny.Kollega@bilhuset.example ', firstname: 'Nils', lastname: 'Nyman', roles: ['BLANCO'] });
    expect(created.status).toBe(201);
    const invited = v.parse(ColleagueSchema, await created.json());
    expect(invited).toMatchObject({ email, roles: ['BLANCO'], status: 'INVITED' });
    expect(Math.abs(Date.parse(invited.invitedUntil!) - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);

    const [mail] = await mailTo(email);
    expect(mail!.subject).toContain('Bilhuset Syd AB');
    expect(mail!.body).toContain('Anna Andersson');
    // The roles she gets, as the portal names them, and the link's last day in Sweden's calendar.
    expect(mail!.body).toContain('Dina roller: Privatlån.');
    const lastDay = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'Europe/Stockholm' }).format(Date.parse(invited.invitedUntil!));
    expect(mail!.body).toContain(`till och med ${lastDay}`);
    expect(mail!.link).toMatch(/^http:\/\/se\.localhost:\d+\/activate-account\/[\w-]{20,}$/);
    expect((await consume(tokenIn(mail!.link))).status).toBe(204);
    expect((await consume(tokenIn(mail!.link))).status).toBe(410);

    const lastSignedIn = async () => (await colleagues()).find((colleague) => colleague.email === email)!.lastSignedInAt;
    expect(await lastSignedIn()).toBeNull();
    const before = Date.now();
    const nils = (await signIn(backend.url, email, PASSWORD)).access_token;
    const after = Date.now();
    // The colleagues table shows when she last signed in: during that sign-in.
    const signedInAt = Date.parse((await lastSignedIn())!);
    expect(signedInAt).toBeGreaterThanOrEqual(before);
    expect(signedInAt).toBeLessThanOrEqual(after);
    const me = v.parse(UserSchema, await (await callApi(backend, 'se', 'account/me', nils)).json());
    expect(me.grantedRoles).toEqual(['BLANCO']);

    const changed = await callApi(backend, 'se', `partner/colleagues/${invited.id}/roles`, anna, { method: 'PUT', body: { roles: ['BLANCO', 'LEASING'] } });
    expect(v.parse(ColleagueSchema, await changed.json())).toMatchObject({ roles: ['BLANCO', 'LEASING'], status: 'ACTIVE' });

    expect((await callApi(backend, 'se', 'partner/organisation', nils)).status).toBe(403);
    const off = await callApi(backend, 'se', `partner/colleagues/${invited.id}/deactivate`, anna, { method: 'POST' });
    expect(v.parse(ColleagueSchema, await off.json()).status).toBe('DEACTIVATED');
    expect((await callApi(backend, 'se', 'account/me', nils)).status).toBe(401);
    await expect(signIn(backend.url, email, PASSWORD)).rejects.toThrow();

    const { changes } = v.parse(ColleagueChangesSchema, await (await callApi(backend, 'se', 'partner/colleagues/changes', anna)).json());
    expect(changes.slice(0, 4).map((change) => [change.kind, change.by, change.colleague, change.roles])).toEqual([
      ['DEACTIVATED', 'Anna Andersson', 'Nils Nyman', null],
      ['ROLES_CHANGED', 'Anna Andersson', 'Nils Nyman', ['BLANCO', 'LEASING']],
      ['ACTIVATED', null, 'Nils Nyman', null],
      ['INVITED', 'Anna Andersson', 'Nils Nyman', ['BLANCO']],
    ]);
    expect(Date.now() - Date.parse(changes[0]!.at)).toBeLessThan(60_000);

    // Invited again: a new link works, the old one does not.
    const again = await invite(anna, { email, firstname: 'Nils', lastname: 'Nyman', roles: ['LEASING'] });
    expect(v.parse(ColleagueSchema, await again.json())).toMatchObject({ status: 'INVITED', roles: ['LEASING'] });
    const [newest] = await mailTo(email);
    expect(newest!.link).not.toBe(mail!.link);
    expect((await consume(tokenIn(newest!.link))).status).toBe(204);
    expect((await colleagues()).find((colleague) => colleague.email === email)?.status).toBe('ACTIVE');
  });

  it('an admin keeps their own admin role and account; an e-mail with an account is not invited again', async () => {
    const annaId = (await colleagues()).find((colleague) => colleague.email === USERS.anna)!.id;
    const own = await callApi(backend, 'se', `partner/colleagues/${annaId}/roles`, anna, { method: 'PUT', body: { roles: ['BLANCO'] } });
    expect(own.status).toBe(409);
    expect(await own.json()).toMatchObject({ error: { code: 'OWN_ADMIN_ROLE' } });
    const self = await callApi(backend, 'se', `partner/colleagues/${annaId}/deactivate`, anna, { method: 'POST' });
    expect(await self.json()).toMatchObject({ error: { code: 'OWN_ACCOUNT' } });
    expect((await invite(anna, { email: USERS.erik, firstname: 'Erik', lastname: 'Svensson', roles: ['BLANCO'] })).status).toBe(409);
    expect((await invite(anna, { email: USERS.mikko, firstname: 'Mikko', lastname: 'M', roles: ['BLANCO'] })).status).toBe(409);
    expect((await invite(anna, { email: 'no-roles@bilhuset.example', firstname: 'A', lastname: 'B', roles: [] })).status).toBe(400);
    expect((await invite(anna, { email: 'not-an-email', firstname: 'A', lastname: 'B', roles: ['BLANCO'] })).status).toBe(400);
  });

  it('an invitation past its 7 days is shown as run out, and its link no longer activates', async () => {
    const created = await fetch(`${backend.url}/__test/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'gammal.inbjudan@bilhuset.example', firstname: 'Gun', lastname: 'Gammal', expired: true }),
    });
    const { token } = (await created.json()) as { token: string };
    expect((await colleagues()).find((colleague) => colleague.email === 'gammal.inbjudan@bilhuset.example')).toMatchObject({ status: 'INVITATION_EXPIRED' });
    expect((await consume(token)).status).toBe(410);
  });

  it('only an organisation admin of the dealer manages its colleagues', async () => {
    const erik = await tokenOf(backend, USERS.erik);
    expect((await callApi(backend, 'se', 'partner/colleagues', erik)).status).toBe(403);
    expect((await invite(erik, { email: 'x@bilhuset.example', firstname: 'X', lastname: 'Y', roles: ['BLANCO'] })).status).toBe(403);
    const mette = await tokenOf(backend, USERS.mette);
    const annaId = (await colleagues()).find((colleague) => colleague.email === USERS.anna)!.id;
    expect((await callApi(backend, 'se', `partner/colleagues/${annaId}/deactivate`, mette, { method: 'POST' })).status).toBe(403);
  });

  it('any user learns who grants roles in the organisation and asks them: one mail per administrator, naming the user and the page, once a day', async () => {
    const basic = await tokenOf(backend, USERS.basic);
    const { administrators } = v.parse(AdministratorsSchema, await (await callApi(backend, 'se', 'partner/administrators', basic)).json());
    expect(administrators.map(({ firstname, lastname }) => `${firstname} ${lastname}`)).toContain('Anna Andersson');
    const ask = () => callApi(backend, 'se', 'partner/access-requests', basic, { method: 'POST', body: { page: 'Leasing' } });
    const first = await ask();
    expect(first.status).toBe(202);
    expect(((await first.json()) as { told: number }).told).toBe(administrators.length);
    const [mail] = await mailTo(USERS.anna);
    expect(mail!.subject).toMatch(/ber om behörighet i Partnerportalen$/);
    expect(mail!.body).toContain('”Leasing”');
    expect(mail!.body).toMatch(/\/organisation\/colleagues\?edit=[\w-]+$/);
    expect(((await (await ask()).json()) as { told: number }).told).toBe(0);
    expect((await callApi(backend, 'se', 'partner/access-requests', basic, { method: 'POST', body: { page: '' } })).status).toBe(400);
  });
});
