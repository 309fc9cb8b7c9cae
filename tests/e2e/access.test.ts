import { expect, test } from './fixtures';
import { backendPost, backendUrl, origin, signIn, USERS } from './support';

test('a user without the COMMISSION role is sent to her own administrator first: named, asked with one click (the mail says who and which page), the key account manager second', async ({
  page,
}) => {
  await signIn(page, USERS.basic);
  const response = await page.goto(`${origin('se.localhost')}/commission`);
  expect(response?.status()).toBe(403);
  await expect(page).toHaveURL(`${origin('se.localhost')}/commission`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Du har inte behörighet till den här sidan');
  const main = page.getByRole('main');
  await expect(main.getByText('Be Anna Andersson (administratör) om behörighet.')).toBeVisible();
  // basic.user's manager has no phone: the name is shown, no tel: link.
  await expect(main.getByText('Lars Holm')).toBeVisible();
  await expect(main.locator('a[href^="tel:"]')).toHaveCount(0);

  await main.getByRole('button', { name: 'Be om behörighet' }).click();
  await expect(page).toHaveURL(`${origin('se.localhost')}/commission`);
  await expect(main.getByRole('status')).toHaveText('Din förfrågan är skickad till Anna Andersson.');
  await expect(main.getByRole('button', { name: 'Be om behörighet' })).toHaveCount(0);
  const { mails } = (await (await fetch(`${backendUrl()}/outbox/json?to=${encodeURIComponent(USERS.anna.email)}`)).json()) as {
    mails: { subject: string; body: string }[];
  };
  const asked = mails.find((mail) => mail.subject.startsWith('Bodil Berg ber om behörighet'));
  expect(asked?.body).toContain('”Provision”');
});

test('a user without any role reads on Home what she can already do and whom to ask, and asks from there', async ({ page }) => {
  await signIn(page, USERS.basic, '/');
  const card = page.getByRole('region', { name: 'Du har ingen behörighet i portalen ännu' });
  await expect(card.getByRole('link', { name: 'Min profil' })).toHaveAttribute('href', '/user/my-profile');
  await expect(card).toContainText('Be Anna Andersson (administratör) om behörighet.');
  await card.getByRole('button', { name: 'Be om behörighet' }).click();
  await expect(page.getByRole('region', { name: 'Du har ingen behörighet i portalen ännu' }).getByRole('status')).toHaveText(
    'Din förfrågan är skickad till Anna Andersson.',
  );
});

test('a user without a role sees the manager’s phone link when the manager has one', async ({ page }) => {
  await signIn(page, USERS.erik);
  const response = await page.goto(`${origin('se.localhost')}/organisation`);
  expect(response?.status()).toBe(403);
  const main = page.getByRole('main');
  await expect(main.getByText('Karin Lund')).toBeVisible();
  await expect(main.getByRole('link', { name: '040-123 45 67' })).toHaveAttribute('href', 'tel:+46401234567');
});

test('unknown paths redirect to Home, which says the page was not found and names the partner with its org number as Swedes write it', async ({ page }) => {
  await signIn(page, USERS.anna);
  await page.goto(`${origin('se.localhost')}/no/such/page`);
  await expect(page).toHaveURL(`${origin('se.localhost')}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej Anna!');
  const notFound = page.getByRole('status').filter({ hasText: 'Sidan du sökte finns inte. Här är startsidan i stället.' });
  await expect(notFound).toBeVisible();
  await expect(page.getByText('Du arbetar för Bilhuset Syd AB (org.nr 556123-4567).')).toBeVisible();
  // Said once: Home itself, reloaded, has nothing to say about it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej Anna!');
  await expect(notFound).toHaveCount(0);
  // A file the browser looks for by itself is no page the dealer asked for: Home says nothing of it.
  expect(await page.evaluate(async () => (await fetch('/apple-touch-icon.png', { redirect: 'manual' })).type)).toBe('opaqueredirect');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej Anna!');
  await expect(notFound).toHaveCount(0);
});

test('a page asked for before sign-in is where the user lands after it', async ({ page }) => {
  await signIn(page, USERS.basic, '/commission');
  await expect(page).toHaveURL(`${origin('se.localhost')}/commission`);
});

test('an API 401 mid-session ends the session and lands on sign-in', async ({ page }) => {
  await signIn(page, USERS.mikko);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hei Mikko!');
  const rejected = await backendPost('/__test/reject-tokens', { email: USERS.mikko.email });
  expect(rejected.ok).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kirjaudu Kumppaniportaaliin');
  // The old session is gone: the portal itself asks for sign-in again.
  await page.goto(origin('fi.localhost'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kirjaudu Kumppaniportaaliin');
});
