// The content editors' locale check (npm run check:locales) on temporary copies of the real
// locale files with one mistake each, as an editor would make it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLocales, formatMistake, readLocaleFolder, SAME_AS_SWEDEN_FILE } from '../../scripts/lib/locale-check.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let folder: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'locales-'));
  cpSync(join(ROOT, 'locales'), folder, { recursive: true });
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function text(file: string): string {
  return readFileSync(join(folder, file), 'utf8');
}

/** Changes one file the way an editor would; fails if the text to change is not there. */
function edit(file: string, from: RegExp, to: string): void {
  const before = text(file);
  const after = before.replace(from, to);
  expect(after, `${file} should contain ${from}`).not.toBe(before);
  writeFileSync(join(folder, file), after);
}

/** The 1-based line and the line's text where a pattern first matches. */
function lineOf(file: string, pattern: RegExp): { line: number; content: string } {
  const lines = text(file).split('\n');
  const index = lines.findIndex((line) => pattern.test(line));
  expect(index, `${file} should have a line matching ${pattern}`).toBeGreaterThanOrEqual(0);
  return { line: index + 1, content: lines[index]! };
}

/** The check's messages; a mistake made the same in sv-SE and sv-FI also makes them alike, which only the list's own tests consider. */
function messages({ withSameAsSweden = false } = {}): string[] {
  const sources = readLocaleFolder(folder, 'locales').filter((source) => withSameAsSweden || source.name !== SAME_AS_SWEDEN_FILE);
  return checkLocales(sources).mistakes.map(formatMistake);
}

const GREETING = /^ {4}"greeting": /;

