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
