// The content editors' check of the four locale files (docs/content-editing.md): valid JSON,
// the same keys everywhere, no empty text, the same placeholders per key, no HTML, shared texts
// ("$extends") that name a group and are not copied back word for word. Every
// mistake names the file and line in words an editor understands.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLocaleFile, type LocaleFile, type LocaleText, type Position } from './locale-file.ts';
import { EXTENDS_KEY } from '../../src/lib/locale-tree.ts';

export const LOCALE_FILES = ['da-DK.json', 'fi-FI.json', 'sv-FI.json', 'sv-SE.json'] as const;

/**
 * The sv-FI texts an editor has read and found right for Finland word for word as in Sweden:
 * one key per line. Any other sv-FI text identical to sv-SE is reported, so a text copied from
 * Sweden is never taken for Finland-Swedish unread.
 */
export const SAME_AS_SWEDEN_FILE = 'sv-FI.same-as-sv-SE.txt';

/** When languages disagree on a key's placeholders and there is no majority, the portal's fallback language decides. */
const REFERENCE_FILE = 'sv-SE.json';

export interface SourceFile {
  /** The file's name, e.g. fi-FI.json. */
  name: string;
  /** How messages name the file, e.g. locales/fi-FI.json. */
  label: string;
  /** Its text, or undefined when the file does not exist. */
  text: string | undefined;
}

export interface Mistake {
  file: string;
  line: number;
  column?: number;
  message: string;
}

export interface CheckResult {
  mistakes: Mistake[];
  /** How many texts each readable file holds. */
  textCount: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;
/** The placeholder a counted text is counted by: its text needs a plural form per count (Intl.PluralRules). */
const COUNT_PLACEHOLDER = '{count}';
/** The plural forms of the portal's languages (CLDR: Swedish, Finnish and Danish have these two). */
const PLURAL_FORMS = ['one', 'other'] as const;
/** A placeholder with a case ending or a word glued to it: {name}:lle, {name}n, {count}st. */
const CASE_ENDING = /\{\w+\}(?::?\p{L}+)/u;
/** A space that lets a line break inside a number or before its unit: 12 500, 10 %. */
const BREAKING_NUMBER_SPACE = /\d (?:\d|%)/;
/** The portal's one ellipsis: the character …, after a non-breaking space (as Swedish, Finnish and Danish write an unfinished sentence). */
const ELLIPSIS = '\u00a0…';
const OTHER_ELLIPSIS = / …|\.\.\.|(?<![\u00a0 ])…/;
const HTML = /<\/?[a-zA-Z][^<>]*>|<!--|&(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);/;

interface RuledOutTerm {
  /** Matches the wording the native readers ruled out. */
  pattern: RegExp;
  /** What to write instead, and why, in the message to the editor. */
  instead: string;
}

/** Wordings the native readers of each language ruled out, with the portal's word for the same thing. */
const RULED_OUT_TERMS: Readonly<Record<string, readonly RuledOutTerm[]>> = {
  'fi-FI.json': [{ pattern: /voitu hakea/, instead: '"ei voida näyttää" ("… ei voitu hakea" reads as "could not be picked up")' }],
  'da-DK.json': [{ pattern: /\bSMS/, instead: '"sms" in lower case, as Danish writes it' }],
  'sv-FI.json': [
    { pattern: /[Ll]ånetid/, instead: '"återbetalningstid", the word of the loan form and the price tag' },
    { pattern: /[Mm]ånadsrat/, instead: '"månadskostnad", the word of the loan form and the price tag' },
    { pattern: /Ensamstående/, instead: '"Ogift" for a single applicant' },
    { pattern: /nummerplåt/, instead: '"registreringsskylt", as Finland-Swedish says it' },
  ],
  'sv-SE.json': [
    { pattern: /månaders avbetalning/, instead: '"återbetalningstid {term} månader" (avbetalning means hire purchase)' },
    { pattern: /din handlare/, instead: '"ert företag": the dealer reads it about their own company' },
  ],
};

/** The four files and the sv-FI list in a folder, named in messages as `<shownFolder>/<file>`. */
export function readLocaleFolder(folder: string, shownFolder: string): SourceFile[] {
  return [...LOCALE_FILES, SAME_AS_SWEDEN_FILE].map((name) => {
    const path = join(folder, name);
    return { name, label: `${shownFolder}/${name}`, text: existsSync(path) ? readFileSync(path, 'utf8') : undefined };
  });
}

export function formatMistake(mistake: Mistake): string {
  const where = mistake.column === undefined ? `line ${mistake.line}` : `line ${mistake.line}, column ${mistake.column}`;
  return `${mistake.file}, ${where}: ${mistake.message}`;
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))].sort();
}

