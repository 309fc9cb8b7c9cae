// One closing line for the whole of npm test: "N passed, N failed" over Vitest and Playwright.
import { readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
if (!vitestFile || !playwrightFile) throw new Error('usage: node scripts/test-summary.ts <vitest.json> <playwright.json>');
const vitest = JSON.parse(readFileSync(vitestFile, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
const playwright = JSON.parse(readFileSync(playwrightFile, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
const passed = vitest.numPassedTests + playwright.stats.expected + playwright.stats.flaky;
const failed = vitest.numFailedTests + playwright.stats.unexpected;
const skipped = vitest.numPendingTests + playwright.stats.skipped;
if (playwright.stats.flaky) console.log(`${playwright.stats.flaky} end-to-end tests passed only on their retry (flaky): see the list above`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
