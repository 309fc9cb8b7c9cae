import { localRequest } from '../support/local-http';
import { expect, test } from './fixtures';
import { backendPost, fillProviderLogin, origin } from './support';

async function invitation(email: string, expired = false): Promise<string> {
  const response = await backendPost('/__test/invitations', { email, firstname: 'Nora', lastname: 'Ny', expired });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

test('a new user activates the account with a valid password, signs in and accepts the user terms', async ({ page }) => {
  const email = `nora.${Date.now()}@bilhuset.example`;
  const token = await invitation(email);
  await page.goto(`${origin('se.localhost')}/activate-account/${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aktivera ditt konto');

  const password = page.getByLabel('Nytt lösenord');
  const confirm = page.getByLabel('Upprepa lösenordet');
  const submit = page.getByRole('button', { name: 'Aktivera konto' });

  for (const [value, message] of [
    ['Ab1', 'Lösenordet måste ha minst 8 tecken.'],
    ['ABCDEFG1', 'Lösenordet måste innehålla minst en liten bokstav.'],
    ['abcdefg1', 'Lösenordet måste innehålla minst en stor bokstav.'],
    ['Abcdefgh', 'Lösenordet måste innehålla minst en siffra.'],
  ] as const) {
    await password.fill(value);
    await confirm.fill(value);
    await submit.click();
    await expect(page.getByText(message)).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
  }
  await password.fill('Valid-pass-1');
  await confirm.fill('Valid-pass-2');
  await submit.click();
  await expect(page.getByText('Lösenorden stämmer inte överens.')).toBeVisible();

  await password.fill('Valid-pass-1');
  await confirm.fill('Valid-pass-1');
  await submit.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ditt konto är aktiverat');

  await page.getByRole('link', { name: 'Logga in' }).click();
  await fillProviderLogin(page, email, 'Valid-pass-1');
  // A new user accepts the user terms first (docs/decisions/0018).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Användarvillkor för Partnerportalen');
  await page.getByRole('button', { name: 'Jag godkänner villkoren' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej Nora!');
});

test('a used or expired activation link says it is too old or already used', async ({ page }) => {
  const used = await invitation(`used.${Date.now()}@bilhuset.example`);
  const consumed = await backendPost('/api/se/user-invitations/consume', { token: used, password: 'Valid-pass-1' });
  expect(consumed.status).toBe(204);
  const expired = await invitation(`expired.${Date.now()}@bilhuset.example`, true);
  for (const token of [used, expired, 'no-such-token']) {
    await page.goto(`${origin('se.localhost')}/activate-account/${token}`);
    await page.getByLabel('Nytt lösenord').fill('Valid-pass-1');
    await page.getByLabel('Upprepa lösenordet').fill('Valid-pass-1');
    await page.getByRole('button', { name: 'Aktivera konto' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Aktiveringslänken är för gammal eller har redan använts/);
  }
});

test('the link’s token leaves the address at once: kept 15 minutes in an HttpOnly cookie, never in the page (over HTTP)', async () => {
  const token = await invitation(`link.${Date.now()}@bilhuset.example`);
  const link = await localRequest(`${origin('se.localhost')}/activate-account/${token}`);
  expect(link.status).toBe(303);
  expect(link.headers.location).toBe('/activate-account');
  const cookie = String(link.headers['set-cookie']);
  expect(cookie).toMatch(new RegExp(`^pp_activation=${token}; Max-Age=900; Path=/; HttpOnly; SameSite=Lax$`));

  const page = await localRequest(`${origin('se.localhost')}/activate-account`, { headers: { cookie: `pp_activation=${token}` } });
  expect(page.status).toBe(200);
  expect(page.body).toContain('Aktivera ditt konto');
  expect(page.body).not.toContain(token);
  expect(page.body).not.toContain('role="alert"');

  // Without the cookie (15 minutes gone, or the page opened by hand) the page says to ask for a new link.
  const without = await localRequest(`${origin('se.localhost')}/activate-account`);
  expect(without.body).toContain('Aktiveringslänken är för gammal eller har redan använts');
  // A token of another shape is not kept.
  const odd = await localRequest(`${origin('se.localhost')}/activate-account/${'x'.repeat(129)}`);
  expect(odd.status).toBe(303);
  expect(odd.headers['set-cookie']).toBeUndefined();
});