function listPlaceholders(names: readonly string[]): string {
  return names.length === 0 ? 'no placeholder' : names.map((name) => `{${name}}`).join(', ');
}

/** The column in the file of something inside a text (the source equals the text unless escapes are used). */
function columnOf(text: LocaleText, fragment: string): number {
  const index = text.source.indexOf(fragment);
  return text.valueAt.column + 1 + Math.max(index, 0);
}

function checkTexts(name: string, label: string, file: LocaleFile): Mistake[] {
  const mistakes: Mistake[] = [];
  const at = (position: Position, message: string, column?: number) => mistakes.push({ file: label, line: position.line, column, message });
  for (const remark of file.remarks) at(remark.at, remark.message);
  for (const text of file.texts) {
    if (text.value.trim() === '') {
      at(text.valueAt, `the text for ${text.key} is empty. Write the text in this language (the other files show what it says).`, text.valueAt.column);
      continue;
    }
    for (const term of RULED_OUT_TERMS[name] ?? []) {
      const found = term.pattern.exec(text.value);
      if (found)
        at(
          text.valueAt,
          `the text for ${text.key} says "${found[0]}", a wording the native readers ruled out. Write ${term.instead}.`,
          columnOf(text, found[0]),
        );
    }
    const html = HTML.exec(text.value);
    if (html) {
      at(
        text.valueAt,
        `the text for ${text.key} contains HTML (${html[0]}). The portal shows texts exactly as written, so the tag would appear on screen; write plain text.`,
        columnOf(text, html[0]),
      );
    }
    const lastPart = text.key.slice(text.key.lastIndexOf('.') + 1);
    if (text.value.includes(COUNT_PLACEHOLDER) && !(PLURAL_FORMS as readonly string[]).includes(lastPart)) {
      at(
        text.valueAt,
        `the text for ${text.key} counts with ${COUNT_PLACEHOLDER}, so it needs its plural forms: make it a group of texts "one" (for 1) and "other" (for every other number), each a whole sentence.`,
        columnOf(text, COUNT_PLACEHOLDER),
      );
    }
    const glued = CASE_ENDING.exec(text.value);
    if (glued) {
      at(
        text.valueAt,
        `the text for ${text.key} puts an ending on a placeholder (${glued[0]}). The portal fills a placeholder with the word as it is, so an ending cannot fit every name or number: rephrase so the placeholder stands alone, e.g. after a colon ("Myyjä: {name}").`,
        columnOf(text, glued[0]),
      );
    }
    const breaking = BREAKING_NUMBER_SPACE.exec(text.value);
    if (breaking) {
      at(
        text.valueAt,
        `the text for ${text.key} has an ordinary space in a number or before its per cent sign ("${breaking[0]}"), where a line could break. Write a non-breaking space there (Option+Space on a Mac, Ctrl+Shift+Space in most editors, or \\u00a0).`,
        columnOf(text, breaking[0]),
      );
    }
    const ellipsis = OTHER_ELLIPSIS.exec(text.value);
    if (ellipsis) {
      at(
        text.valueAt,
        `the text for ${text.key} writes an ellipsis as "${ellipsis[0]}". The portal writes it one way: a non-breaking space, then the character … ("Skickar${ELLIPSIS}").`,
        columnOf(text, ellipsis[0]),
      );
    }
    const stray = [...text.source.matchAll(/\{\w+\}|[{}]/g)].find((match) => match[0].length === 1);
    if (stray) {
      at(
        text.valueAt,
        `the text for ${text.key} has a curly bracket that is not part of a placeholder. A placeholder is a name in curly brackets with no spaces, like {name}; other curly brackets are not allowed.`,
        text.valueAt.column + 1 + stray.index,
      );
    }
  }
  return mistakes;
}

