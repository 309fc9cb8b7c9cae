// Runs last (files run in name order on one worker): no URL the browser asked for during
// the whole suite held a personal identity number or an organisation number of any country
// (a Swedish sole trader's organisation number is a personnummer).
import { existsSync, readFileSync } from 'node:fs';
import { DEMO_ORGANIZATIONS } from '../../backend/src/leasing/organizations';
import { isValidPersonalId } from '../../src/lib/forms/personal-id';
import { finnishBusinessId, swedishCompanyNumber } from '../../src/lib/organization-number';
import { expect, test } from './fixtures';
import { REQUEST_LOG, STORAGE_LOG } from './request-log';
import { TEST_PERSONS } from '../../backend/src/blanco/test-persons.ts';

const CANDIDATES: [RegExp, 'SE' | 'FI' | 'DK'][] = [
  [/(?<!\d)(?:19|20)?\d{6}[-+]?\d{4}(?!\d)/g, 'SE'],
  [/(?<![\dA-Z])\d{6}[-+A]\d{3}[0-9A-Y](?![\dA-Z])/gi, 'FI'],
  [/(?<!\d)\d{6}-?\d{4}(?!\d)/g, 'DK'],
];

function personalIdsIn(text: string): string[] {
  const found: string[] = [];
  for (const [pattern, country] of CANDIDATES) {
    for (const match of text.matchAll(pattern)) if (isValidPersonalId(country, match[0])) found.push(match[0]);
  }
  return found;
}

// A Danish CVR is any eight digits with a mod-11 check: too common a shape to look for in every
// URL, so the numbers the suite types are looked for instead (the demo companies, the dealer's
// own, and the valid numbers nobody has).
const DANISH_NUMBERS_TYPED = [...DEMO_ORGANIZATIONS.DK.map((organization) => organization.organizationNumber), '12345674', '13585628'];

function organizationNumbersIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?<!\d)(?:16)?\d{6}-?\d{4}(?!\d)/g)) if (swedishCompanyNumber(match[0])) found.push(match[0]);
  for (const match of text.matchAll(/(?<!\d)\d{7}-\d(?!\d)/g)) if (finnishBusinessId(match[0])) found.push(match[0]);
  for (const number of DANISH_NUMBERS_TYPED) if (new RegExp(`(?<!\\d)${number}(?!\\d)`).test(text.replace(/(\d) (?=\d)/g, '$1'))) found.push(number);
  return found;
}

// A lead's id is a random UUID, whose last group now and then holds ten digits of a valid
// Danish personnummer's shape: ids are not something a dealer typed, so they are left out.
const UUID = /[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}/gi;

function identifiersIn(url: string): string[] {
  const text = decodeURIComponent(url).replace(UUID, 'uuid');
  return [...personalIdsIn(text), ...organizationNumbersIn(text)];
}

test('the checker finds an organisation number in a URL, in each country’s form', () => {
  expect(organizationNumbersIn('http://se.localhost/leasing?search=556789-0107')).toEqual(['556789-0107']);
  expect(organizationNumbersIn('http://se.localhost/x?q=165567890107')).toEqual(['165567890107']);
  expect(organizationNumbersIn('http://fi.localhost/x?q=2345678-0')).toEqual(['2345678-0']);
  expect(organizationNumbersIn('http://dk.localhost/x?q=31 45 00 04')).toEqual(['31450004']);
  expect(organizationNumbersIn('http://se.localhost/leasing/LE-123456?page=2&size=50')).toEqual([]);
  expect(organizationNumbersIn('http://fi.localhost/x?q=2345678-1')).toEqual([]);
});

test('the checker finds a personal id in a URL, in each country’s form', () => {
  expect(personalIdsIn('http://se.localhost/blanco?search=19850709-9805')).toEqual(['19850709-9805']);
  expect(personalIdsIn('http://fi.localhost/x?q=131052-308T')).toEqual(['131052-308T']);
  expect(personalIdsIn('http://dk.localhost/x?q=061093-7438').length).toBeGreaterThan(0);
  expect(personalIdsIn('http://se.localhost/blanco/BL-123456?page=2')).toEqual([]);
});

test('the checker leaves a lead’s UUID alone, and still finds an id beside it', () => {
  const url = 'http://se.localhost/blanco/6ca42a11-1456-4451-b928-fe3110098671?submitted=1';
  expect(personalIdsIn(url).length).toBeGreaterThan(0);
  expect(identifiersIn(url)).toEqual([]);
  expect(identifiersIn(`${url}&search=19850709-9805`)).toEqual(['19850709-9805']);
});

test('no request URL of the whole run contained a personal identity or organisation number', () => {
  expect(existsSync(REQUEST_LOG), `${REQUEST_LOG} was not written: run the whole suite`).toBe(true);
  const urls = readFileSync(REQUEST_LOG, 'utf8').split('\n').filter(Boolean);
  expect(urls.length).toBeGreaterThan(100);
  const leaks = urls.flatMap((url) => identifiersIn(url).map((id) => `${id} in ${url}`));
  expect(leaks).toEqual([]);
});

// The names the suite types for applicants besides the test persons' (drafts, the same customer).
const NAMES_TYPED = ['Sigrid', 'Utkastsson', 'Astrid', 'Lindqvist'];
const PERSON_NAMES = [
  ...Object.values(TEST_PERSONS).flatMap((people) => Object.values(people).flatMap((person) => [person.firstname, person.lastname])),
  ...NAMES_TYPED,
];

/** Personal data in what a page kept in the browser: ids, organisation numbers, e-mail addresses, people's names. */
function personalDataIn(held: string): string[] {
  const text = held.replace(UUID, 'uuid');
  const emails = text.match(/[\w.+-]+@[\w-]+\.[\w.]+/g) ?? [];
  const names = PERSON_NAMES.filter((name) => new RegExp(`\\b${name}\\b`).test(text));
  return [...personalIdsIn(text), ...organizationNumbersIn(text), ...emails, ...names];
}

test('the storage checker finds a personal id, an e-mail address and a typed name', () => {
  expect(personalDataIn('{"local":{"draft":"19850709-9805"}}')).toEqual(['19850709-9805']);
  expect(personalDataIn('{"session":{"who":"anna.admin@bilhuset.example"}}')).toEqual(['anna.admin@bilhuset.example']);
  expect(personalDataIn('{"local":{"applicant":"Sigrid Utkastsson"}}')).toEqual(['Sigrid', 'Utkastsson']);
  expect(personalDataIn('{"local":{},"session":{},"indexedDb":[]}')).toEqual([]);
});

test('no page of the whole run kept personal data in local storage, session storage or IndexedDB', () => {
  expect(existsSync(STORAGE_LOG), `${STORAGE_LOG} was not written: run the whole suite`).toBe(true);
  const pages = readFileSync(STORAGE_LOG, 'utf8').split('\n').filter(Boolean);
  expect(pages.length).toBeGreaterThan(100);
  const leaks = pages.flatMap((line) => {
    const [url, held = ''] = line.split('\t');
    return personalDataIn(held).map((found) => `${found} kept by ${url}`);
  });
  expect(leaks).toEqual([]);
});
