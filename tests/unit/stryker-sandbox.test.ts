// Stryker copies the project into a sandbox minus its ignore patterns; a bare folder name there
// hides every folder of that name (once 'reports' dropped src/lib/reports, and the first test run
// stopped with "Cannot find module '../reports/csv'"). Asked of Stryker's own file reader.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import strykerConfig from '../../stryker.config.mjs';

interface StrykerProjectReader {
  resolveInputFileNames(): Promise<string[]>;
}
type ProjectReaderClass = new (fs: unknown, log: unknown, options: Record<string, unknown>) => StrykerProjectReader;

const root = process.cwd();
const quietLog = { debug() {}, info() {}, warn() {}, error() {}, isDebugEnabled: () => false };

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The files Stryker would copy into its sandbox, relative to the project. */
async function sandboxFiles(): Promise<string[]> {
  // Not exported by the package: the path is Stryker's own file reader, so the check cannot drift from it.
  const { ProjectReader } = (await import('../../node_modules/@stryker-mutator/core/dist/src/fs/project-reader.js')) as unknown as {
    ProjectReader: ProjectReaderClass;
  };
  const fs = await import('node:fs/promises');
  const { mutate, tempDirName, ignorePatterns, incrementalFile, htmlReporter, jsonReporter } = strykerConfig;
  const reader = new ProjectReader(fs, quietLog, {
    mutate,
    tempDirName,
    ignorePatterns,
    incremental: false,
    incrementalFile,
    force: false,
    htmlReporter,
    jsonReporter,
  });
  return (await reader.resolveInputFileNames()).map((file) => relative(root, file));
}

describe('the mutation testing sandbox', () => {
  it('holds every source file, unit test, locale and script that the unit tests import', async () => {
    const copied = new Set(await sandboxFiles());
    const needed = ['src', 'tests/unit', 'tests/support', 'locales', 'scripts', 'backend/src'].flatMap(filesUnder);
    expect(needed.length).toBeGreaterThan(500);
    expect(needed.filter((file) => !copied.has(file))).toEqual([]);
  });

  it('leaves out what the unit tests never read (the end-to-end tests)', async () => {
    expect((await sandboxFiles()).filter((file) => file.startsWith('tests/e2e/'))).toEqual([]);
  });
});
