// The status filter, grouped the way a dealer thinks (issue 9). Each group is one click:
// a submit button `group=…` of the plain GET form without JavaScript, an instant change with it.
import type { LeadStatus } from '../../../lib/api/blanco';
import { GROUP_PARAM } from '../../../lib/blanco/list-query';
import { groupMatching, STATUS_GROUPS, statusesOfGroup, statusGroupLabelKey, statusLabelKey } from '../../../lib/blanco/status';
import type { Translate } from '../../../lib/messages';

interface Props {
  chosen: LeadStatus[];
  live: boolean;
  onChange: (statuses: LeadStatus[]) => void;
  t: Translate;
}

export function StatusFilter({ chosen, live, onChange, t }: Props) {
  const chosenGroup = groupMatching(chosen);
  const toggle = (status: LeadStatus, on: boolean) => onChange(on ? [...chosen, status] : chosen.filter((s) => s !== status));
  return (
    <fieldset className="sm:col-span-2 lg:col-span-4">
      <legend className="text-sm font-medium text-slate-800">{t('blanco.list.statusFilter')}</legend>
      <div role="group" aria-label={t('blanco.list.statusGroups')} className="mt-2 flex flex-wrap gap-2">
        {STATUS_GROUPS.map((group) => (
          <button
            key={group}
            type="submit"
            name={GROUP_PARAM}
            value={group}
            aria-pressed={chosenGroup === group}
            onClick={(event) => {
              if (!live) return;
              event.preventDefault();
              onChange([...statusesOfGroup(group)]);
            }}
            className={`rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-700 ${chosenGroup === group ? 'border-sky-800 bg-sky-800 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
          >
            {t(statusGroupLabelKey(group))}
          </button>
        ))}
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {STATUS_GROUPS.map((group) => (
          <fieldset key={group}>
            <legend className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t(statusGroupLabelKey(group))}</legend>
            <div className="mt-1 space-y-1">
              {statusesOfGroup(group).map((status) => (
                <label key={status} className="flex items-start gap-2 text-sm">
                  <input type="checkbox" name="status" value={status} checked={chosen.includes(status)} onChange={(event) => toggle(status, event.target.checked)} className="mt-0.5 h-4 w-4 shrink-0 accent-sky-800" />
                  {t(statusLabelKey(status))}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
