// npm run check:locales: checks locales/*.json for the mistakes a content editor can make and
// prints each with its file and line (docs/content-editing.md). Exit 1 on any mistake.
// `node scripts/check-locales.ts <folder>` checks the four files in another folder.
import { join, relative, resolve } from 'node:path';
import { checkLocales, formatMistake, LOCALE_FILES, readLocaleFolder } from './lib/locale-check.ts';

const folder = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'locales'));
const fromHere = relative(process.cwd(), folder);
const { mistakes, textCount } = checkLocales(readLocaleFolder(folder, fromHere.startsWith('..') ? folder : fromHere || '.'));

for (const mistake of mistakes) console.log(formatMistake(mistake));
if (mistakes.length === 1)
  console.log('\n1 mistake in the locale files. Fix it and run npm run check:locales again (docs/content-editing.md explains the messages).');
if (mistakes.length > 1)
  console.log(
    `\n${mistakes.length} mistakes in the locale files. Fix them and run npm run check:locales again (docs/content-editing.md explains the messages).`,
  );
if (mistakes.length === 0)
  console.log(`The locale files are fine: ${LOCALE_FILES.length} files with the same ${textCount} texts, the same placeholders, and no HTML.`);
process.exitCode = mistakes.length === 0 ? 0 : 1;
