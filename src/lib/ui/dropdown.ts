// Dropdown options (SPEC §3): value, label, optional leading icon, optional group title.
export interface DropdownOption<V extends string = string> {
  value: V;
  label: string;
  /** A short glyph or emoji shown before the label. */
  icon?: string;
  /** Options with the same group title are listed together under it. */
  group?: string;
}

export interface DropdownGroup<V extends string = string> {
  title: string | null;
  options: DropdownOption<V>[];
}

/** Groups in order of first appearance; ungrouped options form a group without a title. */
export function groupOptions<V extends string>(options: readonly DropdownOption<V>[]): DropdownGroup<V>[] {
  const groups: DropdownGroup<V>[] = [];
  for (const option of options) {
    const title = option.group ?? null;
    let group = groups.find((candidate) => candidate.title === title);
    if (!group) {
      group = { title, options: [] };
      groups.push(group);
    }
    group.options.push(option);
  }
  return groups;
}
