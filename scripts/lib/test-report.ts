// What npm test prints after a run, read from the JSON Vitest and Playwright wrote: the time of each
// phase, the slowest tests, every test that failed or passed only on a retry, and the totals.

export interface Phase {
  name: string;
  seconds: number;
}

/** The part of Vitest's JSON reporter output this reads. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: {
    name: string;
    assertionResults: { fullName: string; status: string; duration?: number | null }[];
  }[];
}

interface PlaywrightResult {
  status: string;
  duration: number;
  retry: number;
}

interface PlaywrightSpec {
  title: string;
  file: string;
  line: number;
  tests: { projectName: string; status: string; results: PlaywrightResult[] }[];
}

interface PlaywrightSuite {
  title: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

/** The part of Playwright's JSON reporter output this reads. */
export interface PlaywrightReport {
  suites: PlaywrightSuite[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

export interface TestTime {
  runner: 'vitest' | 'playwright';
  title: string;
  seconds: number;
}

export interface Report {
  lines: string[];
  passed: number;
  failed: number;
  flaky: number;
}

const SLOWEST_SHOWN = 15;

function relative(file: string): string {
  const at = file.lastIndexOf('/tests/');
  return at === -1 ? file : file.slice(at + 1);
}

/** Every Playwright test with its file, describe titles and name, and what each of its attempts did. */
export function playwrightTests(report: PlaywrightReport): { title: string; status: string; results: PlaywrightResult[] }[] {
  const found: { title: string; status: string; results: PlaywrightResult[] }[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const title = [`tests/e2e/${spec.file}:${spec.line}`, ...titles, spec.title].join(' › ');
        found.push({ title: `[${test.projectName}] ${title}`, status: test.status, results: test.results });
      }
    }
    // A file's suite carries the file name as its title; describes carry theirs.
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report.suites) walk(file, []);
  return found;
}

/** The slowest tests of both runners, slowest first (a Playwright test's time is its attempts' sum). */
export function slowestTests(vitest: VitestReport | null, playwright: PlaywrightReport | null, count = SLOWEST_SHOWN): TestTime[] {
  const times: TestTime[] = [];
  for (const file of vitest?.testResults ?? []) {
    for (const test of file.assertionResults) {
      times.push({ runner: 'vitest', title: `${relative(file.name)} › ${test.fullName}`, seconds: (test.duration ?? 0) / 1000 });
    }
  }
  for (const test of playwright ? playwrightTests(playwright) : []) {
    times.push({ runner: 'playwright', title: test.title, seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000 });
  }
  return times.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

const seconds = (value: number) => `${value.toFixed(1)} s`;

export function summarise(phases: Phase[], vitest: VitestReport | null, playwright: PlaywrightReport | null): Report {
  const lines: string[] = ['', '== summary'];
  if (phases.length > 0) {
    lines.push('Time per phase:');
    const width = Math.max(...phases.map((phase) => phase.name.length));
    for (const phase of phases) lines.push(`  ${phase.name.padEnd(width)}  ${seconds(phase.seconds).padStart(8)}`);
  }
  const slowest = slowestTests(vitest, playwright);
  if (slowest.length > 0) {
    lines.push(`The ${slowest.length} slowest tests:`);
    for (const test of slowest) lines.push(`  ${seconds(test.seconds).padStart(8)}  ${test.title}`);
  }
  const e2e = playwright ? playwrightTests(playwright) : [];
  const retried = e2e.filter((test) => test.results.length > 1);
  const flaky = retried.filter((test) => test.status === 'flaky');
  const failedE2e = e2e.filter((test) => test.status === 'unexpected');
  const failedUnit = (vitest?.testResults ?? []).flatMap((file) =>
    file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${relative(file.name)} › ${test.fullName}`),
  );
  if (retried.length > 0) {
    lines.push(`Tests that ran more than once (${flaky.length} passed only on a retry: flaky):`);
    for (const test of retried)
      lines.push(`  ${test.status === 'flaky' ? 'flaky ' : 'failed'}  ${test.title} (${test.results.map((result) => result.status).join(', ')})`);
  } else if (playwright) {
    lines.push('No test ran more than once: none flaky.');
  }
  if (failedUnit.length + failedE2e.length > 0) {
    lines.push('Failed:');
    for (const title of [...failedUnit, ...failedE2e.map((test) => test.title)]) lines.push(`  ${title}`);
  }
  const passed = (vitest?.numPassedTests ?? 0) + (playwright ? playwright.stats.expected + playwright.stats.flaky : 0);
  const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats.unexpected ?? 0);
  const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats.skipped ?? 0);
  lines.push(`${passed} passed, ${failed} failed, ${flaky.length} flaky${skipped ? `, ${skipped} skipped` : ''}`);
  return { lines, passed, failed, flaky: flaky.length };
}
