// A select with optional group titles and leading icons (SPEC §3 dropdown option). It is
// the native <select>, so keyboard, screen readers and phones behave as users expect;
// where the browser supports customizable selects the icons show inside the list too.
import type { SelectHTMLAttributes } from 'react';
import { groupOptions, type DropdownOption } from '../../lib/ui/dropdown';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly DropdownOption[];
}

export function Dropdown({ options, className, ...rest }: Props) {
  const render = (option: DropdownOption) => (
    <option key={option.value} value={option.value}>
      {option.icon ? `${option.icon} ${option.label}` : option.label}
    </option>
  );
  return (
    <select className={['dropdown block w-full rounded-md border border-slate-300 bg-white px-3 py-2', className].filter(Boolean).join(' ')} {...rest}>
      {groupOptions(options).map((group) =>
        group.title ? (
          <optgroup key={group.title} label={group.title}>
            {group.options.map(render)}
          </optgroup>
        ) : (
          group.options.map(render)
        ),
      )}
    </select>
  );
}
