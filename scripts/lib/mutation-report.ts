// Reads Stryker's JSON report (mutation-testing-report-schema) for what its own score hides: mutants
// ignored as static, per file, and among them those inside a function's body. Such a mutant runs only
// while a module loads or a test file is collected (a `describe` body, module scope): no test is tied
// to it, so the tests that would catch it are never run for it (docs/decisions/0017).
import ts from 'typescript';

interface Position {
  line: number;
  column: number;
}

export interface ReportedMutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: string;
  statusReason?: string;
  location: { start: Position; end: Position };
}

export interface MutationReport {
  files: Record<string, { source: string; mutants: ReportedMutant[] }>;
}

export interface Counts {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  errors: number;
}

export interface IgnoredInBody {
  file: string;
  line: number;
  column: number;
  mutatorName: string;
  /** The function it sits in, as the source names it (or "an anonymous function"). */
  inFunction: string;
}

const SCORED: Record<string, keyof Counts> = {
  Killed: 'killed',
  Timeout: 'timeout',
  Survived: 'survived',
  NoCoverage: 'noCoverage',
  Ignored: 'ignored',
  CompileError: 'errors',
  RuntimeError: 'errors',
};

export function countMutants(mutants: readonly ReportedMutant[]): Counts {
  const counts: Counts = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, errors: 0 };
  for (const mutant of mutants) {
    const key = SCORED[mutant.status];
    if (key) counts[key] += 1;
  }
  return counts;
}

/** Stryker's mutation score over the mutants that count (killed and timed out of all detected and undetected); null when none counts. */
export function mutationScore(counts: Counts): number | null {
  const detected = counts.killed + counts.timeout;
  const valid = detected + counts.survived + counts.noCoverage;
  return valid === 0 ? null : (detected / valid) * 100;
}

const isStatic = (mutant: ReportedMutant) => mutant.status === 'Ignored' && /static/i.test(mutant.statusReason ?? '');

function functionName(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isFunctionExpression(node) || ts.isAccessor(node)) && node.name)
    return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  return 'an anonymous function';
}

/** The innermost function whose body holds [start, end) of the source, or null at module level. */
function enclosingFunction(source: ts.SourceFile, start: number, end: number): ts.Node | null {
  let found: ts.Node | null = null;
  const visit = (node: ts.Node): void => {
    if (start < node.getStart(source) || end > node.getEnd()) return;
    if (ts.isFunctionLike(node) && 'body' in node && node.body && start >= node.body.getStart(source) && end <= node.body.getEnd()) found = node;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function offsetOf(source: ts.SourceFile, position: Position): number {
  // The report counts lines and columns from 1.
  return source.getPositionOfLineAndCharacter(position.line - 1, position.column - 1);
}

/** Whether no function encloses `node`: it runs when its module loads. */
function atModuleLevel(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (ts.isFunctionLike(parent)) return false;
  return true;
}

/** The name a module-level function is declared under (`function f` or `const f = () => …`), if it is one. */
function declaredName(fn: ts.Node): ts.Identifier | null {
  if (ts.isFunctionDeclaration(fn) && fn.name && ts.isSourceFile(fn.parent)) return fn.name;
  const declaration = fn.parent;
  if (
    (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) &&
    declaration &&
    ts.isVariableDeclaration(declaration) &&
    ts.isIdentifier(declaration.name) &&
    declaration.initializer === fn
  ) {
    const statement = declaration.parent?.parent;
    if (statement && ts.isVariableStatement(statement) && ts.isSourceFile(statement.parent)) return declaration.name;
  }
  return null;
}

const exported = (fn: ts.Node): boolean => {
  const holder = ts.isFunctionDeclaration(fn) ? fn : fn.parent?.parent?.parent;
  return Boolean(holder && ts.canHaveModifiers(holder) && ts.getModifiers(holder)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword));
};

/**
 * Code that really is part of a module-level declaration, though inside a function: a callback a
 * module-level expression calls as it loads (`LEAD_PRODUCTS.filter((p) => …)`), or a helper the
 * module keeps to itself and calls only from module-level declarations (a schema's or a table's
 * builder: `const line = (min) => v.object(…)`).
 */
function partOfModuleDeclaration(source: ts.SourceFile, fn: ts.Node): boolean {
  if (
    (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) &&
    fn.parent &&
    (ts.isCallExpression(fn.parent) || ts.isNewExpression(fn.parent)) &&
    fn.parent.arguments?.includes(fn as ts.Expression)
  ) {
    return atModuleLevel(fn);
  }
  const name = declaredName(fn);
  if (!name || exported(fn)) return false;
  const uses: ts.Identifier[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node !== name && node.text === name.text) uses.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses.length > 0 && uses.every(atModuleLevel);
}

/**
 * Static mutants inside a function's body: code that only a module load or a describe body ran.
 * Left out: code that is part of a module-level declaration (above), and the files in `testedStatic`,
 * which a run with static mutants on tests (stryker.schemas.config.mjs).
 */
export function ignoredInFunctionBodies(report: MutationReport, testedStatic: readonly string[] = []): IgnoredInBody[] {
  const found: IgnoredInBody[] = [];
  for (const [file, { source, mutants }] of Object.entries(report.files)) {
    const statics = mutants.filter(isStatic);
    if (statics.length === 0 || testedStatic.includes(file)) continue;
    const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    for (const mutant of statics) {
      const inside = enclosingFunction(tree, offsetOf(tree, mutant.location.start), offsetOf(tree, mutant.location.end));
      if (inside && !partOfModuleDeclaration(tree, inside)) {
        found.push({
          file,
          line: mutant.location.start.line,
          column: mutant.location.start.column,
          mutatorName: mutant.mutatorName,
          inFunction: functionName(inside),
        });
      }
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** Ignored (static) mutants per file, most first. */
export function ignoredPerFile(report: MutationReport): { file: string; ignored: number }[] {
  return Object.entries(report.files)
    .map(([file, { mutants }]) => ({ file, ignored: mutants.filter(isStatic).length }))
    .filter((entry) => entry.ignored > 0)
    .sort((a, b) => b.ignored - a.ignored || a.file.localeCompare(b.file));
}

/** Every status per folder (the file's directory), for the closing note. */
export function countsPerFolder(report: MutationReport): { folder: string; counts: Counts }[] {
  const folders = new Map<string, ReportedMutant[]>();
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const folder = file.slice(0, file.lastIndexOf('/')) || '.';
    folders.set(folder, [...(folders.get(folder) ?? []), ...mutants]);
  }
  return [...folders.entries()].map(([folder, mutants]) => ({ folder, counts: countMutants(mutants) })).sort((a, b) => a.folder.localeCompare(b.folder));
}
