// The status badge's markup (issue 9: icon and text, so approved, signed and paid out differ by
// more than colour), as one string: StatusBadge.astro shows one, a list row shows it without
// the cost of a component per row. Its look comes from status.ts, its colours from the tone table.
import type { LeadStatus } from '../../lib/api/blanco';
import { statusBadge } from '../../lib/blanco/status';
import { BADGE_ICON_PATHS } from '../../lib/ui/badge-icons';
import { html, type SafeHtml } from '../../lib/ui/html';

export function statusBadgeHtml(status: LeadStatus, label: string): SafeHtml {
  const { className, icon } = statusBadge(status);
  return html`<span class="${className}"><svg viewBox="0 0 24 24" class="badge-icon" aria-hidden="true"><path d="${BADGE_ICON_PATHS[icon]}"></path></svg>${label}</span>`;
}

/** One badge per status for a whole list, each built once. */
export function statusBadges(label: (status: LeadStatus) => string): (status: LeadStatus) => SafeHtml {
  const built = new Map<LeadStatus, SafeHtml>();
  return (status) => {
    let badge = built.get(status);
    if (badge === undefined) {
      badge = statusBadgeHtml(status, label(status));
      built.set(status, badge);
    }
    return badge;
  };
}
