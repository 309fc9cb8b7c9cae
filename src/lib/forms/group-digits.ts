// An amount grouped as the dealer types it (issue 24): thousands apart as the language writes
// them (Swedish and Finnish a space, Danish a point), the caret after the same digit.
// Anything that is not a plain amount (or longer than any amount, 15 digits) stays as typed;
// parseNumber reads both either way.

const SEPARATORS = /[\s\u00a0\u202f]/g;

export function groupAsTyped(typed: string, caret: number, locale: string): { text: string; caret: number } {
  const danish = locale.startsWith('da');
  const group = danish ? '.' : ' ';
  const plain = (text: string) => text.replace(SEPARATORS, '').replace(danish ? /\./g : /$^/, '');
  const match = /^(-?)(\d*)([.,]\d*)?$/.exec(plain(typed));
  if (!match) return { text: typed, caret };
  const [, sign = '', digits = '', decimals = ''] = match;
  if (digits.length > 15) return { text: typed, caret };
  const text = sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, group) + decimals;
  const kept = plain(typed.slice(0, caret)).length;
  let at = 0;
  for (let seen = 0; at < text.length && seen < kept; at++) if (text[at] !== group) seen++;
  return { text, caret: at };
}