interface ReadFile {
  name: string;
  label: string;
  file: LocaleFile;
  byKey: Map<string, LocaleText>;
  groupLine: Map<string, number>;
}

/** Where a missing key belongs in a file: its nearest group that exists there. */
function homeOf(key: string, file: ReadFile): { group: string; line: number } {
  const parts = key.split('.');
  for (let length = parts.length - 1; length > 0; length--) {
    const group = parts.slice(0, length).join('.');
    const line = file.groupLine.get(group);
    if (line !== undefined) return { group, line };
  }
  return { group: '', line: 1 };
}

/** The key and the groups it is in: a.b.c → a, a.b, a.b.c. */
function selfAndGroups(key: string): string[] {
  const parts = key.split('.');
  return parts.map((_, index) => parts.slice(0, index + 1).join('.'));
}

/** A key that is one text in some files and a group of texts in others, e.g. a counted text without its one and other. */
function checkShapes(files: readonly ReadFile[], conflicts: ReadonlySet<string>): Mistake[] {
  const mistakes: Mistake[] = [];
  for (const key of conflicts) {
    const texts = files.filter((file) => file.byKey.has(key));
    const groups = files.filter((file) => file.groupLine.has(key));
    const groupWins = groups.length > texts.length || (groups.length === texts.length && groups.some((file) => file.name === REFERENCE_FILE));
    if (groupWins) {
      const model = groups[0]!;
      const parts = [...new Set([...model.byKey.keys()].filter((k) => k.startsWith(`${key}.`)).map((k) => k.slice(key.length + 1).split('.')[0]!))];
      for (const file of texts) {
        mistakes.push({
          file: file.label,
          line: file.byKey.get(key)!.at.line,
          message: `${key} is a single text here, but in ${model.label} (line ${model.groupLine.get(key)}) it is a group of texts: ${parts.join(', ')}. Copy the group from there and translate each text${parts.includes('one') ? ' (a counted text needs both forms, one and other)' : ''}.`,
        });
      }
    } else {
      const model = texts[0]!;
      for (const file of groups) {
        mistakes.push({
          file: file.label,
          line: file.groupLine.get(key)!,
          message: `${key} is a group of texts here, but in ${model.label} (line ${model.byKey.get(key)!.at.line}) it is a single text. Make it one text, as there.`,
        });
      }
    }
  }
  return mistakes;
}

function checkKeys(files: readonly ReadFile[]): Mistake[] {
  const allKeys = new Set(files.flatMap((file) => [...file.byKey.keys()]));
  const conflicts = new Set([...allKeys].filter((key) => files.some((file) => file.groupLine.has(key))));
  const mistakes = checkShapes(files, conflicts);
  for (const key of allKeys) {
    if (selfAndGroups(key).some((part) => conflicts.has(part))) continue;
    const having = files.filter((file) => file.byKey.has(key));
    const lacking = files.filter((file) => !file.byKey.has(key));
    if (lacking.length === 0) continue;
    if (having.length === 1 && lacking.length > 1) {
      const only = having[0]!;
      const text = only.byKey.get(key)!;
      mistakes.push({
        file: only.label,
        line: text.at.line,
        message: `the key ${key} is only in this file; ${lacking.map((file) => file.label).join(', ')} do not have it. Is the key misspelt? All four files must have the same keys.`,
      });
      continue;
    }
    const example = having[0]!;
    for (const file of lacking) {
      const home = homeOf(key, file);
      const where = home.group ? `inside the group ${home.group} (which starts on this line)` : 'in the same place';
      mistakes.push({
        file: file.label,
        line: home.line,
        message: `the text for ${key} is missing. ${example.label} has it on line ${example.byKey.get(key)!.at.line}; add it here ${where}, translated.`,
      });
    }
  }
  return mistakes;
}