describe('the locale check', () => {
  it('finds nothing wrong in the real locale files', () => {
    expect(messages({ withSameAsSweden: true })).toEqual([]);
  });

  it('names the file that lacks a key and where the other files have it', () => {
    const home = lineOf('fi-FI.json', /^ {2}"home": \{/);
    const inDanish = lineOf('da-DK.json', GREETING);
    edit('fi-FI.json', /^ {4}"greeting": .*\n/m, '');
    expect(messages()).toEqual([
      `locales/fi-FI.json, line ${home.line}: the text for home.greeting is missing. locales/da-DK.json has it on line ${inDanish.line}; add it here inside the group home (which starts on this line), translated.`,
    ]);
  });

  it('names a key that only one file has as possibly misspelt', () => {
    edit('sv-SE.json', /^( {4})"greeting": /m, '$1"greting": ');
    const misspelt = lineOf('sv-SE.json', /"greting"/);
    const found = messages();
    expect(found).toContain(
      `locales/sv-SE.json, line ${misspelt.line}: the key home.greting is only in this file; locales/da-DK.json, locales/fi-FI.json, locales/sv-FI.json do not have it. Is the key misspelt? All four files must have the same keys.`,
    );
    expect(found.filter((message) => message.includes('home.greeting is missing'))).toHaveLength(1);
  });

  it('catches a translated placeholder and says what the other languages use', () => {
    edit('fi-FI.json', /^( {4}"greeting": "[^"]*)\{name\}/m, '$1{nimi}');
    const greeting = lineOf('fi-FI.json', GREETING);
    expect(messages()).toEqual([
      `locales/fi-FI.json, line ${greeting.line}, column ${greeting.content.indexOf('{nimi}') + 1}: the text for home.greeting uses {nimi}, but the other languages use {name}. Placeholders in curly brackets must stay exactly as they are.`,
    ]);
  });

  it('with two languages against two on a placeholder, reports the two that differ from Swedish (Sweden)', () => {
    edit('da-DK.json', /^( {4}"greeting": "[^"]*)\{name\}/m, '$1{navn}');
    edit('sv-FI.json', /^( {4}"greeting": "[^"]*)\{name\}/m, '$1{navn}');
    expect(messages().map((message) => message.split(',')[0])).toEqual(['locales/da-DK.json', 'locales/sv-FI.json']);
    expect(messages()[0]).toContain('uses {navn}, but the other languages use {name}');
  });

  it('names a counted text written as one text instead of its one and other forms', () => {
    edit('da-DK.json', /^( {4}"errorSummary": \{\n {6}"count": )\{\n\s*"one": "[^"]*",\n\s*"other": ("[^"]*")\n\s*\}/m, '$1$2');
    const inDanish = lineOf('da-DK.json', /^ {4}"errorSummary": \{/).line + 1;
    const group = lineOf('fi-FI.json', /^ {4}"errorSummary": \{/).line + 1;
    expect(messages()).toEqual([
      `locales/da-DK.json, line ${inDanish}: feedback.errorSummary.count is a single text here, but in locales/fi-FI.json (line ${group}) it is a group of texts: one, other. Copy the group from there and translate each text (a counted text needs both forms, one and other).`,
      expect.stringMatching(
        new RegExp(
          `^locales/da-DK\\.json, line ${inDanish}, column \\d+: the text for feedback\\.errorSummary\\.count counts with \\{count\\}, so it needs its plural forms`,
        ),
      ),
    ]);
  });

  it('names a new text counted with {count} in every file until it has its plural forms', () => {
    const added = {
      'sv-SE.json': '{count} besökare',
      'sv-FI.json': '{count} besökare',
      'fi-FI.json': '{count} vierailijaa',
      'da-DK.json': '{count} besøgende',
    };
    for (const [file, visitors] of Object.entries(added)) edit(file, /^( {4}"greeting": "[^"]*",\n)/m, `$1    "visitors": "${visitors}",\n`);
    const found = messages();
    expect(found).toHaveLength(4);
    for (const file of Object.keys(added)) {
      const line = lineOf(file, /^ {4}"visitors": /);
      expect(found).toContain(
        `locales/${file}, line ${line.line}, column ${line.content.indexOf('{count}') + 1}: the text for home.visitors counts with {count}, so it needs its plural forms: make it a group of texts "one" (for 1) and "other" (for every other number), each a whole sentence.`,
      );
    }
  });

  it('names a placeholder with a case ending glued to it, with or without a colon', () => {
    edit('fi-FI.json', /^( {4}"greeting": )"Hei \{name\}!"/m, '$1"Terveiset {name}:lle!"');
    edit('da-DK.json', /^( {4}"greeting": )"Hej \{name\}!"/m, '$1"Hej {name}s kollega!"');
    const finnish = lineOf('fi-FI.json', GREETING);
    const danish = lineOf('da-DK.json', GREETING);
    expect(messages()).toEqual([
      `locales/da-DK.json, line ${danish.line}, column ${danish.content.indexOf('{name}s') + 1}: the text for home.greeting puts an ending on a placeholder ({name}s). The portal fills a placeholder with the word as it is, so an ending cannot fit every name or number: rephrase so the placeholder stands alone, e.g. after a colon ("Myyjä: {name}").`,
      `locales/fi-FI.json, line ${finnish.line}, column ${finnish.content.indexOf('{name}:lle') + 1}: the text for home.greeting puts an ending on a placeholder ({name}:lle). The portal fills a placeholder with the word as it is, so an ending cannot fit every name or number: rephrase so the placeholder stands alone, e.g. after a colon ("Myyjä: {name}").`,
    ]);
  });

  it('names an ordinary space inside a number or before a per cent sign, and lets a placeholder stand before a word', () => {
    edit('sv-SE.json', /till exempel 125\u00a0000/, 'till exempel 125 000');
    edit('fi-FI.json', /väliltä 0–100\u00a0%/, 'väliltä 0–100 %');
    const found = messages();
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(
      /^locales\/fi-FI\.json, line \d+, column \d+: the text for \S+householdShareRange has an ordinary space in a number or before its per cent sign \("0 %"\)/,
    );
    expect(found[1]).toMatch(
      /^locales\/sv-SE\.json, line \d+, column \d+: the text for \S+numberInvalid has an ordinary space in a number or before its per cent sign \("5 0"\)/,
    );
  });

  it('names every other way of writing an ellipsis than a non-breaking space and …', () => {
    edit('sv-SE.json', /"Skickar\u00a0…"/, '"Skickar..."');
    edit('fi-FI.json', /"Lähetetään\u00a0…"/, '"Lähetetään…"');
    edit('da-DK.json', /"Sender\u00a0…"/, '"Sender …"');
    const found = messages();
    expect(found).toHaveLength(3);
    expect(found[0]).toContain(
      'the text for apply.sending writes an ellipsis as " …". The portal writes it one way: a non-breaking space, then the character … ("Skickar\u00a0…").',
    );
    expect(found[1]).toContain('the text for apply.sending writes an ellipsis as "…".');
    expect(found[2]).toContain('the text for apply.sending writes an ellipsis as "...".');
  });

  it('catches a placeholder with a space inside its curly brackets', () => {
    edit('da-DK.json', /^( {4}"greeting": "[^"]*)\{name\}/m, '$1{ name }');
    const greeting = lineOf('da-DK.json', GREETING);
    expect(messages()).toEqual([
      `locales/da-DK.json, line ${greeting.line}, column ${greeting.content.indexOf('"', 15) + 1}: the text for home.greeting uses no placeholder, but the other languages use {name}. Placeholders in curly brackets must stay exactly as they are.`,
      `locales/da-DK.json, line ${greeting.line}, column ${greeting.content.indexOf('{ name }') + 1}: the text for home.greeting has a curly bracket that is not part of a placeholder. A placeholder is a name in curly brackets with no spaces, like {name}; other curly brackets are not allowed.`,
    ]);
  });

  it.each([
    { file: 'fi-FI.json', wording: 'Tervehdystä ei voitu hakea', ruledOut: 'voitu hakea', instead: '"ei voida näyttää"' },
    { file: 'da-DK.json', wording: 'Hilsen med SMS', ruledOut: 'SMS', instead: '"sms" in lower case' },
    { file: 'sv-FI.json', wording: 'Månadsrat för hälsning', ruledOut: 'Månadsrat', instead: '"månadskostnad"' },
    { file: 'sv-SE.json', wording: 'Hej från din handlare', ruledOut: 'din handlare', instead: '"ert företag"' },
  ])('names a wording the native readers of $file ruled out ($ruledOut) and says what to write', ({ file, wording, ruledOut, instead }) => {
    edit(file, /^( {4}"greeting": )"[^"]*"/m, `$1"${wording}"`);
    const greeting = lineOf(file, GREETING);
    const mine = messages().filter((message) => message.startsWith(`locales/${file}`) && message.includes('ruled out'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain(
      `line ${greeting.line}, column ${greeting.content.indexOf(ruledOut) + 1}: the text for home.greeting says "${ruledOut}", a wording the native readers ruled out. Write ${instead}`,
    );
  });

  it('gives the line and column of a missing comma and checks nothing else in that file', () => {
    edit('sv-SE.json', /^( {4}"greeting": "[^"]*"),$/m, '$1');
    edit('sv-SE.json', /"Logga ut"/, '""');
    const greeting = lineOf('sv-SE.json', GREETING);
    expect(messages()).toEqual([
      `locales/sv-SE.json, line ${greeting.line}, column ${greeting.content.length + 1}: the file is not valid JSON: a comma is missing at the end of this line, after the value of home.greeting. Nothing else in this file was checked.`,
    ]);
  });

  it.each([
    {
      mistake: 'a quotation mark inside a text',
      from: /^( {4}"greeting": ")/m,
      to: '$1"Hello" ',
      column: (line: string) => line.indexOf('Hello') + 1,
      message:
        'after the value of home.greeting there should be a comma or a closing curly bracket }, but there is the character H. If the text itself holds a quotation mark, write it as \\" (or use typographic quotes ” or « »).',
    },
    {
      mistake: 'a comma after the last entry of a group',
      from: /^( {4}"titlePrefix": "[^"]*")$/m,
      to: '$1,',
      column: (line: string) => line.length,
      message: 'there is a comma after the last entry of a group; remove this comma.',
    },
    {
      mistake: 'a text without its closing quotation mark',
      from: /^( {4}"greeting": "[^"]*)",$/m,
      to: '$1,',
      column: (line: string) => line.indexOf('"', 15) + 1,
      message: 'this text has no closing quotation mark " before the end of the line. A text must be on one line; write \\n for a line break.',
    },
  ])('gives the line and column of $mistake', ({ from, to, column, message }) => {
    edit('sv-FI.json', from, to);
    const changed = text('sv-FI.json').split('\n');
    const lineNumber = changed.findIndex((line, index) => line !== readFileSync(join(ROOT, 'locales/sv-FI.json'), 'utf8').split('\n')[index]) + 1;
    expect(messages()).toEqual([
      `locales/sv-FI.json, line ${lineNumber}, column ${column(changed[lineNumber - 1]!)}: the file is not valid JSON: ${message} Nothing else in this file was checked.`,
    ]);
  });

  it('names an empty text', () => {
    edit('da-DK.json', /^( {4}"greeting": )"[^"]*"/m, '$1"  "');
    const greeting = lineOf('da-DK.json', GREETING);
    expect(messages()).toEqual([
      `locales/da-DK.json, line ${greeting.line}, column ${greeting.content.indexOf('"', 15) + 1}: the text for home.greeting is empty. Write the text in this language (the other files show what it says).`,
    ]);
  });

  it('names HTML in a text, tags and entities alike', () => {
    edit('sv-SE.json', /^( {4}"greeting": ")/m, '$1<strong>');
    edit('fi-FI.json', /^( {4}"greeting": ")/m, '$1&nbsp;');
    const swedish = lineOf('sv-SE.json', GREETING);
    const finnish = lineOf('fi-FI.json', GREETING);
    expect(messages()).toEqual([
      `locales/fi-FI.json, line ${finnish.line}, column ${finnish.content.indexOf('&') + 1}: the text for home.greeting contains HTML (&nbsp;). The portal shows texts exactly as written, so the tag would appear on screen; write plain text.`,
      `locales/sv-SE.json, line ${swedish.line}, column ${swedish.content.indexOf('<') + 1}: the text for home.greeting contains HTML (<strong>). The portal shows texts exactly as written, so the tag would appear on screen; write plain text.`,
    ]);
  });

  it('names a key written twice in one group', () => {
    edit('sv-SE.json', /^( {4}"greeting": "[^"]*",\n)/m, '$1$1');
    const first = lineOf('sv-SE.json', GREETING);
    expect(messages()).toEqual([
      `locales/sv-SE.json, line ${first.line + 1}: the key home.greeting is written twice in this file (also on line ${first.line}). Only the last one counts; remove the other.`,
    ]);
  });

  it('names a shared group that does not exist', () => {
    edit('da-DK.json', /^( +"\$extends": )"lists"/m, '$1"list"');
    const line = lineOf('da-DK.json', /"\$extends": "list"/);
    expect(messages()).toEqual([
      `locales/da-DK.json, line ${line.line}, column ${line.content.indexOf('"list"') + 1}: the group pointShop.list takes its shared texts from "list", but there is no group of texts by that name. Write the name of the shared group exactly (for example lists).`,
    ]);
  });

  it('names a shared text copied back word for word into a group that takes it, once', () => {
    for (const file of ['da-DK.json', 'fi-FI.json', 'sv-FI.json', 'sv-SE.json']) {
      const shared = (JSON.parse(text(file)) as { lists: { next: string } }).lists.next;
      edit(file, /^( +)("\$extends": "lists",\n)/m, `$1$2$1"next": ${JSON.stringify(shared)},\n`);
    }
    const copy = lineOf('sv-SE.json', /^ {6}"next": /);
    expect(messages()).toEqual([
      `locales/sv-SE.json, line ${copy.line}: pointShop.list.next is the same as the shared text lists.next in every language. Delete it here (in all four files): the group takes the shared text, so a change to it is made once.`,
    ]);
  });

  it("takes a text written differently from the shared one in some language as the group's own", () => {
    for (const file of ['da-DK.json', 'fi-FI.json', 'sv-FI.json', 'sv-SE.json']) {
      const shared = (JSON.parse(text(file)) as { lists: { next: string } }).lists.next;
      const own = file === 'fi-FI.json' ? 'Seuraavat tuotteet' : shared;
      edit(file, /^( +)("\$extends": "lists",\n)/m, `$1$2$1"next": ${JSON.stringify(own)},\n`);
    }
    expect(messages()).toEqual([]);
  });

  it('names an sv-FI text copied word for word from sv-SE that the list does not confirm', () => {
    edit('sv-FI.json', /"effectiveRate": "Effektiv årsränta"/, '"effectiveRate": "Effektiv ränta"');
    const rate = lineOf('sv-FI.json', /"effectiveRate": "Effektiv ränta"/);
    expect(messages({ withSameAsSweden: true })).toEqual([
      `locales/sv-FI.json, line ${rate.line}: the text for blancoApply.cost.effectiveRate is word for word the one in locales/sv-SE.json. Write it as it is said in Finland, or, if Finland-Swedish says it exactly so, add the line blancoApply.cost.effectiveRate to locales/sv-FI.same-as-sv-SE.txt.`,
    ]);
    writeFileSync(join(folder, 'sv-FI.same-as-sv-SE.txt'), `${text('sv-FI.same-as-sv-SE.txt')}blancoApply.cost.effectiveRate\n`);
    expect(messages({ withSameAsSweden: true })).toEqual([]);
  });

  it('names a listed key whose sv-FI and sv-SE texts differ, one listed twice and one that is no text', () => {
    const listed = text('sv-FI.same-as-sv-SE.txt');
    const lines = listed.split('\n').length;
    const first = listed.split('\n').find((line) => /^[a-z]/i.test(line))!;
    writeFileSync(join(folder, 'sv-FI.same-as-sv-SE.txt'), `${listed}blancoApply.cost.effectiveRate\n${first}\nhome.nothingHere\npointShop.list.$extends\n`);
    expect(messages({ withSameAsSweden: true })).toEqual([
      `locales/sv-FI.same-as-sv-SE.txt, line ${lines}: blancoApply.cost.effectiveRate is listed as the same in Finland and Sweden, but locales/sv-FI.json and locales/sv-SE.json now differ there. Delete this line, and check that the sv-FI text is still right.`,
      `locales/sv-FI.same-as-sv-SE.txt, line ${lines + 1}: ${first} is listed twice (first on line ${listed.split('\n').indexOf(first) + 1}). Delete this line.`,
      `locales/sv-FI.same-as-sv-SE.txt, line ${lines + 2}: home.nothingHere is not a text of locales/sv-FI.json and locales/sv-SE.json. Delete this line (or correct the key).`,
      `locales/sv-FI.same-as-sv-SE.txt, line ${lines + 3}: pointShop.list.$extends is not a text of locales/sv-FI.json and locales/sv-SE.json. Delete this line (or correct the key).`,
    ]);
  });

  it('names the list of sv-FI texts confirmed as in Sweden when it is missing', () => {
    unlinkSync(join(folder, 'sv-FI.same-as-sv-SE.txt'));
    expect(messages({ withSameAsSweden: true })).toEqual([
      'locales/sv-FI.same-as-sv-SE.txt, line 1: this file is missing. It lists the sv-FI texts confirmed to be the same as in Sweden, one key per line; without it every such text is reported.',
    ]);
  });

  it('names a missing file', () => {
    unlinkSync(join(folder, 'sv-FI.json'));
    expect(messages()).toEqual(['locales/sv-FI.json, line 1: this file is missing. The portal needs all four: da-DK, fi-FI, sv-FI and sv-SE.']);
  });
});

describe('npm run check:locales', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, [join(ROOT, 'scripts/check-locales.ts'), ...args], { cwd: ROOT, encoding: 'utf8' });

  it('says the real files are fine and exits 0', () => {
    const result = run();
    expect(result.stdout).toMatch(/^The locale files are fine: 4 files with the same \d+ texts/);
    expect(result.status).toBe(0);
  });

  it('prints each mistake with its file and line and exits 1', () => {
    edit('fi-FI.json', /^( {4}"greeting": "[^"]*)\{name\}/m, '$1{nimi}');
    const greeting = lineOf('fi-FI.json', GREETING);
    const result = run(folder);
    expect(result.stdout).toContain(`${folder}/fi-FI.json, line ${greeting.line}, column`);
    expect(result.stdout).toContain('1 mistake in the locale files.');
    expect(result.status).toBe(1);
  });
});
