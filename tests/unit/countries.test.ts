import { describe, expect, it } from 'vitest';
import { countryFromHost } from '../../src/lib/countries';

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
