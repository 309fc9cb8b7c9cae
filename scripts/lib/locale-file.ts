// Reads one locale file (locales/*.json) and remembers where each key stands, so the locale
// check can name the line of a mistake. JSON.parse only says "position 4711" and forgets
// positions of keys; this small reader accepts exactly the JSON a locale file may hold
// (groups in curly brackets and texts in quotation marks) and explains syntax mistakes in
// words a content editor understands.

export interface Position {
  /** 1-based, as editors count lines. */
  line: number;
  column: number;
}

export interface LocaleText {
  /** The full dotted key, e.g. home.greeting. */
  key: string;
  value: string;
  /** Where the key's name starts. */
  at: Position;
  /** Where the text starts (its opening quotation mark). */
  valueAt: Position;
  /** The text as written in the file, between its quotation marks (escapes not decoded). */
  source: string;
}

interface LocaleGroup {
  key: string;
  at: Position;
}

interface Remark {
  at: Position;
  message: string;
}

export interface LocaleFile {
  texts: LocaleText[];
  /** Every group, the whole file included as the key "". */
  groups: LocaleGroup[];
  /** Mistakes that leave the file readable, e.g. a key written twice. */
  remarks: Remark[];
}

export type ReadResult = { ok: true; file: LocaleFile } | { ok: false; error: Remark };

class SyntaxMistake extends Error {
  readonly index: number;
  constructor(index: number, message: string) {
    super(message);
    this.index = index;
  }
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

function positionOf(starts: readonly number[], index: number): Position {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= index) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: index - starts[low]! + 1 };
}

const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u']);

function describe(char: string | undefined): string {
  if (char === undefined) return 'the end of the file';
  if (char === '"') return 'a quotation mark "';
  return `the character ${char}`;
}

/** Reads a locale file's text; a syntax mistake comes back with its line and column. */
export function readLocaleFile(text: string): ReadResult {
  const starts = lineStarts(text);
  const at = (index: number) => positionOf(starts, index);
  const texts = new Map<string, LocaleText>();
  const groups: LocaleGroup[] = [];
  const remarks: Remark[] = [];
  let i = text.startsWith('\uFEFF') ? 1 : 0;

  const skipSpace = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };

  const readString = (): { value: string; source: string; start: number } => {
    const start = i;
    let j = i + 1;
    for (;;) {
      const char = text[j];
      if (char === undefined) throw new SyntaxMistake(start, 'this text has no closing quotation mark " before the end of the file.');
      if (char === '\n' || char === '\r') {
        throw new SyntaxMistake(
          start,
          'this text has no closing quotation mark " before the end of the line. A text must be on one line; write \\n for a line break.',
        );
      }
      if (char === '"') break;
      if (char === '\\') {
        const next = text[j + 1];
        if (next === undefined || !ESCAPES.has(next) || (next === 'u' && !/^[0-9a-fA-F]{4}$/.test(text.slice(j + 2, j + 6)))) {
          throw new SyntaxMistake(j, 'a backslash \\ may only start \\" (a quotation mark inside a text), \\\\ (a backslash) or \\n (a line break).');
        }
        j += 2;
        continue;
      }
      if (char < ' ') throw new SyntaxMistake(j, 'a text holds a tab or another invisible control character; replace it with spaces.');
      j++;
    }
    const source = text.slice(start + 1, j);
    i = j + 1;
    return { value: JSON.parse(text.slice(start, j + 1)) as string, source, start };
  };

  const readGroup = (path: string, opening: number): void => {
    groups.push({ key: path, at: at(opening) });
    const seen = new Map<string, number>();
    i = opening + 1;
    skipSpace();
    if (text[i] === '}') {
      i++;
      return;
    }
    for (;;) {
      skipSpace();
      const keyChar = text[i];
      if (keyChar !== '"') {
        if (keyChar === "'") throw new SyntaxMistake(i, 'keys and texts need straight double quotation marks ", not single ones \'.');
        throw new SyntaxMistake(i, `a key in quotation marks should come here, but there is ${describe(keyChar)}.`);
      }
      const name = readString();
      const key = path ? `${path}.${name.value}` : name.value;
      const keyAt = at(name.start + 1);
      const earlier = seen.get(name.value);
      if (earlier !== undefined) {
        remarks.push({
          at: keyAt,
          message: `the key ${key} is written twice in this file (also on line ${at(earlier).line}). Only the last one counts; remove the other.`,
        });
      }
      seen.set(name.value, name.start);
      if (name.value.includes('.') || name.value.trim() === '') {
        remarks.push({ at: keyAt, message: `the key "${name.value}" is not a usable name: a key needs letters and may not contain a dot.` });
      }
      skipSpace();
      if (text[i] !== ':') throw new SyntaxMistake(i, `a colon : is missing after the key ${key}.`);
      i++;
      skipSpace();
      const valueChar = text[i];
      if (valueChar === '"') {
        const value = readString();
        texts.delete(key);
        texts.set(key, { key, value: value.value, source: value.source, at: keyAt, valueAt: at(value.start) });
      } else if (valueChar === '{') {
        readGroup(key, i);
      } else if (valueChar === "'") {
        throw new SyntaxMistake(i, 'texts need straight double quotation marks ", not single ones \'.');
      } else {
        throw new SyntaxMistake(
          i,
          `the value of ${key} must be a text in quotation marks "…" (or a group in curly brackets { }), but there is ${describe(valueChar)}.`,
        );
      }
      const valueEnd = i;
      skipSpace();
      const after = text[i];
      if (after === '}') {
        i++;
        return;
      }
      if (after === ',') {
        const comma = i;
        i++;
        skipSpace();
        if (text[i] === '}') throw new SyntaxMistake(comma, 'there is a comma after the last entry of a group; remove this comma.');
        continue;
      }
      if (after === '"') throw new SyntaxMistake(valueEnd, `a comma is missing at the end of this line, after the value of ${key}.`);
      if (after === undefined)
        throw new SyntaxMistake(i, 'the file ends too early: a closing curly bracket } is missing, at the end of a group or of the file.');
      throw new SyntaxMistake(
        i,
        `after the value of ${key} there should be a comma or a closing curly bracket }, but there is ${describe(after)}. If the text itself holds a quotation mark, write it as \\" (or use typographic quotes ” or « »).`,
      );
    }
  };

  try {
    skipSpace();
    if (text[i] !== '{') throw new SyntaxMistake(i, `the file must start with an opening curly bracket {, but there is ${describe(text[i])}.`);
    readGroup('', i);
    skipSpace();
    if (i < text.length)
      throw new SyntaxMistake(i, 'there is something after the curly bracket } that closes the file; the file must end there. Is a group closed too early?');
  } catch (mistake) {
    if (mistake instanceof SyntaxMistake) return { ok: false, error: { at: at(Math.min(mistake.index, text.length)), message: mistake.message } };
    throw mistake;
  }
  return { ok: true, file: { texts: [...texts.values()], groups, remarks } };
}