function checkPlaceholders(files: readonly ReadFile[]): Mistake[] {
  const mistakes: Mistake[] = [];
  const allKeys = new Set(files.flatMap((file) => [...file.byKey.keys()]));
  for (const key of allKeys) {
    const uses = files.flatMap((file) => {
      const text = file.byKey.get(key);
      // An empty text is reported as such, not also as lacking placeholders.
      return text && text.value.trim() !== '' ? [{ file, text, names: placeholders(text.value) }] : [];
    });
    const votes = new Map<string, number>();
    for (const use of uses) votes.set(use.names.join(','), (votes.get(use.names.join(',')) ?? 0) + 1);
    if (uses.length === 0) continue;
    const most = Math.max(...votes.values());
    const winners = [...votes].filter(([, count]) => count === most).map(([names]) => names);
    const reference = uses.find((use) => use.file.name === REFERENCE_FILE && winners.includes(use.names.join(',')));
    const expected = reference ? reference.names.join(',') : winners[0]!;
    for (const use of uses) {
      if (use.names.join(',') === expected) continue;
      const others = expected === '' ? [] : expected.split(',');
      const odd = use.names.find((name) => !others.includes(name));
      mistakes.push({
        file: use.file.label,
        line: use.text.valueAt.line,
        column: odd ? columnOf(use.text, `{${odd}}`) : use.text.valueAt.column,
        message: `the text for ${key} uses ${listPlaceholders(use.names)}, but the other languages use ${listPlaceholders(others)}. Placeholders in curly brackets must stay exactly as they are.`,
      });
    }
  }
  return mistakes;
}

/** "$extends" names a group of the same file; a text written again exactly as the shared one (in every file) is a copy to delete. */
function checkSharedTexts(files: readonly ReadFile[]): Mistake[] {
  const mistakes: Mistake[] = [];
  const suffix = `.${EXTENDS_KEY}`;
  for (const file of files) {
    for (const text of file.file.texts) {
      if (!text.key.endsWith(suffix)) continue;
      const group = text.key.slice(0, -suffix.length);
      if (!file.groupLine.has(text.value)) {
        mistakes.push({
          file: file.label,
          line: text.valueAt.line,
          column: text.valueAt.column,
          message: `the group ${group} takes its shared texts from "${text.value}", but there is no group of texts by that name. Write the name of the shared group exactly (for example lists).`,
        });
        continue;
      }
      for (const own of file.file.texts) {
        if (!own.key.startsWith(`${group}.`) || own.key === text.key) continue;
        const sharedKey = `${text.value}.${own.key.slice(group.length + 1)}`;
        const copied = files.every((other) => {
          const mine = other.byKey.get(own.key);
          const shared = other.byKey.get(sharedKey);
          return mine !== undefined && shared !== undefined && mine.value === shared.value;
        });
        if (copied && file.name === REFERENCE_FILE) {
          mistakes.push({
            file: file.label,
            line: own.at.line,
            message: `${own.key} is the same as the shared text ${sharedKey} in every language. Delete it here (in all four files): the group takes the shared text, so a change to it is made once.`,
          });
        }
      }
    }
  }
  return mistakes;
}

