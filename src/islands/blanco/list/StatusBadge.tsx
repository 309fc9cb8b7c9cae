// The one status badge (issue 9): icon and text, so approved, signed and paid out differ
// by more than colour. The island renders it, and so do the Astro pages (without a client
// directive, it ships no JavaScript there).
import type { LeadStatus } from '../../../lib/api/blanco';
import { statusBadge } from '../../../lib/blanco/status';
import { BADGE_ICON_PATHS } from '../../../lib/ui/badge-icons';

export function StatusBadge({ status, label }: { status: LeadStatus; label: string }) {
  const { className, icon } = statusBadge(status);
  return (
    <span className={className}>
      <svg viewBox="0 0 24 24" className="h-3.5 w-3.5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d={BADGE_ICON_PATHS[icon]} />
      </svg>
      {label}
    </span>
  );
}
