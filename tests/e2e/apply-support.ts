// Fills the private loan application as a dealer would, in any of the four languages:
// every field is found by its label, read from the locale file the page renders with.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { resolveSharedTexts, type MessageTree } from '../../src/lib/locale-tree';
import { waitForIslands } from './support';

const cache = new Map<string, MessageTree>();

export function text(locale: string, key: string): string {
  let tree = cache.get(locale);
  if (!tree) {
    tree = resolveSharedTexts(JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as MessageTree);
    cache.set(locale, tree);
  }
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${locale}`);
  return node;
}

export interface Application {
  locale: 'sv-SE' | 'fi-FI' | 'sv-FI' | 'da-DK';
  country: 'SE' | 'FI' | 'DK';
  amount: string;
  personalId: string;
  firstname: string;
  lastname: string;
}

async function fillPerson(group: Locator, app: Application): Promise<void> {
  const label = (field: string) => text(app.locale, `blancoApply.person.${field}`);
  const field = (name: string) => group.getByLabel(label(name), { exact: true });
  await field('personalId').fill(app.personalId);
  await field('firstname').fill(app.firstname);
  await field('lastname').fill(app.lastname);
  const mailbox = app.firstname
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
  await field('email').fill(`${mailbox}@example.com`);
  await field('phone').fill({ SE: '070 123 45 67', FI: '040 123 4567', DK: '20 12 34 56' }[app.country]);
  await field('countryOfBirth').selectOption(app.country);
  if (app.country === 'DK') {
    await group
      .getByRole('group', { name: label('danishCitizen') })
      .getByLabel(text(app.locale, 'blancoApply.yes'), { exact: true })
      .check();
  }
  await field('monthlyIncome').fill('42000');
  await field('sourceOfIncome').selectOption('permanentEmployment');
  await field('employerName').fill('Verkstaden AB');
  await field('employmentStartedTime').fill('2015-03-01');
  await field('typeOfResidence').selectOption('rental');
  await field('habitationDate').fill('2018-06-01');
  await field('maritalStatus').selectOption('single');
  await field('livingExpenses').fill('8000');
  await field('loanExpenses').fill('0');
  await field('otherExpenses').fill('2000');
  await field('householdSharePercent').fill('100');
}

/** Fills the whole form (loan, applicant, confirmations); the caller submits. */
export async function fillApplication(page: Page, app: Application): Promise<void> {
  await waitForIslands(page);
  const t = (key: string) => text(app.locale, key);
  await page.getByLabel(t('blancoApply.loan.amount'), { exact: true }).fill(app.amount);
  const rates = page.getByRole('group', { name: t('blancoApply.loan.rate'), exact: true }).getByRole('radio');
  await expect(rates.first()).toBeVisible();
  const count = await rates.count();
  for (let index = 0; index < count; index++) {
    if (await rates.nth(index).isEnabled()) {
      await rates.nth(index).check();
      break;
    }
  }
  const term = page.getByLabel(t('blancoApply.loan.term'), { exact: true });
  await term.selectOption({ index: 1 });
  await fillPerson(page.getByRole('group', { name: t('blancoApply.applicant.legend'), exact: true }), app);
  for (const key of ['creditCheckInformed', 'loanOnlyForPurchase', 'identityChecked', 'neverPaidToCustomer', 'termsAccepted']) {
    await page.getByLabel(t(`blancoApply.confirmations.${key}`), { exact: true }).check();
  }
}

export function submitButton(page: Page, locale: Application['locale']): Locator {
  return page.getByRole('button', { name: text(locale, 'blancoApply.submit') });
}

/**
 * The result page past its waiting screen: the screen reloads itself, and the live client loads the
 * decision when it comes, so a test that goes elsewhere first waits for it (or its navigation may be
 * the one cancelled).
 */
export async function pastWaitingScreen(page: Page): Promise<void> {
  await expect(page.locator('[data-waiting]')).toHaveCount(0, { timeout: 20_000 });
}
