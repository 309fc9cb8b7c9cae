// The user terms (SPEC §1, docs/decisions/0018): after sign-in a user who has not accepted the
// terms in force reaches nothing else; accepting leads to the page first asked for. Each test
// changes one demo user's acceptance and puts it back (reset-user), so other files see the seed.
import { localRequest } from '../support/local-http';
import { text } from './apply-support';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { backendPost, fillProviderLogin, origin, PASSWORD, resetUser, USERS, type DemoUser } from './support';

async function setAcceptedTerms(user: DemoUser, version: string | null): Promise<void> {
  const response = await backendPost('/__test/terms', { email: user.email, version });
  if (!response.ok) throw new Error(`setting ${user.email}'s terms failed: HTTP ${response.status}`);
}

const termsUrl = (host: string, returnTo: string) => `${host}/terms?returnTo=${encodeURIComponent(returnTo)}`;

test('without JavaScript, a user who never accepted is sent to the terms from every page and refused on every action, then accepts and lands where they were going', async ({
  browser,
}) => {
  const user = USERS.erik;
  const host = origin(user.host);
  await setAcceptedTerms(user, null);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${host}/blanco?sort=oldest`);
    await fillProviderLogin(page, user.email, PASSWORD);
    await expect(page).toHaveURL(termsUrl(host, '/blanco?sort=oldest'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Användarvillkor för Partnerportalen');
    await expect(page.getByText(text('sv-SE', 'terms.askFirst'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Kunduppgifter och dataskydd' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();

    // Every page, whatever its role, goes to the terms first and remembers itself.
    const cookie = (await context.cookies(host)).map(({ name, value }) => `${name}=${value}`).join('; ');
    const get = (path: string) => localRequest(host + path, { headers: { cookie } });
    const post = (path: string, body: string) =>
      localRequest(host + path, { method: 'POST', headers: { cookie, origin: host, 'content-type': 'application/x-www-form-urlencoded' }, body });
    for (const path of ['/', '/user', '/user/my-profile', '/blanco/apply', '/blanco/seed-se-001', '/commission']) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.location, path).toBe(path === '/' ? '/terms' : `/terms?returnTo=${encodeURIComponent(path)}`);
    }
    // Actions and endpoints answer 403 with a message the dealer can read, and do nothing.
    const action = await post('/_actions/saveProfile', 'firstname=Mallory&lastname=X&phone=');
    expect(action.status).toBe(403);
    expect(JSON.parse(action.body)).toMatchObject({ code: 'FORBIDDEN', message: text('sv-SE', 'errors.termsNotAccepted') });
    const endpoint = await get('/api/blanco/monthly-cost?credit=100000&interestRate=4.95&term=60');
    expect(endpoint.status).toBe(403);
    expect(JSON.parse(endpoint.body)).toEqual({ error: { code: 'termsNotAccepted', message: text('sv-SE', 'errors.termsNotAccepted'), termsUrl: '/terms' } });
    const formPost = await post('/blanco/apply?_action=applyBlanco', 'amount=100000');
    expect(formPost.status).toBe(303);
    expect(formPost.headers.location).toBe(`/terms?returnTo=${encodeURIComponent('/blanco/apply')}`);
    // The keep-alive of an open form still answers.
    expect((await get('/api/session')).status).toBe(204);

    await page.getByRole('button', { name: 'Jag godkänner villkoren' }).click();
    await expect(page).toHaveURL(`${host}/blanco?sort=oldest`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('sv-SE', 'routes.blanco'));
    expect((await get('/user')).status).toBe(200);
    await page.goto(`${host}/user/my-profile`);
    await expect(page.getByLabel('Förnamn')).toHaveValue('Erik');

    // The application's terms checkbox links to the terms it names, in a new tab; there they can be read again.
    await page.goto(`${host}/blanco/apply`);
    const link = page.getByRole('link', { name: text('sv-SE', 'terms.readApplicationTerms') });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('checkbox', { name: text('sv-SE', 'blancoApply.confirmations.termsAccepted') })).toHaveAccessibleDescription(
      text('sv-SE', 'terms.readApplicationTerms'),
    );
    await page.goto(host + ((await link.getAttribute('href')) ?? ''));
    await expect(page.getByRole('heading', { level: 2, name: 'Ansökningar och kreditupplysning' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jag godkänner villkoren' })).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText('Du godkände de här villkoren');
  } finally {
    await context.close();
    await resetUser(user.email);
  }
});

const LOCALES: { locale: string; user: DemoUser; cookie?: string }[] = [
  { locale: 'sv-SE', user: USERS.basic },
  { locale: 'fi-FI', user: USERS.mikko },
  { locale: 'sv-FI', user: USERS.mikko, cookie: 'sv-FI' },
  { locale: 'da-DK', user: USERS.mette },
];

for (const { locale, user, cookie } of LOCALES) {
  test(`${locale}: new terms ask again after sign-in, pass axe, and lead back to the page first asked for`, async ({ page, context }) => {
    const host = origin(user.host);
    if (cookie) await context.addCookies([{ name: 'LOCALE', value: cookie, url: host }]);
    await setAcceptedTerms(user, '2020-01-01');
    try {
      await page.goto(`${host}/user`);
      await fillProviderLogin(page, user.email, PASSWORD);
      await expect(page).toHaveURL(termsUrl(host, '/user'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'terms.title'));
      await expect(page.getByText(text(locale, 'terms.changed'))).toBeVisible();
      await expect(page).toHaveTitle(`${text(locale, 'app.titlePrefix')}${text(locale, 'terms.pageTitle')}`);
      await expectNoSeriousViolations(page, `${locale} terms`);

      await page.getByRole('button', { name: text(locale, 'terms.accept') }).click();
      await expect(page).toHaveURL(`${host}/user`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'routes.user'));
    } finally {
      await resetUser(user.email);
    }
  });
}
