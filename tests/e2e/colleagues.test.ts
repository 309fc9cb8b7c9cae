// The organisation admin adds and removes colleagues (issue 25 §4), in each country: the admin
// invites a colleague by e-mail with one role, the invitation lands in the stand-in's outbox, the
// colleague activates the account through its link and signs in with exactly that role, the admin
// deactivates the colleague, who is signed out at the next page; every change shows with who and
// when; the admin's own admin role and account cannot be taken. Also without JavaScript; axe in
// four locales. mikko and mette are made organisation admins here, and reset after.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { text } from './apply-support';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { backendPost, backendUrl, fillProviderLogin, origin, resetUser, sideNav, signIn, USERS, type DemoUser } from './support';

const ADMINS: { locale: string; user: DemoUser; roles: string[]; cookie?: string }[] = [
  { locale: 'sv-SE', user: USERS.anna, roles: [] },
  { locale: 'fi-FI', user: USERS.mikko, roles: ['BLANCO', 'LEASING', 'POINT_SHOP', 'COMMISSION', 'ORGANIZATION_ADMIN'] },
  { locale: 'sv-FI', user: USERS.mikko, roles: ['BLANCO', 'LEASING', 'POINT_SHOP', 'COMMISSION', 'ORGANIZATION_ADMIN'], cookie: 'sv-FI' },
  { locale: 'da-DK', user: USERS.mette, roles: ['BLANCO', 'LEASING', 'POINT_SHOP', 'MARKET_PLACE', 'ORGANIZATION_ADMIN'] },
];
const NEW_PASSWORD = 'Kollega-2026';

let serial = 0;
const newColleague = (locale: string) => {
  serial += 1;
  const id = `${locale.toLowerCase()}${Date.now().toString(36)}${serial}`;
  return { email: `kollega.${id}@dealer.example`, firstname: `Kim${serial}`, lastname: `Kollega${id.slice(-4)}` };
};

async function activationLink(email: string): Promise<string> {
  const response = await fetch(`${backendUrl()}/outbox/json?to=${encodeURIComponent(email)}`);
  const { mails } = (await response.json()) as { mails: { link: string }[] };
  expect(mails.length).toBeGreaterThan(0);
  return mails[0]!.link;
}

