// Server-only code (src/lib/server, *.server.ts) must never end up in an island's bundle, and src/lib
// is the house's ground floor: it imports nothing from the floors above (actions, pages, islands,
// components) nor Astro's own modules.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
  return specifiers.flatMap((specifier) => {
    const base = resolve(dirname(file), specifier);
    const candidate = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
    return candidate ? [candidate] : [];
  });
}

function isServerOnly(path: string): boolean {
  return path.includes(`${join(SRC, 'lib/server')}`) || /\.server\.tsx?$/.test(path);
}

/** Every file an island reaches through relative imports. */
function reach(start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...localImports(file));
  }
  return seen;
}

describe('import boundaries', () => {
  const islands = files(join(SRC, 'islands'));
  it('no island reaches server-only code', () => {
    for (const island of islands) {
      const serverOnly = [...reach(island)].filter(isServerOnly);
      expect(serverOnly, island).toEqual([]);
    }
  });
  it('the checker sees through re-exports to a server module', () => {
    const reached = [...reach(join(SRC, 'middleware/auth.ts'))];
    expect(reached.some(isServerOnly)).toBe(true);
  });
});

describe('src/lib, the ground floor', () => {
  const UPPER = ['actions', 'pages', 'islands', 'components'].map((floor) => join(SRC, floor));
  const upward = (file: string) => localImports(file).filter((target) => UPPER.some((floor) => target.startsWith(`${floor}/`)));
  const frameworkModules = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/from\s+['"](astro:[a-z]+)['"]|import\(\s*['"](astro:[a-z]+)['"]/g)].map((m) => m[1] ?? m[2]);

  it('imports nothing from actions, pages, islands or components, nor astro: modules', () => {
    for (const file of files(join(SRC, 'lib'))) {
      expect(upward(file), file).toEqual([]);
      expect(frameworkModules(file), file).toEqual([]);
    }
  });

  it('the check sees an import from a floor above', () => {
    expect(upward(join(SRC, 'actions/index.ts')).length).toBeGreaterThan(0);
    expect(frameworkModules(join(SRC, 'actions/lead-actions.ts'))).toEqual(['astro:actions']);
  });
});

describe('the import graph', () => {
  /** Every file of src/ (.ts, .tsx, .astro) with the files it imports. */
  function graph(): Map<string, string[]> {
    const all = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? all(path) : /\.(ts|tsx|astro)$/.test(name) ? [path] : [];
      });
    return new Map(all(SRC).map((file) => [file, localImports(file)]));
  }

  /** The files that import each other round (each circle once, as its files in order). */
  function circles(edges: Map<string, string[]>): string[][] {
    const found: string[][] = [];
    const state = new Map<string, 'open' | 'done'>();
    const path: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      path.push(file);
      for (const next of edges.get(file) ?? []) {
        if (state.get(next) === 'open') found.push(path.slice(path.indexOf(next)));
        else if (!state.has(next)) visit(next);
      }
      path.pop();
      state.set(file, 'done');
    };
    for (const file of edges.keys()) if (!state.has(file)) visit(file);
    return found;
  }

  it('has no circle: no file imports, through others, a file that imports it', () => {
    expect(circles(graph()).map((circle) => circle.map((file) => file.slice(SRC.length + 1)))).toEqual([]);
  });

  it('the check finds a circle', () => {
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
  });
});
