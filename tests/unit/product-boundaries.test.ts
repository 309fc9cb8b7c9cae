// Lead products stand beside each other on the lead core (docs/decisions/0045): no file outside a
// product's own folders imports that product, except the registry that lists them. A new product
// that reached into another, or shared code that reached into one, fails here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');

/** Each product's own files, by path prefix under src/ (the price tag is a loan's; the business finance report is inventory financing's). */
const PRODUCT_FOLDERS: Record<string, readonly string[]> = {
  blanco: [
    'lib/blanco/',
    'components/blanco/',
    'islands/blanco/',
    'pages/blanco/',
    'pages/api/blanco/',
    'actions/blanco-',
    'lib/api/blanco',
    'lib/price-tag/',
    'components/price-tag/',
    'pages/price-tag.astro',
    'scripts/price-tag-live.ts',
    'lib/api/price-tag.ts',
  ],
  leasing: ['lib/leasing/', 'components/leasing/', 'islands/leasing/', 'pages/leasing/', 'pages/api/leasing/', 'actions/leasing-', 'lib/api/leasing'],
  inventoryFinancing: [
    'lib/inventory-financing/',
    'components/inventory-financing/',
    'islands/inventory-financing/',
    'pages/inventory-financing/',
    'pages/api/inventory-financing/',
    'actions/inventory-',
    'lib/api/business-finance',
    'pages/report/business-finance/',
    'pages/api/report/',
  ],
};
/** The registry lists the products: the only shared files that may name them (registry.server.ts finds their server parts by file name). */
const REGISTRY = ['lib/leads/registry.ts', 'actions/lead-actions.ts'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|astro)$/.test(name) ? [path] : [];
  });
}

function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
  return specifiers.flatMap((specifier) => {
    const base = resolve(dirname(file), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
    return found ? [relative(SRC, found)] : [];
  });
}

const productOf = (path: string): string | null =>
  Object.entries(PRODUCT_FOLDERS).find(([, prefixes]) => prefixes.some((prefix) => path.startsWith(prefix)))?.[0] ?? null;

describe('lead products beside each other', () => {
  it('no file outside a product’s own folders imports it, but the registry', () => {
    const crossings = files(SRC).flatMap((file) => {
      const importer = relative(SRC, file);
      if (REGISTRY.includes(importer)) return [];
      const own = productOf(importer);
      return localImports(file).flatMap((target) => {
        const product = productOf(target);
        return product && product !== own ? [`${importer} → ${target}`] : [];
      });
    });
    expect(crossings).toEqual([]);
  });

  it('knows every product’s folders, and sees an import into one (the registry’s own)', () => {
    for (const prefix of Object.values(PRODUCT_FOLDERS).flat())
      expect(existsSync(join(SRC, prefix)) || files(SRC).some((file) => relative(SRC, file).startsWith(prefix)), prefix).toBe(true);
    const named = localImports(join(SRC, 'lib/leads/registry.ts'))
      .map(productOf)
      .filter((product) => product !== null);
    expect(new Set(named)).toEqual(new Set(['blanco', 'leasing', 'inventoryFinancing']));
  });
});
