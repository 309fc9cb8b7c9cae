// The closing report of npm test, from the JSON the runners wrote: how long each phase took, the 15
// slowest tests, every test that passed only on a retry or failed, and one line "N passed, N failed".
// Usage: node scripts/test-summary.ts <phases.tsv> <vitest.json> <playwright.json>
import { existsSync, readFileSync } from 'node:fs';
import { summarise, type PlaywrightReport, type VitestReport } from './lib/test-report.ts';

const [phasesFile, vitestFile, playwrightFile] = process.argv.slice(2);
if (!phasesFile || !vitestFile || !playwrightFile) throw new Error('usage: node scripts/test-summary.ts <phases.tsv> <vitest.json> <playwright.json>');

const read = <T>(file: string): T | null => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null);
const phases = existsSync(phasesFile)
  ? readFileSync(phasesFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [name = '', seconds = '0'] = line.split('\t');
        return { name, seconds: Number(seconds) };
      })
  : [];
const report = summarise(phases, read<VitestReport>(vitestFile), read<PlaywrightReport>(playwrightFile));
console.log(report.lines.join('\n'));
process.exitCode = report.failed > 0 ? 1 : 0;
