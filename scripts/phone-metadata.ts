// Writes src/lib/forms/phone-metadata.json and phone-mobile-metadata.json: libphonenumber-js's own
// metadata.min.json (reading and formatting any number) and metadata.mobile.json (which numbers
// are mobile: the server's check, since every phone the portal takes gets texts) cut to the
// portal's countries (SE, FI with Åland, DK), so a page ships 0.7 KB of phone rules instead of
// 19 KB. Run after updating libphonenumber-js: node scripts/phone-metadata.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Metadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
}

const CALLING_CODES = ['46', '358', '45'];
const require = createRequire(import.meta.url);
const cutTo = (file: string, target: string) => {
  const full = JSON.parse(readFileSync(require.resolve(`libphonenumber-js/${file}`), 'utf8')) as Metadata;
  const countries = CALLING_CODES.flatMap((code) => full.country_calling_codes[code] ?? []);
  const cut = {
    version: full.version,
    country_calling_codes: Object.fromEntries(CALLING_CODES.map((code) => [code, full.country_calling_codes[code]])),
    countries: Object.fromEntries(countries.map((country) => [country, full.countries[country]])),
  };
  const path = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'lib', 'forms', target);
  writeFileSync(path, `${JSON.stringify(cut)}\n`);
  console.log(`${path}: ${countries.join(', ')}`);
};
cutTo('metadata.min.json', 'phone-metadata.json');
cutTo('metadata.mobile.json', 'phone-mobile-metadata.json');