async function invite(page: Page, locale: string, who: ReturnType<typeof newColleague>): Promise<void> {
  const form = page.getByRole('region', { name: text(locale, 'colleagues.invite.heading') });
  await form.getByLabel(text(locale, 'colleagues.invite.email')).fill(who.email);
  await form.getByLabel(text(locale, 'colleagues.invite.firstname')).fill(who.firstname);
  await form.getByLabel(text(locale, 'colleagues.invite.lastname')).fill(who.lastname);
  await form.getByRole('checkbox', { name: text(locale, 'colleagues.roles.BLANCO'), exact: true }).check();
  await form.getByRole('button', { name: text(locale, 'colleagues.invite.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: who.email })).toBeVisible();
}

/** The colleague activates the account through the mailed link and signs in, in a browser of their own. */
/** Each admin's company, as the activation page names it. */
const DEALERS: Record<string, string> = { se: 'Bilhuset Syd AB', fi: 'Autotalo Oy', dk: 'Bilcenter ApS' };

async function activateAndSignIn(
  browser: Browser,
  locale: string,
  link: string,
  who: { email: string; firstname: string; lastname: string },
  cookie?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const { email } = who;
  const context = await browser.newContext();
  // A Finland-Swedish colleague's browser has chosen Swedish, as the admin's has.
  if (cookie) await context.addCookies([{ name: 'LOCALE', value: cookie, url: new URL(link).origin }]);
  const page = await context.newPage();
  await page.goto(link);
  // The page greets her by name and company and names the e-mail she signs in with.
  const dealer = DEALERS[new URL(link).hostname.split('.')[0]!]!;
  await expect(page.getByRole('main')).toContainText(
    text(locale, 'activation.greeting').replace('{name}', `${who.firstname} ${who.lastname}`).replace('{dealer}', dealer),
  );
  await expect(page.getByText(text(locale, 'activation.signInAs').replace('{email}', email))).toBeVisible();
  await page.getByLabel(text(locale, 'activation.password'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(text(locale, 'activation.confirmPassword'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: text(locale, 'activation.submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'activation.doneTitle'));
  await page.getByRole('link', { name: text(locale, 'activation.signIn') }).click();
  // The provider's sign-in has her e-mail filled in already.
  await expect(page.getByLabel(/E-postadress|Sähköpostiosoite|E-mailadresse/)).toHaveValue(email);
  await fillProviderLogin(page, email, NEW_PASSWORD);
  await page.getByRole('button', { name: text(locale, 'terms.accept') }).click();
  return { context, page };
}

const colleagueRow = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader').filter({ hasText: name }) });

/** One colleague at a time: the row's link opens the colleague's own part of the page. */
async function editColleague(page: Page, locale: string, name: string) {
  await colleagueRow(page, name)
    .getByRole('link', { name: text(locale, 'colleagues.table.editNamed').replace('{name}', name) })
    .click();
  return page.getByRole('region', { name: text(locale, 'colleagues.edit.heading').replace('{name}', name) });
}

/** Deactivating asks first, naming the colleague; nothing happens until the admin says yes. */
async function deactivate(page: Page, locale: string, name: string): Promise<void> {
  const editor = await editColleague(page, locale, name);
  await editor.getByRole('link', { name: text(locale, 'colleagues.list.deactivateNamed').replace('{name}', name) }).click();
  const ask = page.getByRole('group', { name: text(locale, 'colleagues.confirm.heading').replace('{name}', name) });
  await expect(ask).toContainText(text(locale, 'colleagues.confirm.text').replace('{name}', name));
  await expect(colleagueRow(page, name)).not.toContainText(text(locale, 'colleagues.status.DEACTIVATED'));
  await ask.getByRole('button', { name: text(locale, 'colleagues.confirm.yes').replace('{name}', name) }).click();
}

for (const { locale, user, roles, cookie } of ADMINS) {
  test(`${locale}: an invited colleague activates, has exactly the role given, and is signed out when deactivated after the admin confirmed it`, async ({
    page,
    browser,
    context,
  }) => {
    test.setTimeout(90_000);
    if (roles.length) await backendPost('/__test/roles', { email: user.email, roles });
    if (cookie) await context.addCookies([{ name: 'LOCALE', value: cookie, url: origin(user.host) }]);
    try {
      await signIn(page, user, '/organisation');
      await page.getByRole('link', { name: text(locale, 'organisation.users.manage') }).click();
      await expect(page.getByRole('heading', { level: 1, name: text(locale, 'routes.organisationColleagues') })).toBeVisible();
      const who = newColleague(locale);
      await invite(page, locale, who);
      const name = `${who.firstname} ${who.lastname}`;
      const never = text(locale, 'colleagues.table.neverSignedIn');
      await expect(page.getByRole('columnheader', { name: text(locale, 'colleagues.table.lastSignedIn') })).toBeVisible();
      await expect(colleagueRow(page, name)).toContainText(never);
      await expectNoSeriousViolations(page, `${locale} colleagues with an invitation sent`);

      const link = await activationLink(who.email);
      expect(link).toMatch(new RegExp(`^${origin(user.host)}/activate-account/`));
      const colleague = await activateAndSignIn(browser, locale, link, who, cookie);
      try {
        await expect(colleague.page.getByRole('heading', { level: 1 })).toContainText(who.firstname);
        const nav = sideNav(colleague.page);
        await expect(nav.getByRole('link', { name: text(locale, 'nav.blanco') })).toBeVisible();
        for (const other of ['leasing', 'pointShop', 'commission', 'organisation'])
          await expect(nav.getByRole('link', { name: text(locale, `nav.${other}`) })).toHaveCount(0);

        await page.reload();
        await expect(colleagueRow(page, name)).toContainText(text(locale, 'colleagues.status.ACTIVE'));
        await expect(colleagueRow(page, name)).not.toContainText(never);
        await expect(colleagueRow(page, name)).toContainText(text(locale, 'colleagues.roles.BLANCO'));
        await deactivate(page, locale, name);
        await expect(page.getByRole('status').filter({ hasText: name })).toBeVisible();
        await expect(colleagueRow(page, name)).toContainText(text(locale, 'colleagues.status.DEACTIVATED'));
        expect(new URL(page.url()).search).toBe('');
        const changes = page.getByRole('region', { name: text(locale, 'colleagues.changes.heading') }).getByRole('listitem');
        await expect(changes.first()).toContainText(name);
        await expect(changes.nth(1)).toContainText(name);

        // The colleague's next page: signed out, at the provider's sign-in.
        await colleague.page.goto(origin(user.host));
        await expect(colleague.page.getByLabel(/E-postadress|Sähköpostiosoite|E-mailadresse/)).toBeVisible();
        await fillProviderLogin(colleague.page, who.email, NEW_PASSWORD);
        await expect(colleague.page.getByLabel(/E-postadress|Sähköpostiosoite|E-mailadresse/)).toBeVisible();
      } finally {
        await colleague.context.close();
      }
    } finally {
      await resetUser(user.email);
    }
  });
}

test('the admin cannot untick their own admin role or deactivate themselves, and the used link is too old or already used', async ({ page, browser }) => {
  await signIn(page, USERS.anna, '/organisation/colleagues');
  const own = await editColleague(page, 'sv-SE', 'Anna Andersson');
  await expect(own.getByRole('checkbox', { name: text('sv-SE', 'colleagues.roles.ORGANIZATION_ADMIN'), exact: true })).toBeDisabled();
  await expect(own.getByRole('checkbox', { name: text('sv-SE', 'colleagues.roles.ORGANIZATION_ADMIN'), exact: true })).toBeChecked();
  await expect(own.getByRole('link', { name: /Stäng av/ })).toHaveCount(0);
  // Saving her own roles keeps her an admin.
  await own.getByRole('button', { name: text('sv-SE', 'colleagues.list.saveRolesOf').replace('{name}', 'Anna Andersson') }).click();
  await expect(page.getByRole('status')).toContainText('Anna Andersson');
  await expect(colleagueRow(page, 'Anna Andersson')).toContainText(text('sv-SE', 'colleagues.roles.ORGANIZATION_ADMIN'));

  const who = newColleague('se');
  await invite(page, 'sv-SE', who);
  const link = await activationLink(who.email);
  const colleague = await activateAndSignIn(browser, 'sv-SE', link, who);
  await colleague.context.close();
  const again = await browser.newContext();
  const used = await again.newPage();
  await used.goto(link);
  await used.getByLabel(text('sv-SE', 'activation.password'), { exact: true }).fill(NEW_PASSWORD);
  await used.getByLabel(text('sv-SE', 'activation.confirmPassword'), { exact: true }).fill(NEW_PASSWORD);
  await used.getByRole('button', { name: text('sv-SE', 'activation.submit') }).click();
  await expect(used.getByRole('alert')).toHaveText(text('sv-SE', 'activation.errors.linkInvalid'));
  await again.close();
});

test('without JavaScript an admin invites, changes roles and deactivates (after a question naming the colleague), and no action stays in the address', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${origin('se.localhost')}/organisation/colleagues`);
    await fillProviderLogin(page, USERS.anna.email, 'Portal-demo-2026');
    const who = newColleague('nojs');
    await invite(page, 'sv-SE', who);
    const name = `${who.firstname} ${who.lastname}`;
    await expect(colleagueRow(page, name)).toContainText('Inbjuden');
    const editor = await editColleague(page, 'sv-SE', name);
    await editor.getByRole('checkbox', { name: text('sv-SE', 'colleagues.roles.LEASING'), exact: true }).check();
    await editor.getByRole('button', { name: text('sv-SE', 'colleagues.list.saveRolesOf').replace('{name}', name) }).click();
    await expect(page.getByRole('status')).toContainText(name);
    await expect(colleagueRow(page, name)).toContainText(text('sv-SE', 'colleagues.roles.LEASING'));
    await deactivate(page, 'sv-SE', name);
    await expect(colleagueRow(page, name)).toContainText(text('sv-SE', 'colleagues.status.DEACTIVATED'));
    // Every form sent the admin back to the page's own address: no action stays in it.
    expect(page.url()).toBe(`${origin('se.localhost')}/organisation/colleagues`);
    const changes = page.getByRole('region', { name: text('sv-SE', 'colleagues.changes.heading') }).getByRole('listitem');
    await expect(changes.first()).toContainText(`Anna Andersson stängde av ${name}.`);
    await expect(changes.nth(1)).toContainText(`Anna Andersson ändrade rollerna för ${name} till Privatlån, Leasing.`);
    await expect(changes.nth(2)).toContainText(`Anna Andersson bjöd in ${name} med rollerna Privatlån.`);
  } finally {
    await context.close();
  }
});
