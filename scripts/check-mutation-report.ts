// After Stryker (npm run test:mutation): the counts, the ignored (static) mutants per file, and a
// failure when nothing was scored or when an ignored mutant sits inside a function's body
// (docs/decisions/0017). Usage: node scripts/check-mutation-report.ts <mutation.json> [label]
import { readFileSync } from 'node:fs';
import { countMutants, countsPerFolder, ignoredInFunctionBodies, ignoredPerFile, mutationScore, type MutationReport } from './lib/mutation-report.ts';
import { SCHEMA_FILES } from '../stryker.schemas.config.mjs';

const [reportFile, label = 'mutation testing'] = process.argv.slice(2);
if (!reportFile) throw new Error('usage: node scripts/check-mutation-report.ts <mutation.json> [label]');
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as MutationReport;

const all = countMutants(Object.values(report.files).flatMap((file) => file.mutants));
const score = mutationScore(all);
console.log(`\n== ${label}: ${score === null ? 'no mutant scored' : `score ${score.toFixed(2)} %`}`);
console.log(
  `killed ${all.killed}, timed out ${all.timeout}, survived ${all.survived}, no coverage ${all.noCoverage}, ignored ${all.ignored}, errors ${all.errors}`,
);

console.log('Per folder (killed / timed out / survived / no coverage / ignored):');
for (const { folder, counts } of countsPerFolder(report)) {
  console.log(`  ${folder}: ${counts.killed} / ${counts.timeout} / ${counts.survived} / ${counts.noCoverage} / ${counts.ignored}`);
}
const ignored = ignoredPerFile(report);
if (ignored.length > 0) {
  console.log('Ignored as static (module-level declarations: schemas, tables, constants), per file:');
  for (const { file, ignored: count } of ignored) console.log(`  ${String(count).padStart(4)}  ${file}`);
}

let failed = false;
if (score === null) {
  console.error(`${label}: no mutant was scored. Were the files' tests found, and do they call the code inside a test?`);
  failed = true;
}
// The schema files' static mutants are tested by the second run, with static mutants on.
const inBodies = ignoredInFunctionBodies(report, SCHEMA_FILES);
if (inBodies.length > 0) {
  console.error(
    `${label}: ${inBodies.length} mutants ignored as static sit inside a function's body. Only a module load or a describe body ran that code: call it inside a test or a beforeEach, so a test is tied to it.`,
  );
  for (const mutant of inBodies) console.error(`  ${mutant.file}:${mutant.line}:${mutant.column} ${mutant.mutatorName} in ${mutant.inFunction}`);
  failed = true;
}
process.exitCode = failed ? 1 : 0;
