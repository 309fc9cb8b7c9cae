// Runs last (files run in name order on one worker): no URL the browser asked for during
// the whole suite held a personal identity number of any country.
import { existsSync, readFileSync } from 'node:fs';
import { isValidPersonalId } from '../../src/lib/forms/personal-id';
import { expect, test } from './fixtures';
import { REQUEST_LOG } from './request-log';

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

test('the checker finds a personal id in a URL, in each country’s form', () => {
  expect(personalIdsIn('http://se.localhost/blanco?search=19850709-9805')).toEqual(['19850709-9805']);
  expect(personalIdsIn('http://fi.localhost/x?q=131052-308T')).toEqual(['131052-308T']);
  expect(personalIdsIn('http://dk.localhost/x?q=061093-7438').length).toBeGreaterThan(0);
  expect(personalIdsIn('http://se.localhost/blanco/BL-123456?page=2')).toEqual([]);
});

test('no request URL of the whole run contained a personal identity number', () => {
  expect(existsSync(REQUEST_LOG), `${REQUEST_LOG} was not written: run the whole suite`).toBe(true);
  const urls = readFileSync(REQUEST_LOG, 'utf8').split('\n').filter(Boolean);
  expect(urls.length).toBeGreaterThan(100);
  const leaks = urls.flatMap((url) => personalIdsIn(decodeURIComponent(url)).map((id) => `${id} in ${url}`));
  expect(leaks).toEqual([]);
});