/** Each sv-FI text identical to sv-SE is on the list of confirmed ones, and each listed key is such a text. */
function checkSameAsSweden(files: readonly ReadFile[], list: SourceFile | undefined): Mistake[] {
  const finland = files.find((file) => file.name === 'sv-FI.json');
  const sweden = files.find((file) => file.name === 'sv-SE.json');
  if (!finland || !sweden || list?.text === undefined) return [];
  const mistakes: Mistake[] = [];
  const listed = new Map<string, number>();
  list.text.split('\n').forEach((line, index) => {
    const key = line.trim();
    if (key === '' || key.startsWith('#')) return;
    if (listed.has(key)) {
      mistakes.push({ file: list.label, line: index + 1, message: `${key} is listed twice (first on line ${listed.get(key)}). Delete this line.` });
      return;
    }
    listed.set(key, index + 1);
  });
  for (const [key, text] of finland.byKey) {
    const swedish = sweden.byKey.get(key);
    if (!swedish || swedish.value !== text.value || listed.has(key) || key.endsWith(`.${EXTENDS_KEY}`)) continue;
    mistakes.push({
      file: finland.label,
      line: text.valueAt.line,
      message: `the text for ${key} is word for word the one in ${sweden.label}. Write it as it is said in Finland, or, if Finland-Swedish says it exactly so, add the line ${key} to ${list.label}.`,
    });
  }
  for (const [key, line] of listed) {
    const text = finland.byKey.get(key);
    const swedish = sweden.byKey.get(key);
    if (!text || !swedish || key.endsWith(`.${EXTENDS_KEY}`)) {
      mistakes.push({
        file: list.label,
        line,
        message: `${key} is not a text of ${finland.label} and ${sweden.label}. Delete this line (or correct the key).`,
      });
    } else if (text.value !== swedish.value) {
      mistakes.push({
        file: list.label,
        line,
        message: `${key} is listed as the same in Finland and Sweden, but ${finland.label} and ${sweden.label} now differ there. Delete this line, and check that the sv-FI text is still right.`,
      });
    }
  }
  return mistakes;
}

/** Checks the four locale files (and the sv-FI list, when given); a file that cannot be read is reported and left out of the comparisons. */
export function checkLocales(allSources: readonly SourceFile[]): CheckResult {
  const mistakes: Mistake[] = [];
  const readable: ReadFile[] = [];
  const sameAsSweden = allSources.find((source) => source.name === SAME_AS_SWEDEN_FILE);
  const sources = allSources.filter((source) => source !== sameAsSweden);
  if (sameAsSweden && sameAsSweden.text === undefined) {
    mistakes.push({
      file: sameAsSweden.label,
      line: 1,
      message:
        'this file is missing. It lists the sv-FI texts confirmed to be the same as in Sweden, one key per line; without it every such text is reported.',
    });
  }
  for (const source of sources) {
    if (source.text === undefined) {
      mistakes.push({ file: source.label, line: 1, message: 'this file is missing. The portal needs all four: da-DK, fi-FI, sv-FI and sv-SE.' });
      continue;
    }
    const result = readLocaleFile(source.text);
    if (!result.ok) {
      mistakes.push({
        file: source.label,
        line: result.error.at.line,
        column: result.error.at.column,
        message: `the file is not valid JSON: ${result.error.message} Nothing else in this file was checked.`,
      });
      continue;
    }
    mistakes.push(...checkTexts(source.name, source.label, result.file));
    readable.push({
      name: source.name,
      label: source.label,
      file: result.file,
      byKey: new Map(result.file.texts.map((text) => [text.key, text])),
      groupLine: new Map(result.file.groups.map((group) => [group.key, group.at.line])),
    });
  }
  mistakes.push(...checkKeys(readable), ...checkPlaceholders(readable), ...checkSharedTexts(readable), ...checkSameAsSweden(readable, sameAsSweden));
  mistakes.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
  const textsIn = (file: ReadFile) => [...file.byKey.keys()].filter((key) => !key.endsWith(`.${EXTENDS_KEY}`)).length;
  return { mistakes, textCount: Math.max(0, ...readable.map(textsIn)) };
}
