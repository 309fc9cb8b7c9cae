// Markup built as a string where a component per item costs too much: a list's 50 rows drawn
// as table and cards are 100 components, which took most of the list page's worker CPU
// (docs/decisions/0023). `html` escapes every value put in, unless it is itself `html`.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const SPECIAL = /[&<>"']/;

/** @internal exported for its unit tests */
export function escapeHtml(text: string): string {
  // Most values (figures, dates, references) hold nothing to escape: test before replacing.
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (character) => ENTITIES[character]!) : text;
}

/** Markup that is safe to put into a page as it is. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

type Value = SafeHtml | string | number | null | undefined | false | readonly Value[];

function render(value: Value): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** A template of markup whose values are escaped (text and attribute values alike). */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0]!;
  for (let index = 0; index < values.length; index += 1) out += render(values[index]!) + strings[index + 1]!;
  return new SafeHtml(out);
}
