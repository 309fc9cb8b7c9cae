// A group of texts in locales/*.json may name a shared group in "$extends": it then holds every
// text of that group it does not write itself. A content editor changes a shared text once
// (lists, apply) and a product writes only the texts in which it differs.

export type MessageTree = { [key: string]: string | MessageTree };

/** @internal exported for the locale check (scripts/lib/locale-check.ts) */
export const EXTENDS_KEY = '$extends';

function groupAt(root: MessageTree, path: string): MessageTree | undefined {
  let node: string | MessageTree | undefined = root;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'object' ? node : undefined;
}

function merged(shared: MessageTree, own: MessageTree): MessageTree {
  const out: MessageTree = { ...shared };
  for (const [key, value] of Object.entries(own)) {
    const base = out[key];
    out[key] = typeof value === 'object' && typeof base === 'object' ? merged(base, value) : value;
  }
  return out;
}

/** The tree with every "$extends" resolved: the named group's texts filled in, own texts first. */
export function resolveSharedTexts(root: MessageTree): MessageTree {
  const resolving = new Set<string>();
  const resolve = (node: MessageTree): MessageTree => {
    const out: MessageTree = {};
    for (const [key, value] of Object.entries(node)) {
      if (key !== EXTENDS_KEY) out[key] = typeof value === 'object' ? resolve(value) : value;
    }
    const sharedPath = node[EXTENDS_KEY];
    if (typeof sharedPath !== 'string') return out;
    const shared = groupAt(root, sharedPath);
    if (!shared || resolving.has(sharedPath))
      throw new Error(`locales: "${EXTENDS_KEY}": "${sharedPath}" names no group of texts (or one that extends itself)`);
    resolving.add(sharedPath);
    const sharedTexts = resolve(shared);
    resolving.delete(sharedPath);
    return merged(sharedTexts, out);
  };
  return resolve(root);
}
