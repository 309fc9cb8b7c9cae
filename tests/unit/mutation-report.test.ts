// The check over Stryker's JSON report (npm run test:mutation): the score it computes, the ignored
// mutants per file, and which of them sit inside a function's body.
import { describe, expect, it } from 'vitest';
import {
  countMutants,
  countsPerFolder,
  ignoredInFunctionBodies,
  ignoredPerFile,
  mutationScore,
  type MutationReport,
  type ReportedMutant,
} from '../../scripts/lib/mutation-report.ts';

const SCHEMA_FILE = [
  "import * as v from 'valibot';",
  'export const MAX = 20;',
  "export const schema = v.pipe(v.string(), v.maxLength(MAX, 'tooLong'));",
  'export function format(row: { plate: string | null; vin: string }): string {',
  '  return row.plate ?? row.vin;',
  '}',
  'export const label = (count: number) => {',
  "  return count > 1 ? 'many' : 'one';",
  '};',
  'class Table {',
  '  rows = 3;',
  '  get size() {',
  '    return this.rows * 2;',
  '  }',
  '}',
  'export const table = new Table();',
].join('\n');

const STATIC = 'Static mutant (and "ignoreStatic" was enabled)';

/** A mutant over the first occurrence of `text` on a 1-based line of the file above. */
function mutant(id: string, line: number, text: string, status = 'Ignored', statusReason: string | undefined = STATIC): ReportedMutant {
  const column = SCHEMA_FILE.split('\n')[line - 1]!.indexOf(text) + 1;
  expect(column, `${text} on line ${line}`).toBeGreaterThan(0);
  return { id, mutatorName: 'Test', status, statusReason, location: { start: { line, column }, end: { line, column: column + text.length } } };
}

function report(mutants: ReportedMutant[]): MutationReport {
  return { files: { 'src/lib/blanco/schema.ts': { source: SCHEMA_FILE, mutants } } };
}

describe('the mutation report check', () => {
  it('finds the ignored mutants inside function bodies, arrow functions and accessors, and names the function', () => {
    const found = ignoredInFunctionBodies(
      report([
        mutant('1', 2, '20'),
        mutant('2', 3, "'tooLong'"),
        mutant('3', 5, 'row.plate ?? row.vin'),
        mutant('4', 8, 'count > 1'),
        mutant('5', 11, '3'),
        mutant('6', 13, 'this.rows * 2'),
      ]),
    );
    expect(found.map((entry) => [entry.line, entry.inFunction])).toEqual([
      [5, 'format'],
      [8, 'label'],
      [13, 'size'],
    ]);
    expect(found[0]).toMatchObject({ file: 'src/lib/blanco/schema.ts', column: 10 });
  });

  it('leaves out mutants ignored for another reason and those that ran', () => {
    const found = ignoredInFunctionBodies(
      report([mutant('1', 5, 'row.plate ?? row.vin', 'Ignored', 'excluded by a comment'), mutant('2', 8, 'count > 1', 'Survived', undefined)]),
    );
    expect(found).toEqual([]);
  });

  it('counts statuses, scores killed and timed out over the valid ones, and has no score when nothing counted', () => {
    const mutants = [
      mutant('1', 5, 'row', 'Killed', undefined),
      mutant('2', 5, 'row', 'Killed', undefined),
      mutant('3', 5, 'row', 'Timeout', undefined),
      mutant('4', 5, 'row', 'Survived', undefined),
      mutant('5', 5, 'row', 'NoCoverage', undefined),
      mutant('6', 2, '20'),
      mutant('7', 5, 'row', 'CompileError', undefined),
    ];
    const counts = countMutants(mutants);
    expect(counts).toEqual({ killed: 2, timeout: 1, survived: 1, noCoverage: 1, ignored: 1, errors: 1 });
    expect(mutationScore(counts)).toBe(60);
    expect(mutationScore(countMutants([mutant('8', 2, '20'), mutant('9', 3, "'tooLong'")]))).toBeNull();
  });

  it('lists the ignored mutants per file, most first, and every status per folder', () => {
    const twoFiles: MutationReport = {
      files: {
        ...report([mutant('1', 2, '20')]).files,
        'src/lib/format.ts': { source: SCHEMA_FILE, mutants: [mutant('2', 2, '20'), mutant('3', 3, "'tooLong'"), mutant('4', 5, 'row', 'Killed', undefined)] },
        'src/lib/blanco/apply.ts': { source: SCHEMA_FILE, mutants: [mutant('5', 5, 'row', 'Survived', undefined)] },
      },
    };
    expect(ignoredPerFile(twoFiles)).toEqual([
      { file: 'src/lib/format.ts', ignored: 2 },
      { file: 'src/lib/blanco/schema.ts', ignored: 1 },
    ]);
    expect(countsPerFolder(twoFiles).map(({ folder, counts }) => [folder, counts.killed, counts.survived, counts.ignored])).toEqual([
      ['src/lib', 1, 0, 2],
      ['src/lib/blanco', 0, 1, 1],
    ]);
  });
});

describe('code that is part of a module-level declaration', () => {
  const source = [
    'const line = (min: number) => ({ min, max: 99 });',
    'export const CART = line(1);',
    "export const KEYS = ['a', 'b'].map((key) => `${key}Search`);",
    'const helper = (value: string) => value.trim();',
    'export function useIt(text: string) { return helper(text); }',
    'export const shared = (count: number) => count * 2;',
    'export const DOUBLE = shared(2);',
  ].join('\n');
  const at = (id: string, line: number, text: string): ReportedMutant => {
    const column = source.split('\n')[line - 1]!.indexOf(text) + 1;
    return {
      id,
      mutatorName: 'Test',
      status: 'Ignored',
      statusReason: STATIC,
      location: { start: { line, column }, end: { line, column: column + text.length } },
    };
  };
  const file = (mutants: ReportedMutant[]): MutationReport => ({ files: { 'src/lib/tables.ts': { source, mutants } } });

  it('leaves out a callback a module-level expression calls and a helper only module-level declarations call', () => {
    expect(ignoredInFunctionBodies(file([at('1', 1, '99'), at('2', 3, '`${key}Search`')]))).toEqual([]);
  });

  it('names a helper a function calls, and an exported one, which a test can call', () => {
    expect(ignoredInFunctionBodies(file([at('1', 4, 'value.trim()'), at('2', 6, 'count * 2')])).map((entry) => entry.inFunction)).toEqual(['helper', 'shared']);
  });

  it('leaves out the files a run with static mutants on tests', () => {
    expect(ignoredInFunctionBodies(file([at('1', 4, 'value.trim()')]), ['src/lib/tables.ts'])).toEqual([]);
  });
});
