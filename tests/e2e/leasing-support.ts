// What the leasing end-to-end tests share: each country's dealer, demo companies (backend/README.md)
// and lease figures; the steps of filling in and sending the application in the browser, and
// applications made through backend/'s Partner API (as the apply page would) with its test controls.
import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import type { CreateLeasingLead } from '../../src/lib/api/leasing-schemas';
import { expect } from './fixtures';
import { text } from './apply-support';
import { backendUrl, leadDecision, partnerApiToken, type DemoUser, USERS } from './support';

export type Locale = 'sv-SE' | 'fi-FI' | 'da-DK';

export interface Country {
  user: DemoUser;
  locale: Locale;
  company: { number: string; name: string; address: string; signatory: string };
  /** A valid number the lookup does not know (backend/README.md). */
  unknown: string;
  plate: string;
  phone: string;
  price: string;
  firstRent: string;
  residual: string;
}

export const COUNTRIES: Country[] = [
  {
    user: USERS.anna,
    locale: 'sv-SE',
    company: { number: '556789-0107', name: 'Skånebygg Entreprenad AB', address: 'Industrigatan 12, 212 14 Malmö', signatory: 'Henrik Borg' },
    unknown: '556123-4567',
    plate: 'ABC 123',
    phone: '070 123 45 67',
    price: '400000',
    firstRent: '80000',
    residual: '200000',
  },
  {
    user: USERS.mikko,
    locale: 'fi-FI',
    company: { number: '2345678-0', name: 'Rakennus Virtanen Oy', address: 'Mannerheimintie 12, 00100 Helsinki', signatory: 'Jari Virtanen' },
    unknown: '1234567-1',
    plate: 'ABC-123',
    phone: '040 123 4567',
    price: '40000',
    firstRent: '8000',
    residual: '20000',
  },
  {
    user: USERS.mette,
    locale: 'da-DK',
    company: { number: '31450004', name: 'Jensen Byg ApS', address: 'Søndergade 10, 8000 Aarhus C', signatory: 'Lars Jensen' },
    unknown: '13585628',
    // A stock car without plates: the field may stay empty in Denmark.
    plate: '',
    phone: '20 12 34 56',
    price: '300000',
    firstRent: '60000',
    residual: '150000',
  },
];

/** backend/README.md: each outcome's demo company per country (the customer's number decides). */
export const OUTCOME_COMPANIES: Record<Locale, Record<'APPROVED' | 'PROCESSING' | 'DENIED' | 'SUPPLEMENT_CONTACT_US', string>> = {
  'sv-SE': { APPROVED: '556789-0107', PROCESSING: '556987-6500', DENIED: '556443-3208', SUPPLEMENT_CONTACT_US: '556112-2309' },
  'fi-FI': { APPROVED: '2345678-0', PROCESSING: '2456789-6', DENIED: '2678901-1', SUPPLEMENT_CONTACT_US: '3012345-8' },
  'da-DK': { APPROVED: '31450004', PROCESSING: '32560008', DENIED: '33670001', SUPPLEMENT_CONTACT_US: '34780005' },
};

export const SE = COUNTRIES[0]!;
/** Every organisation number of these tests, as digits: none may be in a request URL. */
const NUMBERS = COUNTRIES.flatMap((country) => [country.company.number, country.unknown, '556789-010']).map((number) => number.replace(/\D/g, ''));

export const field = (page: Page, locale: Locale, name: string) => page.getByLabel(text(locale, `leasingApply.fields.${name}`), { exact: true });
const lookupButton = (page: Page, locale: Locale) => page.getByRole('button', { name: text(locale, 'leasingApply.lookup') });
export const submitButton = (page: Page, locale: Locale) => page.getByRole('button', { name: text(locale, 'leasingApply.submit') });
/** A message's words before its first placeholder. */
export const messageStart = (locale: Locale, key: string) => text(locale, `leasingApply.errors.${key}`).split('{')[0]!.trim();

/** Watches every request of the page for an organisation number in its URL. */
export function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

export function expectNoNumberIn(urls: string[]): void {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const digits = decodeURIComponent(url).replace(/\D/g, '');
    for (const number of NUMBERS) expect(digits, url).not.toContain(number);
  }
}

