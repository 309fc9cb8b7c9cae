// npm test's closing summary, from runner reports shaped as Vitest and Playwright write them.
import { describe, expect, it } from 'vitest';
import { playwrightTests, slowestTests, summarise, type PlaywrightReport, type VitestReport } from '../../scripts/lib/test-report.ts';

function vitestReport(): VitestReport {
  return {
    numPassedTests: 2,
    numFailedTests: 1,
    numPendingTests: 0,
    testResults: [
      {
        name: '/work/clone/tests/unit/format.test.ts',
        assertionResults: [
          { fullName: 'money writes kronor', status: 'passed', duration: 12 },
          { fullName: 'money writes euros', status: 'failed', duration: 2_500 },
        ],
      },
      { name: '/work/clone/tests/integration/backend-account.test.ts', assertionResults: [{ fullName: 'GET account/me', status: 'passed', duration: null }] },
    ],
  };
}

function playwrightReport(): PlaywrightReport {
  return {
    stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 0 },
    suites: [
      {
        title: 'home.test.ts',
        specs: [
          {
            title: 'anna sees Home',
            file: 'home.test.ts',
            line: 4,
            tests: [{ projectName: 'e2e', status: 'expected', results: [{ status: 'passed', duration: 3_000, retry: 0 }] }],
          },
          {
            title: 'a retried one',
            file: 'home.test.ts',
            line: 9,
            tests: [
              {
                projectName: 'e2e',
                status: 'flaky',
                results: [
                  { status: 'failed', duration: 4_000, retry: 0 },
                  { status: 'passed', duration: 1_500, retry: 1 },
                ],
              },
            ],
          },
        ],
        suites: [
          {
            title: 'on a phone',
            specs: [
              {
                title: 'the menu opens',
                file: 'home.test.ts',
                line: 20,
                tests: [{ projectName: 'e2e', status: 'expected', results: [{ status: 'passed', duration: 900, retry: 0 }] }],
              },
              {
                title: 'the menu closes',
                file: 'home.test.ts',
                line: 30,
                tests: [
                  {
                    projectName: 'e2e',
                    status: 'unexpected',
                    results: [
                      { status: 'failed', duration: 60_000, retry: 0 },
                      { status: 'timedOut', duration: 60_000, retry: 1 },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

describe('the test summary', () => {
  it('names each Playwright test by file, line, describe and title, with every attempt', () => {
    const tests = playwrightTests(playwrightReport());
    expect(tests.map((test) => test.title)).toEqual([
      '[e2e] tests/e2e/home.test.ts:4 › anna sees Home',
      '[e2e] tests/e2e/home.test.ts:9 › a retried one',
      '[e2e] tests/e2e/home.test.ts:20 › on a phone › the menu opens',
      '[e2e] tests/e2e/home.test.ts:30 › on a phone › the menu closes',
    ]);
    expect(tests[1]!.results).toHaveLength(2);
  });

  it('ranks the slowest tests of both runners, a retried test by the sum of its attempts', () => {
    const slowest = slowestTests(vitestReport(), playwrightReport(), 3);
    expect(slowest.map((test) => [test.title, test.seconds])).toEqual([
      ['[e2e] tests/e2e/home.test.ts:30 › on a phone › the menu closes', 120],
      ['[e2e] tests/e2e/home.test.ts:9 › a retried one', 5.5],
      ['[e2e] tests/e2e/home.test.ts:4 › anna sees Home', 3],
    ]);
    expect(slowestTests(vitestReport(), null, 1)).toEqual([{ runner: 'vitest', title: 'tests/unit/format.test.ts › money writes euros', seconds: 2.5 }]);
  });

  it('prints the phases, lists the flaky and the failed tests, and counts a flaky test as passed', () => {
    const report = summarise(
      [
        { name: 'build', seconds: 41.25 },
        { name: 'end-to-end tests', seconds: 500 },
      ],
      vitestReport(),
      playwrightReport(),
    );
    expect(report.lines).toContain('  build               41.3 s');
    expect(report.lines).toContain('  end-to-end tests   500.0 s');
    expect(report.lines).toContain('Tests that ran more than once (1 passed only on a retry: flaky):');
    expect(report.lines).toContain('  flaky   [e2e] tests/e2e/home.test.ts:9 › a retried one (failed, passed)');
    expect(report.lines).toContain('  failed  [e2e] tests/e2e/home.test.ts:30 › on a phone › the menu closes (failed, timedOut)');
    expect(report.lines.slice(report.lines.indexOf('Failed:') + 1, -1)).toEqual([
      '  tests/unit/format.test.ts › money writes euros',
      '  [e2e] tests/e2e/home.test.ts:30 › on a phone › the menu closes',
    ]);
    expect(report.lines.at(-1)).toBe('5 passed, 2 failed, 1 flaky');
    expect(report).toMatchObject({ passed: 5, failed: 2, flaky: 1 });
  });

  it('says when no test ran twice, and reports a run whose end-to-end tests never started', () => {
    const clean: PlaywrightReport = {
      ...playwrightReport(),
      stats: { expected: 1, unexpected: 0, flaky: 0, skipped: 0 },
      suites: [{ title: 'home.test.ts', specs: [playwrightReport().suites[0]!.specs![0]!] }],
    };
    expect(summarise([], null, clean).lines).toContain('No test ran more than once: none flaky.');
    const withoutE2e = summarise([{ name: 'unit and integration tests (Vitest)', seconds: 90 }], vitestReport(), null);
    expect(withoutE2e.lines).not.toContain('No test ran more than once: none flaky.');
    expect(withoutE2e.lines.at(-1)).toBe('2 passed, 1 failed, 0 flaky');
  });
});
