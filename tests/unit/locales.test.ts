import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLocales, formatMistake, readLocaleFolder } from '../../scripts/lib/locale-check.ts';

// The rules live in one place, the content editors' check (npm run check:locales).
const dir = fileURLToPath(new URL('../../locales/', import.meta.url));

describe('locale files', () => {
  it('are the four locales of SPEC §1', () => {
    expect(
      readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort(),
    ).toEqual(['da-DK.json', 'fi-FI.json', 'sv-FI.json', 'sv-SE.json']);
  });
  it('pass the locale check: valid JSON, the same keys and placeholders, no empty text, no HTML', () => {
    expect(checkLocales(readLocaleFolder(dir, 'locales')).mistakes.map(formatMistake)).toEqual([]);
  });
});
