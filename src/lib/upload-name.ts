// The name an uploaded document is stored and downloaded under: its own name without
// controls or bidirectional/zero-width characters (U+202E would show "gpj.exe" as "exe.jpg"),
// ending in the extension of the type its bytes were sniffed as, so a PDF named poly.html is
// poly.pdf and PNG bytes named scan.pdf are scan.png. Pure, no imports: portal and backend/ share it.

const EXTENSIONS = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type SniffedType = keyof typeof EXTENSIONS;

/** @internal exported for its unit tests */
export const FILE_NAME_MAX = 200;
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const LAST_EXTENSION = /\.([\p{L}\p{N}]{1,10})$/u;

export function safeFileName(name: string, type: SniffedType): string {
  const base = (name.split(/[\\/]/).pop() ?? '').normalize('NFC').replace(UNSAFE, '');
  const extensions: readonly string[] = EXTENSIONS[type];
  const match = LAST_EXTENSION.exec(base);
  const kept = match && extensions.includes(match[1]!.toLowerCase()) ? match[1]! : null;
  const stem = (match ? base.slice(0, match.index) : base).trim().replace(/[.\s]+$/u, '');
  const suffix = kept ?? extensions[0]!;
  const room = FILE_NAME_MAX - suffix.length - 1;
  return `${[...(stem || 'document')].slice(0, room).join('')}.${suffix}`;
}
