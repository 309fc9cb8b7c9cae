// An action's answer as Astro writes it (devalue's `stringify`: one JSON array of every value, the
// first the result, objects and arrays holding the indexes of their members), read for the plain
// data our actions return: objects, arrays, strings, numbers, booleans, null and undefined.
// devalue's own `parse` also revives dates, maps, sets, typed arrays, URLs and Temporal values,
// ~1.6 KB gzip on every form page that no action needs (docs/decisions/0061). A value of any such
// type is refused with an error, never read wrongly.

/** devalue's numbers for the values JSON cannot hold. */
const SPECIAL: ReadonlyMap<number, unknown> = new Map<number, unknown>([
  [-1, undefined],
  [-3, Number.NaN],
  [-4, Number.POSITIVE_INFINITY],
  [-5, Number.NEGATIVE_INFINITY],
  [-6, -0],
]);
const HOLE = -2;

export function parsePlainAnswer(body: string): unknown {
  const parsed: unknown = JSON.parse(body);
  if (typeof parsed === 'number') return special(parsed);
  if (!Array.isArray(parsed) || parsed.length === 0) throw new Error('not an action answer');
  const values: unknown[] = parsed;
  const read = new Map<number, unknown>();

  function special(index: number): unknown {
    if (!SPECIAL.has(index)) throw new Error(`not an action answer: ${index}`);
    return SPECIAL.get(index);
  }

  function hydrate(index: unknown): unknown {
    if (typeof index !== 'number' || !Number.isInteger(index)) throw new Error('not an action answer');
    if (index < 0) return special(index);
    if (read.has(index)) return read.get(index);
    if (!(index in values)) throw new Error(`not an action answer: ${index}`);
    const value: unknown = values[index];
    if (value === null || typeof value !== 'object') {
      read.set(index, value);
      return value;
    }
    if (Array.isArray(value)) {
      if (typeof value[0] === 'string') throw new Error(`an action answered a ${value[0]}, which only devalue's parse revives`);
      const array: unknown[] = [];
      read.set(index, array);
      value.forEach((member, position) => {
        if (member !== HOLE) array[position] = hydrate(member);
      });
      array.length = value.length;
      return array;
    }
    const object: Record<string, unknown> = {};
    read.set(index, object);
    for (const [key, member] of Object.entries(value)) {
      if (key === '__proto__') throw new Error('not an action answer: __proto__');
      object[key] = hydrate(member);
    }
    return object;
  }

  return hydrate(0);
}
