import { expect, test } from './fixtures';
import { backendUrl, origin, signInAtProvider, USERS, withShortAccessTokens } from './support';

async function refreshTokensOf(email: string): Promise<string[]> {
  const response = await fetch(`${backendUrl()}/__test/refresh-tokens?email=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { tokens: string[] };
  return body.tokens;
}

test('log out ends the session and the provider refuses the old refresh token', async ({ page }) => {
  await signInAtProvider(page, USERS.erik);
  const [refreshToken] = await refreshTokensOf(USERS.erik.email);
  expect(refreshToken).toBeTruthy();

  await page.getByRole('button', { name: 'Logga ut' }).click();
  // The signed-out page says so and offers sign-in again; the site origin asks for sign-in.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Du är utloggad');
  await page.getByRole('link', { name: 'Logga in igen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logga in på Partnerportalen');
  await page.goto(origin('se.localhost'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logga in på Partnerportalen');

  const refused = await fetch(`${backendUrl()}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from('partner-portal:local-dev-secret').toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken! }),
  });
  expect(refused.status).toBe(400);
  expect(((await refused.json()) as { error: string }).error).toBe('invalid_grant');
});

test('log out is POST only: a GET does not end the session', async ({ page }) => {
  await signInAtProvider(page, USERS.anna);
  await page.goto(`${origin('se.localhost')}/logout`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej Anna!');
});

test('a session whose grant the provider ends signs in again, and the same dealer’s other session (the phone) stays signed in', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const phone = await (await browser.newContext()).newPage();
  // 60 s tokens all through (those the refreshes bring too): the laptop's next page asks the provider, which has ended its grant.
  await withShortAccessTokens(async () => {
    await signInAtProvider(phone, USERS.erik);
    await signInAtProvider(page, USERS.erik);
    // Newest first: the laptop's, signed in last. The provider ends that grant alone.
    const [laptopToken] = await refreshTokensOf(USERS.erik.email);
    const revoked = await fetch(`${backendUrl()}/oauth/revoke`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from('partner-portal:local-dev-secret').toString('base64')}`,
      },
      body: new URLSearchParams({ token: laptopToken!, token_type_hint: 'refresh_token' }),
    });
    expect(revoked.status).toBe(200);
    await page.goto(`${origin('se.localhost')}/blanco`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logga in på Partnerportalen');

    await phone.goto(`${origin('se.localhost')}/blanco`);
    await expect(phone).toHaveURL(`${origin('se.localhost')}/blanco`);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Privatlån');
  });
  await phone.context().close();
});
