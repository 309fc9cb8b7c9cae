import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const dir = new URL('../../locales/', import.meta.url);
const files = readdirSync(dir).filter((file) => file.endsWith('.json')).sort();

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const locales = new Map(files.map((file) => [file, flatten(JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Tree)]));

describe('locale files', () => {
  it('are the four locales of SPEC §1', () => {
    expect(files).toEqual(['da-DK.json', 'fi-FI.json', 'sv-FI.json', 'sv-SE.json']);
  });
  it('all have the same keys', () => {
    const reference = [...(locales.get('sv-SE.json')?.keys() ?? [])].sort();
    for (const [file, messages] of locales) expect([...messages.keys()].sort(), file).toEqual(reference);
  });
  it('have no empty value', () => {
    for (const [file, messages] of locales) {
      const empty = [...messages].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty, file).toEqual([]);
    }
  });
  it('use the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const reference = locales.get('sv-SE.json')!;
    for (const [file, messages] of locales) {
      for (const [key, text] of messages) expect(placeholders(text), `${file} ${key}`).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });
});
