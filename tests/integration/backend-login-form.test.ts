// The provider's login page: accessible, in the language the portal asks for, and silent about which part was wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { openLoginForm, submitCredentials, type LoginForm } from '../support/oidc-sign-in.ts';
import { DEMO_PASSWORD } from '../support/partner-api.ts';

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend();
}, 30_000);
afterAll(() => backend?.stop());

const ANNA = 'anna.admin@bilhuset.example';

function alertText(form: LoginForm): string | undefined {
  return /<[^>]+role="alert"[^>]*>([^<]*)</.exec(form.html)?.[1];
}

describe('login form', () => {
  it.each([
    [undefined, 'sv', 'Logga in på Partnerportalen', 'E-postadress', 'Lösenord', 'Logga in'],
    ['sv-SE', 'sv', 'Logga in på Partnerportalen', 'E-postadress', 'Lösenord', 'Logga in'],
    ['fi-FI sv', 'fi', 'Kirjaudu Kumppaniportaaliin', 'Sähköpostiosoite', 'Salasana', 'Kirjaudu sisään'],
    ['en da-DK', 'da', 'Log ind på Partnerportalen', 'E-mailadresse', 'Adgangskode', 'Log ind'],
  ])('ui_locales=%s shows the %s form with labelled fields', async (uiLocales, lang, title, email, password, submit) => {
    const form = await openLoginForm(backend.url, { uiLocales });
    expect(form.status).toBe(200);
    expect(form.html).toContain(`<html lang="${lang}">`);
    expect(form.html).toContain(`<h1>${title}</h1>`);
    expect(form.html).toContain(`<label for="email">${email}</label>`);
    expect(form.html).toMatch(/<input id="email" name="email" type="email"/);
    expect(form.html).toContain(`<label for="password">${password}</label>`);
    expect(form.html).toMatch(/<input id="password" name="password" type="password"/);
    expect(form.html).toContain(`<button type="submit">${submit}</button>`);
    expect(form.html).not.toContain('<script');
  });

  it('a wrong password answers 400 with the error text and keeps the email', async () => {
    const result = await submitCredentials(await openLoginForm(backend.url), ANNA, 'not-the-password');
    if (result instanceof URL) throw new Error('signed in with a wrong password');
    expect(result.status).toBe(400);
    expect(alertText(result)).toBe('Fel e-postadress eller lösenord.');
    expect(result.html).toContain(`value="${ANNA}"`);
  });

  it('the error is in the requested language', async () => {
    const result = await submitCredentials(await openLoginForm(backend.url, { uiLocales: 'da' }), ANNA, 'nope');
    if (result instanceof URL) throw new Error('signed in with a wrong password');
    expect(alertText(result)).toBe('Forkert e-mailadresse eller adgangskode.');
  });

  it('an unknown email and a not yet activated user get the very same answer', async () => {
    const wrongPassword = await submitCredentials(await openLoginForm(backend.url), ANNA, 'nope');
    for (const email of ['nobody@bilhuset.example', 'nina.new@bilhuset.example']) {
      const result = await submitCredentials(await openLoginForm(backend.url), email, DEMO_PASSWORD);
      if (result instanceof URL || wrongPassword instanceof URL) throw new Error('signed in');
      expect(result.status).toBe(400);
      expect(result.html.replace(email, ANNA).replace(/interaction\/[^/]+/, '')).toBe(wrongPassword.html.replace(/interaction\/[^/]+/, ''));
    }
  });

  it('after a failed attempt the right password signs in and reaches the redirect URI', async () => {
    const form = await openLoginForm(backend.url, { redirectUri: 'http://fi.localhost:4321/callback' });
    const failed = await submitCredentials(form, ANNA, 'nope');
    if (failed instanceof URL) throw new Error('signed in with a wrong password');
    const callback = await submitCredentials(failed, ANNA, DEMO_PASSWORD);
    expect(callback).toBeInstanceOf(URL);
    expect((callback as URL).origin + (callback as URL).pathname).toBe('http://fi.localhost:4321/callback');
    expect((callback as URL).searchParams.get('code')).toBeTruthy();
  });

  it('a redirect URI that is not registered is refused before any form', async () => {
    await expect(openLoginForm(backend.url, { redirectUri: 'http://evil.example/callback' })).rejects.toThrow(/no login form/);
  });
});
