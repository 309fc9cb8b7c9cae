import type { LeadStatus } from '../../../lib/api/blanco';
import { statusBadgeClass, statusLabelKey } from '../../../lib/blanco/status';
import type { Translate } from '../../../lib/messages';

export function StatusBadge({ status, t }: { status: LeadStatus; t: Translate }) {
  return <span className={statusBadgeClass(status)}>{t(statusLabelKey(status))}</span>;
}
