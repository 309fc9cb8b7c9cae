// The decisions in docs/decisions stay true to the tree: every file one names exists, each is on the
// one template (its number and title, its date and status, Context, Decision, Consequences), and
// none is left "in progress" (docs/decisions/README.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const DECISIONS = join(ROOT, 'docs/decisions');
const decisions = readdirSync(DECISIONS).filter((name) => /^\d{4}-.*\.md$/.test(name));

/** The repository paths a text names (src/…, tests/…, backend/…, scripts/…, docs/…, locales/…). */
function namedPaths(text: string): string[] {
  return [...text.matchAll(/(?<![\w/.-])((?:src|tests|backend|scripts|docs|locales|public|bench)\/[A-Za-z0-9_\-./[\]]*[A-Za-z0-9_\]])/g)].map(
    (match) => match[1]!,
  );
}

/** Whether a named path is in the tree: as written, as a module without its extension, or a decision by its number. */
function exists(path: string): boolean {
  if (path.includes('*') || path.includes('<')) return true;
  const full = join(ROOT, path);
  if (existsSync(full) || existsSync(`${full}.ts`)) return true;
  const decision = /^docs\/decisions\/(\d{4})$/.exec(path);
  return decision !== null && decisions.some((name) => name.startsWith(decision[1]!));
}

describe('the decisions', () => {
  it('name only files that exist', () => {
    const missing = decisions.flatMap((name) =>
      namedPaths(readFileSync(join(DECISIONS, name), 'utf8'))
        .filter((path) => !exists(path))
        .map((path) => `${name}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('are each on the one template, and none in progress', () => {
    for (const name of decisions) {
      const text = readFileSync(join(DECISIONS, name), 'utf8');
      const lines = text.split('\n');
      expect(lines[0], name).toMatch(new RegExp(`^# ${name.slice(0, 4)} \\S`));
      expect(lines[2], name).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: (accepted|superseded by \[\d{4}\])/);
      for (const section of ['## Context', '## Decision', '## Consequences']) expect(lines, `${name} ${section}`).toContain(section);
      expect(lines[2]!.toLowerCase(), name).not.toContain('in progress');
    }
  });

  it('the check finds a path that is not there', () => {
    expect(namedPaths('see src/lib/nowhere.ts and src/lib/routes.ts, docs/decisions/0043.').filter((path) => !exists(path))).toEqual(['src/lib/nowhere.ts']);
  });
});
