// Brute-force protection of the provider's login form (ADR 0014, as Auth0's): 10 failed
// attempts for one email from one address block that address for that email, even with
// the right password, until the block time has passed or a new password is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { openLoginForm, submitCredentials, type LoginForm } from '../support/oidc-sign-in.ts';
import { DEMO_PASSWORD, postJson } from '../support/partner-api.ts';

const BLOCK_MS = 2_500;
const BLOCKED_SV = `För många misslyckade inloggningsförsök. Inloggning med det här kontot är spärrad härifrån i 1 min, även med rätt lösenord. Har du glömt lösenordet, kontakta din administratör.`;

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend({ env: { LOGIN_BLOCK_MS: String(BLOCK_MS) } });
}, 30_000);
afterAll(() => backend?.stop());

function alertText(form: LoginForm): string | undefined {
  return /<[^>]+role="alert"[^>]*>([^<]*)</.exec(form.html)?.[1];
}

async function attempt(email: string, password: string, uiLocales?: string): Promise<LoginForm | URL> {
  return submitCredentials(await openLoginForm(backend.url, uiLocales ? { uiLocales } : {}), email, password);
}

async function failTimes(email: string, times: number): Promise<LoginForm[]> {
  const answers: LoginForm[] = [];
  for (let i = 0; i < times; i++) {
    const answer = await attempt(email, `wrong-${i}`);
    if (answer instanceof URL) throw new Error('signed in with a wrong password');
    answers.push(answer);
  }
  return answers;
}

describe('an attacker guessing passwords at the login form', () => {
  it('is told "wrong" nine times, then the 10th attempt blocks the account from that address (429)', async () => {
    const answers = await failTimes('erik.sales@bilhuset.example', 10);
    expect(answers.slice(0, 9).map((answer) => answer.status)).toEqual(Array(9).fill(400));
    expect(alertText(answers[8]!)).toBe('Fel e-postadress eller lösenord.');
    expect(answers[9]!.status).toBe(429);
    expect(alertText(answers[9]!)).toBe(BLOCKED_SV);
  });

  it('a blocked account refuses even the right password, with the clear message, in the form’s language', async () => {
    const right = await attempt('erik.sales@bilhuset.example', DEMO_PASSWORD);
    if (right instanceof URL) throw new Error('signed in while blocked');
    expect(right.status).toBe(429);
    expect(alertText(right)).toBe(BLOCKED_SV);
    const finnish = await attempt('erik.sales@bilhuset.example', DEMO_PASSWORD, 'fi-FI');
    if (finnish instanceof URL) throw new Error('signed in while blocked');
    expect(alertText(finnish)).toMatch(/^Liian monta epäonnistunutta kirjautumisyritystä\./);
  });

  it('another account from the same address still signs in', async () => {
    expect(await attempt('anna.admin@bilhuset.example', DEMO_PASSWORD)).toBeInstanceOf(URL);
  });

  it('an unknown email is blocked exactly like a real one: the block tells nobody who exists', async () => {
    const answers = await failTimes('nobody.here@bilhuset.example', 10);
    expect(answers[9]!.status).toBe(429);
    expect(alertText(answers[9]!)).toBe(BLOCKED_SV);
  });

  it('the block ends after the block time: then the right password signs in', async () => {
    await new Promise((done) => setTimeout(done, BLOCK_MS + 200));
    expect(await attempt('erik.sales@bilhuset.example', DEMO_PASSWORD)).toBeInstanceOf(URL);
  });

  it('a successful sign-in starts the count again: nine more wrong passwords do not block', async () => {
    const email = 'mikko.myyja@autotalo.example';
    await failTimes(email, 9);
    expect(await attempt(email, DEMO_PASSWORD)).toBeInstanceOf(URL);
    const again = await failTimes(email, 9);
    expect(again.every((answer) => answer.status === 400)).toBe(true);
    expect(await attempt(email, DEMO_PASSWORD)).toBeInstanceOf(URL);
  });

  it('setting a new password (activation) ends the block at once', async () => {
    const email = 'blocked.new@bilhuset.example';
    const { token } = (await (await postJson(backend, '/__test/invitations', { email, firstname: 'Bo', lastname: 'Ny' })).json()) as { token: string };
    const answers = await failTimes(email, 10);
    expect(answers[9]!.status).toBe(429);
    const consume = await postJson(backend, '/api/se/user-invitations/consume', { token, password: 'Nytt-losen-2026' });
    expect(consume.status).toBe(204);
    expect(await attempt(email, 'Nytt-losen-2026')).toBeInstanceOf(URL);
  });
});