export async function fillVehicleContactAndLease(page: Page, country: Country, plate = country.plate): Promise<void> {
  const f = (name: string) => field(page, country.locale, name);
  await f('brand').fill('Volvo');
  await f('model').fill('XC60 T6');
  await f('year').fill('2025');
  if (country.locale === 'da-DK') await f('numberPlateOptional').fill(plate);
  else await f('numberPlate').fill(plate);
  await f('distanceKm').fill('1200');
  await f('contactName').fill(country.company.signatory);
  await f('email').fill('kontakt@example.com');
  await f('phone').fill(country.phone);
  await f('price').fill(country.price);
  await f('firstRent').fill(country.firstRent);
  await f('residual').fill(country.residual);
  await f('months').fill('36');
}

export async function lookUp(page: Page, country: Country, number: string): Promise<void> {
  await field(page, country.locale, 'organizationNumber').fill(number);
  await lookupButton(page, country.locale).click();
}

export async function expectCompany(page: Page, country: Country): Promise<void> {
  const company = page.getByRole('region', { name: text(country.locale, 'leasingApply.company.title') });
  await expect(company).toContainText(country.company.name);
  await expect(company).toContainText(country.company.address);
  await expect(company).toContainText(country.company.signatory);
}

/** Clicks and returns the request of the page it lands on: /leasing/<id>?submitted=1. */
export async function submitAndLand(page: Page, click: () => Promise<void>): Promise<Request> {
  const [landing] = await Promise.all([page.waitForRequest(/\/leasing\/[^/?]+\?submitted=1$/, { timeout: 20_000 }), click()]);
  return landing;
}

export const leadIdOf = (request: Request) => decodeURIComponent(new URL(request.url()).pathname.split('/')[2] ?? '');

type CountryPath = 'se' | 'fi' | 'dk';

/** backend/README.md: the customer's organisation number decides the credit decision. */
export const LEASING_COMPANIES = {
  se: { APPROVED: '556789-0107', PROCESSING: '556987-6500' },
} as const;

const LOCALE_OF: Record<CountryPath, Locale> = { se: 'sv-SE', fi: 'fi-FI', dk: 'da-DK' };
const FACILITY: Record<CountryPath, string> = { se: 'facility-malmo', fi: 'facility-helsinki', dk: 'facility-aarhus' };

/** A new leasing application of `user`'s dealer; answers its lead id and reference. */
export async function applyForLeasing(user: DemoUser, country: CountryPath, organizationNumber: string): Promise<{ id: string; reference: string }> {
  const token = await partnerApiToken(user);
  const figures = COUNTRIES.find((entry) => entry.locale === LOCALE_OF[country])!;
  const body: CreateLeasingLead = {
    facilityId: FACILITY[country],
    vehicle: { brand: 'Volvo', model: 'EX30', year: 2026, numberPlate: 'ABC 12A', distanceKm: 10 },
    customer: { organizationNumber, name: 'Öresunds Transport AB' },
    contactPerson: { name: 'Petra Sandberg', email: 'petra@example.com', phone: '+46 70 222 33 44' },
    // The country's own lease figures (a Finnish lease is in euros, within its own bounds).
    price: Number(figures.price),
    firstRent: Number(figures.firstRent),
    residual: Number(figures.residual),
    months: 36,
    confirmations: { termsAccepted: true },
  };
  const response = await fetch(`${backendUrl()}/api/${country}/leasing/leads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`leasing application: HTTP ${response.status} ${await response.text()}`);
  const { id, reference } = (await response.json()) as { id: string; reference: string };
  return { id, reference };
}

/** POST /__test/leasing/leads/:id/advance: the lead's pending step (decision, signing, payout) now. */
export async function advanceLeasing(leadId: string): Promise<string> {
  const response = await fetch(`${backendUrl()}/__test/leasing/leads/${encodeURIComponent(leadId)}/advance`, { method: 'POST' });
  if (!response.ok) throw new Error(`advance ${leadId}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { status: string }).status;
}

/** The decision on a new lease, now (or the one the lender already made: see `leadDecision`). */
export async function decideLeasing(leadId: string): Promise<string> {
  return (await leadDecision('leasing/leads', leadId)).status;
}

/** The contract SMS sent for a lead (GET /__test/leasing/sms). */
export async function leasingSms(leadId: string): Promise<{ phone: string; message: string }[]> {
  const response = await fetch(`${backendUrl()}/__test/leasing/sms?leadId=${encodeURIComponent(leadId)}`);
  return ((await response.json()) as { messages: { phone: string; message: string }[] }).messages;
}
