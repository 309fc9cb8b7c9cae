// The status badge's markup (issue 9: icon and text, so approved, signed and paid out differ by
// more than colour), as one string: StatusBadge.astro shows one, a list row shows it without
// the cost of a component per row. Its look comes from status.ts, its colours from the tone table.
import type { LeadStatus } from '../api/leads';
import { statusBadge } from './status';
import { BADGE_ICON_PATHS, type BadgeIconName } from '../ui/badge-icons';
import { html, type SafeHtml } from '../ui/html';

const iconId = (icon: BadgeIconName) => `badge-icon-${icon}`;

/** A badge with its icon drawn in full, or (`fromSprite`) taken from the page's badgeIconSprite. */
export function statusBadgeHtml(status: LeadStatus, label: string, fromSprite = false): SafeHtml {
  const { colours, icon } = statusBadge(status);
  const drawing = fromSprite ? html`<use href="#${iconId(icon)}"></use>` : html`<path d="${BADGE_ICON_PATHS[icon]}"></path>`;
  return html`<span class="badge ${colours}"><svg viewBox="0 0 24 24" class="badge-icon" aria-hidden="true">${drawing}</svg>${label}</span>`;
}

/**
 * One badge per status for a whole list, each built once. A list repeats them 100 times (table
 * and cards): their icons come from badgeIconSprite, which the list renders once beside them.
 */
export function statusBadges(label: (status: LeadStatus) => string): (status: LeadStatus) => SafeHtml {
  const built = new Map<LeadStatus, SafeHtml>();
  return (status) => {
    let badge = built.get(status);
    if (badge === undefined) {
      badge = statusBadgeHtml(status, label(status), true);
      built.set(status, badge);
    }
    return badge;
  };
}

/** Every badge icon as a symbol, for the badges of statusBadges. */
export function badgeIconSprite(): SafeHtml {
  const symbols = (Object.keys(BADGE_ICON_PATHS) as BadgeIconName[]).map(
    (icon) => html`<symbol id="${iconId(icon)}" viewBox="0 0 24 24"><path d="${BADGE_ICON_PATHS[icon]}"></path></symbol>`,
  );
  return html`<svg class="absolute h-0 w-0 overflow-hidden" aria-hidden="true" focusable="false">${symbols}</svg>`;
}
