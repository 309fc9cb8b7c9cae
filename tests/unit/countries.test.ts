import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryFromHost } from '../../src/lib/countries';
import { formatPhone } from '../../src/lib/format';

describe('country from host', () => {
  it.each([
    ['se.localhost:4321', 'SE'],
    ['fi.localhost:4321', 'FI'],
    ['dk.localhost:4321', 'DK'],
    ['localhost:4321', 'SE'],
    ['localhost', 'SE'],
    ['xx.localhost:4321', 'SE'],
    ['partner.example.se', 'SE'],
    ['partner.example.fi', 'FI'],
    ['partner.example.dk', 'DK'],
    ['PARTNER.EXAMPLE.FI', 'FI'],
    ['partner.example.dk.', 'DK'],
    ['partner.example.com', 'SE'],
    ['fi.example.com', 'SE'],
    ['127.0.0.1:4321', 'SE'],
  ])('%s is %s', (host, country) => {
    expect(countryFromHost(host)).toBe(country);
  });
});

describe("the provider's support number", () => {
  it.each(Object.values(COUNTRIES).map((info) => [info.code, info] as const))('%s shows it as formatPhone writes it for a dealer there', (code, info) => {
    expect(info.contact.phoneShown).toBe(formatPhone(info.contact.phone, code));
  });
});
